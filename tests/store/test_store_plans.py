"""What `arena pending` runs on SQLite stays index-driven, whatever the page (first, a keyset page
in the middle, the last) and however many requests wait: checked on the query plans of the very
statements the store executes (EXPLAIN QUERY PLAN), not by timing. A page is a fixed number of
statements, however many rows it shows (no query per request)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from datetime import timedelta
from pathlib import Path

import msgspec
import pytest

from arena.context import RunContext
from arena.store import EndpointSpec, LegWrite, RunOrigin, SQLiteStore, sql_reads
from arena.types import EvalItem, Responder, utcnow
from store_support import ENDPOINT

#: Plan steps that read a whole table or sort a whole result: what a page must never do.
#: ("USE TEMP B-TREE FOR RIGHT PART OF ORDER BY" sorts ties of one created_at only: allowed.)
UNBOUNDED = ("SCAN ", "USE TEMP B-TREE FOR ORDER BY")


def unbounded_steps(conn: sqlite3.Connection, sql: str) -> list[str]:
    steps = [str(r[3]) for r in conn.execute(f"EXPLAIN QUERY PLAN {sql}")]
    return [s for s in steps if s.startswith(UNBOUNDED) and "USING INDEX" not in s]


@pytest.fixture
def store(tmp_path: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(tmp_path / "arena.db")
    base = utcnow() - timedelta(hours=1)
    for n in range(120):
        ctx = RunContext(run_id=f"run_plan{n:03d}", adapter="fake", endpoint=ENDPOINT)
        ctx.begin_leg()
        request = ctx.request_input(action="request_approval", args={"summary": f"Book {n}"})
        at = base + timedelta(seconds=n // 3)  # some share a creation time
        expires = at + timedelta(days=1) if n % 10 == 0 else None
        request = msgspec.structs.replace(request, created_at=at, expires_at=expires)
        s.record_leg(
            LegWrite(
                run_id=ctx.run_id,
                turn=msgspec.structs.replace(ctx.finish("waiting"), requests=(request,)),
                snapshot={"version": 1, "slots": {}},
                actor=Responder(name="runner", interface="scripted"),
                origin=RunOrigin(
                    adapter="fake",
                    endpoint=EndpointSpec.of(ENDPOINT),
                    item=EvalItem(id="p", input="b"),
                ),
            )
        )
    yield s
    s.close()


def executed(store: SQLiteStore, call: Callable[[], object]) -> list[str]:
    """The statements ``call`` runs, with their values inlined (sqlite3's trace callback)."""
    seen: list[str] = []
    conn = store._db._conn
    conn.set_trace_callback(seen.append)
    try:
        call()
    finally:
        conn.set_trace_callback(None)
    return [s for s in seen if s.lstrip().upper().startswith(("SELECT", "WITH"))]


def test_first_middle_and_last_pages_and_expiry_walk_indexes_only(store: SQLiteStore) -> None:
    everything = [r.id for r in store.pending()]
    assert len(everything) == 120
    calls = {
        "first page": lambda: store.pending(limit=50),
        "keyset page in the middle": lambda: store.pending(limit=50, after=everything[59]),
        "last page": lambda: store.pending(limit=50, after=everything[-11]),
        "expire_due (every arena pending)": store.expire_due,
        "held runs (arena pending)": lambda: store.runs(status="needs_reconciliation"),
    }
    conn = store._db._conn
    for what, call in calls.items():
        statements = executed(store, call)
        assert statements, what
        for sql in statements:
            assert unbounded_steps(conn, sql) == [], f"{what}: {sql[:120]}"
    [due] = [s for s in executed(store, store.expire_due) if "FROM requests" in s]
    assert "requests_by_expiry" in " ".join(
        str(r[3]) for r in conn.execute(f"EXPLAIN QUERY PLAN {due}")
    )


def test_the_check_catches_a_page_that_sorts_every_waiting_request(store: SQLiteStore) -> None:
    # The join order SQLite chose before `pending` and `expire_due` fixed it (while
    # runs_by_status held every run: schema 7): every waiting run's requests, then a sort of
    # all of them. Written out, since the planner no longer picks it on its own.
    naive = (
        "SELECT r.* FROM runs CROSS JOIN requests r ON runs.id = r.run_id "
        "LEFT JOIN responses s ON s.request_id = r.id WHERE s.request_id IS NULL "
        "AND runs.status IN ('waiting', 'resuming') {where} ORDER BY {order} LIMIT 50"
    )
    conn = store._db._conn
    page = naive.format(where="", order="r.created_at DESC, r.id DESC")
    due = naive.format(where="AND r.expires_at <= '9999'", order="r.expires_at")
    assert unbounded_steps(conn, page) == ["SCAN runs", "USE TEMP B-TREE FOR ORDER BY"]
    assert unbounded_steps(conn, due) == ["SCAN runs", "USE TEMP B-TREE FOR ORDER BY"]


def test_a_page_is_the_same_few_statements_whatever_its_size(store: SQLiteStore) -> None:
    small = executed(store, lambda: store.pending(limit=2))
    large = executed(store, lambda: store.pending(limit=100))
    assert len(small) == len(large) == 1
    cursor = store.pending(limit=1)[0].id
    assert len(executed(store, lambda: store.pending(limit=100, after=cursor))) == 2


@pytest.mark.parametrize("broken", [False, True], ids=["store", "condition-not-repeated"])
def test_runs_by_a_lasting_status_search_the_partial_index(
    store: SQLiteStore, monkeypatch: pytest.MonkeyPatch, broken: bool
) -> None:
    # Schema 8: runs_by_status holds only waiting, failed and needs_reconciliation runs, and
    # SQLite uses it only for a query that repeats that condition (broken: one that does not
    # falls back to walking every run newest first).
    if broken:
        monkeypatch.setattr(sql_reads, "INDEXED", ())
    conn = store._db._conn
    for status in sql_reads.INDEXED or ("waiting", "failed", "needs_reconciliation"):
        [sql] = executed(store, lambda s=status: store.runs(status=s, limit=5))
        plan = " ".join(str(r[3]) for r in conn.execute(f"EXPLAIN QUERY PLAN {sql}"))
        assert ("SEARCH runs USING INDEX runs_by_status (status=?)" in plan) is not broken, plan
    assert len(store.runs(status="waiting")) == 120
    assert store.runs(status="completed") == []
