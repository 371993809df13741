"""Store conformance, part two: what a run relies on past one pause (arena.store.base).

Parametrised over the same ``STORES`` as ``test_store.py`` (PostgreSQL where a server can be
started, skipped without one). Each test here was missing when red team 6's broken stores passed
the suite: a refused call's ``tool.blocked`` entry, ``try_claim`` as a compare-and-set, the claim
and release trail, a second pause's snapshot, a three-leg round trip; and a decision committed
when ``answer`` or ``vote`` returns (redteam48); an answer read back and resumed as it was given,
each request with its own, a failed side effect not begun again, a held run settled as the
person said and the sweep expiring what is due, only that (redteam49); a claim taken over
fencing its old holder's side effect, and a resuming run failed only by its holder (redteam50).
``test_store_broken.py``
runs them against deliberately broken stores (``broken_stores.py``) and asserts each one fails.
"""

from __future__ import annotations

import asyncio
import os
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import ClassVar

import pytest
from test_store import STORES

from arena.adapters.base import ask_for_approval
from arena.context import RunContext
from arena.errors import Conflict, FencedOut
from arena.reconcile import NeedsReconciliation, reconcile
from arena.runs import resume_run
from arena.store import SideEffectKey, Store, open_store
from arena.store.people import Vote
from arena.types import InputResponse, Responder, Turn, utcnow
from store_support import (
    _PAUSED,
    LEDGER_ENV,
    Booker,
    book_room,
    ledger_lines,
    run_out,
    start_waiting,
    synthetic_waiting,
)

RUNNER = Responder(name="runner", interface="scripted")
ALICE = Responder(name="alice", role="facilities", interface="cli")
BOB = Responder(name="bob", role="facilities", interface="web")


@pytest.fixture(params=sorted(STORES))
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    s = STORES[request.param](request, tmp_path)
    yield s
    s.close()


def approve_all(store: Store, run_id: str) -> None:
    for record in store.requests(run_id):
        if record.response is None:
            store.answer(InputResponse(request_id=record.id, option_id="approve", responder=ALICE))


class Switcher(Booker):
    """Approved for R-102, books ``rooms`` instead: the harness refuses each unapproved call."""

    def __init__(self, rooms: Sequence[str] = ("R-400",)) -> None:
        self.rooms = tuple(rooms)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        for request, response in ctx.accept_responses(responses):
            ctx.resolve(request, response)
        ctx.session.take(_PAUSED)
        said = [book_room(room_id=room) for room in self.rooms]
        return ctx.finish("completed", message=" ".join(said))


class TwoPauses(Booker):
    """Books the approved R-102, then asks again (R-204 for the overflow) and stops a second time;
    the third leg books whichever room the *latest* snapshot names."""

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        for request, response in ctx.accept_responses(responses):
            ctx.resolve(request, response)
        state = ctx.session.take(_PAUSED)
        said = book_room(room_id=state["room"])
        if state.get("pause", 1) == 2:
            return ctx.finish("completed", message=f"Done. {said}")
        ask_for_approval(
            ctx,
            action="request_approval",
            args={"summary": "Book R-204 (Cedar) for 6 people on Tuesday"},
            native_id="gate-2",
            preview="Also R-204 for the overflow?",
        )
        ctx.session.set(_PAUSED, {"room": "R-204", "pause": 2})
        return ctx.finish("waiting", message=f"{said} Also R-204 for the overflow?")


