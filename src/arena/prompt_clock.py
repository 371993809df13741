"""A date or time a system prompt is stamped with, and whether it moved as a clock moves.

A prompt stamped with the time each request is sent (a template with the current time,
pydantic-ai's dynamic instructions) changes between requests though its instructions do not
(red team 32); a rule's own date ("approval until 2099-12-31" made "2000-01-01") changes the
instructions (regress32's DateRuleSwap). :data:`CLOCK` finds what a clock may change, and
:func:`moved_on` says whether one moved by about the time between two sends (red team 33);
:mod:`arena.model_given` holds a run's system prompts to them (docs/methodology.md §7).
"""

from __future__ import annotations

import datetime
import re

from arena.lazy_pattern import compile_kept

_WEEKDAY = (
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)"
)
_MONTH = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december|"
    r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?"
)
_DAY = r"\d{1,2}(?:st|nd|rd|th)?"
_DATE = (
    rf"\d{{4}}-\d{{1,2}}-\d{{1,2}}|\d{{1,4}}[/.]\d{{1,2}}[/.]\d{{1,4}}|{_MONTH}\s+{_DAY}(?:,?\s+\d{{4}})?"
    rf"|{_DAY}\s+(?:of\s+)?{_MONTH}(?:,?\s+\d{{4}})?"
)
_TIME = r"\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:\s*[ap]\.?m\b\.?)?|\d{1,2}\s*[ap]\.?m\b\.?"
#: What a prompt's clock changes between two requests, each as a whole: a date (ISO, slashed, or
#: a month's name with its day, a weekday's name before it), a time of day (its seconds,
#: fraction, am/pm and an ISO offset with it) and a Unix timestamp. A number, a weekday's or a
#: month's name said alone is a word of the prompt: "a booking for at most 0 people needs no
#: approval" made "99", "bookings on Sunday" made "Tuesday", changed the rule and read as only a
#: clock moved on (regress32).
CLOCK = compile_kept(
    rf"\b(?:{_WEEKDAY}\.?,?\s+(?:the\s+)?)?(?:{_DATE})(?:(?:t|\s+|,\s*)(?:{_TIME})(?:\s+\d{{4}})?)?"
    rf"(?:z|[+-]\d{{2}}:?\d{{2}})?(?!\w)|\b(?:{_TIME})(?:z|[+-]\d{{2}}:?\d{{2}})?(?!\w)"
    r"|\b\d{9,}(?:\.\d+)?\b",
    re.IGNORECASE,
)


#: How far a restamped clock may stray from the time between the two sends, beyond its own
#: unit (a stamp to the minute may lag a minute): the send's latency, the adapter's own clock.
CLOCK_SLACK_S = 60.0
_DAY_S = 86_400.0
_MONTHS = {
    m: i + 1
    for i, names in enumerate(
        (
            "jan january", "feb february", "mar march", "apr april", "may", "jun june",
            "jul july", "aug august", "sep sept september", "oct october", "nov november",
            "dec december",
        )
    )
    for m in names.split()
}  # fmt: skip
_ISO = compile_kept(r"(\d{4})-(\d{1,2})-(\d{1,2})")
_SLASHED = compile_kept(r"(\d{1,4})[/.](\d{1,2})[/.](\d{1,4})")
_NAMED = compile_kept(
    rf"(?:(?P<m1>{_MONTH})\s+(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?|(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?"
    rf"\s+(?:of\s+)?(?P<m2>{_MONTH}))(?:,?\s+(?P<y>\d{{4}}))?"
)
_HOURS = compile_kept(
    r"(\d{1,2})(?::(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(?:([ap])\.?m\b)?(?=$|[^/.\d-])"
)


def _readings(token: str) -> list[tuple[float, float, bool]]:
    """The times a :data:`CLOCK` token may say: (seconds, its unit, whether it has a date),
    several where a slashed date reads either way round; [] where none can be read."""
    token = token.strip().casefold()
    if re.fullmatch(r"\d{9,}(?:\.\d+)?", token):
        value = float(token)
        return [(value / 1000 if value > 1e11 else value, 1.0, True)]
    dates: list[tuple[int, int, int]] = []
    rest = token
    if found := _ISO.search(token):
        dates = [(int(found[1]), int(found[2]), int(found[3]))]
    elif found := _SLASHED.search(token):
        a, b, c = found[1], found[2], found[3]
        year = int(c) + 2000 if len(c) <= 2 else int(c)
        dates = (
            [(int(a), int(b), int(c))]
            if len(a) == 4
            else [(year, int(a), int(b)), (year, int(b), int(a))]
        )
    elif found := _NAMED.search(token):
        month = _MONTHS.get((found["m1"] or found["m2"]).rstrip("."), 0)
        day = int(found["d1"] or found["d2"])
        dates = [(int(found["y"]) if found["y"] else 0, month, day)]
    if found:
        rest = token[: found.start()] + " " + token[found.end() :]
    hours = _HOURS.search(rest) if ":" in rest or re.search(r"\d\s*[ap]\.?m", rest) else None
    seconds, unit = 0.0, _DAY_S
    if hours:
        h, m, sec = int(hours[1]), int(hours[2] or 0), int(hours[3] or 0)
        h = h % 12 + (12 if hours[5] == "p" else 0) if hours[5] else h
        seconds = h * 3600 + m * 60 + sec + float(f"0.{hours[4]}" if hours[4] else 0)
        if zone := re.search(r"([+-])(\d\d):?(\d\d)$", rest.rstrip()):  # its offset from UTC
            seconds -= int(f"{zone[1]}1") * (int(zone[2]) * 3600 + int(zone[3]) * 60)
        unit = 1.0 if hours[3] else 60.0 if hours[2] else 3600.0
    if not dates:
        return [(seconds, unit, False)] if hours else []
    out = []
    for y, mo, d in dates:
        try:
            midnight = datetime.datetime(y or 2000, mo, d, tzinfo=datetime.UTC)
        except ValueError:
            continue
        out.append((midnight.timestamp() + seconds, unit, True))
    return out


def moved_on(was: str, now: str, elapsed: float) -> bool:
    """Whether a prompt's date or time ``was`` (a :data:`CLOCK` token), stamped again
    ``elapsed`` seconds later as ``now``, moved as a clock does: by about that time, to within
    its unit and :data:`CLOCK_SLACK_S` (a time of day alone round the clock, a date without its
    year over a new year, a time with its UTC offset as that instant). One unread is not judged."""
    before, after = _readings(was), _readings(now)
    if not before or not after:
        return True
    for a, unit_a, dated_a in before:
        for b, unit_b, dated_b in after:
            if dated_a != dated_b:
                continue
            room = max(unit_a, unit_b) + CLOCK_SLACK_S
            off = b - a - elapsed
            if not dated_a:
                off = (off + _DAY_S / 2) % _DAY_S - _DAY_S / 2
            if abs(off) <= room or (dated_a and abs(off + 365 * _DAY_S) <= room + _DAY_S):
                return True
    return False


__all__ = ["CLOCK", "CLOCK_SLACK_S", "moved_on"]
