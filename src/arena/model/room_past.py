"""A room named in a sentence about the past is history, not the room to book (session 52).

Mechanism: a room whose own sentence tells of a time gone by ("last week", "yesterday", "two
months ago", "letzte Woche", "la semaine dernière") and asks for no booking is recalled, not
asked for nor ruled out; the booking is read from the other sentences. heldout52_train: "We had
Maple last week. This week Thursday, 5 people, book something." asked which room was meant. A
later word that takes the recalled room up again ("book it again", "the same room") keeps it
open: that reading is left to the readers before this one.
"""

from __future__ import annotations

from typing import Literal

from arena.lazy_pattern import LazyPattern

#: A time gone by, in the folded words of the request's languages.
_PAST = LazyPattern(
    r"\b(?:last\s+(?:week|time|month|year|quarter|monday|tuesday|wednesday|thursday|friday|"
    r"meeting|session|sprint|offsite|retro)|yesterday|(?:a|one|two|three|few|\d+)\s+"
    r"(?:days?|weeks?|months?|years?)\s+ago|previously|in\s+the\s+past|the\s+other\s+day|"
    r"back\s+in\s+(?:january|february|march|april|may|june|july|august|september|october|"
    r"november|december)|letzte(?:n|s)?\s+(?:woche|mal|monat)|gestern|"
    r"(?:la\s+)?(?:semaine|fois)\s+derniere|la\s+(?:semana|vez)\s+pasada|ayer|"
    r"la\s+settimana\s+scorsa|ieri|vorige\s+week|gisteren|forra\s+veckan)\b"
)
#: A booking asked for in the same sentence: then the sentence is no mere memory.
_ASK = LazyPattern(
    r"\b(?:book|bok|reserve|grab|get|take|need|want|use|let'?s|please|pls|can\s+we|could\s+we|"
    r"buchen|reservieren|reserver|reservar|prenota|boek)\b"
)
#: A word after it that takes a room up again: "book it again", "same room", "that one".
_AGAIN = LazyPattern(
    r"\b(?:again|same|that\s+(?:one|room)|it\s+(?:for|on)|wieder|encore|otra\s+vez|de\s+nuevo|"
    r"di\s+nuovo|opnieuw|igen|as\s+before|like\s+last)\b"
)
_MARK = LazyPattern(r"[.;!?\n]")


def recalled(folded: str, start: int, end: int) -> bool:
    """Whether the room named at ``folded[start:end]`` is only recalled: its sentence tells of
    the past and asks for nothing, and no later word takes a room up again."""
    opens = max((m.end() for m in _MARK.finditer(folded, 0, start)), default=0)
    closes = _MARK.search(folded, end)
    stop = closes.start() if closes else len(folded)
    sentence = folded[opens:stop]
    if _PAST.search(sentence) is None or _ASK.search(sentence) is not None:
        return False
    return _AGAIN.search(folded, stop) is None


#: Words that leave the room to the reader: "book something", "any room", "a room" (an
#: indefinite room: "Book a room for 6. We had Aspen last week and it was great" books what
#: fits, as tests/model/test_model_room_pronoun.py has it).
_OPEN = LazyPattern(
    r"\b(?:something|anything|any\s+room|another|other|whatever|whichever|different|"
    r"irgendeinen|otra|otro|autre|n'importe|an?\s+room|einen\s+raum|une\s+salle|una\s+sala)\b"
)


#: Words that like a room: its praise may be why it is named again.
_PRAISE = LazyPattern(
    r"\b(?:great|good|loved?|liked?|perfect|worked(?:\s+\w+)?\s+well|nice|excellent|ideal|"
    r"toll|gut|super|genial|parfait|bien|perfecto|buen[ao]?|ottim[ao]|fijn|goed)\b"
)


def taken_up(folded: str, start: int, end: int) -> Literal["wanted", "unsaid"] | None:
    """Where a room only spoken of (``folded[start:end]``, no room named after it) stands after
    all: "wanted" where a later word takes it up again ("We had Maple last week and loved it.
    Same room on Thursday"), "unsaid" where its sentence recalls it from the past and nothing
    leaves the room open and its sentence praises it ("Maple last week was great. Thursday, 5 people": asked, not the first
    free room booked); else ``None``."""
    closes = _MARK.search(folded, end)
    stop = closes.start() if closes else len(folded)
    if _AGAIN.search(folded, stop) is not None:
        return "wanted"
    opens = max((m.end() for m in _MARK.finditer(folded, 0, start)), default=0)
    sentence = folded[opens:stop]
    if _PAST.search(sentence) and _PRAISE.search(sentence) and _OPEN.search(folded) is None:
        return "unsaid"
    return None


__all__ = ["recalled", "taken_up"]
