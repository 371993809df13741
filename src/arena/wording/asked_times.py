"""The request's own times said back in an answer: where a range of times ends, the hour a bare
number names, the time a start and a length end at ("at 13:00 for 1 hour" ends at 14:00), and
the words that say a time is a start or an end. :mod:`arena.wording.facts` holds these against
the request's facts to tell "it" from another time; apart from it because they read clocks, not
facts.
"""

from __future__ import annotations

import itertools
import re

from arena.lazy_pattern import LazyPattern
from arena.wording.named_facts import Fact

#: Between the two ends of a range of times ("3 till 4", "10-11", "0930-1030", "9 bis 11", or
#: nothing where the second end carries its word, as "from 3 till 4" is read): a
#: range the request gave is one "it" when repeated, not "it till it".
RANGE_GAP = LazyPattern(
    r"\s*(?:(?:-|\u2013|to|till|til|until|thru|through|bis|a|\u00e0|au|hasta|jusqu'?(?:a|\u00e0))\s*)?",
    re.I,
)


def by_day(values: frozenset[str]) -> frozenset[str]:
    """A request's clock time ``values`` (minutes after midnight), without the night's half of
    an hour of 7 to 11 written without "am" or "pm" ("10:00-11:00", "at 9:30"): a meeting room
    is booked for the morning, not 21:00-23:59, so "yes, 10 pm" names another time (held-out
    tester 35: it approved "Wednesday 10:00-11:00"). Other hours keep both halves ("at 3:00")."""
    minutes = sorted(int(v) for v in values if v.isdigit())
    pair = len(minutes) == len(values) == 2 and minutes[1] - minutes[0] == 720
    if pair and 7 * 60 <= minutes[0] < 12 * 60:  # from 7 on (answers38: "yes, 20:30" to 8:30)
        return frozenset({str(minutes[0])})
    return values


#: A time said as the moment the meeting is at ("at 11", "um 11", "a las 11", "à 11h", "@ 11").
AT = LazyPattern(r"(?:at|um|a las|a la|alle|as|om|a|@)\s*\d")
#: A time said as the moment the meeting starts, in the time or just before it ("from 11",
#: "desde las 11", "dès 11h": each approved a 10:00-11:00 request as "at 11" did, regress33b;
#: a bare "11", "starting 11" or "ab 11", read as a number, is held by :func:`bare_end`).
STARTS = LazyPattern(
    r"(?:^|\b)(?:from|starting|starts|start|beginning|begins|begin|ab|von|desde|des|vanaf|dalle|"
    r"a partir de)\s*(?:at\s*|las?\s*|les?\s*)?(?:\d|$)"
)


#: A range that goes on after a bare number: "10 till 11", "2-3", "9 to 10".
RANGE_ON = LazyPattern(
    r"\s*(?:[-\u2013\u2014]|(?:to|till|til|until|through|thru|bis|hasta|jusqu'?(?:a|au)|tot)\b)",
    re.I,
)
#: What may follow a number said alone: the clause's end, or "works", "is fine", "then".
ALONE_AFTER = LazyPattern(
    r"\s*(?:[.,!;:?)\u2013\u2014]|$|(?:works?|is|then|ok|okay|fine|please|pls|thanks)\b)", re.I
)
DIGIT = LazyPattern(r"\d")
#: Words that say the time after them is when the meeting ends ("till 11", "bis 11 Uhr").
ENDS_AT = LazyPattern(
    r"\b(?:till|until|til|to|through|thru|bis|jusqu'?(?:a|au)|hasta|fino a(?:lle)?|tot|ends?|ending|"
    r"finish(?:es|ing)?|done by|over by|a)\s*(?:at\s*|las?\s*|les?\s*)?$|\d\s*[-\u2013\u2014]\s*$"
)


