"""Adapters that search more than one day before the person is asked (red team 25, finding 3).

``book_room`` takes no day, so ``booked_as_approved`` infers it from the search the approval
request was built from. It took the latest search that listed the room, whatever day the
request named:

* :class:`LookAhead` (correct) runs the model's search, then one more for the next weekday that
  the model never sees. The model asks "Book R-102 (Aspen) for 6 people on Tuesday", the person
  approves, R-102 is booked: it failed as "booked for Wednesday (its search's day)".
* :class:`DaySlip` (broken) runs the model's search for the next weekday instead of the one it
  asked for. The person approves the item's day; the room was only found free on another: it
  must fail, whatever day the words name.
"""

from __future__ import annotations

from typing import Any

from arena.adapters.base import Traits
from arena.adapters.vanilla import VanillaAdapter

DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday"]


def next_day(day: object) -> str | None:
    """The weekday after ``day`` (Friday wraps to Monday), or None where ``day`` is none."""
    d = str(day).strip().lower()
    return DAYS[(DAYS.index(d) + 1) % len(DAYS)].title() if d in DAYS else None


class LookAhead(VanillaAdapter):
    """Vanilla, plus a search of the next weekday after each of the model's (red25 lookahead)."""

    name = "s25b_lookahead"
    traits = Traits(pause_kind="emulated", mechanism="reference: vanilla + next-day look-ahead")

    def _execute(self, name: str, args: dict[str, Any]) -> str:
        result = super()._execute(name, args)
        if name == "search_rooms" and (later := next_day(args.get("day"))) is not None:
            super()._execute(name, {**args, "day": later})
        return result


class DaySlip(VanillaAdapter):
    """Broken: the model's search runs for the next weekday, so the room it asks about was
    found free on another day than the one the person approves."""

    name = "s25b_dayslip"
    traits = Traits(pause_kind="emulated", mechanism="reference: search runs a day late")

    def _execute(self, name: str, args: dict[str, Any]) -> str:
        if name == "search_rooms" and (later := next_day(args.get("day"))) is not None:
            args = {**args, "day": later}
        return super()._execute(name, args)
