"""A backup restored under a running ``arena serve`` or ``arena worker`` books nothing again.

Each process asked once, before its first act, whether the store still held this machine's
record of its last act (durable37), so one already running when a backup was put back went on
from the backup: a worker resumed R-102's run again, which the backup held approved, and
booked it a second time; an inbox took bob's approval of what alice had denied since the backup
(durable38). Each answer, claim and side effect now asks, in its own transaction.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Sequence
from pathlib import Path

import psycopg
import pytest
from click.testing import CliRunner
from test_store_postgres_clone import Databases, dbs

from arena.cli import main
from arena.context import RunContext
from arena.runs import resume_run
from arena.runs.resume import SetAsideError
from arena.service.worker import Worker, WorkerSettings
from arena.store import SQLiteStore, high_water
from arena.store.high_water import StoreBehind
from arena.store.postgres import PostgresStore
from arena.store.sql_home import HomeStore
from arena.types import InputResponse, Turn
from store_support import ENDPOINT, LEDGER_ENV, Booker, ledger_lines, start_waiting

__all__ = ["dbs"]  # the fixture, shared with the clone tests


@pytest.fixture
def ledger(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "ledger"
    monkeypatch.setenv(LEDGER_ENV, str(path))
    return path


def _copy(source: Path, target: Path) -> None:
    """SQLite's online backup: ``sqlite3 arena.db ".backup bak.db"`` and, the other way,
    ``".restore bak.db"``, which a running process's connection sees at its next read."""
    src, dst = sqlite3.connect(source), sqlite3.connect(target)
    try:
        src.backup(dst)
    finally:
        src.close()
        dst.close()


def _resume(store: HomeStore, run_id: str) -> str:
    return asyncio.run(resume_run(run_id, store, adapter=Booker())).status


def test_a_worker_running_when_a_backup_is_restored_does_not_book_again(
    tmp_path: Path, ledger: Path
) -> None:
    db, backup = tmp_path / "arena.db", tmp_path / "bak.db"
    worker = SQLiteStore(db)  # one process, open throughout
    try:
        run_id = start_waiting(worker)
        worker.answer(InputResponse(request_id=worker.requests(run_id)[0].id, option_id="approve"))
        _copy(db, backup)
        assert _resume(worker, run_id) == "completed"
        _copy(backup, db)  # restored under the running worker

        with pytest.raises(StoreBehind) as refused:
            _resume(worker, run_id)
        assert worker.run(run_id).status == "waiting"  # not claimed: nothing written
        assert worker.behind() == str(refused.value)
    finally:
        worker.close()
    assert ledger_lines(ledger) == ["R-102"]  # booked once
    assert "is behind" in str(refused.value) and run_id in str(refused.value)


def test_an_inbox_running_when_a_backup_is_restored_keeps_the_denial(
    tmp_path: Path, ledger: Path
) -> None:
    """alice denies in the inbox; the backup from before is put back under it; bob's approval
    there would book what she refused."""
    db, backup = tmp_path / "arena.db", tmp_path / "bak.db"
    inbox = SQLiteStore(db)
    try:
        run_id = start_waiting(inbox)
        request_id = inbox.requests(run_id)[0].id
        _copy(db, backup)
        inbox.answer(InputResponse(request_id=request_id, option_id="deny"))
        _copy(backup, db)

        with pytest.raises(StoreBehind, match="the denial"):
            inbox.answer(InputResponse(request_id=request_id, option_id="approve"))
        assert inbox.requests(run_id)[0].response is None  # nothing written
    finally:
        inbox.close()


def test_a_store_that_holds_its_record_acts_at_every_write(tmp_path: Path, ledger: Path) -> None:
    """The check costs nothing a store that is not behind would notice: two runs, each answered
    and booked by the one process, the record moving on between them."""
    worker = SQLiteStore(tmp_path / "arena.db")
    try:
        runs = [start_waiting(worker), start_waiting(worker)]
        for run_id in runs:
            worker.answer(
                InputResponse(request_id=worker.requests(run_id)[0].id, option_id="approve")
            )
            assert _resume(worker, run_id) == "completed"
        assert worker.behind() is None
    finally:
        worker.close()
    assert ledger_lines(ledger) == ["R-102", "R-102"]


def test_a_postgres_backup_put_back_under_a_running_worker_does_not_book_again(
    dbs: Databases, ledger: Path
) -> None:
    """The database dropped and its backup renamed into its place while a worker runs: the
    worker reconnects to it at its next transaction, never asking its home again."""
    name = dbs.create()
    worker = PostgresStore(dbs.url(name))
    try:
        run_id = start_waiting(worker)
        worker.answer(InputResponse(request_id=worker.requests(run_id)[0].id, option_id="approve"))
        worker.check_home()
        # A template clone as the backup (a dump restored is the same): no one else connected.
        with psycopg.connect(dbs.admin, autocommit=True) as admin:
            admin.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s",
                (name,),
            )
        backup = dbs.create(template=name)
        assert _resume(worker, run_id) == "completed"
        dbs.drop(name)
        with psycopg.connect(dbs.admin, autocommit=True) as admin:
            admin.execute(f"ALTER DATABASE {backup} RENAME TO {name}")
        dbs.made[dbs.made.index(backup)] = name

        with pytest.raises(StoreBehind):
            _resume(worker, run_id)
    finally:
        worker.close()
    assert ledger_lines(ledger) == ["R-102"]  # booked once


