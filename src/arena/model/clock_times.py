"""Clock times in a booking request, told apart from head counts: "4pm", "16 Uhr", "10:30",
"at 10", "a las 3" and both ends of a range of times ("2-4pm", "from 9 to 11") are never people.

The request reader (:mod:`arena.model.task`) counts people among the numbers left.
"""

from __future__ import annotations

import itertools

from arena.model.count_words import BEFORE, people_after, strong_before, word_before
from arena.wording.days import DAY_PART
from arena.wording.numbers import Number, find_numbers


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: between two counts, a range ("4-5 people", "4 to 6", "4 oder 5 Personen", "de 4 a 6")
RANGE = _words("- to or bis oder a o ou") | {"\u2013"}
BETWEEN = _words("between zwischen entre")
#: after a count, "am" is German ("für 5 am Dienstag") only before these; else "9 am" is a time
GERMAN_AM = _words(
    "montag dienstag mittwoch donnerstag freitag samstag sonnabend sonntag mo di mi fr sa "
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


def clock_numbers(toks: list[str], numbers: list[Number]) -> list[Number]:
    """Numbers that are clock times: one before "pm"/"Uhr", and both ends of a range of times
    ("2-4pm", "14-16 Uhr", "from 9 to 11"): times are never head counts, and "2-4pm for eight"
    is eight people, not a range of 2 to 4."""
    clock = [n for n in numbers if n.digits and clock_after(toks, n.end)]
    for a, b in itertools.pairwise(numbers):
        prev = toks[a.start - 1] if a.start else ""
        sep = toks[a.end] if b.start == a.end + 1 else ""
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
