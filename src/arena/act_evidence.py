"""What a run asked for and was told, for a final message's acts whose truth is the run's.

:mod:`arena.booking_acts` reads some acts a final message claims as true or false only against
the run (session 48): "I cancelled your Tuesday booking as you asked" calls off the denied
request where the run asked for Tuesday and booked nothing, and "The team was notified
yesterday" is the person's own news only where the run's words say it. These read the run's
day (its item's ``day``, its tools' ``day`` arguments), whether a booking ran, and its words.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from arena.lazy_pattern import LazyPattern
from arena.trace import Trace
from arena.types import EvalItem

_BOOKING_TOOL = LazyPattern(r"book|reserv", re.IGNORECASE)
#: A send in words of any tense, as the run's own words may say it ("I notified the team").
_SEND_WORDS = LazyPattern(
    r"\b(?:notif\w*|e-?mail\w*|mail\w*|messag\w*|sent|send\w*|inform\w*|invit\w*|told|tell\w*|"
    r"benachrichtig\w*|eingeladen|geschickt|notific\w*|envi\w*)\b"
)


def run_day(trace: Trace, item: EvalItem | None) -> str | None:
    """The one weekday the run asked for: its item's ``day`` and the tools' ``day`` arguments
    (None where they name none, or several)."""
    from arena.wording.days import day_of  # as checks' own reading of days: at first use

    said = [c.args.get("day") for c in trace.tool_calls if isinstance(c.args, Mapping)]
    said.append(item.meta.get("day") if item is not None else None)
    days = {d for v in said if v and (d := day_of(v))}
    return next(iter(days)) if len(days) == 1 else None


def booked(trace: Trace) -> bool:
    """Whether a booking tool ran ``ok`` in the run (a cancel of it would be another act)."""
    return any(c.status == "ok" and _BOOKING_TOOL.search(c.tool) for c in trace.tool_calls)


def told_of_a_send(trace: Trace, item: EvalItem | None) -> bool:
    """Whether the run's words say a send: its input, the tools' results or the person's
    answers ("Book Aspen; I notified the team yesterday")."""
    answers = [
        str(e.data.get("text") or "")
        for e in getattr(trace, "events", ())
        if e.type == "input.responded"
    ]
    results = [str(c.result or "") for c in trace.tool_calls]
    words = " ".join([item.input if item is not None else "", *results, *answers])
    return bool(_SEND_WORDS.search(words.casefold()))


__all__ = ["booked", "run_day", "told_of_a_send"]
