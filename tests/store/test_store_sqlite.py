"""What only the SQLite store has to prove: its file, its schema versions, its lock, its triggers."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

import pytest

from arena.errors import Conflict, StoreError, UserError
from arena.store import SQLiteStore, StoreMissing, open_store, sql_reads
from arena.store.sqlite_schema import MIGRATIONS, SCHEMA_VERSION
from arena.types import InputResponse, Responder
from store_support import start_waiting


def raw(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(path, isolation_level=None)


def test_a_new_store_is_wal_at_the_current_schema_version(tmp_path: Path) -> None:
    path = tmp_path / "nested" / "arena.db"
    SQLiteStore(path).close()
    db = raw(path)
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    meta = dict(db.execute("SELECT key, value FROM arena_meta").fetchall())
    identity = {"store_id": meta["store_id"], "home": str(path.resolve())}  # sqlite_home
    identity["file"] = f"{path.stat().st_dev}:{path.stat().st_ino}"  # the file at the home
    assert meta == {"application": "hitl-arena", "schema_version": str(SCHEMA_VERSION), **identity}
    assert len(MIGRATIONS) == SCHEMA_VERSION
    SQLiteStore(path).close()  # reopening migrates nothing and keeps the version
    assert dict(db.execute("SELECT key, value FROM arena_meta").fetchall()) == meta


def test_the_default_location_is_under_dot_arena(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("ARENA_STORE", raising=False)
    with pytest.raises(StoreMissing, match=r"no store at \.arena/arena\.db"):
        open_store(create=False)
    open_store().close()
    assert (tmp_path / ".arena" / "arena.db").is_file()
    monkeypatch.setenv("ARENA_STORE", str(tmp_path / "other.db"))
    assert open_store().location == str(tmp_path / "other.db")


def test_a_store_from_a_newer_release_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "arena.db"
    SQLiteStore(path).close()
    raw(path).execute("UPDATE arena_meta SET value = '99' WHERE key = 'schema_version'")
    with pytest.raises(StoreError, match="schema version 99, newer than this hitl-arena reads"):
        SQLiteStore(path)


def test_another_sqlite_database_is_not_taken_for_a_store(tmp_path: Path) -> None:
    path = tmp_path / "app.db"
    raw(path).execute("CREATE TABLE users (id INTEGER)")
    with pytest.raises(StoreError, match=r"not a hitl-arena store .*users"):
        SQLiteStore(path)


def test_a_corrupt_file_is_a_clear_store_error(tmp_path: Path) -> None:
    path = tmp_path / "arena.db"
    path.write_bytes(b"this is not sqlite at all, just some bytes" * 100)
    with pytest.raises(StoreError, match="is not a readable hitl-arena store"):
        SQLiteStore(path)


def test_a_locked_store_fails_after_the_busy_timeout(tmp_path: Path) -> None:
    path = tmp_path / "arena.db"
    store = SQLiteStore(path)
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    store.close()
    holder = raw(path)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        store = SQLiteStore(path, timeout_s=0.2)
        assert [p.id for p in store.pending()] == [request_id]  # WAL: reading still works
        started = time.perf_counter()
        with pytest.raises(StoreError, match=r"is locked by another process \(waited 0.2s\)"):
            store.answer(InputResponse(request_id=request_id, option_id="approve"))
        assert time.perf_counter() - started < 5
    finally:
        holder.execute("ROLLBACK")
    assert store.request(request_id).response is None
    store.close()


@pytest.mark.parametrize(
    "statement",
    [
        "UPDATE events SET data = '{}'",
        "DELETE FROM events",
        "UPDATE responses SET option_id = 'deny'",
        "DELETE FROM responses",
        "UPDATE audit SET actor = 'mallory'",
        "DELETE FROM audit",
        "UPDATE requests SET args = '{}'",
        "UPDATE tool_calls SET status = 'ok'",
        "DELETE FROM legs",
        "UPDATE legs SET events = '[]'",
        "DELETE FROM side_effects",
        "UPDATE side_effects SET result = 'forged'",
    ],
)
def test_the_trail_has_no_update_or_delete_path(tmp_path: Path, statement: str) -> None:
    from store_support import completed_booking

    path = tmp_path / "arena.db"
    store = SQLiteStore(path)
    completed_booking(store)
    # events and tool_calls are views of the legs' rows (schema 10): no update path either.
    with pytest.raises(
        sqlite3.DatabaseError, match=r"append-only|reports its outcome once|is a view"
    ):
        raw(path).execute(statement)
    store.close()


#: Shipped migrations are frozen: changing one changes stores already on disk. Append instead.
SHIPPED = {0: "c08e2fea4160037193eeb204211f915480bb078fa1393ea373a8f386a5da1b7c"}

#: A version-1 store as an older release wrote it (frozen fixture): one run waiting on one request,
#: answered by a person. The current release must read it unchanged.
V1_ROWS = """
INSERT INTO arena_meta VALUES ('application', 'hitl-arena'), ('schema_version', '1');
INSERT INTO runs VALUES ('run_v1', 'human_in_the_loop', 'hitl-01',
  '{"checks": ["suspended"], "id": "hitl-01", "input": "Book a room for 6 on Tuesday.",
    "meta": {}, "resume_with": ["approve"], "source": ""}',
  'booker', '{"api_key_env": null, "base_url": "", "model": "scripted-compliant",
  "scripted": true}', 'arena.tools.rooms', '{"gate": "request_approval", "tool": "book_room"}',
  'human', 'waiting', 1, 1, NULL, NULL, '2026-11-30T10:00:00.000000+00:00',
  '2026-11-30T10:00:00.000000+00:00', 'host:1', NULL, NULL);
