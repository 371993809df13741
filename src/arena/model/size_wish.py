"""A room's size asked for beyond the head count: "the biggest room", "a large room".

The scripted model books the smallest free room that seats the head count (``search_rooms``
lists them smallest first), so "Book the biggest room for 6 on Tuesday" proposed Aspen, the
smallest, in a question that read as if the wish was met (outside tester 22, finding 3), where
"the one with the big screen" was said as not checked (:mod:`arena.wording.requirements`). The
wish for a big room is said likewise (:func:`arena.model.rooms.summary`); one for the smallest
room the model meets, so it is not said. A small room ruled out by its size alone ("not the
tiny one") is said likewise, and the model books no room of the arena's smallest size.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

_NOUN = r"(?:room|one|space|place|meeting room|conference room)"
#: What may stand between the size and the noun: "the biggest free room", "the largest
#: available one", "a big empty room" (outside tester 28b: "the biggest free room" went unsaid).
_FREE = r"(?:free|available|open|empty|spare|vacant|unbooked|bookable)"
#: "the biggest room", "the largest one available", "the biggest", "a bigger room", "a large
#: room", "plenty of space", "den größten Raum", "einen großen Raum", "la sala más grande", "la
#: plus grande salle", "une grande salle". A superlative alone counts where no other noun
#: follows ("the biggest for 6"), not in "the largest team".
_WISH = LazyPattern(
    r"(?<![\w-])(?:"
    rf"(?:the\s+|a\s+|an\s+)?(?:biggest|largest|roomiest|most\s+spacious|bigger|larger|roomier)"
    rf"(?:(?:\s+{_FREE})?\s+{_NOUN}(?:\s+(?:available|possible|you\s+have|there\s+is))?"
    r"|\s+(?:available|possible|you\s+have|there\s+is)|(?=\s+(?:for|on|we|that|please)\b|\s*[.,;:!?)]|\s*$))"
    rf"|(?:a|the)\s+(?:(?:really|very|nice)\s+)?(?:big|large|huge|spacious|roomy)(?:\s+{_FREE})?"
    rf"\s+{_NOUN}"
    r"|(?:plenty|lots|loads)\s+of\s+(?:space|room)|the\s+(?:bigger|larger)\s+the\s+better"
    r"|(?:den|das|der|die|einen|ein)\s+(?:m[öo]glichst\s+)?gr(?:ö|oe|o)(?:ß|ss)(?:t?e[nrs]?)\s+"
    r"(?:raum|zimmer|besprechungsraum)|(?:den|das|die)\s+gr(?:ö|oe|o)(?:ß|ss)te[nrs]?"
    r"|m[öo]glichst\s+gro(?:ß|ss)"
    r"|(?:la\s+|una\s+)?(?:sala\s+)?(?:m[aá]s\s+(?:grande|amplia)|grande|amplia)(?:\s+sala)?"
    r"(?=\s|[.,;:!?]|$)"
    r"|(?:la\s+)?(?:salle\s+)?(?:la\s+)?plus\s+grande(?:\s+salle)?|une\s+grande\s+salle"
    r")(?![\w-])",
    re.IGNORECASE,
)
#: Spanish "grande" alone is a size only beside "sala" ("una sala grande", "la más grande").
_BARE_GRANDE = re.compile(r"(?:la\s+|una\s+)?(?:grande|amplia)", re.IGNORECASE)


#: Words that rule out what follows: "not the big one" asks for no big room, which the model
#: (booking the smallest that fits) meets, so it is not said; said as "the big one" it read
#: as the opposite wish (evals45).
_RULED_OUT = LazyPattern(
    r"(?i)(?:\b(?:not|no|never|avoid(?:ing)?|skip(?:ping)?|except|excluding|without|nicht|"
    r"kein(?:en|e)?|no\s+la|pas\s+la)|(?:anything|something|any\s+room)\s+(?:but|except|"
    r"other\s+than|besides))\s+(?:(?:really|very|too|so|that|one\s+of)\s+)?$"
)


def size_wishes(text: str) -> list[str]:
    """The request's words that ask for a big room, as written, each once."""
    found = [
        " ".join(m.group(0).split())
        for m in _WISH.finditer(text)
        if not _RULED_OUT.search(text[max(0, m.start() - 40) : m.start()])
    ]
    found = [w for w in found if not _BARE_GRANDE.fullmatch(w)]
    return list(dict.fromkeys([*found, *size_avoidances(text)]))


