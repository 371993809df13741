"""A PostgreSQL server put back on its own timeline books nothing again under a running process.

A base backup started without ``recovery.signal``, or a filesystem snapshot put back, keeps the
server's timeline, system identifier and every oid, and the store it holds is exactly what it
held then: only this machine's record of the store's last act (arena.store.high_water) told it,
and a worker whose records folder was gone (a new container, a tmp cleaner) resumed the backup's
approval and booked R-102 again. The server's write-ahead log position cannot be put back
without going back: the worker remembers how far it saw the server reach, and an answer, claim
or side effect on a server now behind that, on the same timeline, is refused (durable42). A
restart and a crash keep the position (what was flushed is replayed) and act as before;
``--adopt-copy`` takes the store as it is. A process started after the put-back starts from how
far this machine saw the server write (``<store id>.wal`` beside the records): an approval the
put-back lost, which the record of the last act leaves out, is told. With the records folder gone
too, a process started after it cannot be told: it says so once, naming the fix, and starts the
record from the server as it is (durable44; docs/operator.md).
Another cluster behind the same URL (a blue/green switch) has positions of its own.

The tests share the PITR tests' server of their own (a restore replaces its data folder).
"""

from __future__ import annotations

import asyncio
import subprocess
import warnings
from pathlib import Path
from typing import Any

import psycopg
import pytest
from test_s41_pitr_timeline import Server, _approved, _sh, _status, ledger, server

import pg_server as pg
from arena.errors import UserError
from arena.runs import resume_run
from arena.store import postgres_timeline
from arena.store import postgres_wal_record as wal_record
from arena.store.home_record import HOMES_ENV, HomeNotRecorded
from arena.store.postgres import PostgresStore
from arena.types import InputResponse, Responder
from store_support import Booker, ledger_lines, start_waiting

__all__ = ["ledger", "server"]  # the fixtures, shared with the PITR tests

WORKER = Responder(name="worker", interface="system")


def _put_back(server: Server) -> None:
    """The backup put in the data folder's place and started as it is: no recovery.signal, so
    the server goes on on the timeline it was copied on (as a filesystem snapshot put back)."""
    server.stop()
    data = server.root / "data"
    _sh("rm", "-rf", str(data))
    _sh("cp", "-a", str(server.root / "backup"), str(data))
    server.start()


def _resume(store: PostgresStore, run_id: str) -> str:
    return asyncio.run(resume_run(run_id, store, adapter=Booker())).status


