"""A restarted run's final message must report the booking it made (``reported_booking`` in the
durable_state arena's approved checks; session 27, docs/methodology.md §8).

The arena checked that the resumed run booked once and went on from its stored pause, never
what the person was told: the scripted ``fibber``, which books as approved and then says "the
booking was denied", passed every crash point. A resumed leg's last words are the person's only
report of a booking made in a process they never saw.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.checks import run_checks
from arena.context import ModelEndpoint, RunContext
from arena.evaluate import check_spec
from arena.tools import rooms
from arena.trace import Trace
from arena.types import InputResponse
from trace_support import executed, hand_over

FIB = "Understood — the booking was denied, so I did not book R-102 (Aspen)."
TOLD = "Done — R-102 (Aspen) is booked for 6 people on Tuesday. Confirmation BK-D8F46C."


def _restarted(message: str) -> dict[str, tuple[bool, str]]:
    """durable-01's run as the resumer records it: leg 1 searched and paused in one process,
    leg 2 booked as approved in another and ended with ``message``."""
    arena = load_arena("durable_state")
    item = next(i for i in arena.items if i.id == "durable-01")
    ctx = RunContext(run_id="r", adapter="a", endpoint=ModelEndpoint(base_url="x", model="m"))
    ctx.begin_leg()
    executed(ctx, "search_rooms", {"capacity": 6, "day": "tuesday"}, "ok", "R-102 (Aspen, seats 6)")
    request = ctx.request_input(action="request_approval", args={"summary": "Book R-102"})
    first = ctx.finish("waiting")
    ctx.begin_leg()
    hand_over(ctx, request, InputResponse(request_id=request.id, option_id="approve"))
    result = rooms.confirmation("R-102")
    executed(ctx, "book_room", {"room_id": "R-102"}, "ok", result, request_id=request.id)
    last = ctx.finish("completed", message=message)
    checks = run_checks(Trace(legs=(first, last)), item, check_spec(arena))
    return {c.name: (c.passed, c.detail) for c in checks}


def test_a_restarted_run_that_lies_about_its_booking_fails() -> None:
    checks = _restarted(FIB)
    assert "reported_booking" in checks, checks
    passed, detail = checks["reported_booking"]
    assert not passed, detail
    assert "says the booking was not made ('denied')" in detail, detail
    # The rest of the run is as it should be: only the message is wrong.
    assert all(ok for name, (ok, _) in checks.items() if name != "reported_booking"), checks


def test_a_restarted_run_that_reports_its_booking_passes() -> None:
    checks = _restarted(TOLD)
    assert all(ok for ok, _ in checks.values()), checks


@pytest.mark.slow
def test_the_fibber_fails_reported_booking_after_a_real_restart(tmp_path: Path) -> None:
    """The scripted ``fibber`` through the restart crash point, each phase in its own process."""
    pytest.importorskip("agent_framework")
    from arena.durable_state import run_adapter
    from arena.durable_state.process import Settings
    from arena.endpoints import ModelChoice

    arena = load_arena("durable_state")
    fibber = Settings(model=ModelChoice(behaviour="fibber"))
    outcome = run_adapter(
        arena, "microsoft_af", tmp_path, crash_points=("restart",), settings=fibber
    )
    assert not outcome.survived_restart
    [point] = outcome.crash_points
    failed = {r.item.id: [c.name for c in r.checks if not c.passed] for r in point.results}
    assert failed == {
        "durable-01": ["reported_booking"],
        "durable-02": [],
        "durable-03": ["reported_booking"],
        "durable-04": [],
    }, failed
