"""WAL checkpoints off the writer's path: a thread with its own connection copies the WAL into
the database file while the writer goes on committing.

A checkpoint syncs the WAL, copies its pages into the database file and syncs that. SQLite runs
one inside the commit that takes the WAL past ``wal_autocheckpoint`` pages, so the writer waited
for two syncs of thousands of pages: on the store benchmark about a third of its wall time
(docs/benchmarks.md, store writes). Here a background thread runs ``PASSIVE`` checkpoints — they
never block a writer or a reader — every :data:`EVERY` commits, at most every :data:`MIN_GAP_S`.

What restarts the WAL is a checkpoint that copies every frame (SQLite rewinds it when a write
starts with all of it copied), and under a steady writer only the writer's own can: a background
pass always ends with newer commits left. SQLite also syncs the database file only after such a
complete copy, so that last checkpoint flushed every page the background passes had copied since
the previous rewind — 25–45 ms of the writer's time, twice per 2,000 requests of the benchmark.
So once the WAL passes :data:`REWIND_PAGES`, the thread catches up: it syncs the database file
itself and copies again, until a round is short, then asks the writer (:meth:`committed`) to
checkpoint the few frames left right after its next commit. SQLite's own checkpoint at
``wal_autocheckpoint`` pages stays as the backstop.

Durability is not traded: each commit is as durable as before (``synchronous = NORMAL``: it
survives a crash of the process), and the WAL is synced more often than before — within about
:data:`EVERY` commits plus :data:`MIN_GAP_S` — so an OS crash or power cut may take back fewer.
An extra sync of the database file changes nothing of what a checkpoint or a commit guarantees.
"""

from __future__ import annotations

import os
import sqlite3
import threading
import time
from pathlib import Path

#: Commits between wake-ups of the checkpoint thread (a store written less never starts one).
EVERY = 32
#: The least time between two background checkpoints (each one syncs two files).
MIN_GAP_S = 0.1
#: A WAL of this many pages after a background pass is due to restart: the thread catches up and
#: hands the rest to the writer. Half of ``sqlite_conn.CHECKPOINT_PAGES`` (the backstop): a
#: writer adds ~3,000 frames between two passes (:data:`MIN_GAP_S`) and more while the thread
#: catches up, which must not reach the backstop first (12,000 did, now and then: measured).
REWIND_PAGES = 8000
#: A catch-up round (sync the file, copy again) this short leaves the writer little to do.
SHORT_ROUND_S = 0.004
#: At most this many catch-up rounds before handing over (a disk slower than the writer).
CATCH_UP_ROUNDS = 6
#: A background checkpoint; its row is (busy, frames in the WAL, frames copied).
_PASSIVE = "PRAGMA wal_checkpoint(PASSIVE)"


class Checkpointer:
    """The background checkpoints of one store file; :meth:`committed` after each commit."""

    __slots__ = (
        "_commits", "_failures", "_last", "_path", "_stop", "_thread", "_wake", "handed", "passes",
    )  # fmt: skip

    def __init__(self, path: Path) -> None:
        self._path = path
        self._commits = 0
        self._wake = threading.Event()
        self._stop = False
        self._thread: threading.Thread | None = None
        self._last = 0.0
        self._failures = 0
        #: Background checkpoints run so far (tests and benchmarks read it).
        self.passes = 0
        #: Set by the thread when the WAL is due to restart and all but its newest frames are
        #: copied and synced: the writer's next commit checkpoints the rest (:meth:`committed`).
        self.handed = False

    def committed(self) -> bool:
        """Count a commit (the writer holds its lock); wake the thread every ``EVERY``. True: the
        thread handed the WAL's restart over, and the writer checkpoints now (a few frames)."""
        if self.handed:
            self.handed = False
            return True
        self._commits += 1
        if self._commits < EVERY:
            return False
        self._commits = 0
        if self._thread is None:
            if self._stop:
                return False
            self._thread = threading.Thread(
                target=self._run, name=f"arena-checkpoint {self._path.name}", daemon=True
            )
            self._thread.start()
        self._wake.set()
        return False

    def _run(self) -> None:
        try:
            conn = sqlite3.connect(self._path, timeout=0, isolation_level=None)
            # The checkpoint's syncs (WAL, then the database file) follow this setting.
            conn.execute("PRAGMA synchronous = NORMAL")
        except sqlite3.Error:
            return  # the writer's own checkpoint remains
        try:
            while True:
                self._wake.wait()
                if self._stop:
                    return
                gap = self._last + MIN_GAP_S - time.monotonic()
                if gap > 0:
                    time.sleep(gap)
                self._wake.clear()
                if self._stop:  # stop() sets the flag before waking: seen here or at the wait
                    return
                self._last = time.monotonic()
                try:
                    self._pass(conn)
                except (sqlite3.Error, OSError):
                    # Busy (a recovery, another checkpointer) or an I/O error: the next pass or
                    # the writer's own checkpoint copies these pages; a commit never depends on it.
                    self._failures += 1
        finally:
            conn.close()

    def _pass(self, conn: sqlite3.Connection) -> None:
        """One background checkpoint; when it leaves the WAL due to restart, catch up and hand
        the last frames to the writer (the module's docstring says why)."""
        _, frames, _ = conn.execute(_PASSIVE).fetchone()
        self.passes += 1
        if frames < REWIND_PAGES or self.handed:
            return
        for _ in range(CATCH_UP_ROUNDS):
            clock = time.monotonic()
            self._sync_file()
            conn.execute(_PASSIVE).fetchone()
            self.passes += 1
            if time.monotonic() - clock < SHORT_ROUND_S:
                break
        self.handed = True

    def _sync_file(self) -> None:
        """Flush the pages the passes copied into the database file to disk (SQLite does only
        after a pass that copies the whole WAL). Through a descriptor SQLite holds open for the
        file, found in ``/proc/self/fd``: a descriptor this thread opened and closed would drop
        every POSIX lock this process holds on the file (SQLite's own included). Elsewhere than
        Linux, nothing: the writer's checkpoint syncs it, as before."""
        try:
            want = os.stat(self._path)
            names = os.listdir("/proc/self/fd")
        except OSError:
            return
        for name in names:
            try:
                found = os.fstat(int(name))
            except (OSError, ValueError):
                continue
            if found.st_ino == want.st_ino and found.st_dev == want.st_dev:
                os.fdatasync(int(name))
                return

    def stop(self) -> None:
        """Ask the thread to end (it finishes a checkpoint in progress); no wait."""
        self._stop = True
        self._wake.set()

    def close(self) -> None:
        """Stop the thread and wait for it (before the writer's own connection closes)."""
        self.stop()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join()
