"""``arena resume --all`` stopped by Ctrl-C while it loaded its runs' frameworks (before any run
was claimed) said 'interrupted (Ctrl-C): legs in flight were not recorded; arena runs shows where
each stored run stands', where no leg had started (users tester 33). It now says that no run
was claimed, that they wait with their answers, and the command that resumes them."""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.runs import resume as resuming


def _arena(db: Path, *args: str) -> Any:
    env = {"ARENA_STORE": str(db), "ARENA_POLICY": None, "COLUMNS": "200"}
    return CliRunner().invoke(main, list(args), env=env)


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_ctrl_c_while_loading_says_no_run_was_claimed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "arena.db"
    args = [
        "--human",
        "--adapter",
        "pydantic_ai",
        "--item",
        "hitl-01",
        "--out",
        str(tmp_path / "r"),
    ]
    assert _arena(db, "run", "human_in_the_loop", *args).exit_code == 0
    request = json.loads(_arena(db, "pending", "--json").stdout)[0]["id"]
    assert _arena(db, "approve", request).exit_code == 0

    def slow_import(*_: object, **__: object) -> Any:  # a framework's import, seconds long
        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(4)
        raise AssertionError("the Ctrl-C did not stop the loading")

    monkeypatch.setattr(resuming, "find_state", slow_import)
    resumed = _arena(db, "resume", "--all", "--out", str(tmp_path / "resumed"))
    assert resumed.exit_code == 130, resumed.output
    said = resumed.output.strip().splitlines()[-1]
    assert said == (
        "interrupted (Ctrl-C): no run was claimed (it stopped while loading the runs' "
        "frameworks); they wait with their answers: arena resume --all"
    ), said
