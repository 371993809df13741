"""``arena pending`` with nothing pending names apart the runs no resume can continue.

Outside team evals46 ran ``arena run office_rooms --adapter vanilla --human --expires-in 3s``;
once the requests expired, ``arena pending`` said "2 run(s) wait only for a resume (every request
answered or expired)" and ``arena resume --all``, which then resumed none of them ("not durable
and can never continue ... closed as failed", exit 1). A request of such a run that is still open
is marked "cannot be answered" with ``arena sweep --not-durable`` (docs/operator.md); answered or
expired, it is now said the same way, while a durable run answered still gets the resume.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

import arena.store.sql as sql
from arena.cli import main
from arena.context import RunContext
from arena.store import SQLiteStore
from arena.store.base import EndpointSpec, LegWrite, RunOrigin
from arena.types import EvalItem, InputResponse, Responder
from store_support import ENDPOINT, start_waiting

HOST = os.uname().nodename


def _exited_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def _expired_lost_pause(store: SQLiteStore, monkeypatch: pytest.MonkeyPatch) -> str:
    """A vanilla run whose request expired, left waiting by a process of this host that has
    exited (what ``arena run --adapter vanilla --human --expires-in 3s`` leaves); its run id."""
    monkeypatch.setattr(sql, "host_pid", lambda: f"{HOST}:{_exited_pid()}")
    ctx = RunContext(run_id=f"run_mem{time.monotonic_ns()}", adapter="vanilla", endpoint=ENDPOINT)
    ctx.request_ttl_s = 0.001
    ctx.begin_leg()
    ctx.request_input(action="request_approval", args={"summary": "Book R-101"})
    origin = RunOrigin(adapter="vanilla", endpoint=EndpointSpec.of(ENDPOINT),
                       item=EvalItem(id="m", input="Book a room"))  # fmt: skip
    actor = Responder(name="runner", interface="scripted")
    leg = LegWrite(run_id=ctx.run_id, turn=ctx.finish("waiting"), snapshot=None, actor=actor,
                   origin=origin)  # fmt: skip
    store.record_leg(leg)
    monkeypatch.undo()
    return ctx.run_id


def _pending(db: Path) -> str:
    result = CliRunner().invoke(main, ["pending", "--store", str(db)], env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    return result.output


def test_expired_runs_that_cannot_continue_get_the_sweep_not_the_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "s.db"
    with SQLiteStore(db) as store:
        lost = _expired_lost_pause(store, monkeypatch)
    time.sleep(0.01)  # past the request's expiry (a clock, not a thread, is waited on)
    out = _pending(db)
    said = " ".join(out.split())
    assert said.startswith("nothing pending in"), said
    assert "wait only for a resume" not in said and "arena resume" not in said, out
    assert "1 run(s) answered or expired can never continue: the process that held" in said, out
    assert lost in said, out
    assert f"  arena sweep --not-durable --store {db}" in out.splitlines(), out
    prose = [line for line in out.splitlines() if not line.startswith("  arena ")]
    assert all(len(line) <= 80 for line in prose), out  # a command stands whole on its line


def test_a_durable_answered_run_still_gets_the_resume_beside_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "s.db"
    with SQLiteStore(db) as store:
        lost = _expired_lost_pause(store, monkeypatch)
        answered = start_waiting(store)
        request = store.requests(answered)[0].id
        store.answer(InputResponse(request_id=request, option_id="approve"))
    time.sleep(0.01)
    said = " ".join(_pending(db).split())
    assert f"1 run(s) wait only for a resume (every request answered or expired): {answered}" in (
        said
    ), said
    assert f"arena resume --all --store {db}" in said, said
    assert "can never continue" in said and lost in said.split("can never continue")[1], said
