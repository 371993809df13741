"""A spoken "wait" that corrects what came before, said as "actually," for the readers.

"Book a room for 6 on Tuesday — wait, we're 8" corrects the count (heldout41: read 6), and
"Book Cedar for 6 on Tuesday. No wait, Maple." the room: its "no wait" was read as "no Maple"
(and "wait" as a room ruled out), so Cedar was booked, and "Cedar — no wait, Maple" booked a
third room (requests45). Split from :mod:`arena.model.task`, which was past 500 lines.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.model.corrections import rooms
from arena.wording.numbers import fold

#: "wait", "hold on", "hang on" set off at a clause's start and followed by a count, a weekday or
#: a room: a correction, as "actually" is ("Book a room for 6 on Tuesday — wait, we're 8";
#: heldout41: read 6). Not "wait for my ok", "we can wait 8 minutes".
_WAIT = LazyPattern(
    r"(?:^|(?<=[.!?;,\u2013\u2014-]))[ \t]*(?:(?:oh|ah|hmm+|um+)[ \t]+)?(?:wait|hold on|hang on)"
    r"[ \t]*[,!.:\u2013\u2014-]+(?=[ \t]*(?:(?:we'?re|we are|we'?ll be|it'?s|make it|make that|"
    r"for|on)[ \t]+)?(?:\d+\b(?![ \t]*(?::\d|am\b|pm\b|min|hour|o'?clock))|[a-z]+day\b|"
    r"r-?\d{3}\b|(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b))",
    re.I,
)


def waits_as_corrections(text: str) -> str:
    """``text`` with a "wait," that corrects what came before (:data:`_WAIT`, :data:`_NO_WAIT`)
    said as "actually,"."""
    if (
        "wait" not in text.lower()
        and "hold on" not in text.lower()
        and "hang on" not in text.lower()
    ):
        return text
    return _WAIT.sub(" actually,", _NO_WAIT.sub(_no_wait, text))


#: "no wait", "nope, wait", "no, hold on" set off at a clause's start: a correction where a
#: count, a weekday or a room follows (:data:`_WAIT`'s, or a room's name: "No wait, Maple.").
_NO_WAIT = LazyPattern(
    r"(?:^|(?<=[.!?;,\u2013\u2014-]))[ \t]*(?:no|nope|oh no)[ \t]*,?[ \t]*(?:wait|hold on|hang on)"
    r"(?=[ \t]*[,!.:\u2013\u2014-]*[ \t]*(?:(?:we'?re|we are|it'?s|make it|make that)[ \t]+)?"
    r"([a-z][\w-]*|\d+))",
    re.I,
)
#: What a "no wait" corrects to, besides a room's name: a count, a weekday, a room's id.
_CORRECTED = LazyPattern(
    r"\d+|[a-z]+day|r-?\d{3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve", re.I
)


def _no_wait(m: re.Match[str]) -> str:
    word = m.group(1)
    if _CORRECTED.fullmatch(word) or fold(word) in {fold(name) for _, name in rooms() if name}:
        return " actually"
    return m.group()