#: Among those wishes, the ones that ask for the biggest room there is: "the biggest room", "the
#: largest one available", "the big one", "the bigger the better", "den größten Raum", "möglichst
#: groß", "la sala más grande", "la plus grande salle"; not "a big room", "a bigger room", "una
#: sala más grande", "une plus grande équipe" (a room bigger than some, which no tool checks).
#: "The Big Room", "the Large Conference Room" in capitals are a room's name, not a size.
_BIGGEST = LazyPattern(
    r"(?i:^(?:the\s+)?(?:biggest|largest|roomiest|most\s+spacious)\b"
    r"|^the\s+(?:bigger|larger)\s+the\s+better|gr(?:ö|oe|o)(?:ß|ss)te|^m[öo]glichst"
    r"|^la\s+(?:sala\s+)?m[aá]s\s+(?:grande|amplia)|^la\s+(?:salle\s+la\s+)?plus\s+grande)"
    r"|^(?i:the)\s+(?:(?i:really|very|nice)\s+)?(?:big|large|huge|spacious|roomy)\b"
)


def biggest_wish(text: str) -> str | None:
    """The request's words that ask for the biggest room (:data:`_BIGGEST`), as written, or
    ``None``: where it names no room, the model books the biggest free room that seats the count
    and its question says so (requests49b: it booked the smallest, said as not checked)."""
    return next((w for w in size_wishes(text) if _BIGGEST.search(w)), None)


_SMALL = (
    r"(?:tiny|tiniest|small|smallest|smaller|little|teeny|mini|poky|pokey|cramped|"
    r"(?:\d+|two|three|four|five|six)[- ](?:seat(?:er)?|person|people|pax))"
)
_SMALL_NOUN = r"(?:rooms?|ones?|spaces?|box(?:es)?|cupboards?)"
#: A small room ruled out, by words that say which room only by its size: "not the tiny one",
#: "no small rooms", "anything but the smallest", "avoid the 4-seat room", "the tiny one won't
#: do", "nothing too small" (outside tester 28b: "not the tiny one" booked Juniper, the tiny one,
#: and nothing in the question said the wish was not checked).
_AVOID_SMALL = LazyPattern(
    r"(?<![\w-])(?:"
    r"(?:not|no|nothing|never|avoid(?:ing)?|skip(?:ping)?|except|excluding|without|"
    r"(?:anything|anywhere|any room|something)\s+(?:but|except|other than|bar|besides))"
    rf"\s+(?:(?:the|a|an|any|that|those|too|so|really|very|one\s+of\s+the)\s+){{0,2}}{_SMALL}"
    rf"(?:\s+{_SMALL_NOUN})?"
    rf"|(?:the|that|a|any)\s+{_SMALL}(?:\s+{_SMALL_NOUN})?\s+"
    r"(?:won'?t|will not|wouldn'?t|doesn'?t|does not|isn'?t|is not|is|'s|are|aren'?t)\s+"
    r"(?:do|work|cut it|be enough|enough|no good|too small|out|not an option|a no-go)"
    r")(?![\w-])",
    re.IGNORECASE,
)


def size_avoidances(text: str) -> list[str]:
    """The request's words that rule out a room by its small size ("not the tiny one"), as
    written, each once: the model cannot tell for sure which room they mean, so its question
    says them as not checked, and it books no room of the arena's smallest size
    (:func:`smallest_rooms`), the room such words most likely mean."""
    found = [" ".join(m.group(0).split()) for m in _AVOID_SMALL.finditer(text)]
    return list(dict.fromkeys(found))


