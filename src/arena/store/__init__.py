"""Persistence only: the store contract, its SQLite and PostgreSQL backends, and where it lives.

Where the store lives: ``--store PATH`` (commands), else ``$ARENA_STORE``, else
``.arena/arena.db`` in the working directory — zero set-up (docs/architecture.md). A ``postgresql://`` URL
there picks the shared PostgreSQL store instead (the ``postgres`` extra).
"""

from __future__ import annotations

import functools
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from arena.errors import UserError
from arena.store.base import (
    RUN_STATUSES,
    AuditEntry,
    EndpointSpec,
    LegWrite,
    RequestRecord,
    RunMode,
    RunOrigin,
    RunRecord,
    RunStatus,
    SideEffect,
    SideEffectKey,
    Store,
)
from arena.store.urls import is_url, redact

if TYPE_CHECKING:
    from arena.store.sqlite import SQLiteStore, StoreMissing

DEFAULT_PATH = Path(".arena") / "arena.db"
ENV = "ARENA_STORE"


def store_location(path: str | os.PathLike[str] | None = None) -> str:
    """The store a command uses: the explicit path, else ``$ARENA_STORE``, else the default; a
    leading ``~`` is the home folder, and white space around a path is refused
    (:mod:`arena.given_paths`: ``ARENA_STORE=~/arena.db`` made a folder named ``~``)."""
    from arena.given_paths import STORE_PATH, env_path, meant

    if path:
        return meant(str(path), "--store")
    return env_path(ENV, STORE_PATH) or str(DEFAULT_PATH)


def open_store(
    path: str | os.PathLike[str] | None = None,
    *,
    create: bool = True,
    timeout_s: float | None = None,
) -> Store:
    """Open (and migrate) the store; ``create=False`` refuses to make a new one (StoreMissing)."""
    location = store_location(path)
    if is_url(location):
        from arena.store.postgres import PostgresStore

        return PostgresStore(location, create=create, timeout_s=timeout_s)
    if "://" in location:  # not a file name: refuse it instead of making a folder "mysql:"
        raise UserError(
            f"store {location}: unknown URL scheme {location.split('://', 1)[0]!r}; give an "
            "SQLite file path or a postgresql:// URL"
        )
    from arena.store.sqlite import SQLiteStore

    return SQLiteStore(location, create=create, timeout_s=timeout_s)


def store_flag(store: Store) -> str:
    """`` --store PATH`` (absolute) when a command run with this environment, from any folder,
    must name the store to reach the same one, else ``""`` (``$ARENA_STORE`` names it, or a URL).
    The default ``.arena/arena.db`` is relative: from another folder it is another store."""
    return location_flag(store.location)


def location_flag(location: str) -> str:
    """:func:`store_flag` for the store at ``location`` (an error that names one)."""
    return _flag(location, store_location(), os.getcwd())


@functools.lru_cache(maxsize=64)
def _flag(location: str, here: str, cwd: str) -> str:
    import shlex  # here: most processes never name a store on a command line

    if is_url(location) or is_url(here):
        return "" if location == redact(here) else f" --store {shlex.quote(location)}"
    try:
        same = Path(location).resolve() == Path(here).resolve()
    except OSError:
        same = location == here
    # Absolute: a hint copied into another folder must still name this store.
    anywhere = same and os.path.isabs(here)
    return "" if anywhere else f" --store {shlex.quote(os.path.abspath(location))}"


def __getattr__(name: str) -> Any:
    """``SQLiteStore`` and ``StoreMissing`` load the SQLite backend (sqlite3 and the SQL layer)
    when first named: a process that opens no store (``arena run`` without ``--human``) does not
    pay for it (issue 16)."""
    if name in ("SQLiteStore", "StoreMissing"):
        from arena.store import sqlite

        return getattr(sqlite, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "DEFAULT_PATH",
    "ENV",
    "RUN_STATUSES",
    "AuditEntry",
    "EndpointSpec",
    "LegWrite",
    "RequestRecord",
    "RunMode",
    "RunOrigin",
    "RunRecord",
    "RunStatus",
    "SQLiteStore",
    "SideEffect",
    "SideEffectKey",
    "Store",
    "StoreMissing",
    "location_flag",
    "open_store",
    "store_flag",
    "store_location",
]
