"""evals43 (an outside team's durable items): a ``mode: restart`` arena whose answers all deny
(or whose only approval was a typed one the answering phase skipped) ran the ``after_booking``
and ``before_outcome`` crash points on no booking: their phase swallowed every resumed leg and
killed no one, the points read "crash point not reached as planned: resumer SIGKILLed right
after approved booking 0/0 returned", and ``durable: none of the adapters`` — pydantic_ai with
6/6 runs passed, langgraph with 2 decisions lost to the swallowed legs. Such a point now runs
no killed phase: its runs are resumed by the final phase as after a restart, and the point says
so. An arena with an approved item still crashes inside its booking (test_s42_restart_edit and
test_restarted_booking hold that)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.durable_state.verdict import _crash

TESTS = Path(__file__).resolve().parents[1]

ARENA = """name: denied_only
tools: arena.tools.rooms
mode: restart
checks:
  denied: [suspended, no_tool_before_suspend, tool_not_used, acknowledged, resumed_after_restart]
"""
ITEMS = """- id: d1
  input: Book a room for 12 people on Friday for the quarterly sync.
  resume_with: [deny]
  expect: denied
  meta: {people: 12, day: friday}
"""


@pytest.mark.slow
def test_booking_crash_points_with_nothing_booked_are_said_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from arena.durable_state import run_adapter

    folder = tmp_path / "denied_only"
    folder.mkdir()
    (folder / "arena.yaml").write_text(ARENA)
    (folder / "items.yaml").write_text(ITEMS)
    monkeypatch.setenv(
        "PYTHONPATH", os.pathsep.join(filter(None, [str(TESTS), os.environ.get("PYTHONPATH")]))
    )
    outcome = run_adapter(
        load_arena(str(folder)),
        "durable_references_booked:durablevanilla",
        tmp_path.resolve() / "run",
        crash_points=("after_booking", "before_outcome"),
    )
    for point in outcome.crash_points:
        assert point.crash_reached, (point.crash_point, point.problems)
        assert point.crash.startswith("nobody was killed: no answered run of this arena books")
        assert point.lost_decisions == 0 and point.passed == 1, point.problems
        assert point.survived, point.problems
    assert outcome.survived_restart
    assert "resume_killed_after_booking" not in {p.name for p in outcome.phases}


def test_a_booking_point_with_no_phase_is_not_read_as_missed() -> None:
    """The verdict's own reading, without processes: no killed phase for a booking point."""

    class _Run:
        def __init__(self) -> None:
            self.phases: dict[str, object] = {}

    for cp in ("after_booking", "before_outcome"):
        text, reached = _crash(_Run(), cp, None, None)  # type: ignore[arg-type]
        assert reached and "no booking to crash in" in text