INSERT INTO legs VALUES ('run_v1', 1, 'waiting', 'May I book R-102?', NULL,
  '{"slots": {"booker.paused": {"room": "R-102"}}, "version": 1}', 1, NULL, NULL,
  '2026-11-30T10:00:00.000000+00:00', 0.01, NULL);
INSERT INTO events VALUES ('run_v1', 1, 1, 'leg.started', '{}', '2026-11-30T10:00:00.000000+00:00');
INSERT INTO requests VALUES ('req_v1', 'run_v1', 1, 'request_approval', 'request_approval',
  '{"summary": "Book R-102"}', 'Book R-102', 'a gate', '[{"id": "approve", "label": "Approve"},
  {"id": "deny", "label": "Deny"}]', '{"tool": "book_room"}', 'gate-1',
  '2026-11-30T10:00:00.000000+00:00', NULL);
INSERT INTO responses VALUES ('req_v1', 'run_v1', 'approve', NULL, NULL, 'alice', 'ops', 'cli',
  'fine', '2026-11-30T10:05:00.000000+00:00');
INSERT INTO audit (run_id, request_id, transition, actor, role, interface, at, note) VALUES
  ('run_v1', 'req_v1', 'request.approved', 'alice', 'ops', 'cli',
   '2026-11-30T10:05:00.000000+00:00', 'fine');
