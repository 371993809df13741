"""WAL checkpoints in a background thread (``arena.store.sqlite_checkpoint``, issue 16).

The thread copies committed pages into the database file while the writer goes on, and hands
the WAL's restart to the writer once it has copied and synced nearly all of it; SQLite's own
checkpoint stays as the backstop. These tests show the copy happens (the database file alone
holds the commits; with the thread never woken — the broken reference — it does not), that a
steady writer's WAL stays bounded (a background connection that pins the WAL — broken on purpose
— lets it grow) and restarts through the hand-over alone (a thread that never hands over — the
code before — leaves it to SQLite's checkpoint), that the thread ends with its store, and that a
writer killed mid-stream, background checkpoints and all, loses no commit and keeps a chain that
verifies.
"""

from __future__ import annotations

import gc
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from arena.store import SQLiteStore, sqlite_checkpoint, sqlite_conn
from arena.store.sqlite_checkpoint import Checkpointer
from store_support import synthetic_waiting

FRAME = 4096 + 24


def _runs_in_file_alone(db: Path, tmp: Path) -> int:
    """Runs the database file holds without its WAL (what a checkpoint has copied)."""
    copy = tmp / "alone.db"
    shutil.copyfile(db, copy)
    conn = sqlite3.connect(copy)
    try:
        return int(conn.execute("SELECT count(*) FROM runs").fetchone()[0])
    except sqlite3.OperationalError:  # not even the schema copied yet
        return 0
    finally:
        conn.close()


def _checkpointers() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("arena-checkpoint")]


def _wait(condition: object, timeout_s: float = 10.0) -> bool:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if condition():  # type: ignore[operator]
            return True
        time.sleep(0.02)
    return False


class NeverWoken(Checkpointer):
    """Broken on purpose: commits are never counted, so no background checkpoint runs."""

    __slots__ = ()

    def committed(self) -> bool:
        return False


@pytest.mark.parametrize("broken", [False, True], ids=["store", "never-woken"])
def test_the_thread_copies_commits_into_the_database_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, broken: bool
) -> None:
    monkeypatch.setattr(sqlite_checkpoint, "EVERY", 10)
    if broken:
        monkeypatch.setattr(sqlite_conn, "Checkpointer", NeverWoken)
    db = tmp_path / "arena.db"
    store = SQLiteStore(db)
    try:
        for _ in range(9):  # the migration was the first commit: the tenth wakes the thread
            synthetic_waiting(store)
        if not broken:
            assert _wait(lambda: store._db._checkpoints.passes >= 1)
        else:
            time.sleep(0.5)
        # The writer's own checkpoint (16,000 pages) never came: only the thread copied.
        alone = _runs_in_file_alone(db, tmp_path)
        assert alone == (0 if broken else 9), alone
        assert len(store.runs()) == 9  # through the WAL, every commit either way
    finally:
        store.close()
    assert not _checkpointers()


#: Set once :class:`Pinning`'s read transaction holds the WAL.
PINNED = threading.Event()


class Pinning(Checkpointer):
    """Broken on purpose: its connection keeps a read transaction open, so the WAL never
    rewinds (SQLite restarts it only when no reader uses its frames)."""

    __slots__ = ()

    def _run(self) -> None:
        conn = sqlite3.connect(self._path, isolation_level=None)
        conn.execute("BEGIN")
        conn.execute("SELECT count(*) FROM runs").fetchone()
        PINNED.set()
        try:
            super()._run()
        finally:
            conn.close()


def _wal_restarts(wal: Path) -> int:
    """The WAL header's checkpoint sequence number: SQLite adds one each time it rewinds the WAL
    to its start (the file keeps its size, so its size is only the high-water mark)."""
    with wal.open("rb") as f:
        header = f.read(16)
    return int.from_bytes(header[12:16], "big") if len(header) == 16 else 0


@pytest.mark.parametrize("broken", [False, True], ids=["store", "pinning-reader"])
def test_a_steady_writer_keeps_the_wal_bounded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, broken: bool
) -> None:
    """The WAL keeps rewinding while a writer keeps committing, so it stays bounded.

    Counted as rewinds, not as the file's high-water mark: how far the WAL grows between two
    rewinds is what the writer commits during one checkpoint's disk syncs, and a CI disk shared
    with a parallel suite stalled those for a second (3,192 frames in one 400-write run, ~250 on
    a quiet disk). The writer keeps going (up to 30 s) until the WAL has rewound 3 times.
    """
    monkeypatch.setattr(sqlite_conn, "CHECKPOINT_PAGES", 200)
    monkeypatch.setattr(sqlite_checkpoint, "EVERY", 4)
    monkeypatch.setattr(sqlite_checkpoint, "MIN_GAP_S", 0.05)
    if broken:
        monkeypatch.setattr(sqlite_conn, "Checkpointer", Pinning)
    db = tmp_path / "arena.db"
    store = SQLiteStore(db)
    wal = Path(f"{db}-wal")
    PINNED.clear()
    try:
        synthetic_waiting(store)
        # The broken reference pins the WAL from its thread, started at the EVERY-th commit:
        # a rewind before it has pinned is not its (1 of 10 runs under load said 1 rewind).
        pinned_by = time.monotonic() + 30
        while broken and not PINNED.is_set():
            assert time.monotonic() < pinned_by, "the pinning reader never started"
            synthetic_waiting(store)
        first = _wal_restarts(wal)
        writes, deadline = 1, time.monotonic() + 30
        # ~10 WAL pages each: 400 writes are 20 times the limit
        while writes < 400 or (not broken and time.monotonic() < deadline):
            synthetic_waiting(store)
            writes += 1
            if writes >= 400 and _wal_restarts(wal) - first >= 3:
                break
        rewinds = _wal_restarts(wal) - first
        largest = wal.stat().st_size // FRAME
        assert store._db._checkpoints.passes >= 1
        if broken:  # a reader pins the WAL: it never rewinds and grows with every write
            assert rewinds == 0 and largest > 2000, (rewinds, largest)
        else:
            assert rewinds >= 3, (rewinds, largest, writes)
        assert store.verify_audit().broken is None
    finally:
        store.close()


