"""The SQLite store's write transaction, as lean as it may be and no leaner (issue 16).

One write is ``BEGIN IMMEDIATE``, one statement reading the schema version and the audit
chain's head, the write's own statements, the audit entries, ``COMMIT``. The head is read at the
start, not before the append: ``BEGIN IMMEDIATE`` holds the write lock from there to the commit,
so no other writer can move it. These tests show a second process's writer that waited for the
lock chains after the first — and that a head read before the lock (the broken reference) forks
the chain, which ``verify_audit`` names — and that the schema check still refuses a store
migrated meanwhile.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from arena.errors import StoreError
from arena.store import SQLiteStore, chain
from arena.store.sqlite_schema import SCHEMA_VERSION
from arena.store.textsafe import SafeTx
from arena.types import InputResponse, Responder
from store_support import completed_booking, synthetic_waiting

ACTOR = Responder(name="tester", role="ops", interface="cli")
AT = "2026-01-01T00:00:00.000000+00:00"


class EarlyHead(SQLiteStore):
    """Broken on purpose: reads the chain's head before taking the write lock."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        #: Set once the head is read: the first writer commits only after it.
        self.head_read = threading.Event()

    @contextmanager
    def _write(self) -> Iterator[chain.Deferred]:  # type: ignore[override]
        early = chain.head(SafeTx(self._db.raw))
        self.head_read.set()
        self._db.begin_write()
        c = chain.Deferred(SafeTx(self._db.raw), head=early)
        try:
            yield c
            c.flush()
        except BaseException:
            self._db.end_write(failed=True)
            raise
        self._db.end_write(failed=False)


def _second_waits_for_first(one: SQLiteStore, two: SQLiteStore, run_id: str) -> None:
    """The first writer holds its transaction while the second starts; then it commits."""
    started = threading.Event()

    def second() -> None:
        started.set()
        with two._write() as c:
            two._audit(c, run_id, "test.second", ACTOR, at=AT)

    with one._write() as c:
        one._audit(c, run_id, "test.first", ACTOR, at=AT)
        worker = threading.Thread(target=second)
        worker.start()
        started.wait(5)
        # The broken reference's head is read before the first commits, however late its thread
        # runs (with a fixed 0.3 s alone, a thread scheduled late on a loaded machine could read
        # the committed head, chain after the first and pass verify_audit: no fork to name).
        if isinstance(two, EarlyHead):
            assert two.head_read.wait(30)
        time.sleep(0.3)  # the second is now waiting on BEGIN IMMEDIATE (busy timeout)
    worker.join(30)
    assert not worker.is_alive()


@pytest.mark.parametrize("broken", [False, True], ids=["store", "head-read-before-lock"])
def test_a_writer_that_waited_for_the_lock_chains_after_the_first(
    tmp_path: Path, broken: bool
) -> None:
    db = tmp_path / "arena.db"
    one = SQLiteStore(db)
    two = (EarlyHead if broken else SQLiteStore)(db)
    try:
        run_id, _ = synthetic_waiting(one)
        _second_waits_for_first(one, two, run_id)
        transitions = [e.transition for e in one.history(run_id)][-2:]
        assert transitions == ["test.first", "test.second"]
        verdict = one.verify_audit()
        if broken:
            assert verdict.broken is not None
            assert "removed, inserted or reordered" in verdict.broken.reason
        else:
            assert verdict.broken is None
    finally:
        one.close()
        two.close()


def _kinds(seen: list[str]) -> list[str]:
    return [s.split()[0] + (" audit" if "INTO audit" in s else "") for s in seen]


def test_a_write_is_begin_one_read_of_version_and_head_its_statements_and_commit(
    tmp_path: Path,
) -> None:
    db = tmp_path / "arena.db"
    store = SQLiteStore(db)
    other = SQLiteStore(db)
    try:
        run_id, request_id = synthetic_waiting(other)  # another connection's commit
        store.check_home()  # once a process, before its first act (a read of its own: durable45)
        seen: list[str] = []
        store._db.raw.set_trace_callback(seen.append)
        store.answer(InputResponse(request_id=request_id, option_id="approve", responder=ACTOR))
        assert _kinds(seen) == [
            "BEGIN", "PRAGMA", "SELECT", "SELECT", "INSERT", "INSERT audit", "COMMIT"
        ]  # fmt: skip
        assert "data_version" in seen[1]
        assert "arena_meta" in seen[2] and "FROM audit" in seen[2]
        # Nobody else committed since: the version and head this write left are still current.
        seen.clear()
        store.claim(run_id, "me", ttl_s=60, actor=ACTOR)
        store._db.raw.set_trace_callback(None)
        assert _kinds(seen) == ["BEGIN", "PRAGMA", "SELECT", "UPDATE", "INSERT audit", "COMMIT"]
        assert store.verify_audit().broken is None
    finally:
        store.close()
        other.close()


