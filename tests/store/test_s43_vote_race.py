"""Two operators voting at once on a two-person request leave exactly one decision (PostgreSQL).

A quorum is counted in the voter's own transaction: insert the vote, count the approvals, decide
at the quorum-th. Under READ COMMITTED two voters that each counted before the other committed
would each see one approval of two, and the request would wait forever with two approvals
(write skew). The store locks the request's run first (``for_update``), so the second voter
waits, then counts both. Here the second voter acts exactly inside the first's transaction,
every time (it is let go once the server shows it waiting on a lock, or once it has counted),
and a broken reference — the lock dropped — shows the test sees the race. An approval and a
denial given at once are forced the same way: one decision, the other refused in the trail.
"""

from __future__ import annotations

import threading
import time
from typing import Any

import psycopg
import pytest

from arena.errors import Conflict
from arena.store.people import Vote, VoteOutcome
from arena.store.postgres import PostgresStore
from arena.types import InputResponse, Responder
from store_support import synthetic_waiting

ALICE = Responder(name="alice", role="ops", interface="cli")
BOB = Responder(name="bob", role="ops", interface="cli")
WAIT_S = 30.0


def _waits_on_a_lock(url: str, pid: int) -> bool:
    with psycopg.connect(url, autocommit=True) as admin:
        row = admin.execute(
            "SELECT wait_event_type FROM pg_stat_activity WHERE pid = %s", (pid,)
        ).fetchone()
    return row is not None and row[0] == "Lock"


def _race(url: str, monkeypatch: pytest.MonkeyPatch, *, lock: bool) -> dict[str, Any]:
    """alice's vote, and bob's started inside alice's transaction once she has voted."""
    one, two = PostgresStore(url), PostgresStore(url)
    if not lock:  # the broken reference: no lock on the run before counting
        monkeypatch.setattr(one, "for_update", "")
        monkeypatch.setattr(two, "for_update", "")
    _, request_id = synthetic_waiting(one)
    two.request(request_id)  # bob's connection open before the race
    bob_pid = two._db._conn.info.backend_pid
    bob_counted, alice_counted = threading.Event(), threading.Event()
    out: dict[str, Any] = {}
    real_one, real_two = one._votes, two._votes

    def bob_votes() -> None:
        try:
            out["bob"] = two.vote(
                Vote(request_id=request_id, voter=BOB, option_id="approve"), quorum=2
            )
        except Exception as exc:  # said by the assertions below
            out["bob"] = exc

    def bob_counts(c: Any, rid: str) -> Any:
        found = real_two(c, rid)
        bob_counted.set()
        alice_counted.wait(WAIT_S)  # bob commits only after alice counted
        return found

    bob = threading.Thread(target=bob_votes)

    def alice_counts(c: Any, rid: str) -> Any:
        if not bob.is_alive() and "bob" not in out:
            bob.start()
            deadline = time.monotonic() + WAIT_S
            while not bob_counted.is_set() and not _waits_on_a_lock(url, bob_pid):
                assert time.monotonic() < deadline, "bob neither waited nor counted"
                bob_counted.wait(0.01)
        found = real_one(c, rid)
        alice_counted.set()
        return found

    monkeypatch.setattr(one, "_votes", alice_counts)
    monkeypatch.setattr(two, "_votes", bob_counts)
    try:
        out["alice"] = one.vote(
            Vote(request_id=request_id, voter=ALICE, option_id="approve"), quorum=2
        )
        bob.join(WAIT_S)
        assert not bob.is_alive()
        out["stored"] = one.request(request_id).response
        out["votes"] = sorted(v.voter.name for v in one.votes(request_id))
        out["trail"] = [e.transition for e in one.history(one.request(request_id).run_id)]
    finally:
        one.close()
        two.close()
    return out


def test_two_approvals_at_once_reach_the_quorum_once(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _race(postgres_url, monkeypatch, lock=True)
    alice, bob = out["alice"], out["bob"]
    assert isinstance(alice, VoteOutcome) and isinstance(bob, VoteOutcome), out
    assert alice.decided is None  # the first of two
    assert bob.decided is not None and bob.decided.option_id == "approve"
    stored = out["stored"]
    assert stored is not None and stored.option_id == "approve"
    assert "quorum 2 of 2 approvals (alice, bob)" in (stored.note or "")
    assert out["votes"] == ["alice", "bob"]
    assert out["trail"].count("request.approved") == 1
    assert out["trail"].count("request.vote") == 1


def test_without_the_lock_both_count_one_and_nobody_decides(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The broken reference: the interleaving above with the run's lock dropped is the race."""
    out = _race(postgres_url, monkeypatch, lock=False)
    assert isinstance(out["alice"], VoteOutcome) and isinstance(out["bob"], VoteOutcome), out
    assert out["alice"].decided is None and out["bob"].decided is None
    assert out["stored"] is None and out["votes"] == ["alice", "bob"]


def test_an_approval_and_a_denial_at_once_leave_one_decision(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two operators answering one request at once: bob's denial starts inside alice's approval's
    transaction, after her checks; he waits on her lock, then is refused, in the trail."""
    one, two = PostgresStore(postgres_url), PostgresStore(postgres_url)
    run_id, request_id = synthetic_waiting(one)
    two.request(request_id)
    bob_pid = two._db._conn.info.backend_pid
    out: dict[str, Any] = {}

    def bob_denies() -> None:
        try:
            out["bob"] = two.answer(
                InputResponse(request_id=request_id, option_id="deny", responder=BOB)
            )
        except Exception as exc:  # said by the assertions below
            out["bob"] = exc

    bob = threading.Thread(target=bob_denies)
    real = one._insert_response

    def alice_inserts(*args: Any, **kwargs: Any) -> Any:
        if not bob.is_alive() and "bob" not in out:
            bob.start()
            deadline = time.monotonic() + WAIT_S
            while "bob" not in out and not _waits_on_a_lock(postgres_url, bob_pid):
                assert time.monotonic() < deadline, "bob neither waited nor answered"
                time.sleep(0.01)
        return real(*args, **kwargs)

    monkeypatch.setattr(one, "_insert_response", alice_inserts)
    try:
        one.answer(InputResponse(request_id=request_id, option_id="approve", responder=ALICE))
        bob.join(WAIT_S)
        assert not bob.is_alive()
        assert isinstance(out["bob"], Conflict), out
        assert "already answered: approved by alice" in str(out["bob"])
        stored = one.request(request_id).response
        assert stored is not None and (stored.option_id, stored.responder.name) == (
            "approve",
            "alice",
        )
        trail = [(e.transition, e.actor.name) for e in one.history(run_id)]
        decided = [t for t in trail if t[0] in ("request.approved", "request.denied")]
        assert decided == [("request.approved", "alice")]
        assert [t for t in trail if t[0] == "answer.refused"] == [("answer.refused", "bob")]
    finally:
        one.close()
        two.close()
