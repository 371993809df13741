"""Store conformance for people (schema version 2): operators, tokens, votes towards a quorum, and
expiry judged by the store's clock — on SQLite and on a real PostgreSQL server alike."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from test_store import STORES

from arena import types as arena_types
from arena.context import RunContext
from arena.errors import Conflict, InvalidAnswer, NotFound
from arena.identity import Identity
from arena.inbox import decide
from arena.runner import human_answerer, run_item
from arena.runs import resume_run
from arena.runs.recorder import recording
from arena.settings import RunSettings
from arena.store import EndpointSpec, LegWrite, RunOrigin, Store, codec
from arena.store.people import EXPIRED, Vote
from arena.types import EvalItem, InputResponse, Responder, utcnow
from store_support import (
    APPROVED,
    ENDPOINT,
    Booker,
    skew_clock,
    start_waiting,
    synthetic_waiting,
)


@pytest.fixture(params=sorted(STORES))
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    s = STORES[request.param](request, tmp_path)
    yield s
    s.close()


def approve(request_id: str, name: str, **kw: object) -> Vote:
    return Vote(
        request_id=request_id,
        voter=Responder(name=name, role="finance", interface="cli"),
        option_id="approve",
        policy_version="7",
        rule="big",
        **kw,  # type: ignore[arg-type]
    )


def test_operators_are_added_changed_removed_and_their_tokens_revoked(store: Store) -> None:
    assert store.operators() == []
    alice = store.save_operator("alice", ("ops", "admin"), ("alice", "al"), actor="boot")
    assert (alice.name, alice.roles, alice.logins, alice.active) == (
        "alice",
        ("admin", "ops"),
        ("al", "alice"),
        True,
    )
    store.save_operator("bob", ("finance",), ("bob",), actor="alice")
    changed = store.save_operator("bob", ("finance", "ops"), ("bob",), actor="alice")
    assert changed.roles == ("finance", "ops")
    token = store.add_token("t1", "bob", "$argon2id$hash", actor="alice")
    assert store.token("t1") == token and token.revoked_at is None
    store.remove_operator("bob", actor="alice")
    assert [o.name for o in store.operators()] == ["alice"]
    assert [o.name for o in store.operators(include_removed=True)] == ["alice", "bob"]
    revoked = store.token("t1")
    assert revoked is not None and revoked.revoked_at is not None
    with pytest.raises(NotFound, match="no operator 'bob'"):
        store.remove_operator("bob", actor="alice")
    with pytest.raises(NotFound, match="no operator 'bob'"):
        store.add_token("t2", "bob", "x", actor="alice")
    restored = store.save_operator("bob", ("finance",), ("bob",), actor="alice")
    assert restored.active and store.token("nope") is None


def test_two_of_three_approvals_decide_at_the_second(store: Store) -> None:
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    first = store.vote(approve(request_id, "alice"), quorum=2)
    assert (first.decided, first.approvals) == (None, 1)
    assert [p.id for p in store.pending()] == [request_id]  # still waiting for a second
    with pytest.raises(Conflict, match="alice already voted on request"):
        store.vote(approve(request_id, "alice"), quorum=2)
    second = store.vote(approve(request_id, "bob", note="fine"), quorum=2)
    assert second.decided is not None and second.approvals == 2
    assert second.decided.responder.name == "bob" and second.decided.option_id == "approve"
    assert second.decided.note == "fine; quorum 2 of 2 approvals (alice, bob)"
    with pytest.raises(Conflict, match="already answered: approved by bob"):
        store.vote(approve(request_id, "carol"), quorum=2)
    assert store.pending() == []
    votes = store.votes(request_id)
    assert [(v.voter.name, v.policy_version, v.rule, v.verified) for v in votes] == [
        ("alice", "7", "big", True),
        ("bob", "7", "big", True),
    ]
    trail = [(e.transition, e.actor.name, e.note) for e in store.history(run_id)]
    assert trail[-3:-1] == [
        ("request.vote", "alice", "approve: 1 of 2 approvals; policy 7, rule big"),
        (
            "request.approved",
            "bob",
            "fine; quorum 2 of 2 approvals (alice, bob); policy 7, rule big",
        ),
    ]
    # carol's vote came after the decision: refused, and kept in the trail (durable32); alice's
    # second vote, on a request still open, was a repeat of her own and is not
    (transition, who, note) = trail[-1]
    assert (transition, who) == ("answer.refused", "carol") and note is not None
    assert "already answered: approved by bob" in note
    assert store.request(request_id).response == second.decided  # what the agent will get


def test_a_denial_decides_at_once_whatever_the_quorum(store: Store) -> None:
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    store.vote(approve(request_id, "alice"), quorum=3)
    deny = Vote(
        request_id=request_id,
        voter=Responder(name="bob", interface="web"),
        option_id="deny",
        note="over budget",
    )
    outcome = store.vote(deny, quorum=3)
    assert outcome.decided is not None and not outcome.decided.approved
    assert store.request(request_id).state(utcnow()) == "answered"


def _two_asked(store: Store) -> tuple[str, str]:
    """A run paused on two requests asked in one leg (two bookings), written through the
    contract; returns their ids."""
    ctx = RunContext(run_id=f"run_two{time.monotonic_ns()}", adapter="fake", endpoint=ENDPOINT)
    ctx.begin_leg()
    asked = [
        ctx.request_input(action="request_approval", args={"summary": f"Book {room}"})
        for room in ("R-101", "R-204")
    ]
    store.record_leg(
        LegWrite(
            run_id=ctx.run_id,
            turn=ctx.finish("waiting"),
            snapshot={"version": 1, "slots": {}},
            actor=Responder(name="runner", interface="scripted"),
            origin=RunOrigin(
                adapter="fake",
                endpoint=EndpointSpec.of(ENDPOINT),
                item=EvalItem(id="two", input="book"),
            ),
        )
    )
    return asked[0].id, asked[1].id


def test_a_quorum_counts_the_votes_on_its_own_request_only(store: Store) -> None:
    """Each request of a run needs its quorum of its own: a store that counted every vote of the
    run towards each of its requests passed the suite, whose votes were all on one request
    (redteam50: ``broken_stores_s50.VotesAcrossRun``): alice's approval of the first booking and
    bob's of the second made two of two, and the second was booked on one person's word."""
    first, second = _two_asked(store)
    assert store.vote(approve(first, "alice"), quorum=2).approvals == 1
    outcome = store.vote(approve(second, "bob"), quorum=2)
    assert (outcome.decided, outcome.approvals) == (None, 1), "another request's vote counted"
    assert [v.voter.name for v in store.votes(second)] == ["bob"]
    assert [v.voter.name for v in store.votes(first)] == ["alice"]
    assert {p.id for p in store.pending()} == {first, second}
    again = store.vote(approve(second, "alice"), quorum=2)  # her vote on the first is no bar
    assert again.decided is not None and again.approvals == 2
    assert store.request(first).response is None and store.request(second).response is not None


#: The request's time to live. 0.2 s was shorter than PostgreSQL's recording of the paused run
#: at load 13 (270 ms from the request to the first look): the "not yet" look found it expired.
TTL_S = 1.0


def test_expiry_is_recorded_as_expired_and_delivered_to_the_agent(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ledger = tmp_path / "ledger.txt"
    monkeypatch.setenv("ARENA_TEST_LEDGER", str(ledger))
    result = asyncio.run(
        run_item(
            Booker(),
            APPROVED,
            ENDPOINT,
            settings=RunSettings(request_ttl_s=TTL_S, mode="human"),
            record=recording(store, tools_module="arena.tools.rooms"),
            answerer=human_answerer,
        )
    )
    (record,) = store.requests(result.run_id)
    assert store.expire_due() == []  # not yet
    expires = record.request.expires_at
    assert expires is not None
    assert _swept_past(store, record.id, expires, monkeypatch) == [record.id]
    assert store.expire_due() == []  # once
    stored = store.request(record.id)
    assert stored.state(utcnow()) == "expired" and stored.response is not None
    assert stored.response.option_id == EXPIRED and stored.response.responder.interface == "system"
    assert store.pending() == []  # it left pending
    entry = store.history(result.run_id)[-1]
    assert (entry.transition, entry.actor.name) == ("request.expired", "arena (store clock)")
    with pytest.raises(Conflict, match=f"request {record.id} expired"):
        store.answer(InputResponse(request_id=record.id, option_id="approve"))
    resumed = asyncio.run(resume_run(result.run_id, store, adapter=Booker()))
    assert resumed.status == "completed"
    assert resumed.trace.legs[-1].message == "Understood: denied, so I did not book it."
    gate = [c for c in store.tool_calls(result.run_id) if c.tool == "request_approval"]
    assert [c.status for c in gate] == ["rejected"]
    assert gate[0].result.startswith("EXPIRED: nobody decided before")
    assert not ledger.exists()  # nothing was booked
    assert store.request(record.id).state(utcnow()) == "expired"  # still expired, not "resolved"


def _swept_past(
    store: Store, request_id: str, expires: datetime, m: pytest.MonkeyPatch
) -> list[str]:
    """The store's sweep once its clock reads past ``expires``, the request still pending then
    (expired, not yet recorded). A store judging by this machine's clock (SQLite's is arena's
    ``utcnow``) has that clock moved there at once, for the rest of the test, rather than slept
    for (speed51c: a real second per store, ~22 s across the broken-store runners); one whose
    clock does not move (PostgreSQL's server, a custom store's own) is swept after the wait."""
    ahead = expires - utcnow() + timedelta(seconds=0.1)
    if getattr(store, "local_clock", False) and ahead > timedelta(0):
        skew_clock(m, ahead)
        assert [p.id for p in store.pending()] == [request_id]  # expired, not yet recorded
        due = store.expire_due()
        if due:
            return due
    time.sleep(max(0.0, (expires - utcnow()).total_seconds()) + 0.1)
    assert [p.id for p in store.pending()] == [request_id]  # expired, not yet recorded
    return store.expire_due()


def test_a_client_clock_an_hour_behind_cannot_approve_an_expired_request_on_postgres(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PostgreSQL judges expiry by the server's clock; SQLite by the machine's (documented):
    there the skewed clock reads before the request was asked, so it is refused as wrong
    (test_store_clock_back.py), where it once got its approval in."""
    for backend in ("postgres", "sqlite"):
        with STORES[backend](request, tmp_path / backend) as store:
            _, request_id = synthetic_waiting(store, expires_in_s=-60)  # expired a minute ago
            _, other_id = synthetic_waiting(store, expires_in_s=-60)
            with monkeypatch.context() as m:
                skew_clock(m, timedelta(hours=-1))
                client_now = arena_types.utcnow()  # what this machine believes
                assert client_now < store.request(request_id).request.expires_at  # type: ignore[operator]
                alice = Identity(name="alice", roles=(), interface="cli", verified=False)
                if backend == "postgres":
                    with pytest.raises(InvalidAnswer, match="expired at"):
                        decide(store, request_id, alice, "approve")
                    with pytest.raises(InvalidAnswer, match="expired at"):
                        store.answer(InputResponse(request_id=other_id, option_id="approve"))
                    # Each refusal recorded the expiry by the server's clock, then itself
                    # (durable33), so no sweep has one left to record.
                    assert store.expire_due() == []
                    for expired_id in (request_id, other_id):
                        assert store.request(expired_id).state(utcnow()) == "expired"
                else:
                    with pytest.raises(InvalidAnswer, match=r"before request .* was asked"):
                        decide(store, request_id, alice, "approve")


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_an_asking_clock_an_hour_ahead_does_not_stretch_expiry_on_postgres(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The request's expiry is the server's too (durable32): a worker whose clock ran an hour
    ahead stamped ``expires_at`` by it, so a request meant to expire in 30 minutes was approved
    by the server's clock 80 minutes after it was asked (and one a clock behind asked had
    expired before anyone saw it). Its time to live is kept, counted from the server's clock."""
    from arena.store import open_store

    store = open_store(postgres_url)
    with monkeypatch.context() as m:
        skew_clock(m, timedelta(hours=1))
        result = asyncio.run(
            run_item(
                Booker(),
                APPROVED,
                ENDPOINT,
                settings=RunSettings(mode="human", request_ttl_s=1800),
                record=recording(store, tools_module="arena.tools.rooms"),
                answerer=human_answerer,
            )
        )
    request_id = store.requests(result.run_id)[0].id
    server_now = store.now()
    asked = store.request(request_id).request
    assert asked.expires_at is not None
    left = (asked.expires_at - server_now).total_seconds()
    assert 1790 < left <= 1800, left  # not 5400: the hour ahead is not added
    assert abs((asked.created_at - server_now).total_seconds()) < 10
    assert asked.details["expires_at"] == codec.ts(asked.expires_at)  # what the person is shown
    store.close()
