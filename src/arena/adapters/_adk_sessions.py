"""Where a run's ADK session lives, and ADK's SQLite session service with a patient lock.

A new run's session goes into the PostgreSQL store's database when the command runs on one
(:mod:`arena.adapters._adk_postgres`; the slot says ``postgres:store``), else into the SQLite file
``db_path`` (its path in the slot); a resume continues wherever the slot says, or, when the
store folder was moved with the file, in the file of that name beside the store
(:func:`find_home`).

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
from typing import Any

import aiosqlite
from google.adk.sessions import sqlite_session_service as _adk

from arena import statedir
from arena.adapters import _adk_postgres
from arena.adapters._state_files import has_row, locate

#: Seconds a connection waits for another process's write lock before failing.
LOCK_TIMEOUT_S = 60.0
#: The session's newest event as ADK's ``get_session`` orders them (timestamp, then append order).
NEWEST_EVENT = (
    "SELECT id FROM events WHERE app_name = ? AND user_id = ? AND session_id = ? "
    "ORDER BY timestamp DESC, rowid DESC LIMIT 1"
)
#: :func:`newest_event`'s answer when the session's file cannot tell (see there).
UNREAD = object()

_PREPARED: set[str] = set()
_PREPARING = threading.Lock()


class PatientSqliteSessionService(_adk.SqliteSessionService):
    """The stock service on a WAL file, every connection with :data:`LOCK_TIMEOUT_S`."""

    def __init__(self, db_path: str | Path) -> None:
        super().__init__(str(db_path))
        self.db_path = Path(db_path)
        _prepare(self.db_path)

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


def newest_event(service: Any, app_name: str, user_id: str, session_id: str) -> object:
    """The id of the session's newest event (None: no such session or no event), read from the
    SQLite file with one query; :data:`UNREAD` when the file cannot tell (the service is not
    this one, or ADK's schema is not what the query reads): ask the service then.

    Why not the service: its ``get_session`` opens a new ``aiosqlite`` connection (a thread)
    and decodes events, ~2.7 ms of CPU where this takes ~0.1, and the adapter asks twice a run
    (the pause's end, then at the resume whether the session still ends there) on top of ADK's
    own calls. WAL: the read waits for no writer.
    """
    if not isinstance(service, PatientSqliteSessionService):
        return UNREAD
    try:
        conn = sqlite3.connect(service.db_path, timeout=LOCK_TIMEOUT_S)
        try:
            row = conn.execute(NEWEST_EVENT, (app_name, user_id, session_id)).fetchone()
        finally:
            conn.close()
    except sqlite3.Error:
        return UNREAD
    return None if row is None else str(row[0])


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


def new_home(db_path: Path, *, chosen: bool) -> str:
    """Where a new run's session goes: the store's database on a PostgreSQL store (SQLAlchemy
    installed, no file ``chosen`` by the caller), else the SQLite file."""
    if not chosen and _adk_postgres.available():
        return _adk_postgres.IN_STORE
    return str(db_path)


#: Does the file hold the run's session? (:func:`find_home`, read-only.)
SESSION_ROW = "SELECT 1 FROM sessions WHERE app_name = ? AND user_id = ? AND id = ?"


def find_home(
    recorded: str, db_path: Path, run_id: str, what: str, session: tuple[str, str, str]
) -> str:
    """Where a run continues: the store's database, or the SQLite file that holds its session
    ``(app, user, id)``: the recorded one, else ``db_path`` or the same name beside the store
    after the store folder moved (:func:`arena.adapters._state_files.locate`; StateNotFound
    when none holds it, and no file is created)."""
    if recorded == _adk_postgres.IN_STORE:
        _adk_postgres.store_url_or_fail(run_id)
        return recorded
    found = locate(
        recorded,
        db_path,
        lambda path: has_row(path, SESSION_ROW, session),
        what=f"its {what}'s ADK session {session[2]}",
        run_id=run_id,
        fix=f"set {statedir.ENV} to the folder that holds it (a program: build the adapter "
        "with db_path= that file)",
    )
    return str(found)


def service_for(home: str, run_id: str) -> Any:
    """The session service for ``home`` (what :func:`new_home` chose for a new run, or
    :func:`find_home` found for a paused one)."""
    if home == _adk_postgres.IN_STORE:
        return _adk_postgres.session_service(_adk_postgres.store_url_or_fail(run_id))
    return PatientSqliteSessionService(Path(home))
