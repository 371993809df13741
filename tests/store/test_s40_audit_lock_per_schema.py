"""Two stores in one PostgreSQL database (two schemas) keep their audit chains' locks apart
(durable40).

Every appender of a store's trail takes an advisory lock so two transactions never chain to one
head. The key was one number for every store on the server: a store in schema ``a`` whose
writer held it made every writer of the store in schema ``b`` wait, then fail as 'locked by
another process' though nothing of theirs was locked; and an adoption marking a store moved took
that same key as the marked store's, so a busy neighbour in the original's database refused the
adoption as 'busy'. The lock is now keyed by the store's schema (its oid), under the old key
taken shared, so a writer of a release from before still holds off every writer of today's.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import psycopg
import pytest
from test_store_postgres_clone import Databases, approved, dbs

from arena.errors import StoreError
from arena.store.postgres import PostgresStore
from conftest_postgres import PostgresServer
from store_support import synthetic_waiting

__all__ = ["dbs"]  # the fixture, shared with the clone tests

#: A writer of a release from before this one took this key, exclusively, in every schema.
OLD_KEY = "SELECT pg_advisory_xact_lock(1096109127)"


@contextmanager
def held(url: str, lock: str) -> Iterator[None]:
    """``lock`` taken in an open transaction on ``url`` (its search_path) until the block ends."""
    with psycopg.connect(url) as conn:
        conn.execute(lock)
        yield
        conn.rollback()


def _write(url: str) -> None:
    """A write that appends to the trail (a one-leg run), given 1 s for any lock it waits on."""
    store = PostgresStore(url, timeout_s=1)
    try:
        synthetic_waiting(store)
    finally:
        store.close()


def test_a_store_writes_while_another_schemas_trail_is_held(
    postgres_server: PostgresServer,
) -> None:
    a, b = postgres_server.fresh_url(), postgres_server.fresh_url()
    PostgresStore(a).close()
    with held(a, PostgresStore.audit_lock):
        _write(b)  # was: store ... is locked by another process (waited 1s)
        with pytest.raises(StoreError, match="locked by another process"):
            _write(a)  # its own appenders still take turns


def test_an_older_releases_writer_still_holds_off_todays(postgres_url: str) -> None:
    PostgresStore(postgres_url).close()
    with held(postgres_url, OLD_KEY), pytest.raises(StoreError, match="locked by another"):
        _write(postgres_url)


def test_an_adoption_marks_the_original_beside_a_busy_neighbour(dbs: Databases) -> None:
    original, run_id = approved(dbs)
    clone = dbs.create(template=original)
    neighbour = dbs.url(original) + "&options=-csearch_path%3Dneighbour"
    with psycopg.connect(dbs.url(original), autocommit=True) as conn:
        conn.execute("CREATE SCHEMA neighbour")
    PostgresStore(neighbour).close()
    with held(neighbour, PostgresStore.audit_lock):
        adopted = PostgresStore(dbs.url(clone), timeout_s=1)
        try:
            adopted.check_home(adopt=True)  # was: ... is busy ... could not be marked moved
        finally:
            adopted.close()
    assert "moved_to" in dbs.meta(original)
    assert run_id
