"""A process still on the older timeline no longer writes over the new timeline's record.

Each command's first check and each ``arena worker`` sweep keep how far they found the server's
write-ahead log in ``$ARENA_STORE_HOMES/<store id>.wal`` (durable42), and a process started later
starts from it. The file held one line, and a new server or timeline replaced it: so did an old
one. Around a point-in-time restore (or a failover), a process that looked on timeline 1 and
wrote after a process on timeline 2 put timeline 2's line out; the server was then put back
from a snapshot taken on timeline 2 (no ``recovery.signal``: the timeline is kept), and a worker
started after it was not told that the approval given since was gone. The file now holds a line
for each server and timeline (durable44). Here the older process's look is held between its
read of the server and its write of the record, and let go after the newer one wrote: every
time, no sleeps."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from test_s41_pitr_timeline import Server, _approved, ledger, server
from test_s42_snapshot_restore import _put_back

from arena.errors import UserError
from arena.runs import resume_run
from arena.store import postgres_timeline
from arena.store import postgres_wal_record as wal_record
from arena.store.home_record import HOMES_ENV
from arena.store.postgres import PostgresStore
from arena.types import InputResponse, Responder
from store_support import Booker, ledger_lines, start_waiting

__all__ = ["ledger", "server"]  # the fixtures, shared with the PITR tests

WORKER = Responder(name="worker", interface="system")
STORE = "0123456789abcdef0123456789abcdef"


def test_an_older_timeline_s_look_written_last_leaves_the_new_one_s_line(
    server: Server, ledger: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = server.db()
    booked = _approved(url)
    assert asyncio.run(resume_run(booked, PostgresStore(url), adapter=Booker())).status == (
        "completed"
    )
    held: list[tuple[Any, ...]] = []
    real_keep = wal_record.keep
    monkeypatch.setattr(wal_record, "keep", lambda *args: held.append(args))
    old = PostgresStore(url)
    assert old.behind() is None  # its sweep read timeline 1; its write of the record is held
    old.close()
    monkeypatch.setattr(wal_record, "keep", real_keep)
    assert [args[2] for args in held] == [f"{server.timeline():08X}"]

    server.backup()
    server.restore()  # a point-in-time restore: a new timeline
    assert held[0][2] != f"{server.timeline():08X}"
    postgres_timeline._SEEN.clear()  # each store below is a process of its own
    new = PostgresStore(url)
    try:
        new.check_home(adopt=True)  # a person checked, and takes timeline 2
        waiting = start_waiting(new)
        server.backup()  # a snapshot on timeline 2
        request = new.requests(waiting)[0].id
        new.answer(InputResponse(request_id=request, option_id="approve"))  # no act recorded
        assert new.behind() is None  # its sweep keeps how far it saw timeline 2 written
    finally:
        new.close()
    real_keep(*held[0])  # the older look, written last
    _put_back(server)  # the snapshot, started as it was: timeline 2 still
    postgres_timeline._SEEN.clear()

    fresh = PostgresStore(url)  # a worker started after the put-back
    try:
        said = fresh.behind() or ""
        with pytest.raises(UserError) as refused:
            fresh.claim(waiting, "worker-2", ttl_s=60, actor=WORKER)
        assert fresh.requests(waiting)[0].response is None  # the approval the put-back lost
    finally:
        fresh.close()
    for text in (said, str(refused.value)):  # was: nothing said
        assert "went back: the server's write-ahead log is at" in text, text
        assert f"on timeline {server.timeline()}" in text, text
    assert ledger_lines(ledger) == ["R-102"]


def _another_process_keeps(homes: Path, *args: str) -> None:
    """``keep`` in a process of its own, run to its end."""
    code = (
        "import sys; from arena.store import postgres_wal_record as w; "
        "w.keep(sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]))"
    )
    env = {HOMES_ENV: str(homes), "PATH": "/usr/bin:/bin"}
    subprocess.run([sys.executable, "-c", code, *args], env=env, check=True)


@pytest.fixture
def homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(HOMES_ENV, str(tmp_path / "homes"))
    monkeypatch.setattr(wal_record, "_KEPT", {})
    return tmp_path / "homes"


def test_each_server_and_timeline_keeps_its_own_furthest_line(homes: Path) -> None:
    """The neighbours: another process's older timeline, and another server (a blue/green
    switch), are kept beside; a lower position on a line is still no write over a higher."""
    wal_record.keep(STORE, "srv", "00000002", 150)
    _another_process_keeps(homes, STORE, "srv", "00000001", "200")
    _another_process_keeps(homes, STORE, "green", "00000001", "7")
    _another_process_keeps(homes, STORE, "srv", "00000002", "120")  # an older look: kept out
    wal_record.keep(STORE, "srv", "00000002", 180)
    assert wal_record.read(STORE) == {
        ("srv", "00000002"): 180,
        ("green", "00000001"): 7,
        ("srv", "00000001"): 200,
    }
    first = (homes / f"{STORE}.wal").read_text(encoding="utf-8").splitlines()[0]
    assert first == "srv 00000002 180"  # the latest first: what an earlier release reads


def test_an_earlier_release_s_file_is_read_and_the_lines_are_bounded(homes: Path) -> None:
    homes.mkdir(parents=True)
    (homes / f"{STORE}.wal").write_text("srv 00000001 200\n", encoding="utf-8")
    assert wal_record.read(STORE) == {("srv", "00000001"): 200}
    for timeline in range(2, 40):
        wal_record.keep(STORE, "srv", f"{timeline:08X}", timeline)
    kept = wal_record.read(STORE)
    assert len(kept) == 16 and kept[("srv", f"{39:08X}")] == 39
    (homes / f"{STORE}.wal").write_text("torn\nsrv 00000003 x\nsrv 00000004 9\n", encoding="utf-8")
    assert wal_record.read(STORE) == {("srv", "00000004"): 9}
