"""Storage faults, for real (issue 19): a full disk, a locked database, a read-only store.

Each fault is SQLite's own refusal, not a fake store: ``PRAGMA max_page_count`` stops the file
growing (SQLITE_FULL), another connection holds the write lock past the busy timeout
(SQLITE_BUSY), ``PRAGMA query_only`` makes the connection read-only (SQLITE_READONLY — works as
root, where a chmod would not stop writes). Before a side effect the run gets a clean one-line
error and nothing is written; after ``book_room`` ran, the run is held as
``needs_reconciliation`` with the ledger's facts — never left ``resuming`` until its claim
expires, never booked twice, never half-written.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import msgspec
import pytest

from arena.errors import StoreError
from arena.reconcile import NeedsReconciliation, reconcile
from arena.runner import run_item
from arena.runs import resume_run
from arena.runs.recorder import LIVE, recording
from arena.store import SideEffectKey, SQLiteStore
from arena.tools import recorded
from arena.types import InputResponse, Responder, ToolStatus, Turn
from store_support import (
    _PAUSED,
    APPROVED,
    ENDPOINT,
    LEDGER_ENV,
    Booker,
    ledger_lines,
    start_waiting,
)

#: A confirmation longer than a page, so recording it needs the file to grow.
TERMS = "Cancellation terms: " + "free up to 24 hours before; " * 1200
#: What happens to the store while the booking runs (set by each test).
DURING_BOOKING: list[Callable[[], None]] = []


@recorded(side_effect=True)
def book_room(room_id: str) -> str:
    """Book a room (appends to the ledger file); the store breaks while it runs."""
    for fault in DURING_BOOKING:
        fault()
    ledger = os.environ.get(LEDGER_ENV)
    if ledger:
        with open(ledger, "a", encoding="utf-8") as fh:
            fh.write(f"{room_id}\n")
    return f"CONFIRMED: {room_id} is booked. Confirmation BK-{room_id}. {TERMS}"


class FaultyBooker(Booker):
    """The Booker, booking through the tool above."""

    async def resume(self, responses: Sequence[InputResponse], ctx: Any) -> Turn:
        matched = ctx.accept_responses(responses)
        state = ctx.session.take(_PAUSED)
        for request, response in matched:
            ctx.resolve(request, response)
        if all(response.approved for _, response in matched):
            result = book_room(room_id=state["room"])
            return ctx.finish("completed", message=f"Done. {result[:60]}")
        return ctx.finish("completed", message="Understood: denied, so I did not book it.")


class Refusals(SQLiteStore):
    """A real SQLite store that counts the outcomes it failed to record (to lift a fault after
    ``lift_after`` real refusals: the disk freed, the other writer done)."""

    lift_after = 0
    lift: Callable[[], None] = staticmethod(lambda: None)
    refused = 0

    def finish_side_effect(self, key: SideEffectKey, *, status: ToolStatus, result: str) -> None:
        try:
            super().finish_side_effect(key, status=status, result=result)
        except StoreError:
            self.refused += 1
            if self.refused == self.lift_after:
                self.lift()
            raise


def fill_disk(store: SQLiteStore) -> None:
    """The file may not grow past its current size on this connection: SQLITE_FULL for real."""
    conn = store._db._conn
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {pages}")


def free_disk(store: SQLiteStore) -> None:
    store._db._conn.execute("PRAGMA max_page_count = 1073741823")


@pytest.fixture
def ledger(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "ledger.txt"
    monkeypatch.setenv(LEDGER_ENV, str(path))
    DURING_BOOKING.clear()
    yield path
    DURING_BOOKING.clear()


def approved_waiting(store: SQLiteStore) -> str:
    run_id = start_waiting(store)
    store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
    LIVE.pop(run_id, None)  # this process plays a later one
    return run_id


def assert_whole(store: SQLiteStore, run_id: str) -> None:
    """Nothing half-written: the run's legs are all there, its audit and answers verify."""
    run = store.run(run_id)
    assert len(store.turns(run_id)) == run.legs
    assert store.verify_run(run_id) is None
    assert run.claim_owner is None  # never left claimed


