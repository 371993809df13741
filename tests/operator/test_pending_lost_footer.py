"""``arena pending`` offers no ``arena approve`` / ``arena resume --all`` for requests no answer
can reach (outside tester 18): it flagged them "cannot be answered" and suggested ``arena sweep
--not-durable``, then its footer still said ``decide: arena approve <request>`` and ``then: arena
resume --all`` — which refuse them. docs/operator.md: the sweep is offered instead of approve, as
``arena show`` does."""

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
from arena.types import EvalItem, Responder
from store_support import ENDPOINT
from web_support import waiting_request

HOST = os.uname().nodename


def _exited_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def _lost_pause(store: SQLiteStore, monkeypatch: pytest.MonkeyPatch) -> str:
    """A vanilla run left waiting by a process of this host that has exited (what ``arena run
    --adapter vanilla --human`` leaves behind); returns its request id."""
    monkeypatch.setattr(sql, "host_pid", lambda: f"{HOST}:{_exited_pid()}")
    ctx = RunContext(run_id=f"run_mem{time.monotonic_ns()}", adapter="vanilla", endpoint=ENDPOINT)
    ctx.begin_leg()
    request = ctx.request_input(action="request_approval", args={"summary": "Book R-101"})
    origin = RunOrigin(adapter="vanilla", endpoint=EndpointSpec.of(ENDPOINT),
                       item=EvalItem(id="m", input="Book a room"))  # fmt: skip
    actor = Responder(name="runner", interface="scripted")
    leg = LegWrite(run_id=ctx.run_id, turn=ctx.finish("waiting"), snapshot=None, actor=actor,
                   origin=origin)  # fmt: skip
    store.record_leg(leg)
    monkeypatch.undo()
    return request.id


def _pending(db: Path) -> str:
    result = CliRunner().invoke(main, ["pending", "--store", str(db)], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    return result.output


def test_only_unanswerable_requests_offer_the_sweep_not_approve_or_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "s.db"
    with SQLiteStore(db) as store:
        lost = [_lost_pause(store, monkeypatch) for _ in range(2)]
    out = _pending(db)
    assert all(rid in out for rid in lost) and "arena sweep --not-durable" in out, out
    assert "arena approve" not in out and "arena deny" not in out, out
    assert "arena resume" not in out, out
    assert "arena show <request>" in out, out  # still one look away


def test_a_queue_with_answerable_requests_still_offers_approve_and_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "s.db"
    with SQLiteStore(db) as store:
        _lost_pause(store, monkeypatch)
        waiting_request(store)
    out = _pending(db)
    assert "arena sweep --not-durable" in out, out
    assert "arena approve <request>" in out and "arena resume --all" in out, out


def test_the_sweep_footer_wraps_at_80_columns_and_keeps_its_command_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its prose went out as one 244-character line at 80 columns, through a pipe (outside
    tester 25, finding 6): the prose wraps, and the command stands whole on a line of its own."""
    db = tmp_path / "s.db"
    with SQLiteStore(db) as store:
        _lost_pause(store, monkeypatch)
        _lost_pause(store, monkeypatch)
    out = CliRunner().invoke(main, ["pending", "--store", str(db)], env={"COLUMNS": "80"}).output
    sweep = f"arena sweep --not-durable --store {db}"
    assert sweep in [line.strip() for line in out.splitlines()], out
    prose = [line for line in out.splitlines() if sweep not in line and str(db) not in line]
    assert max(len(line) for line in prose) <= 80, out
    assert "2 of these cannot be answered" in out, out