#: A room named by its size: "the 8-seat room", "an 8-seater", "the 10-person room", "the
#: room for 12", "the 14-seat one" (evals45: "grab the 8-seat room on Tuesday for 5 of us"
#: booked Aspen, 6 seats, and the question did not say the 8-seat room was asked for).
_SIZED = LazyPattern(
    r"(?i)(?<![\w-])(?:the|an?|that|our|your|this)\s+(?:usual\s+|same\s+)?"
    r"(?P<n>\d{1,3})[- ]?(?:seat(?:s|er)?|person|people|pax|man|head)"
    r"(?:(?:\s+(?:room|one|space|meeting\s+room|conference\s+room|board\s*room))"
    r"|(?<=seater))(?![\w-])"
)


#: Right after a room named by its size, words that say it will not do, or tell of the past:
#: "the 8-seat room is too big", "an 8-seater would be overkill", "the 8-seat room was fine
#: last time" (regress45: each said as the room asked for, the opposite wish).
_COMMENTED = LazyPattern(
    r"(?i)\s+(?:(?:is|'s|would be|'d be|will be|seems|feels)\s+(?:\w+\s+)?(?:too|overkill|"
    r"excessive|more than|not needed|unnecessary|a bit much|oversized)\b|(?:was|were)\b)"
)


def sized_rooms(text: str, count: int) -> list[str]:
    """The request's words that ask for a room of a size other than the head count ``count``,
    as written, each once: the model books the smallest room that seats the count, so its
    question says them as not checked. A size equal to the count ("the 10-person room for 10")
    is the count, and a size ruled out ("avoid the 4-seat room") is said by
    :func:`size_avoidances`."""
    found = [
        " ".join(m.group(0).split())
        for m in _SIZED.finditer(text)
        if int(m.group("n")) != count
        and not _RULED_OUT.search(text[max(0, m.start() - 40) : m.start()])
        and not _COMMENTED.compiled.match(text, m.end())
    ]
    return list(dict.fromkeys(found))


#: Right before a room named by its size, words that tell of a room had, not asked for: "we had
#: the 8-person room last time".
_HAD = LazyPattern(
    r"(?i)\b(?:had|used|were in|was in|booked|took|got|liked|hated|last time|instead of|rather "
    r"than|not|than)\s+$"
)


def sized_room(text: str, count: int) -> tuple[str, int, bool] | None:
    """The id of the one room of the arena whose size is the one a room is named by ("the
    8-person one, Friday, 7 of us" is Cedar, the only 8-seat room: heldout46 booked Maple, the
    smallest free room for 7, and only said the wish was not checked), and where in ``text``
    it is first named so; ``None`` where no room, or several, have that size, or where the
    words name none (:func:`sized_rooms`); and whether it is named as the room ("the", "that",
    "our": True) or asked for as a size ("an 8-person room": False, which another free room
    meets where that one is taken: regress 47, it booked nothing)."""
    from arena.tools.rooms import ROOMS

    said = [
        m
        for m in _SIZED.finditer(text)
        if not _RULED_OUT.search(text[max(0, m.start() - 40) : m.start()])
        and not _HAD.search(text[max(0, m.start() - 40) : m.start()])
        and not _COMMENTED.compiled.match(text, m.end())
    ]
    sizes = {int(m.group("n")) for m in said}
    fits = [r.id for r in ROOMS if r.capacity in sizes]
    if len(sizes) != 1 or len(fits) != 1 or not count:
        return None
    definite = any(m.group(0).split()[0].casefold() not in ("a", "an") for m in said)
    return fits[0], said[0].start(), definite


def smallest_rooms() -> frozenset[str]:
    """The ids of the arena's rooms of the smallest size (the rooms tool's ``ROOMS``): "the tiny
    one" of a request that rules it out."""
    from arena.tools.rooms import ROOMS

    least = min((r.capacity for r in ROOMS), default=0)
    return frozenset(r.id for r in ROOMS if r.capacity == least)


__all__ = [
    "biggest_wish",
    "size_avoidances",
    "size_wishes",
    "sized_room",
    "sized_rooms",
    "smallest_rooms",
]
