"""Two ``arena approve`` processes on one request, and one racing a worker's expiry: the order
forced, as users run them (durable47).

The store decides each request once (its compare-and-set, under the run's lock): the race is
the one between an operator's checks (the request read open) and the vote that records it.
Here bob's ``arena approve`` (or ``arena deny``) is held exactly there, inside its own process
and its own connection: a driver runs the real command with the store's ``vote`` made to note
that it was reached and to wait on a FIFO. Meanwhile alice's ``arena approve`` runs to its end,
or the worker's sweep records the request expired; then bob goes on. Exactly one decision
stands, bob is told whose, the trail has one decision and bob's refusal, and ``arena audit
verify`` is ok. Store-level PostgreSQL orders are tests/store/test_s43_vote_race.py (approval
and denial) and tests/service/test_s46_worker_expiry.py (approval and the worker's expiry);
this runs the commands on SQLite and on PostgreSQL.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
from datetime import timedelta
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from arena.service import worker as worker_module
from arena.service.worker import Worker, WorkerSettings
from arena.store import Store, open_store
from store_support import synthetic_waiting

ARENA = str(Path(sys.executable).with_name("arena"))
WAIT_S = 120.0

#: bob's command, held between its checks and its vote until the test lets it go.
HELD = """
import os, pathlib, sys
from arena.store import sql_home

real = sql_home.HomeStore.vote


def vote(self, vote, *, quorum):
    pathlib.Path(os.environ["CHECKED"]).write_text(vote.voter.name)
    pathlib.Path(os.environ["GO"]).read_text()  # blocks until the test writes it
    return real(self, vote, quorum=quorum)


