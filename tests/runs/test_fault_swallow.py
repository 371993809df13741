"""``arena faults`` says "recovered" only when the model log shows the bad call handed back to
the model (red team 4, hole 4), and exits 1 on a cell where the fault escaped its run.

Broken references (tests/fault_references.py): ``SwallowContent`` ends a run whose tool call
was bad with its own "Done." — every content fault used to read "recovered" and the process
"contained"; ``Swallow`` swallows a broken endpoint too — six ``NOT FAILED`` cells, exit 0.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.faultmatrix import Cell, Row, handed_back, judge, run_process

TESTS = Path(__file__).resolve().parents[1]


@pytest.fixture
def references_importable(monkeypatch: pytest.MonkeyPatch) -> None:
    """The matrix runs a real ``arena run`` process: it must import tests/fault_references."""
    path = os.pathsep.join(p for p in (str(TESTS), os.environ.get("PYTHONPATH", "")) if p)
    monkeypatch.setenv("PYTHONPATH", path)


@pytest.mark.usefixtures("references_importable")
def test_a_bad_call_the_adapter_swallowed_is_not_recovered_and_not_contained() -> None:
    rows = run_process(
        ["vanilla", "fault_references:SwallowContent"], ("unknown_tool", "malformed")
    )
    by = {r.adapter: r for r in rows}
    good, bad = by["vanilla"], by["fault_references:SwallowContent"]
    assert good.cells["unknown_tool"].outcome == "recovered", good
    assert good.contained, good
    assert bad.cells["unknown_tool"].status == "completed", bad  # what used to read recovered
    assert bad.cells["unknown_tool"].outcome == "swallowed", bad
    assert bad.cells["malformed"].outcome == "NOT FAILED", bad
    assert not bad.contained, bad
    assert any("unknown_tool" in e for e in bad.escaped), bad.escaped


@pytest.mark.usefixtures("references_importable")
def test_arena_faults_exits_1_on_a_cell_that_did_not_fail() -> None:
    from arena.cli import main as cli

    result = CliRunner().invoke(
        cli, ["faults", "--adapter", "fault_references:Swallow", "--fault", "http500,reset"]
    )
    assert result.exit_code == 1, result.output
    assert "NOT FAILED" in result.output
    ok = CliRunner().invoke(cli, ["faults", "--adapter", "vanilla", "--fault", "http500"])
    assert ok.exit_code == 0, ok.output


def _calls(calls: list[list[str]], returned: list[str], said: str = "") -> dict[str, Any]:
    return {
        "type": "leg.finished",
        "leg": 1,
        "data": {"model_calls": {"calls": calls, "returned": returned, "said": said}},
    }


def test_handed_back_reads_a_result_for_the_first_calls_id() -> None:
    assert handed_back([_calls([["c0"], ["c2"]], ["c0"])]).startswith("handed back")
    assert handed_back([_calls([["c0", "c1"]], ["c1"])]).startswith("handed back")
    # A result for another call, none at all, no call made, or no model log: not handed back.
    for events in (
        [_calls([["c0"], ["c2"]], ["c2"])],
        [_calls([["c0"]], [])],
        [_calls([[]], [])],
        [{"type": "leg.finished", "leg": 1, "data": {"status": "completed"}}],
        [],
    ):
        assert not handed_back(events).startswith("handed back"), events


@pytest.mark.parametrize(
    ("handed", "passed", "gave_up", "outcome"),
    [
        ("handed back: ...", True, True, "recovered"),
        ("handed back: ...", True, False, "recovered"),
        ("handed back: ...", False, True, "handed back"),
        ("handed back: ...", False, False, "swallowed"),  # the adapter's words end the run
        ("no request carried a result for c0", True, True, "swallowed"),
        ("no model log kept with the run's legs", True, None, "swallowed"),
        ("", None, None, "swallowed"),
    ],
)
def test_a_completed_content_fault_is_recovered_only_when_handed_back(
    handed: str, passed: bool | None, gave_up: bool | None, outcome: str
) -> None:
    for fault in ("unknown_tool", "not_object", "surrogate"):
        cell = Cell(fault, "completed", 0.2, None, passed=passed, handed=handed, gave_up=gave_up)
        assert judge(cell, 10.0) == outcome


def test_a_cell_where_the_fault_escaped_makes_the_process_not_contained() -> None:
    def row(**cells: Cell) -> Row:
        r = Row(adapter="a", exit_code=0, exit_lag_s=1.0, faults=tuple(cells))
        r.cells["control"] = Cell("control", "completed", 1.0, None)
        r.cells.update(cells)
        return r

    for outcome in ("failed cleanly", "recovered", "handed back", "slow (> 13s)"):
        assert row(x=Cell("x", "failed", 1.0, "r", outcome=outcome)).contained, outcome
    for outcome in ("NOT FAILED", "left waiting", "no reason", "swallowed"):
        assert not row(x=Cell("x", "failed", 1.0, "r", outcome=outcome)).contained, outcome
    missing = row(x=Cell("x", "failed", 1.0, "r", outcome="failed cleanly"))
    missing.faults = ("x", "y")
    assert not missing.contained and missing.escaped == ["y: missing"]
