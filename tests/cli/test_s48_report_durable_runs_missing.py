"""A durable_state folder's "durable yes" is not read off runs taken away (redteam48b).

The report holds ``summary.json``'s survived restart to the runs the folder keeps (evidence44):
a run that lost its decision, booked twice or failed reads "no". With runs taken away it read
"yes" all the same: a real ``arena run durable_state`` folder of a durable vanilla
(tests/durable_references_booked.py's ``keptvanilla``, 24 runs: 4 items at 6 crash points)
with one line of runs.jsonl deleted and summary.json's run counts lowered to match, or with
``crash_point`` taken out of every line, still read ``durable yes`` — the runs taken away
could be the ones that lost the decision. Each crash point ran every item, as many runs as
the verdict counts there (``durable_state.<adapter>.crash_points.<point>.runs``): a yes with
some missing now reads "-" (not measured) naming them; a no stands on the runs left.

The folders are written here as ``arena run durable_state`` writes them (:func:`write_results`
with the verdict's per-point counts), from runs as its records keep them: a real run of the
arena costs ~50 s.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

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

ITEMS = load_arena("durable_state").items


def _logged(ctx: RunContext, turn: Turn) -> Turn:
    """``turn`` as the leg runner leaves it beside the scripted model: with the leg's model log
    (``model_calls``; a scripted folder's run without it had its log taken out: evidence55b)."""
    return _marked(ctx, turn, {"model_calls": model_calls(turn.leg, []).as_data()})


def _run(n: int, point: str, item: int, *, lost: int = 0) -> RunResult:
    """A durable_state run of ``ITEMS[item]`` at ``point`` as its record keeps it."""
    ctx = RunContext(
        run_id=f"run_{n:02d}", adapter="vanilla", endpoint=ModelEndpoint(base_url="x", model="m")
    )
    ctx.begin_leg()
    ctx.request_input(action="request_approval", args={"summary": "Book R-204"})
    paused = _logged(ctx, ctx.finish("waiting"))
    ctx.begin_leg()
    done = _logged(ctx, ctx.finish("completed"))
    return RunResult(
        run_id=ctx.run_id,
        arena="durable_state",
        item=ITEMS[item],
        adapter="vanilla",
        model="scripted-compliant",
        trace=Trace(legs=(paused, done)),
        checks=(CheckResult(name="resumed_after_restart", passed=not lost, detail=""),),
        started_at=datetime.now(UTC),
        duration_s=0.1,
        extra={"crash_point": point, "lost_decisions": lost, "bookings": 1, "durable": True},
    )


def _all(lost: tuple[str, int] | None = None) -> list[RunResult]:
    """Every item at every crash point; ``lost``: the (point, item) whose run lost its decision."""
    return [
        _run(n, point, i, lost=int((point, i) == lost))
        for n, (point, i) in enumerate((p, i) for p in NAMES for i in range(len(ITEMS)))
    ]


def _folder(tmp_path: Path, runs: list[RunResult], *, says: bool = True) -> Path:
    """The folder ``arena run durable_state`` writes, its verdict ``says`` for vanilla, counting
    ``len(ITEMS)`` runs at every crash point (as the command ran them)."""
    out = tmp_path / "ds"
    word = "yes" if says else "no"
    row = {
        "adapter": "vanilla",
        "pause": "emulated",
        "durable": says,
        "cells": {"durable": {"value": word, "runs": [r.run_id for r in runs], "why": ""}},
    }
    points = {p: {"runs": len(ITEMS), "survived": says} for p in NAMES}
    write_results(
        out,
        runs,
        arena="durable_state",
        model="scripted-compliant",
        extra={
            "matrix": [row],
            "durable_state": {"vanilla": {"durable": says, "crash_points": points}},
        },
    )
    return out


def _durable(folder: Path) -> dict[str, object]:
    (row,) = folder_matrix(read_results(folder)).rows
    return dict(row["cells"]["durable"])


def test_every_run_here_reads_yes(tmp_path: Path) -> None:
    folder = _folder(tmp_path, _all())
    assert _durable(folder)["value"] == "yes"
    assert folder_matrix(read_results(folder)).disagreed == []


def test_a_run_taken_away_leaves_the_yes_unmeasured(tmp_path: Path) -> None:
    runs = [r for r in _all() if r.run_id != "run_09"]  # ITEMS[1] at after_decision
    cell = _durable(_folder(tmp_path, runs))
    assert cell["value"] == "-", cell
    why = str(cell["why"])
    assert why.startswith("not measured: summary.json says it survived"), why
    assert f"holds 23 of the 24 restarted runs it rests on ({ITEMS[1].id} at after_decision" in why


def test_an_item_taken_away_at_every_crash_point_is_counted_missing(tmp_path: Path) -> None:
    """No run left names the item: the verdict's count at each point says what is gone."""
    runs = [r for r in _all() if r.item.id != ITEMS[3].id]
    cell = _durable(_folder(tmp_path, runs))
    assert cell["value"] == "-", cell
    assert "holds 18 of the 24 restarted runs" in str(cell["why"]), cell
    assert "1 run(s) at restart" in str(cell["why"]), cell


def test_a_crash_point_taken_away_is_not_measured(tmp_path: Path) -> None:
    runs = [r for r in _all() if r.extra["crash_point"] != "before_outcome"]
    cell = _durable(_folder(tmp_path, runs))
    assert cell["value"] == "-", cell
    assert "at before_outcome missing" in str(cell["why"]), cell


def test_runs_that_name_no_crash_point_do_not_bear_out_a_yes(tmp_path: Path) -> None:
    runs = _all()
    for r in runs:
        del r.extra["crash_point"]
    folder = _folder(tmp_path, runs)
    cell = _durable(folder)
    assert cell["value"] == "-", cell
    assert "none of this folder's 24 run(s) of it names a crash point" in str(cell["why"])
    result = CliRunner().invoke(main, ["report", str(folder), "--json"])
    assert result.exit_code == 0, result.output
    (data,) = json.loads(result.output)
    # These runs hold no tool call: `arena report` judges each by its item's checks (the stored
    # resumed_after_restart alone is not its item's, rejudge49) and each fails, so the command's
    # runs say no where the folder's matrix, read without re-judging, says "-": a yes either way
    # not borne out.
    assert data["matrix_disagrees"] == ["vanilla durable: it says yes, the runs no"]


def test_a_lost_decision_beside_a_run_taken_away_still_reads_no(tmp_path: Path) -> None:
    """The failing run is here, another at its crash point is not: the no stands on it."""
    runs = [r for r in _all(lost=("after_booking", 2)) if r.run_id != "run_12"]
    cell = _durable(_folder(tmp_path, runs))
    assert cell["value"] == "no", cell
    assert f"{ITEMS[2].id} at after_booking (run_14): 1 decision(s) lost" in str(cell["why"])


def test_a_no_with_runs_taken_away_stays_no(tmp_path: Path) -> None:
    runs = [r for r in _all() if r.extra["crash_point"] != "restart"]
    assert _durable(_folder(tmp_path, runs, says=False))["value"] == "no"
