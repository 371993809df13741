"""An answer to a run whose pause is not durable is taken only while a process may still hold
that pause: this one (``LIVE``), another live one on this host, or one on another host. Once the
process that ran it has exited, every way of answering refuses before anything is written."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator

import pytest

import arena.store.sql as sql
from arena.context import RunContext
from arena.errors import Conflict
from arena.identity import Identity
from arena.inbox import decide
from arena.operator import answer
from arena.runs.recorder import LIVE, LiveRun
from arena.store import SQLiteStore
from arena.store.base import EndpointSpec, LegWrite, RunOrigin
from arena.types import EvalItem, Responder
from store_support import ENDPOINT, Booker

HOST = os.uname().nodename
ALICE = Identity(name="alice", roles=(), interface="web", verified=False)


@pytest.fixture
def store(tmp_path: object) -> Iterator[SQLiteStore]:
    s = SQLiteStore(f"{tmp_path}/arena.db")
    yield s
    s.close()


def exited_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def not_durable(store: SQLiteStore, monkeypatch: pytest.MonkeyPatch, by: str) -> tuple[str, str]:
    """A waiting run whose leg left no snapshot (its pause lived in memory), recorded as if
    process ``by`` (``host:pid``) ran it."""
    monkeypatch.setattr(sql, "host_pid", lambda: by)
    ctx = RunContext(run_id=f"run_mem{time.monotonic_ns()}", adapter="fake", endpoint=ENDPOINT)
    ctx.begin_leg()
    request = ctx.request_input(action="request_approval", args={"summary": "Book R-101"})
    store.record_leg(
        LegWrite(
            run_id=ctx.run_id,
            turn=ctx.finish("waiting"),
            snapshot=None,
            actor=Responder(name="runner", interface="scripted"),
            origin=RunOrigin(
                adapter="fake", endpoint=EndpointSpec.of(ENDPOINT), item=EvalItem(id="m", input="")
            ),
        )
    )
    monkeypatch.undo()
    assert not store.run(ctx.run_id).durable
    return ctx.run_id, request.id


@pytest.mark.parametrize("how", ["decide", "answer"])
def test_a_pause_whose_process_has_exited_takes_no_answer(
    store: SQLiteStore, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    run_id, request_id = not_durable(store, monkeypatch, f"{HOST}:{exited_pid()}")
    with pytest.raises(Conflict) as refused:
        if how == "decide":  # the CLI's approve/deny/reply and the web inbox
            decide(store, request_id, ALICE, "approve")
        else:  # arena.operator.answer, the Python API
            answer(store, [request_id], "approve", name="alice")
    said = str(refused.value)
    assert "\n" not in said
    assert f"run {run_id} (fake) is not durable" in said and "which has exited" in said
    assert "arena sweep --not-durable" in said
    assert store.request(request_id).response is None and store.votes(request_id) == []
    assert store.run(run_id).status == "waiting"


def test_this_process_no_longer_holding_the_pause_takes_no_answer(
    store: SQLiteStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, request_id = not_durable(store, monkeypatch, f"{HOST}:{os.getpid()}")
    with pytest.raises(Conflict, match="is not durable"):
        decide(store, request_id, ALICE, "approve")


def test_an_answer_is_taken_while_a_process_may_still_hold_the_pause(
    store: SQLiteStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    # This process holds it (a library caller that ran the leg and will resume_run it).
    run_id, request_id = not_durable(store, monkeypatch, f"{HOST}:{os.getpid()}")
    ctx = RunContext(run_id=run_id, adapter="fake", endpoint=ENDPOINT)
    ctx.begin_leg()
    LIVE[run_id] = LiveRun(adapter=Booker(), ctx=ctx)
    try:
        assert decide(store, request_id, ALICE, "approve").decided
    finally:
        LIVE.pop(run_id, None)
    # Another process on this host that has not exited.
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        _, alive = not_durable(store, monkeypatch, f"{HOST}:{sleeper.pid}")
        assert answer(store, [alive], "approve", name="alice")[0].response is not None
    finally:
        sleeper.kill()
        sleeper.wait()
    # A process on another host: it cannot be told from here, so the answer is taken.
    _, elsewhere = not_durable(store, monkeypatch, "another-host:4242")
    assert decide(store, elsewhere, ALICE, "approve").decided


def test_the_inbox_does_not_offer_a_pause_whose_process_has_exited(
    store: SQLiteStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The web inbox listed such a request with Approve/Deny forms that could only fail
    (outside tester); now no operator may decide it, and why_not says why."""
    from arena.inbox import pending_for, summary
    from arena.store.people import Operator

    _, request_id = not_durable(store, monkeypatch, f"{HOST}:{exited_pid()}")
    from arena.types import utcnow

    alice = Operator(name="alice", roles=("admin",), logins=(), created_at=utcnow())
    view = summary(store, request_id, alice)
    assert not view.may_decide and "is not durable" in (view.why_not or "")
    assert request_id not in [v.id for v in pending_for(store, alice)]
