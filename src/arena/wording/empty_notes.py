"""A form's note field left empty: "Comment: none", "Notes: n/a", "Remarks: -".

A form answer carries its free-text fields whether or not the person wrote in them, and an empty
one says nothing of the booking. Read as words, "Decision: approved\nComment: none" was unclear
("'none' qualifies the yes") and "Approved.\nNotes: n/a" was unclear as both a yes and a no (its
"n"): heldout41. Such a line is set aside before the answer is read (docs/architecture.md, the
answer reader); a note with words in it ("Comment: for 8 people") is kept and read.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

#: A note field's line whose value says there is none: the label, then nothing, or "none",
#: "n/a", "nil", "-", "nothing to add", "no comment", in a few languages.
_EMPTY_NOTE = LazyPattern(
    r"(?im)^[ \t*-]*(?:comments?|notes?|remarks?|reason|feedback|additional (?:comments?|notes?|"
    r"info(?:rmation)?)|kommentar|anmerkung(?:en)?|bemerkung(?:en)?|commentaires?|comentarios?|"
    r"notas?)[ \t]*[:=][ \t]*"
    r"(?:none|n/?a|nil|null|nothing(?: (?:to add|else|further))?|no (?:comments?|notes?|remarks?)|"
    r"keine?|nichts|aucune?|rien|ninguno|nada|-+|\u2013|\u2014|\.+)?[ \t]*[.!]?[ \t]*(?:\n|$)"
)


def without_empty_notes(text: str) -> str:
    """``text`` less its empty note fields' lines (:data:`_EMPTY_NOTE`); the whole text where
    nothing else is left."""
    left = _EMPTY_NOTE.sub("", text)
    return left if left.strip() and left != text else text


__all__ = ["without_empty_notes"]