# -- a refused call is audited -------------------------------------------------------------------
@pytest.mark.parametrize("rooms", [("R-400",), ("R-400", "R-102"), ("R-400", "R-305")])
def test_a_refused_call_has_its_tool_blocked_entry(store: Store, rooms: tuple[str, ...]) -> None:
    run_id = start_waiting(store)
    approve_all(store, run_id)
    asyncio.run(resume_run(run_id, store, adapter=Switcher(rooms)))
    calls = [
        (c.args["room_id"], c.status) for c in store.tool_calls(run_id) if c.tool == "book_room"
    ]
    blocked = [room for room, status in calls if status == "blocked"]
    assert blocked and [room for room, status in calls if status == "ok"] == (
        ["R-102"] if "R-102" in rooms else []
    )
    entries = [h for h in store.history(run_id) if h.transition == "tool.blocked"]
    assert len(entries) == len(blocked)
    for entry, room in zip(entries, blocked, strict=True):
        assert f"room_id='{room}'" in (entry.note or "")
    assert store.verify_run(run_id) is None
    assert store.verify_audit().broken is None


# -- claims --------------------------------------------------------------------------------------
def test_try_claim_is_a_compare_and_set(store: Store) -> None:
    run_id, _ = synthetic_waiting(store)
    got = store.try_claim(run_id, "worker-a", ttl_s=60, actor=RUNNER)
    assert got is not None and (got.status, got.claim_owner) == ("resuming", "worker-a")
    assert store.try_claim(run_id, "worker-b", ttl_s=60, actor=RUNNER) is None
    assert store.try_claim(run_id, "worker-a", ttl_s=60, actor=RUNNER) is None  # not re-entrant
    held = store.run(run_id)
    assert (held.status, held.claim_owner) == ("resuming", "worker-a")
    with pytest.raises(Conflict, match="being resumed by worker-a"):
        store.claim(run_id, "worker-b", ttl_s=60, actor=RUNNER)
    store.release(run_id, "worker-a", actor=RUNNER, note="back to the queue")
    again = store.try_claim(run_id, "worker-b", ttl_s=60, actor=RUNNER)
    assert again is not None and again.claim_owner == "worker-b"
    claims = [h for h in store.history(run_id) if h.transition.startswith("run.claim")]
    assert [h.transition for h in claims] == ["run.claimed", "run.claimed"]


