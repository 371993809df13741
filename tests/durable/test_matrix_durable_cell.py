"""The matrix's durable column carries what durable_state found beside the store.

``arena run durable_state`` showed ``yes, + own file`` in its crash table and listed the files in
``summary.json``'s ``durable_state.<adapter>.state_beside_store``, but its feature matrix (terminal
table, ``summary.json``'s ``matrix``) read plain ``yes`` / ``durable: true`` for every adapter that
survived: LangGraph and ADK (their own SQLite file beside the store) and red team 5's broken
references (a pickle in ``.arena/``) alike. Now the cell reads ``yes, + own file`` with the files
in its why, the row keeps ``durable`` true (it did survive: older readers keep working) and adds
``durable_beside_store``.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest
from rich.console import Console

from arena.arenas import load_arena
from arena.cli.restart_cmd import matrix_rows
from arena.context import ModelEndpoint, RunContext
from arena.durable_state import AdapterOutcome, CrashOutcome
from arena.evaluate import check_spec
from arena.matrix import OWN_FILE, derive_row
from arena.report import _cell, matrix_table
from arena.runner import RunResult
from arena.trace import Trace
from arena.types import EvalItem
from trace_support import executed

PICKLE = "/runs/x/.arena/__pycache__/0f3a.pyc"
LANGGRAPH = "/runs/x/.arena/langgraph-checkpoints.sqlite"


def _paused(run_id: str) -> RunResult:
    ctx = RunContext(run_id=run_id, adapter="t", endpoint=ModelEndpoint(base_url="x", model="m"))
    ctx.begin_leg()
    executed(ctx, "search_rooms", {"capacity": 4, "day": "monday"}, "ok", "R-101")
    ctx.request_input(action="request_approval", args={"summary": "Book R-101"})
    leg = ctx.finish("waiting")
    return RunResult(
        run_id=run_id,
        arena="durable_state",
        item=EvalItem(id=f"i-{run_id}", input="", meta={"expect": "approved"}),
        adapter="t",
        model="m",
        trace=Trace(legs=(leg,)),
        checks=(),
        started_at=datetime.now(UTC),
        duration_s=0.0,
        extra={"durable": True},  # the snapshot flag: a JSON snapshot, whatever it points to
    )


RUNS = [_paused("r1"), _paused("r2")]


@pytest.mark.parametrize(
    "beside",
    [(PICKLE,), (LANGGRAPH,), ("/runs/x/.arena/empty-key-0f3a", "/runs/x/.arena/link")],
)
def test_a_survived_restart_with_files_beside_the_store_is_not_a_plain_yes(
    beside: tuple[str, ...],
) -> None:
    row = derive_row("x", RUNS, pause_kind="native", survived_restart=True, beside_store=beside)
    cell = row.cells["durable"]
    assert cell.value == OWN_FILE != "yes"
    assert all(f in cell.why for f in beside), cell.why
    assert cell.runs == ("r1", "r2")
    # summary.json: durable keeps its meaning (it survived); the new field names the files
    as_json = json.loads(json.dumps(row.as_dict(), default=str))
    assert as_json["durable"] is True
    assert as_json["durable_beside_store"] == list(beside)
    assert as_json["cells"]["durable"]["value"] == "yes, + own file"


def test_only_the_store_alone_reads_plain_yes() -> None:
    row = derive_row("x", RUNS, pause_kind="native", survived_restart=True)
    assert (row.cells["durable"].value, row.durable, row.durable_beside_store) == ("yes", True, ())
    assert row.as_dict()["durable_beside_store"] == ()


def test_a_lost_restart_stays_no_whatever_was_beside() -> None:
    row = derive_row("x", RUNS, pause_kind="native", survived_restart=False, beside_store=(PICKLE,))
    assert (row.cells["durable"].value, row.durable, row.durable_beside_store) == ("no", False, ())


def test_without_a_restart_verdict_the_files_change_nothing() -> None:
    """Outside durable_state, with no restart probe run, the cell is not measured (the
    snapshot's form is the adapter's word, evidence45); nothing was listed."""
    row = derive_row("x", RUNS, pause_kind="native")
    assert row.cells["durable"].value == "-" and "not measured" in row.cells["durable"].why
    assert row.durable is None and row.durable_beside_store == ()


def test_many_files_are_counted_and_unsandboxed_is_said() -> None:
    files = tuple(f"/runs/x/.arena/k{i}.pkl" for i in range(9))
    row = derive_row(
        "x",
        RUNS,
        pause_kind="native",
        survived_restart=True,
        beside_store=files,
        unsandboxed="unshare not permitted",
    )
    why = row.cells["durable"].why
    assert files[0] in why and "4 more" in why and "unshare not permitted" in why
    assert row.durable_beside_store == files  # all of them, for summary.json


def _outcome(adapter: str, *beside: tuple[str, ...], survived: bool = True) -> AdapterOutcome:
    points = tuple(
        CrashOutcome(
            adapter=adapter,
            crash_point=cp,
            results=tuple(RUNS),
            lost_decisions=0 if survived else 1,
            double_bookings=0,
            crash="killed",
            crash_reached=True,
            beside_store=files,
        )
        for cp, files in zip(("restart", "after_booking"), beside, strict=True)
    )
    return AdapterOutcome(adapter=adapter, crash_points=points)


def test_arena_run_durable_state_carries_the_files_into_its_matrix() -> None:
    """The rows ``arena run durable_state`` prints and writes (restart_cmd.matrix_rows)."""
    outcomes = [
        _outcome("pydantic_ai", (), ()),
        _outcome("langgraph", (LANGGRAPH,), (LANGGRAPH,)),
        _outcome("arenapyc", (), (PICKLE,)),  # found at one crash point is enough
        _outcome("vanilla", (), (), survived=False),
    ]
    assert all(o.results for o in outcomes)
    rows = {r.adapter: r for r in matrix_rows(outcomes, check_spec(load_arena("durable_state")))}
    assert {a: r.cells["durable"].value for a, r in rows.items()} == {
        "pydantic_ai": "yes",
        "langgraph": OWN_FILE,
        "arenapyc": OWN_FILE,
        "vanilla": "no",
    }
    assert rows["langgraph"].durable_beside_store == (LANGGRAPH,)
    assert PICKLE in rows["arenapyc"].cells["durable"].why
    # the terminal table shows it, and not in plain yes's green
    console = Console(width=200, record=True)
    console.print(matrix_table(list(rows.values()), width=200))
    text = console.export_text()
    assert text.count("yes, + own file") == 2
    assert _cell(OWN_FILE) == "[yellow]yes, + own file[/yellow]"
