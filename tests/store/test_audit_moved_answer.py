"""An answer or a request moved to another run by whoever owns the file (triggers dropped,
``run_id`` changed) is a broken link: the hashes never covered ``run_id``, so `arena audit verify`
said ok (with ``--head`` too) while a resume refused the run for an answer "gone" (redteam13,
tamper1.sh). Verify now holds every answer and request to the run its audit entries record."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.runs import resume_run
from arena.runs.recorder import LIVE
from arena.runs.resume import AuditBroken
from arena.store import SQLiteStore, Store, open_store
from arena.types import InputResponse, Responder
from store_support import Booker, start_waiting

BOB = Responder(name="bob", interface="cli")


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "arena.db"


@pytest.fixture
def store(db: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(db)
    yield s
    s.close()


def arena(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def approved_pair(store: Store) -> tuple[str, str, str, int]:
    """Two waiting runs, the first one's request approved: (run, other run, request, entry)."""
    run_id, other = start_waiting(store), start_waiting(store)
    request_id = store.requests(run_id)[0].id
    store.answer(InputResponse(request_id=request_id, option_id="approve", responder=BOB))
    for r in (run_id, other):
        LIVE.pop(r, None)
    approved = next(e for e in store.history(run_id) if e.transition == "request.approved")
    return run_id, other, request_id, approved.seq


def move(db: Path, table: str, column: str, row_id: str, to_run: str) -> None:
    conn = sqlite3.connect(db)
    for (name,) in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ?", (table,)
    ).fetchall():
        conn.execute(f'DROP TRIGGER "{name}"')
    conn.execute(f"UPDATE {table} SET run_id = ? WHERE {column} = ?", (to_run, row_id))
    conn.commit()
    conn.close()


def moved_answer(run_id: str, request_id: str, to_run: str) -> str:
    return (
        f"the answer to {request_id} it records is now filed under run {to_run}: moved "
        "outside hitl-arena"
    )


def test_an_answer_moved_to_another_run_breaks_verify_and_head(
    store: SQLiteStore, db: Path
) -> None:
    run_id, other, request_id, seq = approved_pair(store)
    anchored = store.verify_audit().head
    move(db, "responses", "request_id", request_id, other)
    reason = moved_answer(run_id, request_id, other)
    broken = store.verify_audit().broken
    assert broken is not None and (broken.seq, broken.run_id, broken.reason) == (
        seq,
        run_id,
        reason,
    )
    assert store.verify_audit(head=anchored).broken == broken
    result = arena("audit", "verify", "--store", str(db), "--head", anchored)
    assert result.exit_code == 1
    assert (
        result.stdout == f"BROKEN: first broken link: audit entry {seq} (run {run_id}): {reason}\n"
    )
    # the run a resume refuses shows the same break verify names, not an answer "gone"
    assert store.verify_run(run_id) == broken
    with pytest.raises(AuditBroken, match="moved outside hitl-arena"):
        asyncio.run(resume_run(run_id, store, adapter=Booker()))
    assert store.run(run_id).status == "waiting" and store.side_effects(run_id) == []
    # and the run it was moved to does not take it as its own either
    into = store.verify_run(other)
    assert into is not None and request_id in into.reason


def test_a_request_moved_to_another_run_breaks_verify(store: SQLiteStore, db: Path) -> None:
    run_id, other, request_id, _ = approved_pair(store)
    move(db, "requests", "id", request_id, other)
    broken = store.verify_audit().broken
    assert broken is not None and broken.run_id == run_id
    assert broken.reason == (
        f"request {request_id}, which this entry records, is now filed under run {other}: "
        "moved outside hitl-arena"
    )
    assert store.verify_run(run_id) == broken
    into = store.verify_run(other)
    assert into is not None and into.run_id == other
    assert into.reason == (
        f"request {request_id} is filed under it but its trail has no entry for it: "
        "written or moved outside hitl-arena"
    )


def test_an_untouched_pair_still_verifies(store: SQLiteStore) -> None:
    run_id, other, _, _ = approved_pair(store)
    assert store.verify_audit().broken is None
    assert store.verify_run(run_id) is None and store.verify_run(other) is None


def test_an_answer_moved_by_the_tables_owner_on_postgresql_is_caught_too(
    postgres_url: str,
) -> None:
    psycopg = pytest.importorskip("psycopg")
    store = open_store(postgres_url)
    try:
        run_id, other, request_id, seq = approved_pair(store)
        with psycopg.connect(postgres_url, autocommit=True) as c:
            c.execute("ALTER TABLE responses DISABLE TRIGGER USER")
            c.execute("UPDATE responses SET run_id = %s WHERE request_id = %s", (other, request_id))
        broken = store.verify_audit().broken
        assert broken is not None and (broken.seq, broken.reason) == (
            seq,
            moved_answer(run_id, request_id, other),
        )
        assert store.verify_run(run_id) == broken
    finally:
        store.close()


def test_a_request_whose_created_entry_was_deleted_breaks_verify(
    store: SQLiteStore, db: Path
) -> None:
    """The newest entry deleted from the trail's end passed without a head; when it is a
    request's only entry, the request filed under the run now shows the gap."""
    run_id, _, _, _ = approved_pair(store)
    newest = start_waiting(store)
    conn = sqlite3.connect(db)
    conn.execute("DROP TRIGGER IF EXISTS audit_no_delete")
    for (name,) in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'audit'"
    ).fetchall():
        conn.execute(f'DROP TRIGGER "{name}"')
    conn.execute("DELETE FROM audit WHERE seq = (SELECT max(seq) FROM audit)")
    conn.commit()
    conn.close()
    broken = store.verify_audit().broken
    assert broken is not None and (broken.seq, broken.run_id) == (0, newest)
    assert "its trail has no entry for it" in broken.reason
    assert store.verify_run(newest) == broken and store.verify_run(run_id) is None
