"""PostgreSQL's schema 6 (a leg's events and tool calls on its row, as SQLite's schema 10): a
version-5 store migrates with every event, call, answer and audit hash as the store read them."""

from __future__ import annotations

import psycopg
import pytest
from test_store_leg_journal import OLD_LEG_COLUMNS, OLD_RUN_COLUMNS, TABLES, _odd_run, _reads

from arena.store import open_store
from arena.store.postgres_schema import MIGRATIONS, SCHEMA_VERSION
from conftest_postgres import PostgresServer
from store_support import completed_booking, synthetic_waiting


def _schema(url: str) -> str:
    return url.rsplit("search_path%3D", 1)[1]


def test_a_version_5_store_keeps_every_event_call_answer_and_hash(
    postgres_server: PostgresServer,
) -> None:
    now_url, old_url = postgres_server.fresh_url(), postgres_server.fresh_url()
    source = open_store(now_url)
    runs = [completed_booking(source), _odd_run(source), synthetic_waiting(source)[0]]
    before = {r: _reads(source, r) for r in runs}
    head = source.verify_audit().head
    source.close()

    now, old = _schema(now_url), _schema(old_url)
    with psycopg.connect(old_url, autocommit=True) as db:
        for script in MIGRATIONS[:5]:
            db.execute(script)
        db.execute(
            "INSERT INTO arena_meta VALUES ('application', 'hitl-arena'), ('schema_version', '5')"
        )
        for table in TABLES:
            old_columns = {"legs": OLD_LEG_COLUMNS, "runs": OLD_RUN_COLUMNS}
            columns = old_columns.get(table, "*")
            overriding = " OVERRIDING SYSTEM VALUE" if table == "audit" else ""
            db.execute(f"INSERT INTO {old}.{table}{overriding} SELECT {columns} FROM {now}.{table}")
        counts = {
            t: db.execute(f"SELECT count(*) FROM {old}.{t}").fetchone()
            for t in ("events", "tool_calls")
        }
    assert all(c is not None and c[0] > 0 for c in counts.values())

    store = open_store(old_url)
    try:
        assert {r: _reads(store, r) for r in runs} == before
        verdict = store.verify_audit()
        assert verdict.broken is None and verdict.head == head
        with psycopg.connect(old_url, autocommit=True) as db:
            version = db.execute("SELECT value FROM arena_meta WHERE key = 'schema_version'")
            assert version.fetchone() == (str(SCHEMA_VERSION),)
            kinds = db.execute(
                "SELECT table_name, table_type FROM information_schema.tables "
                "WHERE table_schema = %s AND table_name IN ('events', 'tool_calls')",
                (old,),
            ).fetchall()
            assert sorted(kinds) == [("events", "VIEW"), ("tool_calls", "VIEW")]
            with pytest.raises(psycopg.Error, match="append-only"):
                db.execute("UPDATE legs SET calls = '[]'")
    finally:
        store.close()
