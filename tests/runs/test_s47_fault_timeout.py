"""A faulted run that met its fault and then ran out its leg's time reads as a timeout.

CI clone ci4 (session 46): smolagents loops to its step limit on a content fault (~13 model
requests, 0.4 s idle); with 16 runs in flight beside another suite on 2 cores its last request
was cut at the 20 s leg deadline, and the run's "model endpoint error: APITimeoutError: Request
timed out." read "reason does not name it": the leg's time put on the adapter's words. Now it
reads "timed out after the fault" (arena.faultcells.RAN_OUT); a reason that names nothing at
the same time, or the same words long before the deadline, still reads as before.
"""

from __future__ import annotations

import pytest

from arena.faultcells import (
    CONTROL,
    GRACE_S,
    RAN_OUT,
    TIMED_OUT,
    Cell,
    Row,
    judge,
    uncontained,
)

LEG = 20.0


@pytest.mark.parametrize(
    ("fault", "reason"),
    [
        ("surrogate", "model endpoint error: APITimeoutError: Request timed out."),
        ("not_object", "model endpoint error: APITimeoutError: Request timed out."),
        ("surrogate", "leg 1 timed out after 20s"),
        ("unknown_tool", "smolagents: ReadTimeout: The read operation timed out"),
        ("huge", "Timeout: the leg's time ran out while the model was still sending its answer"),
        ("reset", "leg 2 timed out after 20s waiting on the model endpoint"),
    ],
)
def test_a_run_that_met_its_fault_and_ran_out_its_leg_reads_timed_out(
    fault: str, reason: str
) -> None:
    assert judge(Cell(fault, "failed", LEG + 0.15, reason, met=12), LEG) == RAN_OUT
    assert judge(Cell(fault, "failed", LEG, reason, met=1), LEG) == RAN_OUT
    assert judge(Cell(fault, "failed", LEG + 0.15, reason), LEG) == RAN_OUT  # met not counted
    assert not uncontained(RAN_OUT)


@pytest.mark.parametrize(
    ("cell", "outcome"),
    [
        # the same words long before the deadline: the adapter's own short limit
        (Cell("surrogate", "failed", 3.0, "APITimeoutError: Request timed out.", met=1), None),
        # at the deadline, but the reason says no timeout
        (Cell("surrogate", "failed", LEG + 0.1, "something unrelated", met=1), None),
        (Cell("surrogate", "failed", LEG + 0.1, "leg 1 ended", met=1), None),
        # a reason that names the fault is the fault's, whenever it came
        (Cell("surrogate", "failed", LEG + 0.1, "timed out: bad surrogate", met=1), "clean"),
        # never served its fault: not contained, as before
        (Cell("surrogate", "failed", LEG + 0.1, "leg 1 timed out after 20s", met=0), TIMED_OUT),
        # past the grace, or a traceback: as before
        (Cell("surrogate", "failed", LEG + GRACE_S + 1, "leg 1 timed out after 20s"), "slow"),
        (Cell("surrogate", "failed", LEG + 0.1, "timed out\nTraceback", met=1), "multi-line"),
    ],
)
def test_its_honest_neighbours_read_as_before(cell: Cell, outcome: str | None) -> None:
    said = judge(cell, LEG)
    expected = {None: "reason does not name it", "clean": "failed cleanly"}.get(outcome, outcome)
    assert said.startswith(expected or ""), said
    assert said != RAN_OUT


def test_a_row_with_a_timed_out_cell_is_still_contained() -> None:
    control = Cell(CONTROL, "completed", 0.5, None, passed=True)
    late = Cell("surrogate", "failed", LEG + 0.15, "Request timed out.", outcome=RAN_OUT, met=12)
    row = Row("smolagents", {CONTROL: control, "surrogate": late}, 1, 40.0, 0.4)
    row.faults = ("surrogate",)
    assert row.escaped == [] and row.contained
