"""``arena run --human`` where no run paused (each failed first: a garbled model, an endpoint's
login page, a refused key) printed 'Waiting for a person' over the failed runs, then '0 run(s)
wait for a person. Next:' and the four commands that answer requests, none of which there was
(users39). It now heads them 'No run waits for a person' and says none paused, with no commands
to answer nothing; a run that pauses is said as before."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


def _human(tmp_path: Path, behaviour: str) -> str:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--human", "--behaviour"]
    args += [behaviour, "--item", "hitl-01", "--item", "hitl-02", "--store"]
    args += [str(tmp_path / "arena.db"), "--out", str(tmp_path / behaviour)]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "80"})
    return " ".join(result.output.split())


def test_no_run_paused_is_said_without_commands_to_answer_nothing(tmp_path: Path) -> None:
    said = _human(tmp_path, "garbage")
    assert "No run waits for a person" in said, said
    assert "none of the 2 runs paused for a person: each ended as named above" in said, said
    assert "Waiting for a person" not in said and "0 run(s) wait" not in said, said
    assert "arena approve <request>" not in said, said


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_runs_that_paused_are_said_as_before(tmp_path: Path) -> None:
    said = _human(tmp_path, "compliant")
    assert "Waiting for a person" in said and "No run waits" not in said, said
