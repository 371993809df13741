"""``arena pending`` says which requests nobody can answer, as the web inbox does (outside tester
9, finding 7f): a request of a non-durable run whose process had exited was counted and tagged
only "not durable"; why it could not be answered appeared only at ``arena approve``."""

from __future__ import annotations

import json
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
from arena.types import EvalItem, Responder
from store_support import ENDPOINT
from web_support import waiting_request

HOST = os.uname().nodename
SWEEP = "arena sweep --not-durable"


def _exited_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def _lost_pause(store: SQLiteStore, monkeypatch: pytest.MonkeyPatch, summary: str) -> str:
    """A non-durable run left waiting by a process of this host that has exited (what
    ``arena run --adapter vanilla --human`` leaves behind); returns its request id."""
    monkeypatch.setattr(sql, "host_pid", lambda: f"{HOST}:{_exited_pid()}")
    ctx = RunContext(run_id=f"run_mem{time.monotonic_ns()}", adapter="vanilla", endpoint=ENDPOINT)
    ctx.begin_leg()
    request = ctx.request_input(action="request_approval", args={"summary": summary})
    origin = RunOrigin(adapter="vanilla", endpoint=EndpointSpec.of(ENDPOINT),
                       item=EvalItem(id="m", input="Book a room"))  # fmt: skip
    actor = Responder(name="runner", interface="scripted")
    turn = ctx.finish("waiting")
    leg = LegWrite(run_id=ctx.run_id, turn=turn, snapshot=None, actor=actor, origin=origin)
    store.record_leg(leg)
    monkeypatch.undo()
    return request.id


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "s.db"


def _pending(db: Path, *args: str, columns: int = 200) -> str:
    result = CliRunner().invoke(main, ["pending", "--store", str(db), *args],
                                env={"COLUMNS": str(columns)})  # fmt: skip
    assert result.exit_code == 0, result.output
    return result.output


@pytest.mark.parametrize("columns", [200, 80])
def test_a_request_nobody_can_answer_is_said_so_with_the_command_that_closes_it(
    db: Path, monkeypatch: pytest.MonkeyPatch, columns: int
) -> None:
    with SQLiteStore(db) as store:
        lost = [_lost_pause(store, monkeypatch, f"Book R-10{n}") for n in (1, 2)]
        fine = waiting_request(store)  # durable: an answer reaches it
    out = _pending(db, columns=columns)
    assert out.count("cannot be answered") == 3, out  # two marks and the line that explains
    assert SWEEP in out and "2 of these" in out
    blocks = {rid: out.split(rid, 1)[1][:400] for rid in (*lost, fine)}
    assert all("cannot be answered" in blocks[rid].split("req_")[0] for rid in lost), out
    assert "cannot be answered" not in blocks[fine].split("req_")[0], out

    data = {d["id"]: d for d in json.loads(_pending(db, "--json"))}
    assert all(SWEEP in data[rid]["cannot_be_answered"] for rid in lost)
    assert data[fine]["cannot_be_answered"] is None


def test_latest_says_it_too_and_a_queue_that_can_all_be_answered_says_nothing(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with SQLiteStore(db) as store:
        waiting_request(store)
    out = _pending(db)
    assert "cannot be answered" not in out and SWEEP not in out
    with SQLiteStore(db) as store:
        _lost_pause(store, monkeypatch, "Book R-103")
    assert SWEEP in _pending(db, "--latest")
