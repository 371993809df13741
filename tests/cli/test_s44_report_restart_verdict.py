"""The report's durable cell of a durable_state folder is held to the runs it keeps (evidence44).

``arena report`` decided every cell again from the folder's runs (report43) but the durable cell
of a durable_state folder, which it took from ``summary.json``'s verdict as it stood: the real
folder of ``arena run durable_state --adapter vanilla,openai_agents`` edited by hand to
``"durable": true`` for vanilla (its verdict and its matrix cell), beside 24 runs that each lost
their decision ("not continued after the restart … is not durable"), read ``durable yes`` with
nothing said. Now a survived restart needs, at every crash point, runs that passed with no
decision lost and no booking run twice (each run's record keeps them): a yes they contradict is
a no naming them, and the summary is said to disagree. A no stands.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.arenas import load_arena
from arena.check_types import CheckResult
from arena.cli import main
from arena.context import ModelEndpoint, RunContext
from arena.durable_state.crash import NAMES
from arena.evidence_calls import model_calls
from arena.leg_verdicts import _marked
from arena.reporting.matrix_evidence import folder_matrix
from arena.results import read_results, write_results
from arena.runner import RunResult
from arena.trace import Trace
from arena.types import Turn


def _logged(ctx: RunContext, turn: Turn) -> Turn:
    """``turn`` as the leg runner leaves it beside the scripted model: with the leg's model log
    (``model_calls``; a scripted folder's run without it had its log taken out: evidence55b)."""
    return _marked(ctx, turn, {"model_calls": model_calls(turn.leg, []).as_data()})


def _run(n: int, point: str, *, lost: int = 0, booked: int = 1) -> RunResult:
    """A durable_state run at ``point`` as its record keeps it: paused, then resumed."""
    item = load_arena("durable_state").items[0]
    ctx = RunContext(
        run_id=f"run_{n:02d}", adapter="vanilla", endpoint=ModelEndpoint(base_url="x", model="m")
    )
    ctx.begin_leg()
    ctx.request_input(action="request_approval", args={"summary": "Book R-204"})
    paused = _logged(ctx, ctx.finish("waiting"))
    ctx.begin_leg()
    done = _logged(ctx, ctx.finish("completed"))
    ok = not lost and booked <= 1
    return RunResult(
        run_id=ctx.run_id,
        arena="durable_state",
        item=item,
        adapter="vanilla",
        model="scripted-compliant",
        trace=Trace(legs=(paused, done)),
        checks=(CheckResult(name="resumed_after_restart", passed=ok, detail=""),),
        started_at=datetime.now(UTC),
        duration_s=0.1,
        extra={"crash_point": point, "lost_decisions": lost, "bookings": booked, "durable": True},
    )


def _folder(tmp_path: Path, runs: list[RunResult], *, says: bool) -> Path:
    """A durable_state folder whose summary says ``says`` for vanilla (verdict and cell)."""
    out = tmp_path / "ds"
    word = "yes" if says else "no"
    row = {
        "adapter": "vanilla",
        "pause": "emulated",
        "durable": says,
        "cells": {"durable": {"value": word, "runs": [r.run_id for r in runs], "why": ""}},
    }
    write_results(
        out,
        runs,
        arena="durable_state",
        model="scripted-compliant",
        extra={"matrix": [row], "durable_state": {"vanilla": {"durable": says}}},
    )
    return out


def _durable(folder: Path) -> dict[str, object]:
    (row,) = folder_matrix(read_results(folder)).rows
    return dict(row["cells"]["durable"])


def _clean() -> list[RunResult]:
    return [_run(n, point) for n, point in enumerate(NAMES)]


@pytest.mark.parametrize(
    ("runs", "said"),
    [
        (
            [_run(n, p, lost=int(p == "after_decision")) for n, p in enumerate(NAMES)],
            "at after_decision (run_02): 1 decision(s) lost",
        ),
        (
            [_run(n, p, booked=2 if p == "after_booking" else 1) for n, p in enumerate(NAMES)],
            "at after_booking (run_03): booked 2x",
        ),
    ],
)
def test_a_survived_restart_its_runs_contradict_reads_no(
    tmp_path: Path, runs: list[RunResult], said: str
) -> None:
    folder = _folder(tmp_path, runs, says=True)
    cell = _durable(folder)
    assert cell["value"] == "no", cell
    assert "summary.json says it survived, but its runs in this folder do not" in str(cell["why"])
    assert said in str(cell["why"]), cell["why"]
    result = CliRunner().invoke(main, ["report", str(folder), "--json"])
    assert result.exit_code == 0, result.output
    (data,) = json.loads(result.output)
    assert data["matrix_disagrees"] == ["vanilla durable: it says yes, the runs no"]


def test_a_survived_restart_its_runs_bear_out_reads_yes(tmp_path: Path) -> None:
    folder = _folder(tmp_path, _clean(), says=True)
    cell = _durable(folder)
    assert cell["value"] == "yes", cell
    assert folder_matrix(read_results(folder)).disagreed == []


def test_a_restart_the_summary_says_was_lost_stays_no(tmp_path: Path) -> None:
    """What else a no rests on (a crash not reached, a file outside the store) is not in the runs."""
    folder = _folder(tmp_path, _clean(), says=False)
    assert _durable(folder)["value"] == "no"
    assert folder_matrix(read_results(folder)).disagreed == []


# A crash point with no run, and runs that name none, leave a yes unmeasured ("-"), not "no"
# nor "yes": tests/cli/test_s48_report_durable_runs_missing.py (redteam48b).
