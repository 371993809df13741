"""The audit chain under concurrent writers on PostgreSQL: one head, whoever commits first.

A write transaction appends its audit entries at its very end (``chain.Deferred``), so the
chain's lock is held only from the head read to COMMIT. These tests hold one writer's
transaction open after its append and show a second writer waits for it and chains to its entry
— and that without the lock (the broken reference) both chain to the same head and
``verify_audit`` names the fork.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

from arena.store import open_store
from arena.store.postgres import PostgresStore
from arena.types import InputResponse, Responder
from store_support import synthetic_waiting

ACTOR = Responder(name="tester", role="ops", interface="cli")


@pytest.fixture
def stores(postgres_url: str) -> Iterator[tuple[PostgresStore, PostgresStore]]:
    one, two = open_store(postgres_url), open_store(postgres_url)
    assert isinstance(one, PostgresStore) and isinstance(two, PostgresStore)
    yield one, two
    one.close()
    two.close()


def _append(store: PostgresStore, run_id: str, transition: str) -> None:
    with store._write() as c:
        store._audit(c, run_id, transition, ACTOR, at="2026-01-01T00:00:00+00:00")


def _second_writer_while_first_is_open(
    one: PostgresStore, two: PostgresStore, run_id: str, wait_s: float = 1.5
) -> bool:
    """The first writer appends and stays open for up to ``wait_s``; returns whether the second
    finished meanwhile."""
    done = threading.Event()
    with one._write() as c:
        one._audit(c, run_id, "test.first", ACTOR, at="2026-01-01T00:00:00+00:00")
        c.flush()  # what the end of the transaction does, here with COMMIT still to come
        worker = threading.Thread(target=lambda: (_append(two, run_id, "test.second"), done.set()))
        worker.start()
        finished_meanwhile = done.wait(wait_s)
    worker.join(30)
    assert done.is_set()
    return finished_meanwhile


def test_a_second_writer_chains_after_the_first_commits(
    stores: tuple[PostgresStore, PostgresStore],
) -> None:
    one, two = stores
    run_id, _ = synthetic_waiting(one)
    assert not _second_writer_while_first_is_open(one, two, run_id)
    assert one.verify_audit().broken is None
    transitions = [e.transition for e in one.history(run_id)]
    assert transitions[-2:] == ["test.first", "test.second"]


def test_without_the_chain_lock_two_writers_fork_the_chain(
    stores: tuple[PostgresStore, PostgresStore],
) -> None:
    one, two = stores
    run_id, _ = synthetic_waiting(one)
    one.audit_lock = two.audit_lock = ""  # the broken reference: appenders no longer take turns
    # It finishes while the first is open, however long a loaded machine takes to run it (1.5 s,
    # the time the correct store's second writer is given, can be too short under load).
    assert _second_writer_while_first_is_open(one, two, run_id, wait_s=30)
    broken = one.verify_audit().broken
    assert broken is not None and "does not follow" in broken.reason


def test_concurrent_writers_keep_one_gap_free_chain(postgres_url: str) -> None:
    """Four connections answering and claiming at once: every entry chained, none lost."""
    with open_store(postgres_url) as store:
        runs = [synthetic_waiting(store) for _ in range(12)]
    errors: list[BaseException] = []

    def answer_all(share: list[tuple[str, str]]) -> None:
        try:
            with open_store(postgres_url) as mine:
                for run_id, request_id in share:
                    mine.answer(InputResponse(request_id=request_id, option_id="approve"))
                    mine.claim(run_id, f"w-{threading.get_ident()}", ttl_s=60, actor=ACTOR)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=answer_all, args=(runs[k::4],)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert not errors
    with open_store(postgres_url) as store:
        verdict = store.verify_audit()
        assert verdict.broken is None and verdict.unchained == 0
        for run_id, _ in runs:
            trail = [e.transition for e in store.history(run_id)]
            assert trail == ["run.waiting", "request.created", "request.approved", "run.claimed"]