def _booked_then_put_back(
    server: Server, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[str, str, PostgresStore]:
    """A worker's store books R-102 from a run approved before a backup; then the backup is
    put back on the same timeline and the records folder is gone."""
    url = server.db()
    run_id = _approved(url)
    timeline = server.timeline()
    server.backup()
    worker = PostgresStore(url)
    assert _resume(worker, run_id) == "completed"
    _put_back(server)
    assert server.timeline() == timeline  # kept: the timeline check cannot tell
    assert _status(url, run_id) == "waiting"  # the backup's: approved, not booked
    monkeypatch.setenv(HOMES_ENV, str(tmp_path / "new-homes"))  # the record cannot tell it
    return url, run_id, worker


def test_a_worker_under_a_snapshot_put_back_does_not_book_again(
    server: Server, ledger: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    url, run_id, worker = _booked_then_put_back(server, tmp_path, monkeypatch)
    try:
        with pytest.raises(UserError) as refused:
            _resume(worker, run_id)
        with pytest.raises(UserError) as refused_claim:
            worker.claim(run_id, "worker-1", ttl_s=60, actor=WORKER)
        sweep = worker.behind()  # what a worker's sweep and arena pending say
    finally:
        worker.close()

    assert ledger_lines(ledger) == ["R-102"]  # booked once (was twice)
    assert _status(url, run_id) == "waiting"
    for said in (str(refused.value), str(refused_claim.value), sweep or ""):
        assert "went back: the server's write-ahead log is at" in said, said
        assert "this machine saw it reach" in said, said
        assert "nothing was written" in said and "--adopt-copy" in said, said


def test_adopt_copy_takes_the_store_put_back_as_it_is(
    server: Server, ledger: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, run_id, worker = _booked_then_put_back(server, tmp_path, monkeypatch)
    try:
        with pytest.raises(UserError):
            worker.claim(run_id, "worker-1", ttl_s=60, actor=WORKER)
        worker.check_home(adopt=True)  # a person checked by hand
        assert worker.claim(run_id, "worker-1", ttl_s=60, actor=WORKER).status == "resuming"
    finally:
        worker.close()


def test_a_restart_and_a_crash_keep_a_worker_acting(server: Server, ledger: Path) -> None:
    url = server.db()
    runs = [_approved(url) for _ in range(3)]
    worker = PostgresStore(url)
    try:
        assert _resume(worker, runs[0]) == "completed"
        pg.restart(server.bin, server.root)  # -m fast: every connection cut
        assert _resume(worker, runs[1]) == "completed"
        server._ctl("-m", "immediate", "stop")  # a crash: recovery replays what was written
        server.start()
        assert _resume(worker, runs[2]) == "completed"
        assert worker.behind() is None
    finally:
        worker.close()
    assert ledger_lines(ledger) == ["R-102"] * 3


def test_a_new_process_is_told_an_approval_lost_by_a_put_back(server: Server, ledger: Path) -> None:
    """The records folder kept; the store still holds the last act recorded (a booking before
    the backup), so that record cannot tell — but an approval given since is gone. A process
    started after the put-back (a restarted worker) starts from how far this machine saw the
    server write, and is told; a restart alone is no put-back."""
    url = server.db()
    booked = _approved(url)
    assert _resume(PostgresStore(url), booked) == "completed"  # the act recorded here
    looked = PostgresStore(url)
    approved = start_waiting(looked)
    server.backup()
    request = looked.requests(approved)[0].id
    looked.answer(InputResponse(request_id=request, option_id="approve"))  # no act recorded
    assert looked.behind() is None  # a worker's sweep, or arena pending, looks after it
    looked.close()
    postgres_timeline._SEEN.clear()  # each later store below is a process of its own
    pg.restart(server.bin, server.root)
    restarted = PostgresStore(url)
    assert restarted.behind() is None  # a restart keeps the log: no refusal
    restarted.close()
    _put_back(server)
    postgres_timeline._SEEN.clear()

    fresh = PostgresStore(url)
    try:
        said = fresh.behind() or ""
        with pytest.raises(UserError) as refused:
            fresh.claim(approved, "worker-2", ttl_s=60, actor=WORKER)
    finally:
        fresh.close()
    for text in (said, str(refused.value)):
        assert "went back: the server's write-ahead log is at" in text, text
    assert _status(url, approved) == "waiting"
    restored = PostgresStore(url)
    try:
        assert restored.requests(approved)[0].response is None  # the approval the put-back lost
    finally:
        restored.close()
    assert ledger_lines(ledger) == ["R-102"]


def test_another_cluster_behind_the_same_url_is_not_taken_for_a_put_back(
    server: Server, postgres_server: Any, ledger: Path
) -> None:
    """A blue/green switch: the store's database dumped into another cluster and the worker's
    connection sent there. Its log positions are its own, and lower than what the worker saw
    on the first: that is no put-back, and the worker goes on (the home check is the first
    command's, as before)."""
    url = server.db()
    run_id = _approved(url)
    worker = PostgresStore(url)
    try:
        worker.claim(run_id, "worker-1", ttl_s=60, actor=WORKER)
        worker.release(run_id, "worker-1", actor=WORKER, note="seen")
        key = worker._db.here.partition(" ")[0]
        for seen in [k for k in postgres_timeline._SEEN if k[0].startswith(key)]:
            postgres_timeline._SEEN[seen] += 1 << 40  # the first cluster went far beyond
        name = url.split("@/")[1].split("?")[0]
        green = postgres_server.admin_url.replace("@/postgres?", f"@/{name}?")
        with psycopg.connect(postgres_server.admin_url, autocommit=True) as admin:
            admin.execute(f"CREATE DATABASE {name}")
        dump = subprocess.run(
            [str(server.bin / "pg_dump"), "-d", url], capture_output=True, text=True, check=True
        )
        subprocess.run(
            [str(server.bin / "psql"), "-q", "-d", green], input=dump.stdout, check=True,
            capture_output=True, text=True,
        )  # fmt: skip
        worker._db.url = green
        worker._db._conn.close()  # the switch: the next write connects to the other cluster
        assert worker.claim(run_id, "worker-2", ttl_s=60, actor=WORKER).status == "resuming"
    finally:
        worker.close()


def test_a_process_with_no_record_is_told_why_and_starts_one(
    server: Server, ledger: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the records folder gone too, a process started after the put-back saw nothing before
    it, and nothing left in the server tells (its log, trail and ``arena_meta`` went back
    together): a new container's first look is the same. It is not refused (refusing each
    first look would teach --adopt-copy by habit) but says so once, naming the fix, and starts
    this machine's record from the server as it is: a put-back after that is told (durable44;
    this was a strict xfail)."""
    url, _, worker = _booked_then_put_back(server, tmp_path, monkeypatch)
    worker.close()
    postgres_timeline._SEEN.clear()  # this process's memory is the worker's: a new process
    fresh = PostgresStore(url)
    try:
        with pytest.warns(HomeNotRecorded) as said:
            assert fresh.behind() is None  # nothing tells the put-back before this look
        text = str(said[0].message)
        assert "kept no record of how far store" in text, text
        assert "put back from a backup or a filesystem snapshot before now" in text, text
        assert HOMES_ENV in text and "recovery.signal" in text, text
        assert wal_record.read(fresh.store_id()), "the record starts from the server"
        server.backup()  # a snapshot taken after this machine's first look
        approved = start_waiting(fresh)  # an approval: no act the record of acts names
        request = fresh.requests(approved)[0].id
        fresh.answer(InputResponse(request_id=request, option_id="approve"))
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # said once: this look says nothing
            assert fresh.behind() is None
    finally:
        fresh.close()
    _put_back(server)
    postgres_timeline._SEEN.clear()
    later = PostgresStore(url)
    try:
        with pytest.raises(UserError, match="went back: the server's write-ahead log is at"):
            later.claim(approved, "worker-3", ttl_s=60, actor=WORKER)
    finally:
        later.close()
    assert ledger_lines(ledger) == ["R-102"]


def test_a_store_with_no_decision_or_a_machine_with_a_record_says_nothing(
    server: Server, ledger: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The neighbours: a store that holds no answer lost no decision to any put-back, and a
    machine that kept its record looks as before — neither says a word."""
    url = server.db()
    made = PostgresStore(url)
    start_waiting(made)  # runs, no answer
    made.close()
    postgres_timeline._SEEN.clear()
    monkeypatch.setenv(HOMES_ENV, str(tmp_path / "new-homes"))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        first = PostgresStore(url)
        try:
            assert first.behind() is None
            waiting = start_waiting(first)
            request = first.requests(waiting)[0].id
            first.answer(InputResponse(request_id=request, option_id="approve"))
        finally:
            first.close()
        postgres_timeline._SEEN.clear()  # a restarted process: the record kept
        again = PostgresStore(url)
        try:
            assert again.behind() is None
        finally:
            again.close()
