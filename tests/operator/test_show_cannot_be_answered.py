"""``arena show`` says a request nobody can answer cannot be answered, as ``arena pending`` does
(outside tester 10, finding 14): for a non-durable run whose process had exited, ``show REQ`` and
``show RUN`` offered ``next: arena approve …`` — which then refused, exit 2."""

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


def _exited_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def _lost_pause(store: SQLiteStore, monkeypatch: pytest.MonkeyPatch) -> tuple[str, str]:
    """A non-durable run left waiting by a process of this host that has exited (what
    ``arena run --adapter vanilla --human`` leaves behind): (run id, request id)."""
    monkeypatch.setattr(sql, "host_pid", lambda: f"{HOST}:{_exited_pid()}")
    ctx = RunContext(run_id=f"run_mem{time.monotonic_ns()}", adapter="vanilla", endpoint=ENDPOINT)
    ctx.begin_leg()
    request = ctx.request_input(action="request_approval", args={"summary": "Book R-102"})
    origin = RunOrigin(adapter="vanilla", endpoint=EndpointSpec.of(ENDPOINT),
                       item=EvalItem(id="m", input="Book a room"))  # fmt: skip
    turn = ctx.finish("waiting")
    actor = Responder(name="runner", interface="scripted")
    store.record_leg(LegWrite(run_id=ctx.run_id, turn=turn, snapshot=None, actor=actor,
                              origin=origin))  # fmt: skip
    monkeypatch.undo()
    return ctx.run_id, request.id


def _show(db: Path, ident: str, *more: str, columns: int = 200) -> str:
    done = CliRunner().invoke(main, ["show", ident, "--store", str(db), *more],
                              env={"COLUMNS": str(columns)})  # fmt: skip
    assert done.exit_code == 0, done.output
    return done.output


def _next_lines(out: str) -> str:
    """The ``next`` block: the commands the view offers (the last lines)."""
    return out[out.rindex("\nnext") :] if "\nnext" in out else ""


@pytest.mark.parametrize("columns", [200, 80])
def test_show_of_a_request_nobody_can_answer_offers_the_sweep_not_approve(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, columns: int
) -> None:
    db = tmp_path / "s.db"
    with SQLiteStore(db) as store:
        run_id, request_id = _lost_pause(store, monkeypatch)
    for ident in (request_id, run_id):
        out = _show(db, ident, columns=columns)
        offered = _next_lines(out)
        assert "cannot be answered" in " ".join(out.split()), out
        assert "arena sweep --not-durable" in offered, out
        assert "arena approve" not in offered and "arena deny" not in offered, out
        assert "arena resume" not in offered, out
    # What it offers works: the approve it used to offer is refused.
    refused = CliRunner().invoke(main, ["approve", request_id, "--as", "alice", "--store", str(db)])
    assert refused.exit_code == 2 and "cannot be answered" in refused.output


def test_show_json_says_why_and_a_request_that_can_be_answered_is_unchanged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "s.db"
    with SQLiteStore(db) as store:
        run_id, request_id = _lost_pause(store, monkeypatch)
        fine = waiting_request(store)  # durable: an answer reaches it
    for ident in (request_id, run_id):
        data = json.loads(_show(db, ident, "--json"))
        assert "arena sweep --not-durable" in (data["cannot_be_answered"] or ""), data
    data = json.loads(_show(db, fine, "--json"))
    assert data["cannot_be_answered"] is None
    out = _show(db, fine)
    assert "arena approve" in _next_lines(out) and "cannot be answered" not in out, out


def test_hints_of_a_refused_answer_and_an_interrupted_resume_name_the_store(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Users tester 30: the refusal's "arena sweep --not-durable" and Ctrl-C's "arena resume RUN"
    dropped the ``--store`` the operator gave, so the command they offered acted on another store
    (the default ``.arena/arena.db``): each now names it."""
    from arena.runs.stopped import given_back

    db = tmp_path / "s.db"
    with SQLiteStore(db) as store:
        run_id, request_id = _lost_pause(store, monkeypatch)
        stopped = given_back(store, run_id).error or ""
    assert f"arena resume {run_id} --store {db}" in stopped, stopped
    refused = CliRunner().invoke(
        main, ["approve", request_id, "--as", "alice", "--store", str(db)], env={"COLUMNS": "200"}
    )
    assert refused.exit_code == 2, refused.output
    said = " ".join(refused.output.split())
    assert f"arena sweep --not-durable --store {db}" in said, refused.output