class StaleHead(SQLiteStore):
    """Broken on purpose: trusts the head its last write left whatever others committed since
    (the check that another connection committed always says no)."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self._db.changes_since = "SELECT 0"


@pytest.mark.parametrize("broken", [False, True], ids=["store", "stale-head"])
def test_a_write_after_another_connections_commit_reads_the_head_again(
    tmp_path: Path, broken: bool
) -> None:
    # Two stores on one file take turns: each write of one follows a commit of the other, so
    # the head its own last write left is stale and must be read again (PRAGMA data_version
    # moved). Kept instead, the entries fork the chain, which verify_audit names.
    db = tmp_path / "arena.db"
    one = (StaleHead if broken else SQLiteStore)(db)
    two = SQLiteStore(db)
    try:
        run_id, _ = synthetic_waiting(one)
        for k in range(2):
            with one._write() as c:
                one._audit(c, run_id, f"test.one{k}", ACTOR, at=AT)
            with two._write() as c:
                two._audit(c, run_id, f"test.two{k}", ACTOR, at=AT)
        with one._write() as c:
            one._audit(c, run_id, "test.one2", ACTOR, at=AT)
        transitions = [e.transition for e in two.history(run_id)][-5:]
        assert transitions == ["test.one0", "test.two0", "test.one1", "test.two1", "test.one2"]
        verdict = two.verify_audit()
        assert (verdict.broken is not None) is broken
        if broken:
            assert verdict.broken is not None
            assert "removed, inserted or reordered" in verdict.broken.reason
    finally:
        one.close()
        two.close()


def test_a_failed_write_forgets_the_head_it_would_have_left(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "arena.db")
    try:
        run_id, _ = synthetic_waiting(store)
        with pytest.raises(RuntimeError), store._write() as c:
            store._audit(c, run_id, "test.rolled_back", ACTOR, at=AT)
            c.flush()  # the entry is written, then the transaction rolls back
            raise RuntimeError("rolled back")
        with store._write() as c:
            store._audit(c, run_id, "test.kept", ACTOR, at=AT)
        assert [e.transition for e in store.history(run_id)][-1] == "test.kept"
        assert store.verify_audit().broken is None
    finally:
        store.close()


def test_the_one_read_still_refuses_a_store_migrated_meanwhile(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    store = SQLiteStore(db)
    try:
        run_id, request_id = synthetic_waiting(store)
        with sqlite3.connect(db) as conn:
            conn.execute("UPDATE arena_meta SET value = '99' WHERE key = 'schema_version'")
        with pytest.raises(StoreError, match="now at schema version 99"):
            store.claim(run_id, "me", ttl_s=60, actor=ACTOR)
        assert store.run(run_id).status == "waiting"
        # The lock was released: another connection writes at once.
        with sqlite3.connect(db, timeout=0.1) as conn:
            conn.execute(
                "UPDATE arena_meta SET value = ? WHERE key = 'schema_version'",
                (str(SCHEMA_VERSION),),
            )
        store.answer(InputResponse(request_id=request_id, option_id="approve", responder=ACTOR))
    finally:
        store.close()


class ValueInText(SQLiteStore):
    """Broken on purpose: a read with its value written into the statement's text."""

    def run(self, run_id: str) -> Any:
        with self._tx(write=False) as c:
            c.execute(f"SELECT * FROM runs WHERE id = '{run_id}'").fetchone()
        return super().run(run_id)


@pytest.mark.parametrize("broken", [False, True], ids=["store", "value-in-text"])
def test_every_statement_stays_in_sqlites_statement_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, broken: bool
) -> None:
    # sqlite3 keeps the last 128 distinct statement texts prepared (``cached_statements``); a
    # text that differs per call is prepared again every time. The store's texts are constant:
    # a second round of the same work adds none, and all of them fit.
    texts: set[str] = set()
    plain = SafeTx.execute

    def execute(self: SafeTx, sql: str, values: Any = None, /) -> Any:
        texts.add(sql)
        return plain(self, sql, values)

    monkeypatch.setattr(SafeTx, "execute", execute)
    store = (ValueInText if broken else SQLiteStore)(tmp_path / "arena.db")

    def work() -> None:
        run_id, request_id = synthetic_waiting(store)
        store.answer(InputResponse(request_id=request_id, option_id="approve", responder=ACTOR))
        store.claim(run_id, "me", ttl_s=60, actor=ACTOR)
        store.run(run_id)
        store.pending(limit=5)
        store.history(run_id)

    try:
        work()
        first = len(texts)
        work()
        assert (len(texts) > first) is broken
        assert first < 128
    finally:
        store.close()


