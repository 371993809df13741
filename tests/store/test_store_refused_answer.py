"""The answer that lost is in the audit trail, not only in its refusal (durable32).

Two operators answer one request at once — alice approves in her terminal, bob denies in the
web inbox — and one wins. The loser was told (``Conflict: already answered: approved by
alice``) and nothing else kept it: ``arena history`` read as if nobody had disagreed, and the
one place bob's denial lived was his own screen. A refused answer to a request already decided,
or of a run already finished, is now an ``answer.refused`` entry in the run's trail (who, through
what, what they answered, why it was refused), on every path it is refused on: the store's own
compare-and-set (the race), and the inbox's check before it (a late answer, CLI and web). The
same person giving the same answer again is a repeat, not a contest: nothing is added. So for
``arena reconcile``: the second of two operators settling one held run is ``run.reconcile_refused``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from test_store import STORES

from arena.errors import Conflict
from arena.identity import Identity
from arena.inbox import decide
from arena.store import SQLiteStore, Store
from arena.store.people import Vote
from arena.types import InputResponse, Responder
from store_support import start_waiting

ALICE = Responder(name="alice", role="facilities", interface="cli")
BOB = Responder(name="bob", interface="web")


@pytest.fixture(params=sorted(STORES))  # a backend of one's own too (docs/operator.md)
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    made = STORES[request.param](request, tmp_path)
    yield made
    made.close()


def refused(store: Store, run_id: str) -> list[tuple[str, str, str | None, str | None]]:
    return [
        (e.actor.name, e.actor.interface, e.request_id, e.note)
        for e in store.history(run_id)
        if e.transition == "answer.refused"
    ]


def waiting(store: Store) -> tuple[str, str]:
    run_id = start_waiting(store)
    return run_id, store.requests(run_id)[0].id


def test_the_answer_that_lost_the_race_is_in_the_trail(store: Store) -> None:
    run_id, request_id = waiting(store)
    store.answer(InputResponse(request_id=request_id, option_id="approve", responder=ALICE))

    with pytest.raises(Conflict, match="already answered: approved by alice"):
        store.answer(InputResponse(request_id=request_id, option_id="deny", responder=BOB))

    [(who, via, request, note)] = refused(store, run_id)
    assert (who, via, request) == ("bob", "web", request_id)
    assert note is not None and note.startswith("deny: request")
    assert "already answered: approved by alice" in note
    assert store.verify_audit().broken is None  # the chain and every decision still verify
    answer = store.request(request_id).response
    assert answer is not None and answer.responder == ALICE  # the winner's answer stands


def test_a_vote_that_lost_is_in_the_trail(store: Store) -> None:
    """The inbox decides through votes: the race it loses is the store's compare-and-set."""
    run_id, request_id = waiting(store)
    store.vote(Vote(request_id=request_id, voter=ALICE, option_id="approve"), quorum=1)

    with pytest.raises(Conflict):
        store.vote(Vote(request_id=request_id, voter=BOB, option_id="deny", note="no"), quorum=1)

    assert [(w, r) for w, _, r, _ in refused(store, run_id)] == [("bob", request_id)]


def test_a_late_decision_refused_before_the_store_is_in_the_trail(tmp_path: Path) -> None:
    """``arena deny`` or the inbox after the request was decided: refused by the check before
    any write (inbox_checks), and kept in the trail the same way."""
    store = SQLiteStore(tmp_path / "arena.db")
    run_id, request_id = waiting(store)
    store.answer(InputResponse(request_id=request_id, option_id="approve", responder=ALICE))
    bob = Identity(name="bob", roles=(), interface="web", verified=False)

    with pytest.raises(Conflict):
        decide(store, request_id, bob, "deny", reason="over budget")

    [(who, via, request, note)] = refused(store, run_id)
    assert (who, via, request) == ("bob", "web", request_id)
    assert note is not None and note.startswith("deny (over budget): request")
    store.close()


def test_the_same_answer_again_is_a_repeat_not_a_contest(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "arena.db")
    run_id, request_id = waiting(store)
    store.answer(InputResponse(request_id=request_id, option_id="approve", responder=ALICE))

    with pytest.raises(Conflict):
        store.answer(InputResponse(request_id=request_id, option_id="approve", responder=ALICE))

    assert refused(store, run_id) == []
    store.close()


def test_a_reconciliation_that_lost_is_in_the_trail(store: Store) -> None:
    """``arena reconcile`` by two operators who read the ledger differently: the second was
    told the run no longer needs it, and its reading of what happened was kept nowhere."""
    run_id, _ = waiting(store)
    never_held, _ = waiting(store)
    store.hold_for_reconciliation(run_id, "book_room ran, its outcome unrecorded", actor=ALICE)
    store.reconcile(run_id, took_effect=True, reason="BK-1 in the calendar", actor=ALICE)

    with pytest.raises(Conflict, match="does not need reconciliation"):
        store.reconcile(run_id, took_effect=False, reason="no such booking", actor=BOB)
    with pytest.raises(Conflict, match="does not need reconciliation"):
        store.reconcile(never_held, took_effect=False, reason="typo", actor=BOB)

    [entry] = [e for e in store.history(run_id) if e.transition == "run.reconcile_refused"]
    assert (entry.actor.name, entry.actor.interface) == ("bob", "web")
    assert entry.note is not None and entry.note.startswith("did not take effect: no such booking")
    assert not [e for e in store.history(never_held) if e.transition == "run.reconcile_refused"]
    assert store.verify_audit().broken is None


def test_arena_show_says_which_answers_lost(tmp_path: Path) -> None:
    """``arena show RUN`` said 'approved by alice' and nothing of bob's denial, which only
    ``arena history`` kept: the contest shows where the decision does."""
    from click.testing import CliRunner

    from arena.cli import main
    from arena.operator_views import run_view

    store = SQLiteStore(tmp_path / "arena.db")
    run_id, request_id = waiting(store)
    store.answer(InputResponse(request_id=request_id, option_id="approve", responder=ALICE))
    with pytest.raises(Conflict):
        store.answer(InputResponse(request_id=request_id, option_id="deny", responder=BOB))

    view = run_view(store, store.run(run_id))
    assert view.requests[0].refused == ("deny by bob (web)",)
    assert view.to_json()["requests"][0]["refused"] == ["deny by bob (web)"]
    store.close()
    shown = CliRunner().invoke(
        main, ["show", run_id, "--store", str(tmp_path / "arena.db")], env={"COLUMNS": "200"}
    )
    assert shown.exit_code == 0, shown.output
    assert "approved by alice; refused after it: deny by bob (web)" in shown.output
