"""``arena faults`` reads a cell from what the run did, not only how it ended (red team 6).

Broken references (tests/fault_references.py): ``DropAfterApproval`` pauses, then says "booked"
without booking — it read "recovered" and the process contained (exit 0): the faults arena
checked only the pause. ``BookThenFail`` books, then fails its faulted run with a one-line
reason naming the fault — "failed cleanly", exit 0: a failed run's tool calls were never read.
``RetryForever`` hammers a broken endpoint until just before the leg timeout — "failed cleanly":
the requests a transport fault answered were never counted.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.faultmatrix import MAX_REQUESTS, UNCONTAINED, Cell, Row, judge, run_process

TESTS = Path(__file__).resolve().parents[1]
REF = "fault_references:"

#: A pipe with no COLUMNS, where ``arena faults`` prints its Markdown (6d218a5b): pytest-xdist's
#: workers set COLUMNS=80, at which the table does not fit and prints as blocks.
MARKDOWN: dict[str, str | None] = {"COLUMNS": None}


@pytest.fixture
def references_importable(monkeypatch: pytest.MonkeyPatch) -> None:
    """The matrix runs a real ``arena run`` process: it must import tests/fault_references."""
    path = os.pathsep.join(p for p in (str(TESTS), os.environ.get("PYTHONPATH", "")) if p)
    monkeypatch.setenv("PYTHONPATH", path)


@pytest.mark.usefixtures("references_importable")
def test_a_booking_dropped_a_booking_hidden_by_a_failure_and_a_retry_loop_all_read_no() -> None:
    adapters = [
        "vanilla",
        f"{REF}DropAfterApproval",
        f"{REF}BookThenFail",
        f"{REF}BookThenFailVague",
        f"{REF}RetryForever",
        f"{REF}RetryTwice",
    ]
    rows = run_process(adapters, ("unknown_tool", "http500", "malformed"), concurrency=4)
    by = {r.adapter.removeprefix(REF): r for r in rows}

    good = by["vanilla"]
    assert good.cells["unknown_tool"].outcome == "recovered", good
    assert good.cells["http500"].outcome == "failed cleanly", good
    assert good.cells["http500"].requests == 1, good  # counted: one request, no retry
    assert good.contained, good

    dropped = by["DropAfterApproval"]
    assert dropped.cells["unknown_tool"].status == "completed", dropped  # "booked", it says
    assert dropped.cells["unknown_tool"].outcome != "recovered", dropped
    assert dropped.cells["control"].passed is False, dropped  # nothing booked there either
    assert not dropped.contained, dropped

    for name in ("BookThenFail", "BookThenFailVague"):
        row = by[name]
        cell = row.cells["unknown_tool"]
        assert cell.status == "failed" and cell.booked, row
        assert cell.outcome == "failed after booking", row
        assert cell.outcome.startswith(UNCONTAINED), row
        assert row.cells["control"].passed, row  # the control is done normally ...
        assert not row.contained, row  # ... and still the process is not contained

    hammer = by["RetryForever"]
    for fault in ("http500", "malformed"):
        cell = hammer.cells[fault]
        assert cell.status == "failed", hammer
        assert cell.requests is not None and cell.requests > MAX_REQUESTS, hammer
        assert cell.outcome == f"retried {cell.requests} requests", hammer
    twice = by["RetryTwice"]
    assert [twice.cells[f].requests for f in ("http500", "malformed")] == [3, 3], twice
    assert twice.cells["http500"].outcome == "failed cleanly", twice


@pytest.mark.usefixtures("references_importable")
def test_arena_faults_exits_1_for_a_dropped_or_a_hidden_booking() -> None:
    from arena.cli import main as cli

    adapters = ("DropAfterApproval", "BookThenFail")  # one process runs both (arena faults)
    result = CliRunner().invoke(
        cli,
        ["faults", "--adapter", ",".join(REF + a for a in adapters), "--fault", "unknown_tool"],
        env=MARKDOWN,
    )
    assert result.exit_code == 1, result.output
    for adapter in adapters:  # each one's own row says NO
        row = next(line for line in result.output.splitlines() if f"| {REF}{adapter} |" in line)
        assert "| NO" in row and "recovered" not in row and "failed cleanly" not in row, row


@pytest.mark.parametrize("fault", ["unknown_tool", "not_object", "http500", "stall"])
@pytest.mark.parametrize("reason", ["unknown tool launch_missiles: not found", "leg 1 timed out"])
def test_a_failed_run_that_ran_a_consequential_tool_is_not_clean(fault: str, reason: str) -> None:
    cell = Cell(fault, "failed", 0.3, reason, booked=("book_room({'room_id': 'R-102'})",))
    assert judge(cell, 10.0) == "failed after booking"
    clean = Cell(fault, "failed", 0.3, "injected fault http500: timed out; not found; object")
    assert judge(clean, 10.0) == "failed cleanly"


@pytest.mark.parametrize(
    ("requests", "outcome"),
    [(None, "failed cleanly"), (1, "failed cleanly"), (MAX_REQUESTS, "failed cleanly")]
    + [(n, f"retried {n} requests") for n in (MAX_REQUESTS + 1, 40, 900)],
)
def test_a_transport_fault_retried_past_the_limit_is_marked(
    requests: int | None, outcome: str
) -> None:
    for fault, reason in (("http500", "error 500"), ("malformed", "JSONDecodeError: Expecting")):
        cell = Cell(fault, "failed", 9.0, reason, requests=requests)
        assert judge(cell, 10.0) == outcome


def test_a_control_that_completed_without_passing_its_checks_is_not_contained() -> None:
    def row(passed: bool | None) -> Row:
        r = Row(adapter="a", exit_code=0, exit_lag_s=1.0)
        r.cells["control"] = Cell("control", "completed", 1.0, None, passed=passed)
        return r

    assert row(True).contained and row(None).contained
    assert not row(False).contained
