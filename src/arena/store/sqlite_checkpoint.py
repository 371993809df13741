"""WAL checkpoints off the writer's path: a thread with its own connection copies the WAL into
the database file while the writer goes on committing.

A checkpoint syncs the WAL, copies its pages into the database file and syncs that. SQLite runs
one inside the commit that takes the WAL past ``wal_autocheckpoint`` pages, so the writer waited
for two syncs of thousands of pages: on the store benchmark about a third of its wall time
(docs/benchmarks.md, store writes). Here a background thread runs ``PASSIVE`` checkpoints — they
never block a writer or a reader — every :data:`EVERY` commits, at most every :data:`MIN_GAP_S`.
The writer's own checkpoint stays as the backstop and as what restarts the WAL (SQLite rewinds
it only when a write starts with every frame copied): when it comes, it copies the few pages
written since the last background pass.

Durability is not traded: each commit is as durable as before (``synchronous = NORMAL``: it
survives a crash of the process), and the WAL is synced more often than before — within about
:data:`EVERY` commits plus :data:`MIN_GAP_S` — so an OS crash or power cut may take back fewer.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from pathlib import Path

#: Commits between wake-ups of the checkpoint thread (a store written less never starts one).
EVERY = 32
#: The least time between two background checkpoints (each one syncs two files).
MIN_GAP_S = 0.1


class Checkpointer:
    """The background checkpoints of one store file; :meth:`committed` after each commit."""

    __slots__ = ("_commits", "_failures", "_last", "_path", "_stop", "_thread", "_wake", "passes")

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

    def committed(self) -> None:
        """Count a commit (the writer holds its lock); wake the thread every ``EVERY``."""
        self._commits += 1
        if self._commits < EVERY:
            return
        self._commits = 0
        if self._thread is None:
            if self._stop:
                return
            self._thread = threading.Thread(
                target=self._run, name=f"arena-checkpoint {self._path.name}", daemon=True
            )
            self._thread.start()
        self._wake.set()

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
                    conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
                    self.passes += 1
                except sqlite3.Error:
                    # Busy (a recovery, another checkpointer) or an I/O error: the next pass or
                    # the writer's own checkpoint copies these pages; a commit never depends on it.
                    self._failures += 1
        finally:
            conn.close()

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
