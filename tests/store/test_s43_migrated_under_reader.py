"""A PostgreSQL store migrated by a newer release under a running process is said as such.

A process that opened the store before a newer hitl-arena migrated it stops writing, and says so
(docs/operator.md, Versioned: every write reads the version first). Its reads said something
else: psycopg prepares a statement it runs often, and one that reads ``runs.*`` after a
migration added a column failed with the server's 'cached plan must not change result type'
(seen in session 43, a worker of the old schema beside a test of the new one): no version, no
restart named. Such a read now gives the version's refusal; the same error on a store whose
version did not change is said as before.
"""

from __future__ import annotations

import psycopg
import pytest

from arena.errors import StoreError
from arena.store.postgres import PostgresStore
from arena.store.postgres_schema import SCHEMA_VERSION
from store_support import synthetic_waiting


def _prepared_reads(store: PostgresStore, run_id: str) -> None:
    """Read the run often enough that psycopg prepares the statement (its threshold: 5)."""
    for _ in range(8):
        assert store.run(run_id).id == run_id


def test_a_read_after_a_newer_release_migrated_names_the_version(postgres_url: str) -> None:
    store = PostgresStore(postgres_url)
    try:
        run_id, _ = synthetic_waiting(store)
        _prepared_reads(store, run_id)
        with psycopg.connect(postgres_url, autocommit=True) as newer:  # a newer release's step
            newer.execute("ALTER TABLE runs ADD COLUMN from_a_newer_release text")
            newer.execute(
                "UPDATE arena_meta SET value = %s WHERE key = 'schema_version'",
                (str(SCHEMA_VERSION + 1),),
            )
        with pytest.raises(StoreError) as refused:
            store.run(run_id)
        said = str(refused.value)
        assert f"is now at schema version {SCHEMA_VERSION + 1}, not {SCHEMA_VERSION}" in said
        assert "restart it with the hitl-arena that migrated the store" in said
        assert "cached plan" not in said
    finally:
        store.close()


def test_the_same_error_on_an_unmigrated_store_is_said_as_before(postgres_url: str) -> None:
    """The neighbour: a column added by hand (no new version) is not called a migration."""
    store = PostgresStore(postgres_url)
    try:
        run_id, _ = synthetic_waiting(store)
        _prepared_reads(store, run_id)
        with psycopg.connect(postgres_url, autocommit=True) as owner:
            owner.execute("ALTER TABLE runs ADD COLUMN added_by_hand text")
        try:
            found = store.run(run_id)
        except StoreError as exc:
            assert "cached plan must not change result type" in str(exc)
            assert "schema version" not in str(exc)
        else:  # a driver that re-prepares by itself reads on: as good
            assert found.id == run_id
    finally:
        store.close()
