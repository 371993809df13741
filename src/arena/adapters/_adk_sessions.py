"""ADK's SQLite session service with a patient lock, so busy machines do not fail legs.

``SqliteSessionService`` opens a fresh ``aiosqlite`` connection per call with SQLite's default
5 s busy timeout and a rollback journal, where a reader blocks a writer. With several processes
on one session file (the durable_state phases, ``--concurrency``) on a loaded machine, a leg
failed "database is locked" (a resumer's leg 2 in ``tests/durable/test_durable_mid_leg.py`` under load).
This subclass switches the file to WAL once (readers no longer block the writer) and gives every
connection the same patient timeout as the LangGraph checkpoint file.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import aiosqlite
from google.adk.sessions import sqlite_session_service as _adk

#: Seconds a connection waits for another process's write lock before failing.
LOCK_TIMEOUT_S = 60.0

_PREPARED: set[str] = set()
_PREPARING = threading.Lock()


class PatientSqliteSessionService(_adk.SqliteSessionService):
    """The stock service on a WAL file, every connection with :data:`LOCK_TIMEOUT_S`."""

    def __init__(self, db_path: str | Path) -> None:
        super().__init__(str(db_path))
        _prepare(Path(db_path))

    @asynccontextmanager
    async def _get_db_connection(self) -> AsyncIterator[aiosqlite.Connection]:
        async with aiosqlite.connect(
            self._db_connect_path, uri=self._db_connect_uri, timeout=LOCK_TIMEOUT_S
        ) as db:
            db.row_factory = aiosqlite.Row
            await db.execute(_adk.PRAGMA_FOREIGN_KEYS)
            if not self._schema_ready:
                async with self._schema_lock:
                    if not self._schema_ready:
                        await db.executescript(_adk.CREATE_SCHEMA_SQL)
                        self._schema_ready = True
            yield db


def _prepare(path: Path) -> None:
    """Switch the file to WAL once per process; the switch itself ignores busy timeouts, so
    processes racing to make the same new file retry instead of failing."""
    key = str(path)
    with _PREPARING:
        if key in _PREPARED:
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        for attempt in range(100):
            conn = sqlite3.connect(path, timeout=LOCK_TIMEOUT_S)
            try:
                conn.execute("PRAGMA journal_mode=WAL")
                break
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) or attempt == 99:
                    raise
                time.sleep(0.05)
            finally:
                conn.close()
        _PREPARED.add(key)
