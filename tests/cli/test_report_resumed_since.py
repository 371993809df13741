"""``arena report`` of a ``--human`` folder kept saying "N run(s) wait for a person ... arena resume
--all continues them" after they had been resumed (outside tester 12, finding 6): it now names
the later resume folders that hold them, and says only of the rest that they wait."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


@pytest.fixture
def human_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--human", "--store", "s.db",
            "--item", "hitl-01", "--item", "hitl-02", "--out", "results/h", "--quiet"]  # fmt: skip
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    return tmp_path / "results" / "h"


def _resumed(folder: Path, runs: list[dict]) -> None:
    """A later ``arena resume`` folder holding ``runs``, finished."""
    folder.mkdir(parents=True)
    done = [{**r, "status": "completed", "passed": True, "checks": []} for r in runs]
    (folder / "runs.jsonl").write_text("".join(json.dumps(r) + "\n" for r in done))


def _report(folder: Path) -> str:
    result = CliRunner().invoke(main, ["report", str(folder)], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    return " ".join(result.output.split())


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_runs_resumed_since_are_named_with_their_folder(human_folder: Path) -> None:
    runs = [json.loads(x) for x in (human_folder / "runs.jsonl").read_text().splitlines()]
    assert len(runs) == 2
    assert "2 run(s) wait for a person" in _report(human_folder)  # none resumed yet

    _resumed(human_folder.parent / "resume-20261203-140000", runs[:1])
    said = _report(human_folder)
    assert "1 of them resumed since: results/resume-20261203-140000" in said.replace(
        str(human_folder.parent.parent) + "/", ""
    ), said
    assert "1 run(s) still wait" in said, said

    _resumed(human_folder.parent / "resume-20261203-150000", runs[1:])
    said = _report(human_folder)
    assert "arena resume --all continues" not in said, said
    assert "wait for a person" not in said and "still wait" not in said, said
    assert "resume-20261203-140000" in said and "resume-20261203-150000" in said, said
