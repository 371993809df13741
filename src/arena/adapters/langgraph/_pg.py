"""LangGraph's checkpoints in the PostgreSQL store's database, so any worker resumes any run.

With a ``postgresql://`` store (issue 18) the booking graph checkpoints through LangGraph's own
``AsyncPostgresSaver`` (``langgraph-checkpoint-postgres``, the ``langgraph_postgres`` extra) into the same
database and schema as the store: its tables (``checkpoints``, ``checkpoint_blobs``,
``checkpoint_writes``, ``checkpoint_migrations``) sit next to the store's, where every worker
that reaches the store reaches them — no state file on one machine's disk.

The session slot records only the marker :data:`IN_STORE`, never a URL: a resumer connects to
the store *it* was told to use (the store is data, never a connection target; arena.runs.allow).
"""

from __future__ import annotations

import importlib.util
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from arena import statedir
from arena.errors import RunError

#: What the session slot holds instead of a checkpoint file's path.
IN_STORE = "postgres:store"
#: pg_advisory_lock key held while LangGraph creates or migrates its tables (two workers at once).
_SETUP_LOCK = 0x1A96_C4E7
_READY: set[str] = set()


def available() -> bool:
    """The PostgreSQL saver is installed, and the command runs on a PostgreSQL store."""
    return statedir.store_url() is not None and (
        importlib.util.find_spec("langgraph.checkpoint.postgres") is not None
    )


@asynccontextmanager
async def saver() -> AsyncIterator[Any]:
    """A saver on the current store's database for one leg (its own connection)."""
    url = statedir.store_url()
    if url is None:
        raise RunError(
            "this run's LangGraph checkpoints live in its PostgreSQL store's database; resume it "
            "with --store (or ARENA_STORE) naming that store"
        )
    try:
        from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
    except ImportError:
        raise RunError(
            "this run's LangGraph checkpoints live in its PostgreSQL store; resuming it needs "
            "langgraph-checkpoint-postgres: pip install 'hitl-arena[langgraph_postgres]'"
        ) from None
    async with AsyncPostgresSaver.from_conn_string(url) as found:
        if url not in _READY:
            await _setup(found)
            _READY.add(url)
        yield found


async def _setup(found: Any) -> None:
    """LangGraph's own migrations, once per process, one process at a time."""
    conn = found.conn
    await conn.execute("SELECT pg_advisory_lock(%s)", (_SETUP_LOCK,))
    try:
        await found.setup()
    finally:
        await conn.execute("SELECT pg_advisory_unlock(%s)", (_SETUP_LOCK,))
