"""ADK's sessions in the PostgreSQL store's database, so any worker resumes any google_adk run.

With a ``postgresql://`` store (issue 18) a google_adk run keeps its ADK session through ADK's own
``DatabaseSessionService`` (SQLAlchemy, the ``google_adk_postgres`` extra) in the store's
database instead of a ``google_adk.db`` file on one machine. ADK names its tables ``sessions``,
``events``, ``app_states``, ``user_states`` and ``adk_internal_metadata``
(``google/adk/sessions/schemas/v1.py``), and ``events`` is a store table too, so ADK gets a schema
of its own beside the store's: ``<store schema>_adk``, created on first use (the role needs
CREATE on the database, or an owner creates it: docs/operator.md). Every connection of ADK's
engine sets its ``search_path`` to that schema.

The session slot records only the marker :data:`IN_STORE`, never a URL: a resumer connects to the
store *it* was told to use (the store is data, never a connection target; arena.runs.allow).
"""

from __future__ import annotations

import importlib.util
from typing import Any

from arena import statedir
from arena.errors import RunError

#: What the session slot holds instead of the SQLite file's path.
IN_STORE = "postgres:store"
#: pg_advisory_lock key held while ADK creates its tables (two workers starting at once).
_SETUP_LOCK = 0x0AD_C5E5
#: ADK's schema by store URL, once per process.
_SCHEMAS: dict[str, str] = {}


def available() -> bool:
    """SQLAlchemy's asyncio support is installed, and the command runs on a PostgreSQL store."""
    return statedir.store_url() is not None and all(
        importlib.util.find_spec(m) is not None for m in ("sqlalchemy", "greenlet")
    )


def schema_of(url: str) -> str:
    """ADK's schema for the store at ``url`` (``<the store's schema>_adk``), created if absent."""
    if url in _SCHEMAS:
        return _SCHEMAS[url]
    import psycopg
    from psycopg import sql

    with psycopg.connect(url, autocommit=True) as conn:
        row = conn.execute("SELECT current_schema()").fetchone()
        if row is None or row[0] is None:
            raise RunError(
                "the PostgreSQL store's search_path names no existing schema; ADK's sessions "
                "cannot be placed next to it"
            )
        schema = f"{row[0]}_adk"
        exists = conn.execute("SELECT 1 FROM pg_namespace WHERE nspname = %s", (schema,)).fetchone()
        if exists is None:
            try:
                with conn.transaction():
                    conn.execute("SELECT pg_advisory_xact_lock(%s)", (_SETUP_LOCK,))
                    conn.execute(
                        sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(sql.Identifier(schema))
                    )
            except psycopg.errors.InsufficientPrivilege:
                raise RunError(
                    f"ADK's sessions need the schema {schema} beside the store's, and this role "
                    f"may not create it: as the database owner, CREATE SCHEMA {schema} "
                    "AUTHORIZATION <this role>"
                ) from None
    _SCHEMAS[url] = schema
    return schema


def session_service(url: str) -> Any:
    """ADK's DatabaseSessionService on the store's database, in ADK's own schema."""
    try:
        from google.adk.sessions.database_session_service import DatabaseSessionService
        from sqlalchemy import event
        from sqlalchemy.ext.asyncio import create_async_engine
        from sqlalchemy.pool import NullPool
    except ImportError:
        raise RunError(
            "this run's ADK session lives in its PostgreSQL store; resuming it needs SQLAlchemy: "
            "pip install 'hitl-arena[google_adk_postgres]'"
        ) from None
    schema = schema_of(url)
    # NullPool: no connection outlives the event loop that opened it (one runner per loop).
    engine = create_async_engine(_sqlalchemy_url(url), poolclass=NullPool)
    quoted = '"' + schema.replace('"', '""') + '"'

    @event.listens_for(engine.sync_engine, "connect")
    def _to_adk_schema(dbapi_connection: Any, _record: Any) -> None:
        # Outside a transaction, so a rollback never undoes it (SQLAlchemy's search_path recipe).
        autocommit = dbapi_connection.autocommit
        dbapi_connection.autocommit = True
        cursor = dbapi_connection.cursor()
        cursor.execute(f"SET search_path TO {quoted}")
        cursor.close()
        dbapi_connection.autocommit = autocommit

    class StoreSessionService(DatabaseSessionService):  # type: ignore[misc]
        async def prepare_tables(self) -> None:
            """ADK's own table set-up, one process at a time (it checks, then creates)."""
            if self._tables_created:
                return
            import psycopg

            async with await psycopg.AsyncConnection.connect(url, autocommit=True) as lock:
                await lock.execute("SELECT pg_advisory_lock(%s)", (_SETUP_LOCK,))
                await super().prepare_tables()

    return StoreSessionService(db_engine=engine)


def store_url_or_fail(run_id: str) -> str:
    url = statedir.store_url()
    if url is None:
        raise RunError(
            f"run {run_id}: its ADK session lives in its PostgreSQL store's database; resume it "
            "with --store (or ARENA_STORE) naming that store"
        )
    return url


def _sqlalchemy_url(url: str) -> str:
    """The store URL for SQLAlchemy's asyncio engine on psycopg 3."""
    return "postgresql+psycopg://" + url.split("://", 1)[1]
