"""Clock times in a booking request, told apart from head counts: "4pm", "16 Uhr", "10:30",
"at 10", "a las 3", spoken ones ("half past two", "seven o'clock", "ten thirty") and both ends of
a range of times ("2-4pm", "from 9 to 11") are never people.

The request reader (:mod:`arena.model.task`) counts people among the numbers left.
"""

from __future__ import annotations

import itertools
import re

from arena.model.count_words import BEFORE, is_people, people_after, strong_before, word_before
from arena.wording.days import DAY_PART
from arena.wording.numbers import Number, find_numbers, word_value


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: between two counts, a range ("4-5 people", "4 to 6", "4 oder 5 Personen", "de 4 a 6")
RANGE = _words("- to or bis oder a o ou") | {"\u2013"}
BETWEEN = _words("between zwischen entre")
#: after a count, "am" is German ("für 5 am Dienstag") only before these; else "9 am" is a time
GERMAN_AM = _words(
    "montag dienstag mittwoch donnerstag freitag samstag sonnabend sonntag mo di mi do fr sa "
    "morgen vormittag mittag nachmittag abend wochenende nachsten kommenden ersten folgenden "
    "selben gleichen"
)
TIME_TOKEN = "zztime"  # a "10:30" left as one word, so a count can be told apart from it
#: After a count, words that make it a clock time even where they could be people ("4 PM").
CLOCK = _words("am pm uhr h")
#: Between two counts, words that make them the ends of a range of times ("2-4pm", "9 till 11")
TIME_RANGE = RANGE | _words("till til until through thru bis hasta jusqu")
FROM = _words("from von desde de")
AND = _words("and und y et")
#: Right before a number, words that make it a clock time ("at 10", "um 14", "a las 3")
AT_TIME = _words("at um gegen vers las @")


def clock_after(toks: list[str], i: int) -> bool:
    """Whether ``toks[i]`` makes the number before it a time ("4pm", "16 Uhr"; not the German
    "für 5 am Dienstag")."""
    nxt, after = toks[i] if i < len(toks) else "", toks[i + 1] if i + 1 < len(toks) else ""
    return nxt in CLOCK and not (nxt == "am" and (after in GERMAN_AM or DAY_PART.match(after)))


def time_between(toks: list[str], start: int, end: int) -> bool:
    """Whether a clock time stands between two counts ("6 people at 10am and 4 at 2pm")."""
    return any(
        t == TIME_TOKEN or (t.isdigit() and clock_after(toks, k + 1))
        for k, t in enumerate(toks[start:end], start)
    )


#: Four digits that read as a time of day: "1030", and one with a leading zero, "0930", which
#: no one writes for a head count.
_HHMM = re.compile(r"(?:[01]\d|2[0-3])[0-5]\d")


def _padded(toks: list[str], n: Number) -> bool:
    """Whether ``n`` is a time written "0930": "me + 2, Friday 0930" read 930 as a second
    number and was not understood (itemsheld37)."""
    said = toks[n.start] if n.end == n.start + 1 else ""
    return n.digits and said.startswith("0") and bool(_HHMM.fullmatch(said))


def clock_numbers(toks: list[str], numbers: list[Number]) -> list[Number]:
    """Numbers that are clock times: one before "pm"/"Uhr", one written "0930", and both ends of
    a range of times ("2-4pm", "14-16 Uhr", "from 9 to 11", "0930-1030"): times are never head
    counts, and "2-4pm for eight" is eight people, not a range of 2 to 4."""
    clock = [n for n in numbers if n.digits and (clock_after(toks, n.end) or _padded(toks, n))]
    for a, b in itertools.pairwise(numbers):
        prev = toks[a.start - 1] if a.start else ""
        sep = toks[a.end] if b.start == a.end + 1 else ""
        if sep in TIME_RANGE and a in clock and _HHMM.fullmatch(toks[b.start]):
            clock.append(b)  # "0930-1030"
            continue
        if sep in TIME_RANGE or (sep in AND and prev in BETWEEN):
            if b in clock or (prev in FROM and people_after(toks, b) is None):
                clock += [a, b]
            elif prev in BETWEEN and people_after(toks, b) is None and counted_before(toks, a):
                clock += [a, b]  # "for 5 on Tuesday between 2 and 4": a count, then the times
    return clock


def counted_before(toks: list[str], n: Number) -> bool:
    """Whether a head count ("for 5", "5 people") comes before ``n``, outside its range
    ("for between 4 and 6" is that range)."""
    if n.start >= 2 and word_before(toks, Number(0, n.start - 1, n.start, False))[1] in BEFORE:
        return False
    return any(
        m.end < n.start and (people_after(toks, m) is not None or strong_before(toks, m))
        for m in find_numbers(toks[: n.start - 1])
    )