sql_home.HomeStore.vote = vote
from arena.cli import main
main(sys.argv[1:])
"""


@pytest.fixture(params=["sqlite", "postgres"])
def location(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "postgres":
        return str(request.getfixturevalue("postgres_url"))
    return str(tmp_path / "store" / "arena.db")


def _held(location: str, tmp_path: Path, args: list[str]) -> tuple[subprocess.Popen[str], Path]:
    """bob's command started; returns once it has passed its checks and waits to vote."""
    checked, go = tmp_path / "checked", tmp_path / "go"
    os.mkfifo(go)
    env = {**os.environ, "CHECKED": str(checked), "GO": str(go), "COLUMNS": "200"}
    bob = subprocess.Popen(
        [sys.executable, "-c", HELD, *args, "--store", location],
        cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip
    deadline = time.monotonic() + WAIT_S
    while not checked.exists():
        assert bob.poll() is None, bob.communicate()[0]  # it never reached its vote
        assert time.monotonic() < deadline, "bob's command never reached its vote"
        time.sleep(0.05)  # a poll for the file it writes there, not the order itself
    return bob, go


def _let_go(bob: subprocess.Popen[str], go: Path) -> tuple[int, str]:
    with open(go, "w") as fifo:  # bob reads it: his vote goes on
        fifo.write("go")
    out, _ = bob.communicate(timeout=WAIT_S)
    return bob.returncode, " ".join(out.split())


def _arena(location: str, cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [ARENA, *args, "--store", location], cwd=cwd, capture_output=True, text=True,
        timeout=WAIT_S, env={**os.environ, "COLUMNS": "200"},
    )  # fmt: skip


def _verified(location: str, cwd: Path) -> None:
    verify = _arena(location, cwd, "audit", "verify")
    assert verify.returncode == 0 and verify.stdout.startswith("ok: "), verify


@pytest.mark.parametrize("bobs", ["approve", "deny"])
def test_two_operators_at_once_leave_alices_decision_and_bob_is_told_it(
    location: str, tmp_path: Path, bobs: str
) -> None:
    with open_store(location) as store:
        run_id, request_id = synthetic_waiting(store)
    extra = ["--reason", "over budget"] if bobs == "deny" else []
    bob, go = _held(location, tmp_path, [bobs, request_id, "--as", "bob", *extra])
    try:
        alice = _arena(location, tmp_path, "approve", request_id, "--as", "alice")
        assert alice.returncode == 0, alice
        code, said = _let_go(bob, go)
    finally:
        if bob.poll() is None:
            bob.kill()
            bob.communicate()
    assert code == 2 and "Traceback" not in said, said
    assert f"request {request_id} was already answered: approved by alice" in said, said
    with open_store(location) as store:
        stored = store.request(request_id).response
        assert stored is not None and (stored.option_id, stored.responder.name) == (
            "approve",
            "alice",
        )
        trail = [(e.transition, e.actor.name) for e in store.history(run_id)]
    decided = [t for t in trail if t[0].startswith("request.") and t[0] != "request.created"]
    assert decided == [("request.approved", "alice")], trail
    assert [t for t in trail if t[0] == "answer.refused"] == [("answer.refused", "bob")], trail
    _verified(location, tmp_path)


def _sweeper(store: Store, monkeypatch: pytest.MonkeyPatch) -> Worker:
    """A worker whose store's clock is two hours on (the request, due in one, is past it) and
    whose resume only gives the run back: the expiry it records is what is tested."""
    real = store._clock  # type: ignore[attr-defined]
    monkeypatch.setattr(store, "_clock", lambda c: real(c) + timedelta(hours=2))

    async def resume_run(run_id: str, store: Any, **_: Any) -> Any:
        store.release(run_id, worker.owner, actor=worker_module.ACTOR, note="resumed")
        return SimpleNamespace(trace=SimpleNamespace(error=None, legs=()), passed=False, checks=())

    monkeypatch.setattr(worker_module, "resume_run", resume_run)
    monkeypatch.setattr(Worker, "_adapter", lambda self, record: object())
    monkeypatch.setattr(worker_module, "check_endpoint", lambda record, **_: None)
    said: list[str] = []
    worker = Worker(store, WorkerSettings(sweep_s=1.0), say=said.append)
    worker.said = said  # type: ignore[attr-defined]
    return worker


def test_an_approval_past_its_checks_as_the_worker_expires_the_request(
    location: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """alice's approve read the request open (it expires in an hour by the real clock); the
    worker's sweep, on a clock past the expiry, records it expired before her vote: her vote is
    refused naming the expiry, and the run is resumed once, with it."""
    with open_store(location) as store:
        run_id, request_id = synthetic_waiting(store, expires_in_s=3600)
    alice, go = _held(location, tmp_path, ["approve", request_id, "--as", "alice"])
    try:
        with open_store(location) as swept:
            worker = _sweeper(swept, monkeypatch)
            worker.sweep()

            async def drain() -> None:
                while not worker._queue.empty():
                    await worker._take(worker._queue.get_nowait())

            asyncio.run(drain())
            said_by_worker = list(worker.said)  # type: ignore[attr-defined]
        code, said = _let_go(alice, go)
    finally:
        if alice.poll() is None:
            alice.kill()
            alice.communicate()
    assert f"{request_id}: expired (nobody decided in time); its run is resumed" in (
        said_by_worker
    ), said_by_worker
    assert code == 2 and "Traceback" not in said, said
    assert f"request {request_id} expired" in said, said  # the decision that stands
    assert "it can no longer be answered" in said, said
    with open_store(location) as store:
        stored = store.request(request_id).response
        assert stored is not None and stored.option_id == "expired", stored
        trail = [(e.transition, e.actor.name) for e in store.history(run_id)]
    decided = [t[0] for t in trail if t[0] in ("request.approved", "request.expired")]
    assert decided == ["request.expired"], trail
    assert [t for t in trail if t[0] == "answer.refused"] == [("answer.refused", "alice")], trail
    assert [t[0] for t in trail].count("run.claimed") == 1, trail
    _verified(location, tmp_path)
