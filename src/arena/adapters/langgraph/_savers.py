"""One ``AsyncSqliteSaver`` connection per (event loop, checkpoint file) in a process, not per leg.

Opening a saver per leg (a new aiosqlite thread, ``PRAGMA journal_mode=WAL``, ``setup()``) was
most of the adapter's glue (docs/benchmarks.md, "Where the time goes"), and at concurrency 100
many connections to one file raced for SQLite's write lock. A shared saver serialises its own
statements under its ``asyncio.Lock`` and commits each checkpoint as it is written, so another
process (a resume elsewhere) reads exactly what a per-leg connection would have left.

The saver is bound to the event loop that created it (its lock and ``loop``), so the cache is
keyed by loop as well as by file; a connection closes when its loop shuts down its async
generators (``asyncio.run`` does), or is stopped when a later leg finds its loop closed.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import sqlite3
import threading
import time
import weakref
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiosqlite
from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

from arena.adapters._run_over import Ended

#: Seconds a leg waits for another process's write lock on the checkpoint file.
LOCK_TIMEOUT_S = 60.0


class _Shared:
    """A loop's saver for one file: the task opening it, and what closes it with the loop."""

    def __init__(self, loop: asyncio.AbstractEventLoop, path: Path) -> None:
        self.loop = weakref.ref(loop)
        self.conn: aiosqlite.Connection | None = None
        self.saver: TrackingSaver | None = None
        self.inode: tuple[int, int] | None = None
        self._closer: Any = None
        self.task = loop.create_task(self._connect(path))

    async def _connect(self, path: Path) -> TrackingSaver:
        await asyncio.to_thread(_prepare, path)
        conn = aiosqlite.connect(str(path), timeout=LOCK_TIMEOUT_S)
        # A loop that ends without asyncio.run's clean-up must not keep the process from exiting.
        thread = getattr(conn, "_thread", None)
        if isinstance(thread, threading.Thread):
            thread.daemon = True
        self.conn = await conn
        self.inode = _inode(path)
        self.saver = saver = TrackingSaver(self.conn, path)
        self._closer = _closed_with_loop(self.conn, saver)
        await self._closer.__anext__()  # registered with the loop: closed at its shutdown
        await saver.setup()
        return saver

    def alive(self) -> bool:
        loop = self.loop()
        return loop is not None and not loop.is_closed()

    def stale(self, path: Path) -> bool:
        """The file was deleted or replaced under the open connection: the next leg reopens."""
        return self.inode is not None and _inode(path) != self.inode

    def stop(self) -> None:
        if self.saver is not None:
            self.saver.close_reader()
        if self.conn is not None:
            with contextlib.suppress(Exception):
                self.conn.stop()


async def _closed_with_loop(
    conn: aiosqlite.Connection, saver: TrackingSaver
) -> AsyncIterator[None]:
    try:
        yield
    finally:
        saver.close_reader()
        with contextlib.suppress(Exception):  # nothing left to resume here: the last chance
            await saver.over.prune(final=True)
        with contextlib.suppress(Exception):
            await conn.close()


#: The thread's newest checkpoint id, as ``AsyncSqliteSaver.aget_tuple`` picks it without an id.
_LATEST = (
    "SELECT checkpoint_id FROM checkpoints WHERE thread_id = ? AND checkpoint_ns = '' "
    "ORDER BY checkpoint_id DESC LIMIT 1"
)


