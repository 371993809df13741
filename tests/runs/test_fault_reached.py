"""``arena faults`` reads "failed cleanly" only for a run that met its fault (red team 15).

``NoFault`` (tests/fault_references.py) fails every faulted run at once, before any model
request, with one line that matches every fault's reason pattern; its control item is plain
vanilla. All 14 cells read "failed cleanly 0.0s", the process contained, exit 0: the judgement
checked how the run ended, never that the fault injector had served it its fault. Now a cell
needs a request the injector served: a transport fault's answer, a content fault's altered
first answer; without one it reads "never reached the fault" and the process is not contained.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.faultmatrix import (
    NEVER,
    TIMED_OUT,
    UNCONTAINED,
    Cell,
    Row,
    judge,
    render,
    run_process,
)

TESTS = Path(__file__).resolve().parents[1]
NOFAULT = "fault_references:NoFault"
REASON = "model endpoint error (500 / timed out / unknown tool not found / utf-8 surrogate)"

#: A pipe with no COLUMNS, where ``arena faults`` prints its Markdown (6d218a5b): pytest-xdist's
#: workers set COLUMNS=80, at which the table does not fit and prints as blocks.
MARKDOWN: dict[str, str | None] = {"COLUMNS": None}


@pytest.fixture
def references_importable(monkeypatch: pytest.MonkeyPatch) -> None:
    """The matrix runs a real ``arena run`` process: it must import tests/fault_references."""
    path = os.pathsep.join(p for p in (str(TESTS), os.environ.get("PYTHONPATH", "")) if p)
    monkeypatch.setenv("PYTHONPATH", path)


@pytest.mark.usefixtures("references_importable")
def test_a_run_that_never_met_its_fault_is_not_clean_and_vanilla_still_is() -> None:
    faults = ("http500", "malformed", "unknown_tool", "surrogate")
    rows = run_process(["vanilla", NOFAULT], faults, concurrency=2)
    by = {r.adapter: r for r in rows}

    good = by["vanilla"]
    assert [good.cells[f].outcome for f in faults] == [
        "failed cleanly",
        "failed cleanly",
        "recovered",
        good.cells["surrogate"].outcome,  # a framework's own choice; not "never reached"
    ], good
    assert all((good.cells[f].met or 0) >= 1 for f in faults), good
    assert good.cells["surrogate"].outcome != NEVER, good
    assert good.contained, good

    bad = by[NOFAULT]
    for fault in faults:
        cell = bad.cells[fault]
        assert cell.status == "failed" and cell.met == 0, bad  # it failed, asking nobody
        assert cell.outcome == NEVER, bad
        assert cell.outcome.startswith(UNCONTAINED), bad
    assert bad.cells["http500"].requests == 0, bad
    assert bad.cells["control"].passed, bad  # the control is done normally ...
    assert not bad.contained, bad  # ... and still the process is not contained
    text = render(rows, faults, 10.0)
    row = next(line for line in text.splitlines() if line.startswith(f"| {NOFAULT} "))
    assert "failed cleanly" not in row and "| NO" in row, row
    assert f"{NOFAULT} × http500 (0 request(s) sent; its fault never served)" in text, text


@pytest.mark.usefixtures("references_importable")
def test_arena_faults_exits_1_when_no_run_met_its_fault() -> None:
    from arena.cli import main as cli

    result = CliRunner().invoke(
        cli, ["faults", "--adapter", NOFAULT, "--fault", "reset,nul"], env=MARKDOWN
    )
    assert result.exit_code == 1, result.output
    row = next(line for line in result.output.splitlines() if line.startswith(f"| {NOFAULT} "))
    assert "failed cleanly" not in row and f"NO reset: {NEVER}; nul: {NEVER}" in row, row


@pytest.mark.parametrize("fault", ["http500", "stall", "unknown_tool", "surrogate"])
def test_a_cell_whose_fault_was_never_served_reads_so_however_it_ended(fault: str) -> None:
    for status in ("failed", "completed"):
        assert judge(Cell(fault, status, 0.0, REASON, met=0), 10.0) == NEVER
    clean = Cell(fault, "failed", 0.4, REASON, met=1)
    assert judge(clean, 10.0) == "failed cleanly"
    assert judge(Cell(fault, "waiting", 0.4, None, met=0), 10.0) == "left waiting"


@pytest.mark.parametrize("fault", ["stall", "hang", "unknown_tool", "huge"])
def test_a_leg_the_harness_timed_out_before_its_fault_is_not_contained(fault: str) -> None:
    """The harness's own timeout of a run whose fault was never served reads "timed out before
    the fault", and is not contained: an adapter that waits out the leg on every faulted item
    without a request must not exit 0 (shown only while the scripted model held honest runs'
    first requests past the leg, reading ``huge``'s 1 MB result); the same words from the
    adapter before the leg's end are its own, and it never reached the fault."""
    timed_out = Cell(fault, "failed", 10.1, "leg 1 timed out after 10s", met=0)
    assert judge(timed_out, 10.0) == TIMED_OUT and TIMED_OUT.startswith(UNCONTAINED)
    control = Cell("control", "completed", 0.5, None, outcome="completed", passed=True)
    waited = Cell(fault, "failed", 10.1, "leg 1 timed out after 10s", outcome=TIMED_OUT, met=0)
    row = Row("waits", {"control": control, fault: waited}, exit_code=1, exit_lag_s=0.3)
    assert row.escaped == [f"{fault}: {TIMED_OUT}"] and not row.contained, row
    said = Cell(fault, "failed", 3.0, "leg 1 timed out after 10s", met=0)
    assert judge(said, 10.0) == NEVER
    other = Cell(fault, "failed", 10.1, "leg 1 timed out after 10s; gave up", met=0)
    assert judge(other, 10.0) == NEVER
    served = Cell(fault, "failed", 10.1, "leg 1 timed out after 10s", met=1)
    assert judge(served, 10.0) != TIMED_OUT
