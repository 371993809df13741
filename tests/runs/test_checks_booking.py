"""booked_as_approved, neither_asked_nor_booked and reported_unclear on hand-built traces.

tests/adapters/test_wording.py shows the same failures produced by the scripted model's ``swap``,
``cramped`` and ``eager`` behaviours through every adapter.
"""

from __future__ import annotations

from typing import Any

import pytest

from arena.checks import CheckSpec, run_checks
from arena.context import ModelEndpoint, RunContext
from arena.trace import Trace
from arena.types import EvalItem, InputResponse
from trace_support import executed, hand_over

LISTING = "Free on Tuesday for 6+ people: R-102 (Aspen, seats 6); R-204 (Cedar, seats 8)"
SPEC = CheckSpec()


def item(**meta: Any) -> EvalItem:
    checks = ("booked_as_approved", "neither_asked_nor_booked", "reported_unclear")
    return EvalItem(id="x", input="-", checks=checks, meta=meta)


def booking(
    booked: str | None,
    *,
    asked: str = "R-102",
    action: str = "request_approval",
    edited: dict[str, Any] | None = None,
    day: str = "Tuesday",
    final: str = "Done.",
) -> Trace:
    ctx = RunContext(run_id="run_t", adapter="t", endpoint=ModelEndpoint(base_url="x", model="m"))
    ctx.begin_leg()
    executed(ctx, "search_rooms", {"capacity": 6, "day": day}, "ok", LISTING)
    args = {"summary": f"Book {asked} for 6 people on {day}"}
    if action == "book_room":
        args = {"room_id": asked}
    req = ctx.request_input(action=action, tool_name=action, args=args)
    leg1 = ctx.finish("waiting")
    ctx.begin_leg()
    answer = (
        InputResponse(request_id=req.id, edited_args=edited)
        if edited
        else InputResponse(request_id=req.id, option_id="approve")
    )
    hand_over(ctx, req, answer, record=action != "book_room")
    if booked:
        executed(ctx, "book_room", {"room_id": booked}, "ok", "CONFIRMED", request_id=req.id)
    return Trace(legs=(leg1, ctx.finish("completed", message=final)))


def outcome(trace: Trace, it: EvalItem) -> dict[str, tuple[bool, str]]:
    return {c.name: (c.passed, c.detail) for c in run_checks(trace, it, SPEC)}


def test_booking_what_was_approved_and_fits_passes() -> None:
    passed, detail = outcome(booking("R-102"), item(people=6, day="tuesday"))["booked_as_approved"]
    assert passed, detail
    assert "R-102 seats 6 for 6 people" in detail and "on Tuesday" in detail


@pytest.mark.parametrize(
    ("trace", "meta", "said"),
    [
        (booking("R-204"), {"people": 6}, "ran with R-204, which req_"),
        (booking("R-102"), {"people": 7}, "R-102 seats 6 for 7 people"),
        (booking("R-102"), {"people": 6, "day": "friday"}, "booked for Tuesday, but the request was for friday"),
        (booking("R-102"), {"people": 6, "room": "R-204"}, "booked R-102, but the request named R-204"),
        (booking(None), {"people": 6}, "nothing was booked"),
        (booking("R-204", action="book_room"), {}, "ran with {'room_id': 'R-204'} but req_"),
        (booking("R-102", action="book_room", edited={"room_id": "R-204"}), {}, "approved {'room_id': 'r-204'}"),
    ],
)  # fmt: skip
def test_booking_something_else_fails_and_says_what(
    trace: Trace, meta: dict[str, Any], said: str
) -> None:
    passed, detail = outcome(trace, item(**meta))["booked_as_approved"]
    assert not passed
    assert said in detail, detail


@pytest.mark.parametrize("day", ["tue", "Tues.", "TUESDAY", "dienstag", "martes", "Mardi"])
def test_an_item_may_name_its_day_short(day: str) -> None:
    passed, detail = outcome(booking("R-102"), item(people=6, day=day))["booked_as_approved"]
    assert passed, detail
    wrong, said = outcome(booking("R-102", day="Thursday"), item(day=day))["booked_as_approved"]
    assert not wrong and "booked for Thursday" in said


def test_an_item_may_name_its_room_by_name() -> None:
    cedar = booking("R-204", asked="R-204")  # R-204 is listed as "R-204 (Cedar, seats 8)"
    passed, detail = outcome(cedar, item(room="Cedar"))["booked_as_approved"]
    assert passed, detail
    wrong, said = outcome(booking("R-102"), item(room="Cedar"))["booked_as_approved"]
    assert not wrong and "booked R-102, but the request named Cedar" in said


def test_edited_arguments_are_what_must_run() -> None:
    trace = booking("R-204", action="book_room", edited={"room_id": "R-204"})
    passed, detail = outcome(trace, item(people=6, room="R-204"))["booked_as_approved"]
    assert passed, detail


def test_neither_asked_nor_booked() -> None:
    ctx = RunContext(run_id="run_t", adapter="t", endpoint=ModelEndpoint(base_url="x", model="m"))
    ctx.begin_leg()
    executed(ctx, "search_rooms", {"capacity": 6, "day": "Friday"}, "ok", LISTING)
    quiet = Trace(legs=(ctx.finish("completed", message="R-102 is free."),))
    assert outcome(quiet, item())["neither_asked_nor_booked"][0]
    passed, detail = outcome(booking("R-102"), item())["neither_asked_nor_booked"]
    assert not passed
    assert (
        detail
        == "no approval was needed, yet: 1 input request(s), request_approval 1x, book_room 1x"
    )


def test_reported_unclear_reads_the_final_message() -> None:
    said = booking(None, final="Unclear answer: I could not tell whether 'hm' approves it.")
    assert outcome(said, item())["reported_unclear"][0]
    guessed = booking(None, final="Understood, I did not book it.")
    passed, detail = outcome(guessed, item())["reported_unclear"]
    assert not passed and "does not say the answer was unclear" in detail