def time_starts(toks: list[str], found: list[Number]) -> set[int]:
    """Where clock times start: "10:30", "2pm", "16 Uhr", "at 10", "um 14", "a las 3", and both
    ends of a range of times."""
    starts, clock = {i for i, t in enumerate(toks) if t == TIME_TOKEN}, clock_numbers(toks, found)
    for n in found:
        prev = toks[n.start - 1] if n.start else ""
        if n in clock or (n.digits and prev in AT_TIME):
            starts.add(n.start)
    return starts


#: Spoken clock times (outside tester 16): "half past two", "quarter to four", "ten past
#: nine", "seven o'clock", "twelve noon", "ten thirty", "two-fifteen", "at half two". Each is
#: one time, never a head count: "for me, Priya, Tom and Alex at half past two" is four people.
_FRACTION = _words("half quarter")
_PAST_TO = _words("past after to before till til")
_PAST = _words("past after")
_DAY_HOUR = _words("noon midday midnight")
_MINUTES = _words("fifteen thirty")
_LENGTHS = _words("minute minutes min mins - hour hours")
#: Before "half <hour>" ("at half two", British for 2:30): only there is it a time, not half
#: of a group ("half two-person teams").
_TIME_LEAD = AT_TIME | _words("around about by from until till til before after")


def _hour(toks: list[str], i: int) -> bool:
    """Whether ``toks[i]`` is an hour of the clock, 1 to 12, in words or digits."""
    tok = toks[i] if 0 <= i < len(toks) else ""
    value = int(tok) if tok.isdigit() else word_value(tok)
    return value is not None and 1 <= value <= 12


def _spoken_at(toks: list[str], i: int) -> int:
    """How many tokens a spoken time starting at ``toks[i]`` takes, 0 where none starts."""
    tok, nxt = toks[i], toks[i + 1] if i + 1 < len(toks) else ""
    if tok in _FRACTION and nxt in _PAST_TO and _hour(toks, i + 2):
        return 3  # "half past two", "quarter to four"
    if tok == "half" and i and toks[i - 1] in _TIME_LEAD and _hour(toks, i + 1):
        return 2  # "at half two"
    if not _hour(toks, i):
        return 0
    if nxt in _PAST and _hour(toks, i + 2) and not toks[i].isdigit():
        return 0  # "ten past" is read from its minutes: "ten past nine" below
    if nxt == "o" and toks[i + 2 : i + 4] == ["'", "clock"]:
        return 4  # "seven o'clock"
    if nxt == "oclock" or toks[i + 1 : i + 3] == ["o", "clock"]:
        return 2 if nxt == "oclock" else 3  # "seven oclock", "seven o clock"
    if nxt in _DAY_HOUR:
        return 2  # "twelve noon"
    k = i + 2 if nxt == "-" else i + 1
    after = toks[k] if k < len(toks) else ""
    if tok.isdigit() or (toks[k + 1 : k + 2] and toks[k + 1] in _LENGTHS):
        return 0  # "for 5 thirty-minute slots": a count, then a length
    if after in _MINUTES and (not is_people(toks, k + 1) or clock_after(toks, k + 1)):
        return k + 1 - i  # "ten thirty", "two-fifteen"
    if toks[k : k + 3] == ["forty", "-", "five"] or toks[k : k + 2] == ["forty", "five"]:
        return k + (3 if toks[k + 1] == "-" else 2) - i  # "nine forty-five"
    return 0


def _minutes_past(toks: list[str], i: int) -> int:
    """How many tokens minutes past an hour take ("ten past nine", "twenty after four"), 0
    where none start at ``toks[i]`` ("ten to twelve people" is a range, not a time)."""
    tok, nxt = toks[i], toks[i + 1] if i + 1 < len(toks) else ""
    value = word_value(tok)
    if value is not None and 1 <= value <= 30 and nxt in _PAST and _hour(toks, i + 2):
        return 3
    return 0


def spoken_times(toks: list[str]) -> list[str]:
    """``toks`` with each spoken clock time as one :data:`TIME_TOKEN`, as "10:30" is."""
    out: list[str] = []
    i = 0
    while i < len(toks):
        size = _spoken_at(toks, i) or _minutes_past(toks, i)
        if size and clock_after(toks, i + size):
            size += 1  # "two-thirty pm": its "pm" is the time's, no product manager (tester 29b)
        out.append(TIME_TOKEN if size else toks[i])
        i += size or 1
    return out