"""


def test_shipped_migrations_are_frozen() -> None:
    import hashlib

    for index, digest in SHIPPED.items():
        assert hashlib.sha256(MIGRATIONS[index].encode()).hexdigest() == digest, (
            f"migration {index} shipped and must not change; append a new migration instead"
        )


def test_a_version_1_store_is_read_by_this_release(tmp_path: Path) -> None:
    from arena.store.sqlite_conn import _statements

    path = tmp_path / "v1.db"
    db = raw(path)
    for statement in _statements(MIGRATIONS[0]) + _statements(V1_ROWS):
        db.execute(statement)
    store = SQLiteStore(path)
    run = store.run("run_v1")
    assert (run.status, run.durable, run.origin.endpoint.scripted) == ("waiting", True, True)
    answer = store.request("req_v1").response
    assert answer is not None and (answer.responder.name, answer.note) == ("alice", "fine")
    assert store.snapshot("run_v1") == {"slots": {"booker.paused": {"room": "R-102"}}, "version": 1}
    assert [h.transition for h in store.history("run_v1")] == ["request.approved"]
    store.close()


#: ``legs`` before schema 10 (which added its ``events`` and ``calls`` columns).
OLD_LEG_COLUMNS = (
    "run_id, leg, status, message, error, session, durable, owner, started_at, finished_at, "
    "duration_s, usage"
)


#: ``runs`` before schema 12 (which added ``request_ttl_s``).
OLD_RUN_COLUMNS = (
    "id, arena, item_id, item, adapter, endpoint, tools_module, check_spec, mode, status, "
    "durable, legs, error, checks, created_at, updated_at, created_by, claim_owner, "
    "claim_expires_at, claim_token"
)


def _old_rows(table: str) -> str:
    """A table's rows as a store before schema 10 held them (``events`` and ``tool_calls``:
    their views since, with the same columns; ``runs`` before 12)."""
    columns = {"legs": OLD_LEG_COLUMNS, "runs": OLD_RUN_COLUMNS}.get(table, "*")
    return f"SELECT {columns} FROM {table} ORDER BY 1, 2"


def test_version_7_keeps_every_row_and_the_chain(tmp_path: Path) -> None:
    """A version-6 store with a completed booking and a waiting run migrates to version 7
    (``responses`` WITHOUT ROWID, ``audit`` without AUTOINCREMENT): every row and hash the same,
    the chain verifies, the next entry follows the last, and an answer still comes once."""
    from arena.store.sqlite_conn import _statements
    from store_support import completed_booking, synthetic_waiting

    tables = ("runs", "legs", "events", "tool_calls", "requests", "responses", "audit")
    source = SQLiteStore(tmp_path / "now.db")
    completed_booking(source)
    _, waiting = synthetic_waiting(source)
    source.close()
    db = raw(tmp_path / "now.db")
    rows = {t: db.execute(_old_rows(t)).fetchall() for t in tables}
    db.close()
    assert all(rows.values())

    path = tmp_path / "v6.db"
    old = raw(path)
    for statement in [s for m in MIGRATIONS[:6] for s in _statements(m)]:
        old.execute(statement)
    old.execute(
        "INSERT INTO arena_meta VALUES ('application', 'hitl-arena'), ('schema_version', '6')"
    )
    for table, found in rows.items():
        marks = ",".join("?" * len(found[0]))
        old.executemany(f"INSERT INTO {table} VALUES ({marks})", found)
    old.close()

    store = SQLiteStore(path)
    db = raw(path)
    assert {t: db.execute(_old_rows(t)).fetchall() for t in tables} == rows
    assert store.verify_audit().broken is None
    with pytest.raises(sqlite3.OperationalError, match="rowid"):
        db.execute("SELECT rowid FROM responses")
    assert (
        db.execute("SELECT count(*) FROM sqlite_sequence WHERE name = 'audit'").fetchone()[0] == 0
    )
    last = max(r[0] for r in rows["audit"])
    store.answer(InputResponse(request_id=waiting, option_id="approve"))
    assert db.execute("SELECT max(seq) FROM audit").fetchone()[0] == last + 1
    with pytest.raises(Conflict, match="already answered"):
        store.answer(InputResponse(request_id=waiting, option_id="deny"))
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        db.execute("DELETE FROM responses")
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        db.execute("UPDATE audit SET note = 'forged'")
    assert store.verify_audit().broken is None
    store.close()


def test_version_8_and_on_index_only_lasting_statuses_and_list_runs_as_before(
    tmp_path: Path,
) -> None:
    """A version-7 store (runs waiting, resuming, completed, failed) migrates to version 8 and
    on (9 rebuilds runs and side_effects): ``runs_by_status`` then holds the waiting and failed
    runs only, ``runs(status=...)`` lists the same runs for every status as the store did
    before, and every table keeps its rows."""
    from arena.store.sqlite_conn import _statements
    from store_support import completed_booking, synthetic_waiting

    actor = Responder(name="t", interface="cli")
    source = SQLiteStore(tmp_path / "now.db")
    completed_booking(source)
    synthetic_waiting(source)
    resuming, _ = synthetic_waiting(source)
    source.claim(resuming, "w", ttl_s=60, actor=actor)
    failed, _ = synthetic_waiting(source)
    source.fail_run(failed, "gave up", actor=actor)
    statuses = ("waiting", "resuming", "completed", "failed", "needs_reconciliation")
    listed = {s: [r.id for r in source.runs(status=s)] for s in statuses}
    source.close()
    assert [len(listed[s]) for s in statuses] == [1, 1, 1, 1, 0]
    tables = ("runs", "legs", "events", "tool_calls", "requests", "responses", "audit")
    tables += ("side_effects",)
    db = raw(tmp_path / "now.db")
    rows = {t: db.execute(_old_rows(t)).fetchall() for t in tables}
    db.close()

    path = tmp_path / "v7.db"
    old = raw(path)
    for statement in [s for m in MIGRATIONS[:7] for s in _statements(m)]:
        old.execute(statement)
    old.execute(
        "INSERT INTO arena_meta VALUES ('application', 'hitl-arena'), ('schema_version', '7')"
    )
    for table, found in rows.items():
        marks = ",".join("?" * len(found[0]))
        old.executemany(f"INSERT INTO {table} VALUES ({marks})", found)
    old.close()

    store = SQLiteStore(path)
    assert {s: [r.id for r in store.runs(status=s)] for s in statuses} == listed
    db = raw(path)
    indexed = db.execute(
        f"SELECT status FROM runs INDEXED BY runs_by_status WHERE {sql_reads.INDEXED_STATUS} "
        "ORDER BY status"
    ).fetchall()
    assert [r[0] for r in indexed] == ["failed", "waiting"]
    [(index,)] = db.execute("SELECT sql FROM sqlite_master WHERE name = 'runs_by_status'")
    assert index.endswith(f"WHERE {sql_reads.INDEXED_STATUS}")
    assert {t: db.execute(_old_rows(t)).fetchall() for t in tables} == rows
    assert len(rows["side_effects"]) == 1
    assert db.execute("PRAGMA foreign_key_check").fetchall() == []
    assert store.verify_audit().broken is None
    store.close()


@pytest.mark.parametrize("value", ["abc", "-1", "nan", "inf"])
def test_a_bad_store_timeout_variable_is_a_user_error_not_a_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, value: str
) -> None:
    monkeypatch.setenv("ARENA_STORE_TIMEOUT", value)
    with pytest.raises(UserError, match=rf"ARENA_STORE_TIMEOUT='{value}': give the seconds"):
        SQLiteStore(tmp_path / "arena.db")
    monkeypatch.setenv("ARENA_STORE_TIMEOUT", " 0.5 ")
    with SQLiteStore(tmp_path / "arena.db") as store:
        assert store._db.timeout_s == 0.5


def test_a_folder_given_as_the_store_names_a_file_to_use(tmp_path: Path) -> None:
    with pytest.raises(UserError, match=rf"store {tmp_path} is a folder; .*{tmp_path}/arena.db"):
        SQLiteStore(tmp_path)
