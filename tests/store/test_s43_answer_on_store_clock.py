"""Red team 43: an answer was stored at the answering machine's time, not the store's.

``answer()`` kept the ``at`` the ``InputResponse`` was made with: the clock of whatever machine
answered (an inbox, ``arena approve``, an eval). With a PostgreSQL store on another machine, an
inbox whose clock ran 10 minutes ahead recorded an approval 10 minutes after the booking it led
to began (the ledger's time is the server's since durable38): the project's own cross-check of
ledger and trail (``tests/trail_ledger.py``) read "book_room began before req_… was approved",
while ``verify_audit`` passed (the audit entry is on the server's clock; the answer's row was
not). An answer is now stored at the store's time, the instant of its audit entry, and
``answer()`` returns it as stored.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from test_store import STORES

from arena.runs import resume_run
from arena.store import Store
from arena.types import InputResponse, Responder, utcnow
from store_support import Booker, start_waiting
from trail_ledger import cross_check

ALICE = Responder(name="alice", role="facilities", interface="web")


@pytest.fixture(params=sorted(STORES))
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    s = STORES[request.param](request, tmp_path)
    yield s
    s.close()


@pytest.mark.parametrize("skew", [timedelta(minutes=10), timedelta(days=-1), timedelta(0)],
                         ids=["ahead", "behind", "same"])  # fmt: skip
def test_an_answer_is_stored_at_the_stores_time(store: Store, skew: timedelta) -> None:
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    given = InputResponse(request_id=request_id, option_id="approve", responder=ALICE,
                          at=utcnow() + skew)  # fmt: skip
    returned = store.answer(given)
    asyncio.run(resume_run(run_id, store, adapter=Booker()))
    assert store.run(run_id).status == "completed"
    stored = store.request(request_id).response
    assert stored is not None and returned.at == stored.at
    (effect,) = store.side_effects(run_id)
    asked = store.request(request_id).request.created_at
    assert asked <= stored.at <= effect.started_at, (asked, stored.at, effect.started_at)
    assert cross_check(store) == []
    assert store.verify_audit().broken is None


def test_the_answer_and_its_audit_entry_are_one_instant(store: Store) -> None:
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    given = InputResponse(request_id=request_id, option_id="deny", responder=ALICE,
                          note="not this week", at=utcnow() + timedelta(minutes=10))  # fmt: skip
    assert store.answer(given).at == store.request(request_id).response.at  # type: ignore[union-attr]
    (entry,) = [h for h in store.history(run_id) if h.transition == "request.denied"]
    assert store.request(request_id).response.at == entry.at  # type: ignore[union-attr]
