"""``arena resume --all &`` in a script (its shell starts the job with Ctrl-C ignored), then
``kill $PID`` while it loads the runs' frameworks: the SIGTERM is taken as a Ctrl-C (commit
657914a9), but it said the generic 'legs in flight were not recorded; arena runs shows where
each stored run stands', where no run had been claimed; a Ctrl-C there says 'no run was
claimed' (users tester 33). The SIGTERM now says so too (fixes35b)."""

from __future__ import annotations

import json
import os
import signal
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import exiting, main
from arena.runs import resume as resuming


def _arena(db: Path, *args: str) -> Any:
    env = {"ARENA_STORE": str(db), "ARENA_POLICY": None, "COLUMNS": "200"}
    return CliRunner().invoke(main, list(args), env=env)


@pytest.fixture
def background_job(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """This process as the ``arena`` script in a background job: Ctrl-C ignored, SIGTERM
    taken as a Ctrl-C (arena.cli.exiting.sigterm_as_ctrl_c)."""
    before = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}
    monkeypatch.setattr(exiting, "_terminated", [])
    monkeypatch.setattr(exiting, "_installed_in", [])
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    exiting.sigterm_as_ctrl_c()
    try:
        yield
    finally:
        for sig, handler in before.items():
            signal.signal(sig, handler)


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_sigterm_while_loading_in_a_background_job_says_no_run_was_claimed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, background_job: None
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
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(4)
        raise AssertionError("the SIGTERM did not stop the loading")

    monkeypatch.setattr(resuming, "find_state", slow_import)
    resumed = _arena(db, "resume", "--all", "--out", str(tmp_path / "resumed"))
    assert resumed.exit_code == 130, resumed.output
    said = resumed.output.strip().splitlines()[-1]
    assert said == (
        "interrupted (SIGTERM, taken as Ctrl-C): no run was claimed (it stopped while loading "
        "the runs' frameworks); they wait with their answers: arena resume --all"
    ), said
    assert json.loads(_arena(db, "runs", "--json").stdout)[0]["status"] == "waiting"


def test_a_ctrl_c_while_loading_stays_ignored_in_a_background_job(background_job: None) -> None:
    from arena.runs.stopped import ctrl_c_raises

    with ctrl_c_raises():
        os.kill(os.getpid(), signal.SIGINT)  # the terminal's Ctrl-C passes the job by
        time.sleep(0.2)
    assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    assert signal.getsignal(signal.SIGTERM) is exiting._on_sigterm
