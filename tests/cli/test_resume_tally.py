"""``arena resume --all`` beside a concurrent one printed "Resumed (4/5)" while naming 6 runs
(outside tester 18): the title counted a run the other resumer finished as "not resumed", and a
run it held was named below, outside the count. A run another resumer (or the eval that started
it) continues is now no row of the table: each is said once below it, and one line accounts for
every run this resume met, so the figures agree with what is listed."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

import click
from click.testing import CliRunner

from arena.cli.resume_output import exit_code, print_outcomes
from arena.runner import RunResult
from arena.runs.resume import ResumeOutcome
from arena.trace import Trace
from arena.types import EvalItem, Turn


def _done(run_id: str) -> ResumeOutcome:
    result = RunResult(
        run_id=run_id, arena="a", item=EvalItem(id="h1", input="Book a room"),
        adapter="pydantic_ai", model="scripted-compliant",
        trace=Trace(legs=(Turn(status="waiting"), Turn(status="completed", leg=2))),
        checks=(), started_at=datetime.now(UTC), duration_s=0.1,
    )  # fmt: skip
    return ResumeOutcome(run_id=run_id, result=result)


def _printed(outcomes: list[ResumeOutcome]) -> str:
    @click.command()
    @click.option("--all", "resume_all", is_flag=True)
    def resume(resume_all: bool) -> None:
        print_outcomes(outcomes, False, " --store x")

    result = CliRunner().invoke(resume, ["--all"], terminal_width=100, catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.output


def test_the_figures_agree_with_the_runs_named(tmp_path: Path) -> None:
    ran = [_done(f"run_done{n}") for n in range(4)]
    finished = ResumeOutcome(
        run_id="run_other1",
        error="run run_other1 was continued by another resumer meanwhile and is now completed "
        "(that resumer reports it); nothing left to do here",
        elsewhere="finished",
    )
    held = ResumeOutcome(run_id="run_other2", error="held by w2", elsewhere="held")
    out = _printed([*ran, finished, held])

    title = re.search(r"Resumed \((\d+)/(\d+)\)", out)
    assert title is not None, out
    rows = [o.run_id for o in ran]
    assert (int(title[1]), int(title[2])) == (4, 4), out
    assert all(out.count(r) == 1 for r in rows), out
    assert out.count("run_other1") == 1 and "not resumed" not in out, out
    assert "run_other2" not in out, out  # named once by print_held, with its claim
    assert "of 6 ready run(s): 4 resumed here, 2 continued by another resumer" in out, out
    assert exit_code([*ran, finished, held], 0) == 0


def test_a_run_not_resumed_stays_a_row_and_is_counted(tmp_path: Path) -> None:
    broken = ResumeOutcome(run_id="run_bad", error="run run_bad: its key is not set")
    finished = ResumeOutcome(run_id="run_other", error="run run_other was continued by "
                             "another resumer meanwhile", elsewhere="finished")  # fmt: skip
    out = _printed([_done("run_ok"), broken, finished])
    assert "Resumed (1/2)" in out, out
    assert "run_bad" in out and "not resumed" in out, out
    assert "of 3 ready run(s): 1 resumed here, 1 not resumed, 1 continued by another resumer" in out
    assert exit_code([broken], 0) == 1