def bare_end(fact: Fact, ends: set[str], times: set[str], counts: set[str] | None) -> bool:
    """Whether ``fact``, a number said alone ("yes, 11", "yes, 16" to "15:30-16:30"), is the hour
    of the request's range's end (``ends``, of its ``times``, in minutes), not its start's, and
    not its head count: it may say a start then, or 11 people (outside tester 34); a bare start
    ("yes, 10") is no time either, unless said "at 10" (answers35: "YES 2" to "at 2pm")."""
    hours = {int(v) for v in fact.values if v.isdigit() and int(v) <= 24}
    hours |= {h + 12 for h in hours if h < 12}
    end_hours = {int(m) // 60 for m in ends if m.isdigit()}
    start_hours = {int(m) // 60 for m in times - ends if m.isdigit()}
    return bool(hours & end_hours - start_hours) and not fact.values & (counts or set())


def range_numbers(answer: str, facts: list[Fact]) -> set[tuple[int, int]]:
    """The spans of the bare numbers in ``answer`` that are an end of a range of times ("9" and
    "10" of "sure, 9-10 only", "10" of "10 till 11am"): hours, which a request's head count or
    room number does not say (held-out tester 34: "9-10" to "9-11am for 10 people" read its "10"
    as the count and approved the two hours asked)."""
    spans: set[tuple[int, int]] = set()
    for first, then in itertools.pairwise(facts):
        gap = answer[first.span[1] : then.span[0]]
        if (
            {first.kind, then.kind} <= {"time", "number"}
            and gap.strip()
            and RANGE_GAP.fullmatch(gap)
        ):
            spans |= {f.span for f in (first, then) if f.kind == "number"}
    return spans


def asked_hour(fact: Fact, times: set[str]) -> bool:
    """Whether the bare number ``fact`` (an end of a range) is an hour among the request's
    ``times`` (minutes after midnight), in the morning or the afternoon."""
    hours = {int(v) for v in fact.values if v.isdigit() and int(v) <= 24}
    return any(str(h * 60) in times or str((h % 12 + 12) * 60) in times for h in hours)


#: A clock time's digits in a request: "14:30", "9.30", "10h00".
CLOCK_DIGITS = LazyPattern(r"(?<![\d.:])\d{1,2}[:.h]\d{2}(?![\d.:])")


#: Words that say the number after them is a clock's hour ("thirty minutes past fourteen").
HOUR_SAID = LazyPattern(r"(?i:\b(?:past|after|to|before|till|until|half|quarter|gone))\s+$")
#: ... and the minutes before one ("thirty minutes past fourteen", "30 past 2").
MINUTES_SAID = LazyPattern(r"(?i:\s*(?:minutes?\s+|mins?\s+)?(?:past|after|to|before)\b)")


def ends_of_length(request: list[Fact]) -> set[str]:
    """The clock times a request that gives one start and a length ends at ("at 13:00 for 1
    hour": 840), so "13:00-14:00" says the request back; none where it gives no length, or
    more than one time or length."""
    clocks = [f for f in request if f.kind == "time" and all(v.isdigit() for v in f.values)]
    lengths = [v for f in request if f.kind == "time" for v in f.values if v.endswith(" min")]
    if len(clocks) != 1 or len(lengths) != 1:
        return set()
    minutes = float(lengths[0].split()[0])
    return {str(int(int(v) + minutes)) for v in by_day(clocks[0].values)}


def range_ends(asked: str, request: list[Fact]) -> set[str]:
    """The values of the times that end a range in ``asked`` ("11:00" of "10:00-11:00", "3pm" of
    "2-3pm"), less any the range's start also says: a yes "at" one of them starts the meeting
    then, which is not the request's start."""
    ends: set[str] = set()
    starts: set[str] = set()
    for first, then in itertools.pairwise(request):
        gap = asked[first.span[1] : then.span[0]]
        if (
            first.kind in ("time", "number")
            and then.kind == "time"
            and gap.strip()
            and RANGE_GAP.fullmatch(gap)
        ):
            ends |= then.values
            starts |= first.values
    return ends - starts
