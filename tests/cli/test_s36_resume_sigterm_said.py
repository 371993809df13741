"""``timeout 600 arena resume --all`` (or ``kill``) stopping a resume mid-leg: the CLI's own line
says a SIGTERM is taken as a Ctrl-C, but every line of the resume's read 'interrupted (Ctrl-C),
given back', 'of 2 ready run(s): 0 resumed here, 2 stopped by Ctrl-C', 'interrupted (Ctrl-C): 0
run(s) finished before it', so the operator reading a CI log looked for a person who had pressed
Ctrl-C. Those lines now name the SIGTERM as ``arena run`` does (docs/operator.md); after a
Ctrl-C they are as before (users36)."""

from __future__ import annotations

import click
import pytest

from arena.cli import exiting
from arena.cli.resume_output import print_outcomes
from arena.runs.resume import ResumeOutcome

GIVEN_BACK = (
    "run run_a: interrupted (Ctrl-C), given back (the resume was cut off in leg 2, before the "
    "leg was recorded); it waits again with its answers: arena resume run_a"
)


def _said(capsys: pytest.CaptureFixture[str]) -> str:
    outcomes = [ResumeOutcome(run_id="run_a", error=GIVEN_BACK, elsewhere="interrupted")]
    with click.Context(click.Command("resume"), obj=None) as ctx:
        ctx.params["resume_all"] = True
        print_outcomes(outcomes, as_json=False)
    return " ".join(capsys.readouterr().out.split())


def test_a_sigterm_is_said_as_one(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(exiting, "_terminated", [15])
    said = _said(capsys)
    assert "run run_a: interrupted (SIGTERM, taken as Ctrl-C), given back" in said, said
    assert "of 1 ready run(s): 0 resumed here, 1 stopped by SIGTERM" in said, said
    assert "interrupted (SIGTERM, taken as Ctrl-C): 0 run(s) finished before it" in said, said
    assert "(Ctrl-C)," not in said and "by Ctrl-C" not in said, said


def test_a_ctrl_c_is_said_as_before(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(exiting, "_terminated", [])
    said = _said(capsys)
    assert GIVEN_BACK in said and "1 stopped by Ctrl-C" in said, said
    assert "interrupted (Ctrl-C): 0 run(s) finished before it" in said, said