class TrackingSaver(AsyncSqliteSaver):
    """An ``AsyncSqliteSaver`` that remembers, per thread, the last checkpoint it wrote.

    After ``ainvoke`` returns (it awaits its checkpoint writes), that is the thread's newest
    checkpoint — the one ``aget_state`` would read back to find where a leg paused — so a leg
    learns its pause's checkpoint id without reading the checkpoint and rebuilding its tasks
    (``_adapter.GraphLegs._settle``). ``asked`` keeps the questions each pause asked, by
    (thread, checkpoint), for a resume on this same connection; a new connection (another
    process, a replaced file) starts empty and reads them from the checkpoint instead.
    """

    #: Pauses remembered at most: runs left waiting for a person must not pin them forever.
    ASKED_MAX = 512

    def __init__(self, conn: aiosqlite.Connection, path: Path | None = None) -> None:
        super().__init__(conn)
        self._path = path
        self._reader: sqlite3.Connection | None = None
        self.written: dict[str, str] = {}
        self.asked: collections.OrderedDict[tuple[str, str], Any] = collections.OrderedDict()
        #: Graphs bound to this saver, by the unbound graph's id: (unbound graph, bound copy).
        self.bound: dict[int, tuple[Any, Any]] = {}
        #: Threads whose last leg here ended without a pause (completed or raised): their
        #: checkpoints go once the store says the run is over (``_run_over``).
        self.over: Ended[str] = Ended(self.delete_threads)

    def ended(self, thread_id: str, run_id: str, *, paused: bool) -> None:
        """A leg on ``thread_id`` ended: paused (its checkpoints are the pause), or not."""
        self.over.note(thread_id, run_id, paused=paused)

    async def aput(self, config: Any, checkpoint: Any, metadata: Any, new_versions: Any) -> Any:
        saved = await super().aput(config, checkpoint, metadata, new_versions)
        configurable = saved.get("configurable", {})
        if not configurable.get("checkpoint_ns"):  # the graph's own, not a subgraph's
            self.written[str(configurable["thread_id"])] = str(configurable["checkpoint_id"])
        return saved

    async def delete_threads(self, thread_ids: list[str]) -> None:
        """``adelete_thread`` for many threads in one transaction: one commit (and sync) for all
        of a loop's finished runs instead of one each (~10 ms apiece on a busy disk)."""
        keys = [(str(t),) for t in thread_ids]
        async with self.lock, self.conn.cursor() as cur:
            await cur.executemany("DELETE FROM checkpoints WHERE thread_id = ?", keys)
            await cur.executemany("DELETE FROM writes WHERE thread_id = ?", keys)
            await self.conn.commit()

    def latest(self, thread_id: str) -> str | None:
        """The thread's newest checkpoint id, read on the calling thread (None: unknown).

        A resume pinned at its pause makes LangGraph read the thread's newest checkpoint through
        aiosqlite's thread — six hops there and back, and the whole checkpoint decoded — only to
        compare its id (``pregel/_checkpoint.py`` ``acheckpoint_superseded``). This asks for the
        id alone on a read-only connection of its own (WAL: a reader does not wait for writers;
        anything unexpected answers None, and the resume stays pinned).
        """
        if self._path is None:
            return None
        try:
            if self._reader is None:
                uri = f"{self._path.as_uri()}?mode=ro"
                self._reader = sqlite3.connect(uri, uri=True, timeout=0, check_same_thread=False)
            rows = self._reader.execute(_LATEST, (thread_id,)).fetchall()  # ends the read
        except sqlite3.Error:
            return None
        return str(rows[0][0]) if rows else None

    def close_reader(self) -> None:
        reader, self._reader = self._reader, None
        if reader is not None:
            with contextlib.suppress(Exception):
                reader.close()

    def remember(self, thread_id: str, checkpoint_id: str, questions: Any) -> None:
        self.asked[(thread_id, checkpoint_id)] = questions
        while len(self.asked) > self.ASKED_MAX:
            self.asked.popitem(last=False)


_SHARED: dict[tuple[int, Path], _Shared] = {}


async def shared_saver(path: Path) -> TrackingSaver:
    """This loop's saver on ``path``, opened by the first leg that needs it."""
    loop = asyncio.get_running_loop()
    key = (id(loop), path)
    entry = _SHARED.get(key)
    if entry is not None and entry.stale(path):
        _SHARED.pop(key, None)
        entry.stop()
        with _PREPARING:
            _PREPARED.discard(path)
        entry = None
    if entry is None or entry.loop() is not loop:
        for old_key, old in list(_SHARED.items()):  # other threads' loops may be pruning too
            if not old.alive() and _SHARED.pop(old_key, None) is old:
                old.stop()
        entry = _SHARED[key] = _Shared(loop, path)
    try:
        saver = await asyncio.shield(entry.task)
    except asyncio.CancelledError:
        raise
    except BaseException:
        if _SHARED.get(key) is entry:  # a failed open is not cached: the next leg tries again
            del _SHARED[key]
        raise
    saver.over.soon()
    return saver


def _inode(path: Path) -> tuple[int, int] | None:
    try:
        found = path.stat()
    except OSError:
        return None
    return (found.st_dev, found.st_ino)


_PREPARED: set[Path] = set()
_PREPARING = threading.Lock()


def _prepare(path: Path) -> None:
    """Create the checkpoint file and its tables once per process, before loops race for it.

    Each saver runs ``PRAGMA journal_mode=WAL`` + ``CREATE TABLE IF NOT EXISTS``; on a new
    file, concurrent savers (or test processes) switching it to WAL at once got an immediate
    "database is locked" (no busy wait applies to that switch). On an existing WAL file both
    statements are no-ops, so only the first creation needs serialising: within the process by
    the lock, across processes by retrying (the WAL switch does not wait on a busy timeout).
    """
    with _PREPARING:
        if path in _PREPARED:
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        for attempt in range(100):  # another process may be switching the same new file to WAL
            conn = sqlite3.connect(path, timeout=LOCK_TIMEOUT_S, check_same_thread=False)
            try:
                SqliteSaver(conn).setup()
                break
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) or attempt == 99:
                    raise
                time.sleep(0.05)
            finally:
                conn.close()
        _PREPARED.add(path)