# -- a full disk ----------------------------------------------------------------------------------
def test_a_full_disk_before_any_side_effect_fails_the_run_in_one_line(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "arena.db")
    fill_disk(store)
    long_request = msgspec.structs.replace(APPROVED, input=f"{APPROVED.input} {TERMS}")
    result = asyncio.run(run_item(Booker(), long_request, ENDPOINT, record=recording(store)))
    error = result.trace.error or ""
    assert result.status == "failed" and "\n" not in error
    assert error.startswith(f"store: store {store.location}: the disk is full")
    assert store.runs() == []  # not a row of it: no half-written run


def test_a_full_disk_after_the_booking_holds_the_run_for_reconciliation(
    tmp_path: Path, ledger: Path
) -> None:
    store = Refusals(tmp_path / "arena.db")
    run_id = approved_waiting(store)
    DURING_BOOKING.append(lambda: fill_disk(store))
    result = asyncio.run(resume_run(run_id, store, adapter=FaultyBooker()))
    error = result.trace.error or ""
    assert result.status == "failed" and "\n" not in error
    assert "needs reconciliation: book_room ran for request" in error
    assert "CONFIRMED: R-102" in error and f"arena reconcile {run_id} --outcome" in error
    assert store.refused == 2  # in the tool, and again before the leg
    run = store.run(run_id)
    assert run.status == "needs_reconciliation"  # at once: not resuming until a claim expires
    assert run.error is not None and "book_room ran for request" in run.error
    assert [e.status for e in store.side_effects(run_id)] == ["started"]
    assert ledger_lines(ledger) == ["R-102"]
    assert_whole(store, run_id)
    # A resume is refused with the command that settles it; nothing runs, nothing is written.
    free_disk(store)
    DURING_BOOKING.clear()
    with pytest.raises(NeedsReconciliation, match=f"arena reconcile {run_id} --outcome"):
        asyncio.run(resume_run(run_id, store, adapter=FaultyBooker()))
    assert ledger_lines(ledger) == ["R-102"]
    settle_and_finish(store, run_id, ledger)
    store.close()


def settle_and_finish(store: SQLiteStore, run_id: str, ledger: Path) -> None:
    """A person says it took effect; the resumed run is handed that, never books again."""
    alice = Responder(name="alice", role="ops", interface="cli")
    (settled,) = reconcile(store, run_id, "took-effect", reason="in the calendar", actor=alice)
    assert settled.key.tool == "book_room" and store.run(run_id).status == "waiting"
    (entry,) = [h for h in store.history(run_id) if h.transition == "run.reconciled"]
    assert entry.actor.name == "alice" and "took effect: in the calendar" in (entry.note or "")
    assert store.verify_audit().broken is None
    result = asyncio.run(resume_run(run_id, store, adapter=FaultyBooker()))
    assert result.status == "completed", result.trace.error
    assert ledger_lines(ledger) == ["R-102"]  # once, ever
    (call,) = [c for c in result.trace.tool_calls if c.tool == "book_room"]
    assert call.status == "ok" and call.result.startswith("CONFIRMED (reconciled by alice)")
    replays = [e for e in store.events(run_id) if e.type == "side_effect.replayed"]
    assert [(e.data["tool"], e.data["found"]) for e in replays] == [("book_room", "ok")]
    assert_whole(store, run_id)


def test_a_full_disk_freed_before_the_leg_ends_records_the_booking(
    tmp_path: Path, ledger: Path
) -> None:
    store = Refusals(tmp_path / "arena.db")
    run_id = approved_waiting(store)
    store.lift_after, store.lift = 1, lambda: free_disk(store)
    DURING_BOOKING.append(lambda: fill_disk(store))
    result = asyncio.run(resume_run(run_id, store, adapter=FaultyBooker()))
    assert result.status == "completed", result.trace.error
    assert store.refused == 1
    assert [e.status for e in store.side_effects(run_id)] == ["ok"]
    assert ledger_lines(ledger) == ["R-102"]
    assert_whole(store, run_id)


