"""When a pasted message was written, as a chat export or a note's attribution stamps it: a chat
line's "[Tue 09:00] Ines: …", "Ana Silva, Fri 10:02", "Mon 14:20 — Jo: …", and a sign-off's
"— Ana (Fri 4 Dec)" or "(Ana, Fri 4 Dec)". Such a weekday says when the words were sent, not the
day the room is for (outside tester 38: "[Tue 09:00] Ines: Booking for Thursday please" and
"Please book a room on Tuesday for 6. — Ana (Fri 4 Dec)" each named two weekdays, and the model
booked nothing). A weekday with a date in the request's own words ("Book a room for 6 (Fri 11
Dec)", "on Fri 11 Dec") is no stamp: only a weekday with a clock time or a date inside a chat
line's opening brackets, or beside a name in a line of its own or a bracket after a dash.

A chat app's message header before an answer ("[10:42] Dana: yes", "Dana Smith, 10:42 AM: ok
go", "[7/12/26, 10:42:13] Dana: yes", "10:02 AM yes go ahead") says who sent the message and
when, not what it asks: :func:`without_message_headers` drops it, so its time is no time added
to the booking and its name no one else's say (answers52's fresh set: read unclear). A time
opens the answer as a stamp only in brackets, beside a sender's name, or to the minute (no
meeting is asked for at 10:02): "10:30 yes" still names a time.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from arena.lazy_pattern import LazyPattern
from arena.wording.answer_words import APPROVE_WORDS, BARE_NO, BARE_YES, DENY_WORDS
from arena.wording.numbers import fold

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


_CLOCK = r"\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*[aApP]\.?[mM]\b\.?)?"
#: A time to the minute, no quarter or five of an hour a meeting is set at ("10:42", "9:07 AM"),
#: or with its seconds ("10:42:13").
_MINUTE = r"\d{1,2}:(?:[0-5][1-46-9]|\d{2}:\d{2})(?:[ \t]*[aApP]\.?[mM]\b\.?)?"
_MONTH_NAME = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
#: A sender's name: one to three words, none a day's or a time's ("Tuesday, 10:42: yes" names a
#: day).
_SENDER = (
    rf"(?!(?i:{_WEEKDAY}|{_MONTH_NAME}|today|tomorrow|tonight|morning|afternoon|evening|noon|at|by|"
    r"from|until|till|before|after|um|ab|bis|vers|alle|om|meeting|call|start\w*)\b)"
    r"(?P<sender>[^\W\d][\w.'-]{0,30}(?:[ \t]+[^\W\d][\w.'-]{0,30}){0,2})"
)
#: A chat message's header opening a line: "[10:42] Dana:", "[Tue 10:42]", "[7/12/26, 10:42:13]
#: Dana:", "Dana Smith, 10:42 AM:", "Dana (10:42):", "10:42 Dana:", "Dana Smith 10:30 AM" alone
#: on its line above the message, or a time to the minute before the message ("10:02 AM yes"). Beside a name on
#: the message's line, a time on the quarter ("Cedar, 10:30: yes") may be the one asked for.
_HEADER = LazyPattern(
    rf"(?m)^[ \t>]*(?:\[[^\]\n]{{0,30}}\d{{1,2}}:\d{{2}}[^\]\n]{{0,16}}\](?:[ \t]*{_SENDER}[ \t]*:)?"
    rf"|{_SENDER.replace('sender', 'sender2')}(?:,[ \t]*|[ \t]+[-\u2013\u2014]?[ \t]*|[ \t]*\()(?:(?i:{_WEEKDAY})[ \t]+)?"
    rf"(?:{_CLOCK}\)?[ \t]*(?=\n[ \t]*\S)|{_MINUTE}\)?[ \t]*:)"
    rf"|{_MINUTE}[ \t]*[-\u2013\u2014]?[ \t]*(?:{_SENDER.replace('sender', 'sender3')}[ \t]*:|(?=[ \t]+[^\W\d])))"
)


#: Words of an answer, never a sender's name: "yes, 14:00" says a time.
_ANSWER_WORDS = APPROVE_WORDS | DENY_WORDS | BARE_YES | BARE_NO | frozenset(("at", "for", "then"))


def without_message_headers(text: str, is_room: Callable[[str], bool] = lambda word: False) -> str:
    """``text`` with each chat message header (:data:`_HEADER`) blanked out, positions kept; not
    one whose "sender" is a room (``is_room``: "Maple 10:42: yes" names a room, not a sender)."""
    if ":" not in text:
        return text

    def blank(m: re.Match[str]) -> str:
        sender = m.group("sender") or m.group("sender2") or m.group("sender3") or ""
        words = fold(sender).split()
        if any(is_room(w) or w.strip(".,") in _ANSWER_WORDS for w in words):
            return m.group()  # "yes, 14:00", "ok at 9:41": an answer, no sender
        return re.sub(r"[^\n]", " ", m.group())

    return _HEADER.sub(blank, text)