def _write_statements(store: SQLiteStore) -> list[str]:
    """Every INSERT and UPDATE of a booking's life and of a claim, a release and a failure
    (values inlined, as sqlite3's trace callback shows them)."""
    seen: list[str] = []
    store._db.raw.set_trace_callback(seen.append)
    try:
        completed_booking(store)
        run_id, _ = synthetic_waiting(store)
        store.claim(run_id, "me", ttl_s=60, actor=ACTOR)
        store.release(run_id, "me", actor=ACTOR, note="back to the queue")
        store.fail_run(run_id, "gave up", actor=ACTOR)
    finally:
        store._db.raw.set_trace_callback(None)
    return [s for s in seen if s.lstrip().split()[0] in ("INSERT", "UPDATE")]


def _temporary_btrees(conn: sqlite3.Connection, sql: str) -> int:
    return sum(1 for op in conn.execute(f"EXPLAIN {sql}") if op[1] == "OpenEphemeral")


@pytest.mark.parametrize("broken", [False, True], ids=["store", "schema-8"])
def test_no_write_builds_a_temporary_btree(tmp_path: Path, broken: bool) -> None:
    # SQLite evaluates ``x IN (a, b, c)`` (three or more constants) by filling a temporary
    # b-tree; schema 9 writes the runs' and side effects' CHECKs and the partial index's
    # condition without such lists (broken: the same statements against a schema-8 store,
    # where a claim's and a leg's UPDATE open three each).
    from arena.store.sqlite_conn import _statements
    from arena.store.sqlite_schema import MIGRATIONS

    store = SQLiteStore(tmp_path / "arena.db")
    try:
        statements = _write_statements(store)
        assert store.verify_audit().broken is None
    finally:
        store.close()
    conn = sqlite3.connect(tmp_path / ("v8.db" if broken else "arena.db"))
    if broken:
        for statement in [s for m in MIGRATIONS[:8] for s in _statements(m)]:
            conn.execute(statement)
        # What schema 9 changed (a leg's row has columns since that schema 8 lacks).
        statements = [s for s in statements if s.startswith(("UPDATE runs", "INSERT INTO side"))]
    found = {s[:72]: _temporary_btrees(conn, s) for s in statements}
    conn.close()
    assert any(s.startswith("UPDATE runs") for s in found)
    assert any(s.startswith("INSERT INTO side_effects") for s in found)
    assert (sum(found.values()) > 0) is broken, found


BINDS = "SELECT ?, typeof(?), ?, typeof(?), ?, typeof(?)"
NONE_AND_BOOLS = (None, None, True, True, False, False)


@pytest.mark.parametrize("broken", [False, True], ids=["store", "bool-as-text"])
def test_none_and_bools_are_bound_as_the_driver_binds_them_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, broken: bool
) -> None:
    # The store registers sqlite3 adapters for None and bool (a cheaper lookup than the
    # driver's fallback); the values bound stay the driver's own, in a fresh interpreter
    # without hitl-arena (broken: an adapter that writes a bool as text).
    import subprocess
    import sys

    from arena.store import sqlite_conn

    assert sqlite3.adapters[(type(None), sqlite3.PrepareProtocol)] == sqlite_conn._NONE.get
    assert sqlite3.adapters[(bool, sqlite3.PrepareProtocol)] is int
    if broken:
        monkeypatch.setitem(sqlite3.adapters, (bool, sqlite3.PrepareProtocol), str)
    code = f"import sqlite3; print(sqlite3.connect(':memory:').execute({BINDS!r}, {NONE_AND_BOOLS}).fetchone())"
    alone = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    here = sqlite3.connect(":memory:").execute(BINDS, NONE_AND_BOOLS).fetchone()
    assert (str(here) == alone.stdout.strip()) is not broken
    store = SQLiteStore(tmp_path / "arena.db")
    try:
        run_id, _ = synthetic_waiting(store)
    finally:
        store.close()
    stored = raw_row(tmp_path / "arena.db", run_id)
    assert (stored == ("integer", 1, "null")) is not broken, stored


def raw_row(db: Path, run_id: str) -> tuple[Any, ...]:
    conn = sqlite3.connect(db)
    try:
        found = conn.execute(
            "SELECT typeof(durable), durable, typeof(error) FROM runs WHERE id = ?", (run_id,)
        ).fetchone()
    finally:
        conn.close()
    return tuple(found)