# -- a locked database ----------------------------------------------------------------------------
def test_a_locked_store_refuses_a_resume_before_any_side_effect(
    tmp_path: Path, ledger: Path
) -> None:
    path = tmp_path / "arena.db"
    store = SQLiteStore(path, timeout_s=0.2)
    run_id = approved_waiting(store)
    audit = len(store.history(run_id))
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(StoreError, match=r"locked by another process \(waited 0.2s\)") as exc:
            asyncio.run(resume_run(run_id, store, adapter=FaultyBooker()))
        assert "\n" not in str(exc.value)
    finally:
        holder.execute("ROLLBACK")
    run = store.run(run_id)
    assert (run.status, len(store.history(run_id))) == ("waiting", audit)
    assert store.side_effects(run_id) == [] and ledger_lines(ledger) == []
    assert_whole(store, run_id)


def test_a_store_locked_while_booking_holds_the_run_once_the_lock_is_gone(
    tmp_path: Path, ledger: Path
) -> None:
    path = tmp_path / "arena.db"
    store = Refusals(path, timeout_s=0.2)
    run_id = approved_waiting(store)
    holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    DURING_BOOKING.append(lambda: holder.execute("BEGIN IMMEDIATE"))
    store.lift_after, store.lift = 2, lambda: holder.execute("ROLLBACK")
    result = asyncio.run(resume_run(run_id, store, adapter=FaultyBooker()))
    error = result.trace.error or ""
    assert "locked by another process" in error and "held as needs_reconciliation" in error
    assert store.run(run_id).status == "needs_reconciliation"
    assert ledger_lines(ledger) == ["R-102"]
    assert_whole(store, run_id)
    holder.close()
    store.close()


def test_a_store_locked_for_the_first_leg_fails_that_run_only(tmp_path: Path) -> None:
    path = tmp_path / "arena.db"
    store = SQLiteStore(path, timeout_s=0.2)
    store.runs()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        result = asyncio.run(run_item(Booker(), APPROVED, ENDPOINT, record=recording(store)))
    finally:
        holder.execute("ROLLBACK")
    error = result.trace.error or ""
    assert result.status == "failed" and "\n" not in error
    assert f"store {store.location} is locked by another process (waited 0.2s)" in error
    assert store.runs() == []


# -- a read-only store ----------------------------------------------------------------------------
def test_a_read_only_store_refuses_answers_and_resumes_in_one_line(
    tmp_path: Path, ledger: Path
) -> None:
    store = SQLiteStore(tmp_path / "arena.db")
    run_id = start_waiting(store)
    LIVE.pop(run_id, None)
    request_id = store.requests(run_id)[0].id
    store._db._conn.execute("PRAGMA query_only = ON")
    with pytest.raises(StoreError, match=r"is read-only \(SQLite: attempt to write a readonly"):
        store.answer(InputResponse(request_id=request_id, option_id="approve"))
    store._db._conn.execute("PRAGMA query_only = OFF")
    store.answer(InputResponse(request_id=request_id, option_id="approve"))
    store._db._conn.execute("PRAGMA query_only = ON")
    with pytest.raises(StoreError, match="is read-only") as exc:
        asyncio.run(resume_run(run_id, store, adapter=FaultyBooker()))
    assert "\n" not in str(exc.value) and ledger_lines(ledger) == []
    assert store.run(run_id).status == "waiting" and store.side_effects(run_id) == []
    assert_whole(store, run_id)


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes through file modes")
def test_a_store_file_without_write_permission_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "arena.db"
    store = SQLiteStore(path)
    run_id = start_waiting(store)
    store.close()
    for name in ("arena.db", "arena.db-wal", "arena.db-shm"):
        if (tmp_path / name).exists():
            (tmp_path / name).chmod(0o444)
    tmp_path.chmod(0o555)
    try:
        with pytest.raises(StoreError, match=r"read-only|cannot open store") as exc:
            ro = SQLiteStore(path)
            ro.answer(InputResponse(request_id=ro.requests(run_id)[0].id, option_id="approve"))
        assert "\n" not in str(exc.value)
    finally:
        tmp_path.chmod(0o755)
