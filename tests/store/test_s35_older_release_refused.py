"""A release that ignores a store's identity never opens it (durable35).

Since durable30 an SQLite store keeps its id, home and file in ``arena_meta`` (durable31: a
PostgreSQL store its server and oids), and a copy adopted marks the original ``moved_to`` it;
but those are rows, not a new layout, so the schema version stayed 10 (PostgreSQL 6). A release
from before them (schema 10, no identity) opened such a store as its own: it resumed the original
an adoption had marked moved while the adopted copy resumed too, and R-102 was booked twice
(seen with ac6518be^ against this tree's store). Schema 11 (PostgreSQL 7) changes no table; each
earlier release refuses it as newer, with the check every release since schema 1 makes, and a
process of one already running is refused at its next write.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import psycopg
import pytest

from arena.errors import StoreError
from arena.store import SQLiteStore, open_store
from arena.store.sql_version import stored_version

#: The schema versions of the last releases that knew nothing of a store's identity.
BEFORE_IDENTITY = {"sqlite": 10, "postgres": 6}


def _meta_sqlite(db: Path) -> tuple[list[str], dict[str, str]]:
    with sqlite3.connect(db) as con:
        tables = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        meta = dict(con.execute("SELECT key, value FROM arena_meta").fetchall())
    return tables, {str(k): str(v) for k, v in meta.items()}


def test_a_store_with_an_identity_is_refused_by_a_release_without_one(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    SQLiteStore(db).close()
    tables, meta = _meta_sqlite(db)
    assert {"store_id", "home"} <= set(meta)  # what the older release would not honour

    with pytest.raises(StoreError, match="newer than this hitl-arena reads"):
        stored_version(str(db), tables, meta, known=BEFORE_IDENTITY["sqlite"], what="SQLite")


def test_a_store_at_the_last_version_without_identities_is_migrated(tmp_path: Path) -> None:
    """An upgrade reads a store the older release wrote, as every migration does, and gives it
    its identity in the same commit."""
    db = tmp_path / "arena.db"
    SQLiteStore(db).close()
    with sqlite3.connect(db) as con:
        con.execute("DELETE FROM arena_meta WHERE key IN ('store_id', 'home', 'file')")
        con.execute("UPDATE arena_meta SET value = '10' WHERE key = 'schema_version'")
        # what the migrations after 10 added goes too, as a store the v10 release wrote lacks
        # it (schema 12's column: re-added, it was "duplicate column name: request_ttl_s")
        con.execute("ALTER TABLE runs DROP COLUMN request_ttl_s")

    SQLiteStore(db).close()

    _, meta = _meta_sqlite(db)
    assert int(meta["schema_version"]) > BEFORE_IDENTITY["sqlite"] and "store_id" in meta


def test_a_postgres_store_is_refused_by_a_release_without_identities(postgres_url: str) -> None:
    open_store(postgres_url).close()
    with psycopg.connect(postgres_url) as con:
        tables = [
            r[0]
            for r in con.execute(
                "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
            )
        ]
        meta = {str(k): str(v) for k, v in con.execute("SELECT key, value FROM arena_meta")}

    with pytest.raises(StoreError, match="newer than this hitl-arena reads"):
        stored_version(
            postgres_url, tables, meta, known=BEFORE_IDENTITY["postgres"], what="PostgreSQL"
        )