def _put_behind(store: HomeStore, run_id: str) -> None:
    """This machine's record names a booking the store does not hold, as after a restore."""
    act = {"run_id": run_id, "hash": "f" * 64, "transition": "side_effect.started", "seq": 10**9}
    high_water.keep_acted(store.store_id(), act)


def test_a_worker_on_a_store_put_behind_stops_with_one_line(tmp_path: Path) -> None:
    """Each claim would be refused the same way: the worker said each run's refusal at every
    sweep; it stops, the refusal its one line (arena worker exits 2 with it)."""
    lines: list[str] = []
    store = SQLiteStore(tmp_path / "arena.db")
    try:
        run_id = start_waiting(store)
        store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
        _put_behind(store, run_id)
        worker = Worker(store, WorkerSettings(once=True), say=lines.append)
        origin = store.run(run_id).origin  # what the worker would build and reach, as done
        worker._adapters[(origin.adapter, origin.tools_module, origin.arena)] = Booker()
        worker._reached.add(ENDPOINT.base_url.rstrip("/"))
        asyncio.run(worker._take(run_id))
        assert store.run(run_id).status == "waiting"
    finally:
        store.close()
    assert worker.stopping.is_set() and lines == []
    assert worker.unusable is not None and "is behind" in worker.unusable


def test_audit_verify_says_a_restored_backup_is_behind(tmp_path: Path, ledger: Path) -> None:
    """The backup's chain is whole, only older: ``arena audit verify`` said 'ok' on it, the
    check a person runs after a restore; this machine's record is the head it must reach."""
    db, backup = tmp_path / "arena.db", tmp_path / "bak.db"
    store = SQLiteStore(db)
    try:
        run_id = start_waiting(store)
        store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
        _copy(db, backup)
        assert _resume(store, run_id) == "completed"
    finally:
        store.close()
    verify = ["audit", "verify", "--store", str(db)]
    assert CliRunner().invoke(main, verify).exit_code == 0
    _copy(backup, db)

    said = CliRunner().invoke(main, verify, env={"COLUMNS": "200"})
    as_json = CliRunner().invoke(main, [*verify, "--json"])

    assert said.exit_code == 1, said.output
    assert said.output.startswith("BEHIND: the chain verifies, but store"), said.output
    assert "the booking begun in run" in said.output and run_id in said.output
    assert as_json.exit_code == 1 and '"ok": false' in as_json.output, as_json.output


class _RestoredMidLeg(Booker):
    """The backup is put back after the claim, as the leg is about to book."""

    store: SQLiteStore

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        _put_behind(self.store, ctx.run_id)
        return await super().resume(responses, ctx)


def test_a_backup_restored_as_the_leg_books_sets_the_run_aside(
    tmp_path: Path, ledger: Path
) -> None:
    """Between the claim and the booking: nothing is booked and the run waits again with its
    approval, as when the store fails there, where the refusal went up through the tool and
    ended the approved run as failed."""
    store = SQLiteStore(tmp_path / "arena.db")
    try:
        run_id = start_waiting(store)
        store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
        adapter = _RestoredMidLeg()
        adapter.store = store
        with pytest.raises(SetAsideError) as aside:
            asyncio.run(resume_run(run_id, store, adapter=adapter))
        assert store.run(run_id).status == "waiting"  # with its approval, claim given back
    finally:
        store.close()
    assert ledger_lines(ledger) == []
    said = str(aside.value)
    assert "is behind what this machine saw" in said and "waits again" in said, said


def test_two_bookings_recorded_out_of_order_keep_the_later(tmp_path: Path, ledger: Path) -> None:
    """Two workers here book at once and write the record in either order: the one that
    committed first, written last, left the record naming it, so a backup taken between the
    two bookings held it and was not told; resuming there booked the second run again."""
    db, backup = tmp_path / "arena.db", tmp_path / "bak.db"
    store = SQLiteStore(db)
    try:
        first, second = start_waiting(store), start_waiting(store)
        for run_id in (first, second):
            store.answer(
                InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve")
            )
        assert _resume(store, first) == "completed"
        _copy(db, backup)
        assert _resume(store, second) == "completed"
        with sqlite3.connect(db) as con:  # the first booking's worker, writing its record last
            con.row_factory = sqlite3.Row
            row = con.execute(high_water.STARTED, (first, store.requests(first)[0].id)).fetchone()
        high_water.keep_acted(store.store_id(), row)
        _copy(backup, db)

        with pytest.raises(StoreBehind):
            _resume(store, second)
    finally:
        store.close()
    assert ledger_lines(ledger) == ["R-102", "R-102"]  # one booking for each run
