"""``verify_run`` and ``verify_audit`` say "broken" for a store of one's own too (redteam50b).

Every test of the suite that a backend of one's own ran asked only that its trail verify: a
store whose ``verify_run`` always returned None and whose ``verify_audit`` always said
``broken=None`` passed, and ``arena audit verify`` on it would say "ok" over any edit. Two
checks now fail it: the chain must not claim to reach a head it never had (no hook needed), and
an answer changed behind the store's back, by the tamper hook a backend author names in
``$ARENA_TEST_STORE_TAMPER`` (docs/operator.md), must be named by both. Without a hook the
second skips, saying so.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from test_store import STORES

from arena.store import Store
from arena.types import InputResponse, Responder
from race_workers import is_custom
from store_support import TAMPER_ENV, custom_tamper, start_waiting, tamper_sqlite_answer

ALICE = Responder(name="alice", interface="cli")
#: A head no chain ever had: 64 hex digits, as ``arena audit verify`` prints one.
NEVER = "f" * 64


@pytest.fixture(params=sorted(STORES))  # a backend of one's own too (docs/operator.md)
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    made = STORES[request.param](request, tmp_path)
    yield made
    made.close()


def _tamper(request: pytest.FixtureRequest) -> Callable[[Store, str], None]:
    backend = request.node.callspec.params["store"]
    if backend == "sqlite":
        return tamper_sqlite_answer
    if is_custom(backend) and (hook := custom_tamper()) is not None:
        return hook
    if is_custom(backend):
        pytest.skip(f"name a tamper hook in ${TAMPER_ENV} to show verify failing (operator.md)")
    pytest.skip("PostgreSQL's trail has no update path (test_store_postgres.py tampers as owner)")


def _answered(store: Store) -> tuple[str, str]:
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    store.answer(InputResponse(request_id=request_id, option_id="deny", responder=ALICE))
    return run_id, request_id


def test_verify_audit_refuses_a_head_the_chain_never_reached(store: Store) -> None:
    _answered(store)
    honest = store.verify_audit()
    assert honest.broken is None and honest.entries > 0
    assert store.verify_audit(head=honest.head).broken is None  # its own head: reached
    anchored = store.verify_audit(head=NEVER)
    assert anchored.broken is not None, "a chain that never had this head verified against it"


def test_a_changed_answer_is_named_by_verify_run_and_verify_audit(
    store: Store, request: pytest.FixtureRequest
) -> None:
    tamper = _tamper(request)
    run_id, request_id = _answered(store)
    other_run, _ = _answered(store)
    assert store.verify_run(run_id) is None and store.verify_audit().broken is None
    tamper(store, request_id)
    answer = store.request(request_id).response
    assert answer is not None and answer.option_id == "approve", "the hook changed nothing"
    broken = store.verify_run(run_id)
    assert broken is not None and broken.run_id == run_id, broken
    assert store.verify_run(other_run) is None  # the run nobody touched still verifies
    whole = store.verify_audit().broken
    assert whole is not None and whole.run_id == run_id, whole
