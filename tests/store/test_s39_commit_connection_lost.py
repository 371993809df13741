"""A PostgreSQL connection lost as a write commits says the write may have landed (durable39).

A failover or a server restart can take the connection between the client sending ``COMMIT``
and reading its reply: the write may be in the store or not, and the client cannot tell. The
error said only ``lost the connection to the server (…); the next command reconnects`` and
docs/operator.md said such a command writes nothing — a person told so answers again, and a
worker told so may have booked. The loss at the commit now says the write may or may not have
been recorded and to look before doing it again; a loss before it (nothing sent to commit) is
said as before. Here the server ends the session just before the ``COMMIT`` goes out.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager

import psycopg
import pytest

from arena.errors import StoreError
from arena.store import chain
from arena.store.postgres import PostgresStore
from arena.types import InputResponse, Responder
from store_support import synthetic_waiting
from trail_ledger import cross_check

ALICE = Responder(name="alice", interface="cli")


def _end_session(url: str, pid: int) -> None:
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
        while admin.execute("SELECT 1 FROM pg_stat_activity WHERE pid = %s", (pid,)).fetchone():
            time.sleep(0.01)


@contextmanager
def _session_ends_before_commit(
    monkeypatch: pytest.MonkeyPatch, store: PostgresStore, url: str
) -> Iterator[None]:
    """The store's session is ended once the write's audit entries are queued (its last
    statement before ``COMMIT``)."""
    flush = chain.Deferred.flush
    pid = store._db._conn.info.backend_pid

    def then_end(self: chain.Deferred) -> None:
        flush(self)
        _end_session(url, pid)

    with monkeypatch.context() as m:
        m.setattr(chain.Deferred, "flush", then_end)
        yield


def test_an_answer_whose_commit_lost_the_connection_says_it_may_have_landed(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = PostgresStore(postgres_url)
    try:
        run_id, request_id = synthetic_waiting(store)
        store.check_home()
        with (
            _session_ends_before_commit(monkeypatch, store, postgres_url),
            pytest.raises(StoreError) as lost,
        ):
            store.answer(InputResponse(request_id=request_id, option_id="deny", responder=ALICE))
        said = str(lost.value)
        assert "lost the connection to the server as this write committed" in said, said
        assert "may or may not have been recorded" in said and "arena show" in said, said
        # The next command reconnects, and what the store holds says what happened.
        assert store.request(request_id).response is None  # ended before COMMIT went out
        store.answer(InputResponse(request_id=request_id, option_id="deny", responder=ALICE))
        assert store.request(request_id).response is not None
        assert cross_check(store) == []
        assert run_id
    finally:
        store.close()


def test_a_read_that_lost_its_connection_says_nothing_of_a_commit(postgres_url: str) -> None:
    store = PostgresStore(postgres_url)
    try:
        run_id, _ = synthetic_waiting(store)
        _end_session(postgres_url, store._db._conn.info.backend_pid)
        # A read's BEGIN finds the connection gone and reconnects: nothing to say.
        assert store.run(run_id).id == run_id
    finally:
        store.close()
