"""A room asked for as a preference, with any other as the fallback: "Room: Aspen if possible,
otherwise anything", "Ideally Maple, but any room works", "Cedar, or whatever's free".

The model books a named room or none, and says a named room is not free or too small
(:mod:`arena.model.named_unfit`), never swapping it silently for another. Where the person said any other room will do,
that refusal failed them: "Juniper if possible, otherwise anything" for 6 was refused at load
(Juniper seats 4) and would have booked nothing (items41). :func:`any_room_else` says whether
the text allows another room; the model then books the first free room that fits, and the
loader reads the item as asking for no room in particular where the named one cannot be booked.
"""

from __future__ import annotations

import functools

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

#: Any room, as a fallback says it.
_ANY = (
    r"(?:just\s+)?(?:any(?:thing|\s+(?:other\s+)?(?:room|one))?(?:\s+else)?|whatever(?:'?s|\s+is)?"
    r"(?:\s+(?:free|available|open))?|another(?:\s+room|\s+one)?|something\s+else|"
    r"no\s+preference|(?:i'?m|we'?re)\s+(?:fine|ok|flexible)|egal|irgendein\w*|"
    r"n'importe\s+(?:laquelle|lequel|quelle\s+salle)|une\s+autre|cualquier\w*|otra|"
    r"lo\s+que\s+(?:sea|haya))"
)
#: "otherwise anything", "else any room", "if not, whatever's free", "or anything else", "sonst
#: egal", "sinon n'importe laquelle", "si no, cualquiera"; "any room works", "anything else is
#: fine" after a room's name; not "anything but Aspen" (a room ruled out).
_FALLBACK = LazyPattern(
    r"(?:\b(?:otherwise|else|if\s+not|failing\s+that|sonst|ansonsten|andernfalls|sinon|"
    r"si\s+no|de\s+lo\s+contrario)\b|\bor\b(?=\s+(?:anything|any\s+(?:other\s+)?(?:room|one)|"
    r"whatever|another|something\s+else)\b))[\s,:;\u2013\u2014-]*(?:or\s+)?"
    + _ANY
    + r"(?!\s+(?:but|except|other\s+than|besides)\b)"
    r"|\b(?:any(?:thing)?(?:\s+other)?(?:\s+room)?|other\s+rooms?|anything\s+else)\s+"
    # "anything that fits is OK", "any room that fits is fine", "any room which seats us works"
    # (evals45: refused at load as if only the named room would do)
    r"(?:(?:that|which)\s+(?:fits?|works?|seats\s+(?:us|\w+)|is\s+(?:free|available|big\s+enough)|"
    r"has\s+(?:space|room))(?:\s+(?:us|everyone|all\s+of\s+us))?\s+)?"
    r"(?:else\s+)?(?:is\s+|are\s+|would\s+be\s+|will\s+do|works?|'?s\s+)(?:fine|ok|okay|good|"
    r"great)?\b"
    # "…, but anything that fits", "but any room that's free": the rest left to the model
    r"|\bbut\s+(?:just\s+)?(?:any(?:thing)?(?:\s+other)?(?:\s+room)?|whatever)\s+(?:that\s+|which\s+)?"
    r"(?:fits?|works?|is\s+free|is\s+available|that'?s\s+(?:free|available))\b"
    r"(?=\s*(?:[.,;!)\n]|$|(?:is|'s|will|would)\b\s*(?:be\s+)?(?:fine|ok|okay|good|great|do)\b))"
)


@functools.lru_cache(maxsize=1024)
def any_room_else(text: str) -> bool:
    """Whether ``text`` allows another room than the one it names: :data:`_FALLBACK`."""
    return _FALLBACK.search(fold(text)) is not None


#: A booking that leaves the room to the model: "whatever room is free", "whichever is free",
#: "any free room", "doesn't matter which", "wherever there's space", "…, any other room.",
#: "irgendeinen freien Raum", "la que esté libre", "n'importe quelle salle" (requests43: "Team
#: offsite prep: 8 people, Tuesday, whatever room is free." read as only asking what is free, so
#: nothing was booked). Not "whatever's free" alone (tester 18: it may ask for a list), nor any
#: question ("Is any free room left?"): :func:`arena.model.intent.wants_booking` asks this last.
_ANY_ROOM = LazyPattern(
    r"\b(?:whatever|whichever)\s+(?:room|one|space|rooms?\s+(?:is|are))\b|\bwhichever(?:'s|\s+is)\b"
    # "any free room" as a clause of its own: "8 people, Tuesday, any free room." (not "I wonder
    # if there's any free room …", which asks)
    r"|(?:^|[.!,;:\n\u2013\u2014]|\s-\s)\s*(?:and\s+)?(?:just\s+)?any\s+(?:free|available|open|"
    r"empty|spare)\s+(?:room|one|space)\b(?!\s+(?:is\s+|are\s+)?(?:left|exists?|available|there)\b)"
    r"|\b(?:does\s*n'?t|does\s+not|do\s*n'?t|no)\s+matter\s+which\b"
    r"|\bwherever\s+(?:there'?s|there\s+is|has)\s+(?:space|room)\b"
    r"|(?:^|[.!,;:\n\u2013\u2014]|\s-\s)\s*(?:and\s+)?any\s+(?:other\s+)?(?:room|one)(?:\s+(?:please|"
    r"pls|thanks))?\s*(?:[.!;\n]|$)"
    r"|\birgendein\w*\s+(?:freie\w*\s+)?raum\b|\begal\s+welche\w*\s+raum\b"
    r"|\bla\s+que\s+(?:este|haya)\s+libre\b|\bcualquier\w*\s+sala\b"
    r"|\bn'importe\s+(?:quelle\s+salle|laquelle)\b|\bpeu\s+importe\s+(?:laquelle|quelle\s+salle)\b"
)


#: Words that make the sentence a question whether a room is free: "I wonder if …", "whether".
_WONDERS = LazyPattern(r"\b(?:wonder\w*|whether|curious|if there(?:'s| is| are))\b")


@functools.lru_cache(maxsize=1024)
def any_room(text: str) -> bool:
    """Whether ``text`` leaves the choice of room to the model (:data:`_ANY_ROOM`)."""
    folded = fold(text)
    for m in _ANY_ROOM.finditer(folded):
        # wondering in the clause that leaves the room, not anywhere in the text: "Tue for 4,
        # whichever room is free, I wonder if Aspen is nice." books (regress43)
        start = max(folded.rfind(mark, 0, m.end() - 1) for mark in _CLAUSE_MARKS) + 1
        if not _WONDERS.search(folded, start, m.end()):
            return True
    return False


#: What ends a clause, for :func:`any_room`.
_CLAUSE_MARKS = (".", "!", "?", ";", ",", ":", "\n", "\u2013", "\u2014", " - ")
