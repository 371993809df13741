"""A late answer to an expired request: the trail says the expiry, then the refused answer.

A request past its ``expires_at`` that nothing had recorded as expired yet (``arena pending``,
``resume`` or ``sweep`` record due expiries) was refused to a late ``arena approve``, the web
inbox or the store's own answer with ``expired at …`` and nothing written: the late approval
lived only on its operator's screen, and the ``request.expired`` entry, stamped later by
whichever command came next, read as if the request had expired with nobody trying to answer it
(durable32's open question). The refusal now records the expiry first, then the late answer as
``answer.refused``, on every path an answer takes, so ``arena history`` and ``arena show`` say what
happened in the order it happened.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from test_store import STORES

from arena.errors import Conflict, Expired, InvalidAnswer
from arena.identity import Identity
from arena.inbox import decide
from arena.operator import answer
from arena.operator_views import run_view
from arena.store import Store
from arena.store.people import EXPIRED, Vote
from arena.types import InputResponse, Responder
from store_support import synthetic_waiting

ALICE = Responder(name="alice", interface="cli")


@pytest.fixture(params=sorted(STORES))  # a backend of one's own too (docs/operator.md)
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    made = STORES[request.param](request, tmp_path)
    yield made
    made.close()


def _decide(store: Store, request_id: str) -> None:  # arena approve, the web inbox
    alice = Identity(name="alice", roles=(), interface="cli", verified=False)
    decide(store, request_id, alice, "approve")


def _answer(store: Store, request_id: str) -> None:  # the store's own answer (drive API)
    store.answer(InputResponse(request_id=request_id, option_id="approve", responder=ALICE))


def _api(store: Store, request_id: str) -> None:  # arena.operator.answer, the Python API
    answer(store, [request_id], "approve", name="alice")


def _vote(store: Store, request_id: str) -> None:  # the store finds it expired as it writes
    outcome = store.vote(Vote(request_id=request_id, voter=ALICE, option_id="approve"), quorum=1)
    if outcome.expired_at is not None:
        raise Expired(f"request {request_id} expired")


@pytest.mark.parametrize(
    "late", [_decide, _answer, _vote, _api], ids=["decide", "answer", "vote", "api"]
)
def test_a_late_answer_follows_the_expiry_in_the_trail(
    store: Store, late: Callable[[Store, str], None]
) -> None:
    run_id, request_id = synthetic_waiting(store, expires_in_s=-60)  # expired a minute ago

    with pytest.raises(InvalidAnswer, match=f"request {request_id} expired"):
        late(store, request_id)

    trail = [(e.transition, e.actor.name, e.note) for e in store.history(run_id)]
    (expired, refused) = trail[-2:]
    assert expired[:2] == ("request.expired", "arena (store clock)")
    assert refused[:2] == ("answer.refused", "alice")
    assert refused[2] is not None and refused[2].startswith("approve: ")
    assert f"request {request_id} expired at" in refused[2]
    stored = store.request(request_id).response
    assert stored is not None and stored.option_id == EXPIRED  # what the agent will be told
    assert store.expire_due() == []  # recorded once, not again by the next sweep
    view = run_view(store, store.run(run_id))
    assert view.requests[0].refused == ("approve by alice (cli)",)


def test_an_invalid_answer_to_an_open_request_adds_nothing(store: Store) -> None:
    """A request not yet expired, refused for what the answer says: no expiry, no entry."""
    run_id, request_id = synthetic_waiting(store, expires_in_s=600)
    before = len(store.history(run_id))
    with pytest.raises(InvalidAnswer, match="needs a reason"):
        alice = Identity(name="alice", roles=(), interface="cli", verified=False)
        decide(store, request_id, alice, "deny")
    assert len(store.history(run_id)) == before
    assert store.request(request_id).response is None


def test_an_answer_through_the_api_after_a_decision_is_kept_as_refused(store: Store) -> None:
    """``arena.operator.answer`` checks every id before it writes: a request already decided
    was refused there with nothing kept, where ``arena approve`` keeps it (durable32)."""
    run_id, request_id = synthetic_waiting(store, expires_in_s=600)
    store.answer(InputResponse(request_id=request_id, option_id="approve", responder=ALICE))
    with pytest.raises(Conflict, match="already answered: approved by alice"):
        answer(store, [request_id], "deny", name="bob", note="over budget")
    (refused,) = [e for e in store.history(run_id) if e.transition == "answer.refused"]
    assert refused.actor.name == "bob" and refused.note is not None
    assert refused.note.startswith("deny (over budget): request ")
