"""A room asked for through a condition on it: "Lmk if Cedar works for 6 on Tuesday. If yes just
book it", "If Cedar is free on Tuesday, book it", "Schau, ob Cedar am Dienstag frei ist, und wenn
ja, buch ihn" ask for Cedar (the lead's notes, session 48: each read Cedar as only placed, and
the first free room, Aspen, was booked). :mod:`arena.model.room_stance` asks it of a room it
would read as placed or said nothing of.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

#: Right before the room, the condition's opening: "if", "whether", "ob", "si", "se", "als".
_IF_BEFORE = LazyPattern(
    r"\b(?:if|whether|ob|wenn|falls|si|se|als|of)\s+(?:the\s+)?(?:room\s+|raum\s+|sala\s+)?\Z"
)
#: Right after it, in its clause, that it would do: "works", "is free", "frei ist", "est libre".
_FITS_AFTER = LazyPattern(
    r"(?:\s+room)?[^.,;:!?\n]{0,40}?\b(?:works?|fits?|suits?|is (?:still )?(?:free|available|"
    r"open|ok|okay|fine|good)|'s (?:still )?(?:free|available|open|ok|okay|fine)|has (?:space|room)"
    r"|frei|verfugbar|libre|disponible|libero|libera|livre|vrij|beschikbaar)\b"
)
#: After that, the booking asked through a pronoun: "book it", "go ahead", "buch ihn",
#: "resérvala", "réserve-la", "prenotala", "boek hem".
_BOOK_IT = LazyPattern(
    r"\b(?:book|reserve|grab|take|hold|snag)\s+(?:it|that(?:\s+one)?|the room)\b"
    r"|\bgo ahead\b|\b(?:please do|do it|go for it)\b"
    r"|\bbuch(?:e|en|t)?\s+(?:ihn|es|den|das|sie)\b|\breserv\w*(?:la|lo)\b|\breserve[sz]?[- ]la\b"
    r"|\bprenotal[ao]\b|\bboek\s+(?:hem|het|die|deze)\b"
)
#: Right before such a booking, a "don't": "… but don't book it yet", "no need to book it"
#: (regress48: "If Cedar is available …, no need to book it, we'll use Aspen" booked Cedar).
_NOT_BEFORE = LazyPattern(r"\b(?:don't|dont|do not|never|not|nicht|no|yet to)\s+(?:\w+\s+){0,2}\Z")


def booked_if_free(folded: str, start: int, end: int, stop: int) -> bool:
    """Whether the room at ``folded[start:end]`` opens a condition that it would do ("if Cedar
    works", "whether Cedar is free") and the words after it, up to ``stop`` (the next room
    named), book it through a pronoun ("If yes just book it")."""
    if _IF_BEFORE.search(folded, max(0, start - 30), start) is None:
        return False
    fits = _FITS_AFTER.match(folded, end)
    if fits is None:
        return False
    return any(
        _NOT_BEFORE.search(folded, max(0, m.start() - 24), m.start()) is None
        for m in _BOOK_IT.finditer(folded, fits.end(), stop)
    )


#: Right before a room, a condition that the rooms named before it are not free: "if neither is
#: free, Aspen", "if none of them are available, then book Aspen", "if both are taken, Aspen"
#: (requests49c: "Book the smaller of Cedar and Maple …; if neither is free, Aspen" booked none).
_NONE_FREE_BEFORE = LazyPattern(
    r"\b(?:if|when)\s+(?:(?:neither|none)(?:\s+of\s+(?:them|those|these|the two|both))?\s+(?:is|are)"
    r"\s+(?:free|available|open)|both\s+are\s+(?:taken|booked|busy|gone|full))"
    r"\s*,?\s*(?:then\s+)?(?:(?:book|take|use|go with|grab|try)\s+)?(?:the\s+)?\Z"
)


def fallback_if_none_free(folded: str, start: int) -> bool:
    """Whether the room at ``folded[start:]`` is the one to book if the rooms before are not free."""
    return _NONE_FREE_BEFORE.search(folded, max(0, start - 60), start) is not None


__all__ = ["booked_if_free", "fallback_if_none_free"]
