"""Clock times in words a person writes, as minutes after midnight: "3pm", "2:30pm", "16 Uhr",
"14:30", "14h30", "at 3", "noon", "0930-1030", "1430 hrs", "at 1430", the end of a range ("from
10 to 11") and approximate ones ("10ish", "half 2"). Split from :mod:`arena.wording.facts`, which reads an
answer's facts and the request's alike with them: a time read one way in the question and another
in the answer ("at 14" and ":30") made a yes that repeats it add a time (outside tester 25).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from arena.lazy_pattern import LazyPattern
from arena.wording.days import ABBREV, DAY_WORDS

#: How a time found is handed on: its kind, the values it may mean, and its span.
Add = Callable[[str, frozenset[str], int, int], None]

#: A clock time: "3pm", "2:30pm", "16 Uhr", "14h", "14:30", "14h30" (French and German write the
#: minutes after an "h"), "at 3", "noon". "at 14" is read only where no minutes or unit follow:
#: "at 14:30" read as "at 14" and ":30" left over, so "yep 14:30 is fine" added a time to a
#: question that said "at 14:30", and "yes at 14:45" repeated it (outside tester 25).
_CLOCK = LazyPattern(
    r"\b(?P<hour>\d{1,2})(?:[:.h](?P<minute>[0-5]\d))?\s*"
    r"(?P<unit>am|pm|a\.m\.?|p\.m\.?|uhr|h\b|o'?clock)"
    r"|\b(?P<hour24>\d{1,2})[:h](?P<minute24>[0-5]\d)\b"
    r"|\b(?:at|um|by|from|until|till|before|after|around|vers|a las)\s+(?P<bare>\d{1,2})\b"
    r"(?![:.h]\d)(?!\s*(?:am|pm|a\.m|p\.m|uhr|h\b|o'?clock))"
    r"(?!\s*(?:people|persons|ppl|of us|pax|guests|attendees|participants|seats|heads))"
    r"|\b(?P<word>noon|midday|midnight|mittag|mediodia|midi)\b"
)
#: A time of four digits ("0930", "1430 hrs"), read only with a leading zero, before an hour
#: word, as an end of a range of such ("0930-1030"), or where the words around it make it a time
#: (:data:`_BARE_AT`): a bare "1430" may be anything, and "2023-2024" are years.
_HHMM = r"(?:[01]\d|2[0-3])[0-5]\d"
_MILITARY = LazyPattern(
    r"\b(?!(?:19|20)\d\d\s*(?:-|\u2013|to|till|until|bis)\s*(?:19|20)\d\d\b)"
    rf"(?P<one>{_HHMM})\s*(?:-|\u2013|to|till|until|bis)\s*(?P<two>{_HHMM})\b"
    rf"|\b(?P<unit>{_HHMM})\s*(?:hrs?|hours|h|uhr)\b|\b(?P<zero>0\d[0-5]\d)\b"
)
_DAY_NAMES = "|".join(sorted({*DAY_WORDS, *ABBREV}, key=len, reverse=True))
#: A year ("2026", "1999"): after "by", "from", a weekday, it is more likely a year than a time.
_YEAR = r"(?:19|20)\d\d\b"
_NOT_PEOPLE = (
    r"(?![.,:]?\d)(?!\s*(?:-\s*)?(?:people|persons?|ppl|of us|pax|guests|attendees|participants|"
    r"seats|heads|personen|leute|personas|personnes)\b)"
)
#: A bare four-digit 24-hour time ("1430") where the words around it make it one: right after
#: "at", "um", "@", "a las", "gegen", "vers" (any such time); after another when-word ("by",
#: "from", "until", "before", "after", "around") or a weekday ("Tuesday 1430"), or before
#: "sharp", "start", "slot", a time zone, unless it reads as a year ("by 2026", "Tuesday
#: 2026"); never before a people word ("at 1000 people"). Outside tester 26: "yes, at 1430" and
#: "Tuesday 1430" added a number to a question that said 14:30.
_BARE_AT = LazyPattern(
    rf"(?:\b(?:at|um|gegen|vers|a las)\s+|@\s*)(?P<at>{_HHMM})\b{_NOT_PEOPLE}"
    rf"|\b(?:by|from|until|till|before|after|around|ab|(?:{_DAY_NAMES})\.?,?)\s+"
    rf"(?!{_YEAR})(?P<near>{_HHMM})\b{_NOT_PEOPLE}"
    rf"|\b(?!{_YEAR})(?P<then>{_HHMM})\s+(?=(?:sharp|start|slot|local|utc|gmt|cet|cest|bst|"
    r"est|edt|pst|pdt)\b)"
)
#: A bare four-digit number as said ("1430", "for 1430"): a time where the question says it.
_BARE = LazyPattern(rf"(?:for\s+)?({_HHMM})")


def bare_time(said: str) -> tuple[frozenset[str], int] | None:
    """What a number read as such ("1430", or "for 1430" read as a head count) means as a clock
    time, and where its digits start in ``said``: the caller keeps it a time only where the
    question names that time ("yes, 1430 works" to "… at 14:30?": outside tester 26)."""
    m = _BARE.fullmatch(said.strip().lower())
    if m is None:
        return None
    digits = m.group(1)
    offset = len(said) - len(said.lstrip()) + m.start(1)
    return _hour_values(int(digits[:2]), int(digits[2:]), twenty_four=True), offset


#: The end of a range after a time ("from 10 to 11", "de 9h à 11h", "von 9 bis 11"): a time too,
#: not a head count, so the approval question carries it and a yes may repeat it.
_RANGE_END = LazyPattern(
    r"\s*(?:-|\u2013|to|till|til|until|thru|through|bis|a|au|hasta|jusqu'?a)\s*"
    r"(?P<hour>\d{1,2})(?:[:.h](?P<minute>[0-5]\d))?\b(?![.,]\d)"
    r"(?!\s*(?:am|pm|a\.m|p\.m|uhr|h\b|o'?clock))"  # "bis 16 Uhr": the clock reads it whole
    r"(?!\s*(?:people|persons|person|ppl|of us|pax|guests|attendees|participants|seats|heads|"
    r"personen|leute|personas|personnes)\b)"
)
_HOURS = [
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
]
#: An approximate time, still the time the person asked for: "10ish", "10-ish", "noonish",
#: "half 2" (British: half past two). Its "ish" dropped from the approval question left "Yes,
#: 10ish works" adding a time the question never named: unclear on every adapter (tester 19).
APPROX = LazyPattern(
    r"\b(\d{1,2})(?:[:.](\d{2}))?\s*-?\s*ish\b"
    rf"|\bhalf\s+(\d{{1,2}}|{'|'.join(_HOURS)})\b(?!\s*(?:an?\b|hours?|hrs?|days?|of|the|past|people|ppl|pax))"
    r"|\b(noon|midday|lunch(?:time)?|morning|afternoon|evening|tea ?time)\s*-?\s*ish\b"
)


def approx_values(m: re.Match[str]) -> frozenset[str]:
    """What an approximate time may mean: "10ish" 600 or 1320, "half 2" 150 or 870, "noonish"
    720, "lunchish" lunch (as the span reader reads "lunch")."""
    if m.group(4):
        word = m.group(4).replace(" ", "")
        return frozenset({"720"} if word in ("noon", "midday") else {re.sub("time$", "", word)})
    raw = m.group(1) or m.group(3)
    hour = int(raw) if raw.isdigit() else _HOURS.index(raw) + 1
    minute = 30 if m.group(3) else int(m.group(2) or 0)
    if hour > 12:
        return frozenset({str(hour % 24 * 60 + minute)})
    return frozenset({str(hour * 60 + minute), str((hour + 12) * 60 + minute)})


def _clock_values(m: re.Match[str]) -> frozenset[str]:
    """The minutes after midnight a clock time may mean: "3pm" 900, "at 3" 180 or 900, "14h30" 870."""
    if m.group("word"):
        return frozenset({"720"} if m.group("word") != "midnight" else {"0"})
    if m.group("hour24"):  # "14:30", "2:30" (either half of the day), "9h30" (24-hour)
        hour, minute = int(m.group("hour24")), int(m.group("minute24"))
        return _hour_values(hour, minute, twenty_four="h" in m.group(0))
    hour = int(m.group("hour") or m.group("bare"))
    minute = int(m.group("minute") or 0)
    unit = (m.group("unit") or "").replace(".", "")
    if unit.startswith("p") and hour < 12:
        return frozenset({str((hour + 12) * 60 + minute)})
    return _hour_values(hour, minute, twenty_four=unit.startswith("a") or unit in ("uhr", "h"))


def _hour_values(hour: int, minute: int, *, twenty_four: bool = False) -> frozenset[str]:
    """``hour``:``minute`` as minutes after midnight: both halves of the day for an hour up to 12
    said without "am", "pm" or an "h" ("9:30" may be 570 or 1290)."""
    if twenty_four or hour > 12:
        return frozenset({str(hour % 24 * 60 + minute)})
    return frozenset({str(hour * 60 + minute), str((hour + 12) * 60 + minute)})


def read_times(folded: str, add: Add) -> None:
    """Clock times (:data:`_CLOCK`, :data:`_MILITARY`, :data:`_BARE_AT`) and the ends of their
    ranges."""
    for m in _MILITARY.finditer(folded):
        for name in ("one", "two", "unit", "zero"):
            if m.group(name):
                said = m.group(name)
                add("time", _hour_values(int(said[:2]), int(said[2:]), twenty_four=True),
                    *m.span(name))  # fmt: skip
    for m in _BARE_AT.finditer(folded):
        name = m.lastgroup or "at"
        said = m.group(name)
        add("time", _hour_values(int(said[:2]), int(said[2:]), twenty_four=True), *m.span(name))
    for m in _CLOCK.finditer(folded):
        values = _clock_values(m)
        add("time", values, m.start(), m.end())
        end = _RANGE_END.match(folded, m.end())
        if end and not m.group("word"):
            hour, minute = int(end.group("hour")), int(end.group("minute") or 0)
            pm = min(int(v) for v in values) >= 12 * 60 and hour < 12  # "2pm-4": 4pm
            told = frozenset({str((hour + 12) * 60 + minute)}) if pm else None
            add("time", told or _hour_values(hour, minute), end.start("hour"), end.end())