class NoHandOver(Checkpointer):
    """Broken on purpose, as before the hand-over: the thread copies but never asks the writer
    to checkpoint, so only SQLite's own checkpoint (at ``CHECKPOINT_PAGES``) restarts the WAL."""

    __slots__ = ()

    def committed(self) -> bool:
        self.handed = False
        super().committed()
        return False


@pytest.mark.parametrize("broken", [False, True], ids=["store", "no-hand-over"])
def test_the_wal_restarts_through_the_hand_over_with_sqlites_own_checkpoint_out_of_reach(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, broken: bool
) -> None:
    """The thread catches up — it syncs the database file itself, then copies again — and the
    writer's next commit copies the last frames, which restarts the WAL: SQLite's checkpoint in
    the writer flushed every page copied since the last restart (25–45 ms on the benchmark's
    store). Here SQLite's own checkpoint never comes (a million pages), so each restart is a
    hand-over; a thread that never hands over (the code before) leaves the WAL growing."""
    monkeypatch.setattr(sqlite_conn, "CHECKPOINT_PAGES", 1_000_000)
    monkeypatch.setattr(sqlite_checkpoint, "REWIND_PAGES", 200, raising=False)
    monkeypatch.setattr(sqlite_checkpoint, "EVERY", 4)
    monkeypatch.setattr(sqlite_checkpoint, "MIN_GAP_S", 0.01)
    if broken:
        monkeypatch.setattr(sqlite_conn, "Checkpointer", NoHandOver)
    db = tmp_path / "arena.db"
    store = SQLiteStore(db)
    synced: list[int] = []
    real_sync = os.fdatasync

    def fdatasync(fd: int) -> None:
        synced.append(os.fstat(fd).st_ino)
        real_sync(fd)

    monkeypatch.setattr(os, "fdatasync", fdatasync)
    wal = Path(f"{db}-wal")
    try:
        synthetic_waiting(store)
        first = _wal_restarts(wal)
        writes, deadline = 1, time.monotonic() + 30
        while writes < 300 or (not broken and time.monotonic() < deadline):
            synthetic_waiting(store)  # ~10 WAL pages each: 300 are 15 times REWIND_PAGES
            writes += 1
            if writes >= 100 and _wal_restarts(wal) - first >= 3:
                break
        rewinds = _wal_restarts(wal) - first
        if broken:
            # Fewer restarts than the hand-over makes (0 in 61,094 writes on an idle machine;
            # under load the thread caught up by itself once in 300: the CI clone, session 25).
            assert rewinds < 3, rewinds
        else:
            assert rewinds >= 3, (rewinds, writes)
            assert db.stat().st_ino in synced  # the thread synced the database file itself
        assert len(store.runs()) == writes
        assert store.verify_audit().broken is None
    finally:
        store.close()


def test_the_thread_ends_with_its_store_closed_or_collected(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sqlite_checkpoint, "EVERY", 2)
    closed = SQLiteStore(tmp_path / "closed.db")
    synthetic_waiting(closed)
    assert len(_checkpointers()) == 1
    closed.close()
    assert not _checkpointers()

    dropped = SQLiteStore(tmp_path / "dropped.db")
    synthetic_waiting(dropped)
    assert len(_checkpointers()) == 1
    del dropped
    gc.collect()
    assert _wait(lambda: not _checkpointers(), 5.0)


_WRITER = """
import sys
from arena.store import SQLiteStore, sqlite_checkpoint
sys.path.insert(0, sys.argv[2])
from store_support import synthetic_waiting
sqlite_checkpoint.EVERY = 4
sqlite_checkpoint.MIN_GAP_S = 0.0
store = SQLiteStore(sys.argv[1])
while True:
    run_id, _ = synthetic_waiting(store)
    print(run_id, store._db._checkpoints.passes, flush=True)
"""


def test_a_writer_killed_during_background_checkpoints_loses_no_commit(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    tests = Path(__file__).resolve().parents[1]
    child = subprocess.Popen(
        [sys.executable, "-c", _WRITER, str(db), str(tests)],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    acknowledged: list[str] = []
    passes = 0
    try:
        for line in child.stdout:
            run_id, count = line.split()
            acknowledged.append(run_id)
            passes = int(count)
            if passes >= 3 and len(acknowledged) >= 100:
                break
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(30)
    assert passes >= 3
    store = SQLiteStore(db)
    try:
        kept = {r.id for r in store.runs()}
        assert set(acknowledged) <= kept
        assert store.verify_audit().broken is None
    finally:
        store.close()
