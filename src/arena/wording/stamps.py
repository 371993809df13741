"""When a pasted message was written, as a chat export or a note's attribution stamps it: a chat
line's "[Tue 09:00] Ines: …", "Ana Silva, Fri 10:02", "Mon 14:20 — Jo: …", and a sign-off's
"— Ana (Fri 4 Dec)" or "(Ana, Fri 4 Dec)". Such a weekday says when the words were sent, not the
day the room is for (outside tester 38: "[Tue 09:00] Ines: Booking for Thursday please" and
"Please book a room on Tuesday for 6. — Ana (Fri 4 Dec)" each named two weekdays, and the model
booked nothing). A weekday with a date in the request's own words ("Book a room for 6 (Fri 11
Dec)", "on Fri 11 Dec") is no stamp: only a weekday with a clock time or a date inside a chat
line's opening brackets, or beside a name in a line of its own or a bracket after a dash.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

_WEEKDAY = (
    r"(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|rsday|urday)?\.?,?"
)
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
#: What a stamp gives after its weekday: a clock time or a date ("09:00", "4 Dec", "Dec 4",
#: "12/04", "4.12.2026").
_WHEN = (
    rf"(?:\d{{1,2}}[:.]\d{{2}}(?:\s*[ap]\.?m\.?)?|\d{{1,2}}\s+{_MONTH}(?:\s+\d{{4}})?"
    rf"|{_MONTH}\s+\d{{1,2}}(?:,?\s+\d{{4}})?|\d{{1,2}}[/.]\d{{1,2}}(?:[/.]\d{{2,4}})?)"
)
_NAME = r"[A-Z][\w'-]+(?:\s+[A-Z][\w'.-]+){0,2}"
_STAMP = LazyPattern(
    # a chat line's opening stamp, in brackets: "[Tue 09:00] Ines:", "[Tue 09:00]"
    rf"(?m)^[ \t>]*\[(?i:{_WEEKDAY}\s+{_WHEN}(?:\s+{_WHEN})?)\]"
    # one within a line, before its sender: "… — [Fri 10:03] Ben: pls book"
    rf"|\[(?i:{_WEEKDAY}\s+{_WHEN}(?:\s+{_WHEN})?)\](?=[ \t]*{_NAME}:)"
    # a chat line's sender and stamp: "Ana Silva, Fri 10:02", "Leo Park  Tue 9:14 AM"
    rf"|^[ \t>]*{_NAME}(?:,|[ \t]{{2,}}|[ \t]+\u2014[ \t]+)(?i:{_WEEKDAY})[ \t]+(?i:{_WHEN})[ \t]*$"
    # a sign-off's name and date: "— Ana (Fri 4 Dec)", "(Ana, Fri 4 Dec)", "- Ana, Fri 4 Dec"
    rf"|(?:^|(?<=[.!?])[ \t]*)[ \t]*(?:[-\u2013\u2014~]+[ \t]*)?\(?{_NAME}[ \t]*[,(][ \t]*"
    rf"(?i:{_WEEKDAY})[ \t]+(?i:{_WHEN})[ \t]*\)?[ \t]*$"
    rf"|[-\u2013\u2014~]+[ \t]*{_NAME}[ \t]+\((?i:{_WEEKDAY})[ \t]+(?i:{_WHEN})\)[ \t]*$"
    # a sign-off's: "Thanks, Omar (Tue 1 Dec)", "Cheers, Ana, Fri 4 Dec"
    rf"|^[ \t]*(?i:thanks|thank you|thx|cheers|best|regards|br)[,!]?[ \t]+{_NAME}[ \t]*[,(][ \t]*"
    rf"(?i:{_WEEKDAY})[ \t]+(?i:{_WHEN})[ \t]*\)?[ \t]*$"
)


def stamp_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` stamps a message with when it was written (:data:`_STAMP`)."""
    return [(m.start(), m.end()) for m in _STAMP.finditer(text)]


def without_stamps(text: str) -> str:
    """``text`` with each stamp (:func:`stamp_spans`) blanked out, positions kept."""
    return _STAMP.sub(lambda m: re.sub(r"[^\n]", " ", m.group()), text)
