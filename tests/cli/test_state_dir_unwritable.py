"""A framework state folder that cannot be written (``cd /proc && arena run ... --adapter
langgraph``, or ``ARENA_STATE_DIR`` under a file) failed every langgraph and google_adk leg with
``FileNotFoundError``, counted as the agent's failures, exit 1 (tester 17). The folder is made
and tried when the adapter is built, before any run: one line naming it and the fix, exit 2."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena import statedir
from arena.cli import main
from arena.errors import UserError


def test_an_unwritable_state_folder_is_refused_before_any_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(statedir.ENV, str(blocker / "state"))
    out = tmp_path / "out"
    result = CliRunner().invoke(
        main,
        [
            *("run", "human_in_the_loop", "--adapter", "langgraph", "--item", "hitl-01"),
            *("--out", str(out)),
        ],
    )
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert f"cannot write framework state (checkpoints, sessions) to {blocker / 'state'}" in (
        result.output
    )
    assert "set ARENA_STATE_DIR to a folder you can write to" in result.output
    assert not (out / "runs.jsonl").exists()  # no run was started, none counted


def test_state_file_makes_its_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(statedir.ENV, str(tmp_path / "new" / "state"))
    path = statedir.state_file("checkpoints.sqlite")
    assert path.parent.is_dir() and path.name == "checkpoints.sqlite"
    assert list(path.parent.iterdir()) == []  # the trial file is gone


def test_state_file_refuses_a_folder_under_a_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "f").write_text("x")
    monkeypatch.setenv(statedir.ENV, str(tmp_path / "f" / "state"))
    with pytest.raises(UserError, match="ARENA_STATE_DIR"):
        statedir.state_file("sessions.db")