def test_try_claim_takes_over_only_an_expired_claim(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    run_id, _ = synthetic_waiting(store)
    assert store.try_claim(run_id, "crashed", ttl_s=0.05, actor=RUNNER) is not None
    run_out(store, monkeypatch, 0.1)
    taken = store.try_claim(run_id, "rescuer", ttl_s=60, actor=RUNNER)
    assert taken is not None and taken.claim_owner == "rescuer"
    assert store.try_claim(run_id, "third", ttl_s=60, actor=RUNNER) is None
    trail = [h.transition for h in store.history(run_id) if h.transition.startswith("run.claim")]
    assert trail == ["run.claimed", "run.claim_taken_over"]
    store.release(run_id, "rescuer", actor=RUNNER, note="cannot continue")
    store.fail_run(run_id, "given up", actor=ALICE)
    assert store.try_claim(run_id, "late", ttl_s=60, actor=RUNNER) is None


def test_a_claim_taken_over_fences_the_old_claimers_side_effect(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A resumer whose claim was taken over writes no intent to book: ``begin_side_effect``
    with its fencing token raises :class:`FencedOut`. A store that ignored the token passed the
    suite (redteam50: ``broken_stores_s50.NoFencing``), the one test of it being
    ``tests/service/test_fencing.py``'s, on SQLite and PostgreSQL only; the stalled resumer then
    booked the room its rescuer was resuming, under a claim no longer its own."""
    run_id, request_id = synthetic_waiting(store)
    store.answer(InputResponse(request_id=request_id, option_id="approve", responder=ALICE))
    first = store.claim(run_id, "stalled", ttl_s=0.05, actor=RUNNER)
    run_out(store, monkeypatch, 0.1)
    second = store.claim(run_id, "rescuer", ttl_s=60, actor=RUNNER)
    assert first.claim_token is not None and second.claim_token is not None
    assert second.claim_token > first.claim_token, "a takeover takes a higher fencing token"
    key = SideEffectKey(run_id=run_id, request_id=request_id, tool="book_room", occurrence=1)
    args = {"room_id": "R-101"}
    with pytest.raises(FencedOut, match="was taken over"):
        store.begin_side_effect(key, args=args, leg=2, owner="stalled", token=first.claim_token)
    assert store.side_effects(run_id) == [], "the stalled resumer's intent was written"
    assert (
        store.begin_side_effect(key, args=args, leg=2, owner="rescuer", token=second.claim_token)
        is None
    )
    assert [s.owner for s in store.side_effects(run_id)] == ["rescuer"]


def test_a_run_another_resumer_holds_is_failed_only_by_its_holder(store: Store) -> None:
    """``fail_run`` with an owner fails a resuming run only under that owner's claim: a store
    that failed it whoever held the claim passed the suite (redteam50:
    ``broken_stores_s50.FailsAnyHoldersRun``), and a resumer whose claim was taken over (its
    adapter could not be rebuilt, its resume cap reached) failed the run its rescuer was
    completing: the rescuer's booking ran, its leg was refused."""
    run_id, _ = synthetic_waiting(store)
    store.claim(run_id, "rescuer", ttl_s=60, actor=RUNNER)
    with pytest.raises(Conflict):
        store.fail_run(run_id, "cannot rebuild the adapter", actor=RUNNER, owner="stalled")
    held = store.run(run_id)
    assert (held.status, held.claim_owner) == ("resuming", "rescuer")
    assert "run.failed" not in [h.transition for h in store.history(run_id)]
    store.fail_run(run_id, "resume cap reached", actor=RUNNER, owner="rescuer")
    assert (store.run(run_id).status, store.run(run_id).error) == ("failed", "resume cap reached")
    with pytest.raises(Conflict):
        store.fail_run(run_id, "again", actor=RUNNER)


def test_claims_and_releases_are_audited_with_who_and_why(store: Store) -> None:
    run_id, _ = synthetic_waiting(store)
    store.claim(run_id, "worker-a", ttl_s=60, actor=RUNNER)
    store.release(run_id, "intruder", actor=ALICE, note="not mine to give")  # not the holder
    assert store.run(run_id).claim_owner == "worker-a"
    store.release(run_id, "worker-a", actor=RUNNER, note="shutting down")
    assert store.run(run_id).status == "waiting"
    store.claim(run_id, "worker-b", ttl_s=60, actor=ALICE)
    store.release(run_id, "worker-b", actor=ALICE, note="operator let go")
    trail = [(h.transition, h.actor.name) for h in store.history(run_id)]
    assert trail == [
        ("run.waiting", "runner"),
        ("request.created", "runner"),
        ("run.claimed", "runner"),
        ("run.released", "runner"),
        ("run.claimed", "alice"),
        ("run.released", "alice"),
    ]
    notes = [h.note or "" for h in store.history(run_id)[2:]]
    assert "worker-a" in notes[0] and "shutting down" in notes[1]
    assert "worker-b" in notes[2] and "operator let go" in notes[3]
    assert store.verify_run(run_id) is None


# -- past one pause ------------------------------------------------------------------------------
def test_a_second_pause_is_resumed_from_its_own_snapshot(store: Store) -> None:
    run_id = start_waiting(store)
    assert store.snapshot(run_id) == {"version": 1, "slots": {"booker.paused": {"room": "R-102"}}}
    approve_all(store, run_id)
    asyncio.run(resume_run(run_id, store, adapter=TwoPauses()))
    snapshot = store.snapshot(run_id)
    assert snapshot is not None
    assert snapshot["slots"]["booker.paused"] == {"room": "R-204", "pause": 2}
    approve_all(store, run_id)
    result = asyncio.run(resume_run(run_id, store, adapter=TwoPauses()))
    assert result.status == "completed", result.trace.error
    booked = [
        (c.args["room_id"], c.status) for c in store.tool_calls(run_id) if c.tool == "book_room"
    ]
    assert booked == [("R-102", "ok"), ("R-204", "ok")]


def test_a_three_leg_run_round_trips_in_order(store: Store) -> None:
    run_id = start_waiting(store)
    approve_all(store, run_id)
    asyncio.run(resume_run(run_id, store, adapter=TwoPauses()))
    approve_all(store, run_id)
    result = asyncio.run(resume_run(run_id, store, adapter=TwoPauses()))
    stored = store.turns(run_id)
    assert [(t.leg, t.status) for t in stored] == [(1, "waiting"), (2, "waiting"), (3, "completed")]
    assert [len(t.requests) for t in stored] == [1, 1, 0]
    assert [(c.leg, c.tool) for t in stored for c in t.tool_calls if c.tool == "book_room"] == [
        (2, "book_room"),
        (3, "book_room"),
    ]
    assert all(e.leg == t.leg for t in stored for e in t.events)
    seqs = [e.seq for t in stored for e in t.events]
    assert seqs == sorted(seqs) == [e.seq for e in result.trace.events]
    assert "R-204" in (stored[1].message or "") and "R-204" in (stored[2].message or "")
    run = store.run(run_id)
    assert (run.status, run.legs) == ("completed", 3)
    assert [r.state(utcnow()) for r in store.requests(run_id)] == ["resolved", "resolved"]
    legs = [
        (h.transition, h.note) for h in store.history(run_id) if h.transition.startswith("run.")
    ]
    assert [t for t, _ in legs if t != "run.claimed"] == [
        "run.waiting",
        "run.waiting",
        "run.completed",
    ]


# -- a decision stands once the person is told it does -------------------------------------------
@pytest.mark.parametrize("way", ["answer", "vote"])
def test_a_decision_is_committed_when_it_is_acknowledged(store: Store, way: str) -> None:
    """What ``answer`` or ``vote`` returned is in the store for every other connection at once,
    before this store is called again: ``arena approve`` prints "approved" and the web inbox
    shows it from that return, and a process killed right after it must not lose the decision
    (redteam48: ``AcksBeforeCommit``, committing at its next call or close, passed the suite).
    The second connection opens ``store.location`` as another process would."""
    run_id, request_id = synthetic_waiting(store)
    if way == "answer":
        store.answer(InputResponse(request_id=request_id, option_id="approve", responder=BOB))
    else:
        vote = Vote(request_id=request_id, voter=BOB, option_id="approve")
        assert store.vote(vote, quorum=1).decided is not None
    other = open_store(store.location)
    try:
        (record,) = other.requests(run_id)
        assert record.response is not None, f"{way} returned, but another connection sees none"
        assert (record.response.option_id, record.response.responder.name) == ("approve", "bob")
        assert "request.approved" in [h.transition for h in other.history(run_id)]
    finally:
        other.close()


def test_a_claim_is_committed_when_it_is_granted(store: Store) -> None:
    """A claim returned is every other process's to see before this store is called again: a
    worker that holds a run it was granted while another connection still reads the run
    ``waiting`` lets a second worker take the same leg (redteam48, ``AcksBeforeCommit``)."""
    run_id, _ = synthetic_waiting(store)
    store.claim(run_id, "worker-a", ttl_s=60, actor=RUNNER)
    other = open_store(store.location)
    try:
        seen = other.run(run_id)
        assert (seen.status, seen.claim_owner) == ("resuming", "worker-a"), seen
    finally:
        other.close()


# -- an answer reads back whole, and each request its own (redteam49) ----------------------------
class Heeding(TwoPauses):
    """:class:`TwoPauses` that heeds a denial, and keeps every answer it is handed."""

    handed: ClassVar[list[InputResponse]] = []

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        Heeding.handed.extend(responses)
        matched = ctx.accept_responses(responses)
        if all(response.approved for _, response in matched):
            return await super().resume(responses, ctx)
        for request, response in matched:
            ctx.resolve(request, response)
        ctx.session.take(_PAUSED)
        return ctx.finish("completed", message="Understood: denied, so I did not book it.")


#: One answer of each kind a person gives: a picked option with a note, words (``arena reply``:
#: several lines, not ASCII) and an edit (``arena approve --edit``, values of several types).
ANSWERS: dict[str, dict[str, object]] = {
    "option": {"option_id": "deny", "note": "too big — take R-101"},
    "text": {"text": "Yes.\nActually no, don't book it. Ça ne va pas ✋"},
    "edit": {"edited_args": {"summary": "Book R-305 for 6", "n": [1, 2.5, None], "é": "ü"}},
}


def _kept(response: InputResponse | None) -> tuple[object, ...]:
    assert response is not None
    kept = (response.option_id, response.text, response.edited_args, response.note)
    return (*kept, response.responder.name, response.request_id)


@pytest.mark.parametrize("kind", sorted(ANSWERS))
def test_an_answer_reads_back_and_resumes_as_it_was_given(store: Store, kind: str) -> None:
    """What a person answered is what every read of the store gives, another connection's too,
    and what the resumed adapter is handed: a store that kept an edit as a plain approval (the
    original room booked), or only the first line of words ("Yes." of "Yes.\\nActually no"),
    passed the suite (redteam49: ``EditAsApprove``, ``TextFirstLine``)."""
    run_id = start_waiting(store)
    (record,) = store.requests(run_id)
    given = InputResponse(request_id=record.id, responder=BOB, **ANSWERS[kind])  # type: ignore[arg-type]
    store.answer(given)
    want = _kept(given)
    assert _kept(store.request(record.id).response) == want
    assert _kept(store.requests(run_id)[0].response) == want
    other = open_store(store.location)
    try:
        assert _kept(other.request(record.id).response) == want, "another connection reads"
    finally:
        other.close()
    Heeding.handed = []
    asyncio.run(resume_run(run_id, store, adapter=Heeding()))
    assert [_kept(r) for r in Heeding.handed] == [want], "the resumed adapter was handed"


def test_each_request_is_resumed_with_its_own_answer(store: Store) -> None:
    """A run's second request, denied, reads denied and resumes denied: a store that gave every
    request of a run the run's first answer (approved) passed the suite, and the overflow room
    the person refused was booked (redteam49: ``FirstDecision``)."""
    run_id = start_waiting(store)
    approve_all(store, run_id)
    asyncio.run(resume_run(run_id, store, adapter=Heeding()))
    _, second = store.requests(run_id)
    store.answer(InputResponse(request_id=second.id, option_id="deny", responder=BOB))
    assert [r.response.option_id for r in store.requests(run_id) if r.response] == [
        "approve",
        "deny",
    ]
    assert store.request(second.id).response is not None
    assert store.request(second.id).response.option_id == "deny"  # type: ignore[union-attr]
    Heeding.handed = []
    asyncio.run(resume_run(run_id, store, adapter=Heeding()))
    assert [(r.request_id, r.option_id) for r in Heeding.handed] == [(second.id, "deny")]
    booked = [
        (c.args["room_id"], c.status) for c in store.tool_calls(run_id) if c.tool == "book_room"
    ]
    assert booked == [("R-102", "ok")], "the denied overflow room was booked"


# -- the ledger past a failure, and a held run settled (redteam49) -------------------------------
def test_a_failed_side_effect_is_not_begun_again(store: Store) -> None:
    """A side effect recorded as failed is handed back, never begun again: a retry runs nothing
    the ledger already holds (a store that let a failed entry go ahead passed the suite:
    redteam49, ``FailedRunsAgain``)."""
    run_id, request_id = synthetic_waiting(store)
    key = SideEffectKey(run_id=run_id, request_id=request_id, tool="book_room", occurrence=1)
    assert store.begin_side_effect(key, args={"room_id": "R-101"}, leg=2, owner="a") is None
    store.finish_side_effect(key, status="failed", result="ERROR: the room service said no")
    again = store.begin_side_effect(key, args={"room_id": "R-101"}, leg=2, owner="b")
    assert again is not None, "a failed side effect was begun again"
    assert (again.status, again.result) == ("failed", "ERROR: the room service said no")


@pytest.mark.parametrize("outcome", ["took-effect", "no-effect"])
def test_a_held_run_is_settled_as_the_person_said(store: Store, outcome: str) -> None:
    """A booking begun and never reported holds its run; the person's word settles the ledger as
    they said it, and the resumed call is handed that word, not run again: a store that
    settled "took effect" as "did not" (or the other way) passed the suite (redteam49,
    ``ReconcileFlipped``: the retry was told the booking failed, and R-102 stood booked)."""
    with tempfile.TemporaryDirectory() as folder:  # test_store_broken calls it with the store
        ledger, before = Path(folder) / "ledger.txt", os.environ.get(LEDGER_ENV)
        os.environ[LEDGER_ENV] = str(ledger)
        try:
            _settled_as_said(store, outcome, ledger)
        finally:
            if before is None:
                os.environ.pop(LEDGER_ENV, None)
            else:
                os.environ[LEDGER_ENV] = before


def _settled_as_said(store: Store, outcome: str, ledger: Path) -> None:
    run_id = start_waiting(store)
    (record,) = store.requests(run_id)
    store.answer(InputResponse(request_id=record.id, option_id="approve", responder=ALICE))
    key = SideEffectKey(run_id=run_id, request_id=record.id, tool="book_room", occurrence=1)
    assert store.begin_side_effect(key, args={"room_id": "R-102"}, leg=2, owner="dead:1") is None
    with pytest.raises(NeedsReconciliation):
        asyncio.run(resume_run(run_id, store, adapter=Booker()))
    assert store.run(run_id).status == "needs_reconciliation"
    (settled,) = reconcile(store, run_id, outcome, reason="the calendar says so", actor=ALICE)
    took = outcome == "took-effect"
    want = "ok" if took else "failed"
    assert settled.key == key
    (effect,) = store.side_effects(run_id)
    assert effect.status == want and "reconciled by alice" in (effect.result or "")
    assert ("took effect" in (effect.result or "")) is took
    result = asyncio.run(resume_run(run_id, store, adapter=Booker()))
    assert result.status == "completed", result.trace.error
    assert ledger_lines(ledger) == [], "the settled booking was run again"
    (call,) = [c for c in result.trace.tool_calls if c.tool == "book_room"]
    assert call.status == want and "reconciled by alice" in call.result


# -- the sweep (arena sweep) expires what is due, and only that (redteam49) ----------------------
def test_the_sweep_expires_what_is_due_and_nothing_else(store: Store) -> None:
    """``expire_due`` records as expired exactly the unanswered requests of open runs whose
    expiry passed, once: a sweep that did nothing, or one that expired a request due in an hour
    (a clock ahead), passed the suite (redteam49: ``NeverExpires``, ``ExpiresEarly``)."""
    _, overdue = synthetic_waiting(store, expires_in_s=-1)
    _, soon = synthetic_waiting(store, expires_in_s=3600)
    _, forever = synthetic_waiting(store)
    closed_run, closed = synthetic_waiting(store, expires_in_s=-1)
    store.fail_run(closed_run, "operator gave up", actor=ALICE)
    assert store.expire_due() == [overdue]
    assert store.expire_due() == []  # once
    record = store.request(overdue)
    assert record.response is not None and record.response.option_id == "expired"
    assert record.state(utcnow()) == "expired"
    for other in (soon, forever, closed):
        assert store.request(other).response is None, f"{other} was expired"
    store.answer(InputResponse(request_id=soon, option_id="approve", responder=BOB))
    assert store.request(soon).response is not None
