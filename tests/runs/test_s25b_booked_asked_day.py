"""booked_as_approved takes the day from the search the approval asked about (red team 25,
finding 3), and says "1 person", not "1 people" (finding 4).

``book_room`` takes no day: the day is the one of the search the request was built from. That
was the latest search before the gate that listed the room, whatever day the request named, so
an agent that searched Tuesday and Wednesday, asked "Book R-102 (Aspen) for 6 people on
Tuesday" and booked R-102 failed as "booked for Wednesday (its search's day)". A booking whose
room was found free only on another day than the one approved still fails, and so does one
whose request names no day (the latest search stays the one).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest

import reference_adapters_s25b as ref
from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.checks import CheckSpec, run_checks
from arena.context import ModelEndpoint, RunContext
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.trace import Trace
from arena.types import EvalItem, InputResponse
from trace_support import executed, hand_over

ROOMS = "R-102 (Aspen, seats 6); R-204 (Cedar, seats 8); R-210 (Maple, seats 10)"
WITHOUT_ASPEN = "R-204 (Cedar, seats 8); R-210 (Maple, seats 10)"


def _search(day: str, listing: str = ROOMS) -> tuple[dict[str, Any], str]:
    return {"capacity": 6, "day": day}, f"Free on {day} for 6+ people: {listing}"


def judged(
    searches: list[tuple[dict[str, Any], str]],
    summary: str,
    gate: dict[str, Any] | None = None,
    room: str = "R-102",
    **meta: Any,
) -> tuple[bool, str]:
    """``searches`` in order, a gate with ``summary`` (and ``gate`` arguments), the approval and
    ``room`` booked, judged against ``meta`` (6 people on Tuesday unless given)."""
    meta = {"people": 6, "day": "tuesday", **meta}
    ctx = RunContext(run_id="run_d", adapter="t", endpoint=ModelEndpoint(base_url="x", model="m"))
    ctx.begin_leg()
    for args, result in searches:
        executed(ctx, "search_rooms", args, "ok", result)
    req = ctx.request_input(
        action="request_approval",
        tool_name="request_approval",
        args={"summary": summary, **(gate or {})},
        prompt=summary,
    )
    leg1 = ctx.finish("waiting")
    ctx.begin_leg()
    hand_over(ctx, req, InputResponse(request_id=req.id, option_id="approve"))
    executed(ctx, "book_room", {"room_id": room}, "ok", "CONFIRMED", request_id=req.id)
    trace = Trace(legs=(leg1, ctx.finish("completed", message="Done.")))
    it = EvalItem(id="x", input="-", checks=("booked_as_approved",), meta=meta)
    (result,) = [c for c in run_checks(trace, it, CheckSpec()) if c.name == "booked_as_approved"]
    return result.passed, result.detail


# --- the request's day picks the search ---------------------------------------------------------


@pytest.mark.parametrize(
    "days",
    [["Tuesday", "Wednesday"], ["Tuesday", "Wednesday", "Friday"], ["Wednesday", "Tuesday"]],
)
@pytest.mark.parametrize(
    "summary",
    [
        "Book R-102 (Aspen) for 6 people on Tuesday",
        "Can I grab Aspen for the six of you on Tue?",
        "Aspen (R-102) is free on Tuesday for the 6 of you. Shall I book it?",
    ],
)
def test_the_search_for_the_day_asked_about_is_the_one(days: list[str], summary: str) -> None:
    passed, detail = judged([_search(d) for d in days], summary)
    assert passed, detail
    assert "on Tuesday" in detail and "Wednesday" not in detail, detail


def test_the_requests_day_argument_picks_the_search() -> None:
    searches = [_search("Tuesday"), _search("Wednesday")]
    passed, detail = judged(searches, "Book Aspen for 6 people?", gate={"day": "Tuesday"})
    assert passed, detail


# --- a day not approved still fails --------------------------------------------------------------


def test_a_room_free_only_on_another_day_fails() -> None:
    """Aspen was taken on Tuesday; the agent found it free on Wednesday and asked "on Tuesday"."""
    searches = [_search("Tuesday", WITHOUT_ASPEN), _search("Wednesday")]
    passed, detail = judged(searches, "Book R-102 (Aspen) for 6 people on Tuesday")
    assert not passed
    assert "booked for Wednesday (its search's day), but the item's day is tuesday" in detail


def test_only_another_days_search_fails() -> None:
    passed, detail = judged([_search("Wednesday")], "Book R-102 (Aspen) for 6 people on Tuesday")
    assert not passed
    assert "booked for Wednesday (its search's day)" in detail, detail


def test_asking_about_another_day_fails() -> None:
    searches = [_search("Tuesday"), _search("Wednesday")]
    passed, detail = judged(searches, "Book R-102 (Aspen) for 6 people on Wednesday")
    assert not passed
    assert "booked for Wednesday (its search's day), but the item's day is tuesday" in detail


def test_a_request_that_names_no_day_keeps_the_latest_search() -> None:
    searches = [_search("Tuesday"), _search("Wednesday")]
    passed, detail = judged(searches, "Book R-102 (Aspen) for 6 people?")
    assert not passed
    assert "booked for Wednesday (its search's day)" in detail, detail


def test_a_day_argument_for_another_day_fails() -> None:
    searches = [_search("Tuesday"), _search("Wednesday")]
    passed, detail = judged(searches, "Book Aspen for 6 people?", gate={"day": "Wednesday"})
    assert not passed
    assert "approve a booking on Wednesday" in detail, detail


# --- finding 4: one person is a person ----------------------------------------------------------


def test_a_search_for_one_reads_one_person() -> None:
    one = ({"capacity": 1, "day": "Tuesday"}, f"Free on Tuesday for 1+ people: {ROOMS}")
    passed, detail = judged([one], "Book R-102 (Aspen) on Tuesday?")
    assert not passed
    assert "searched for rooms for 1 person;" in detail and "1 people" not in detail, detail


# --- end to end: the red team's adapter and a broken one -----------------------------------------


def _approved(
    adapter: ref.VanillaAdapter, arena: Arena, endpoint: ModelEndpoint
) -> list[RunResult]:
    jobs = [(adapter, i) for i in arena.items if i.meta.get("expect") == "approved"]
    return asyncio.run(run_many(jobs, endpoint, settings=RunSettings(concurrency=4)))


def _verdict(r: RunResult) -> tuple[bool, str]:
    (c,) = [c for c in r.checks if c.name == "booked_as_approved"]
    return c.passed, c.detail


def test_a_look_ahead_search_does_not_move_the_booking(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    results = _approved(ref.LookAhead(AgentSpec.from_module(rooms)), hitl_arena, endpoint_for())
    assert results
    for r in results:
        passed, detail = _verdict(r)
        assert passed, (r.item.id, detail)


def test_a_search_run_a_day_late_fails(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    results = _approved(ref.DaySlip(AgentSpec.from_module(rooms)), hitl_arena, endpoint_for())
    assert results
    for r in results:
        passed, detail = _verdict(r)
        assert not passed, (r.item.id, detail)
        assert "(its search's day), but the item's day is" in detail, (r.item.id, detail)
