"""The zero-set-up store: one SQLite file (WAL) under ``.arena/`` in the working directory.

Every write is one ``BEGIN IMMEDIATE`` transaction (see :mod:`arena.store.sqlite_conn`): each
compare-and-set of the contract — one answer per request, a claim, a leg appended by the run's
owner — is checked and applied under SQLite's write lock, so it holds across processes. The
contract itself is written once, for every SQL backend, in :mod:`arena.store.sql`.
"""

from __future__ import annotations

import os
from contextlib import AbstractContextManager

from arena.store.sql import SQLStore, Tx, host_pid
from arena.store.sqlite_conn import Connection, StoreMissing
from arena.store.textsafe import safe_tx

__all__ = ["SQLiteStore", "StoreMissing", "host_pid"]


class SQLiteStore(SQLStore):
    def __init__(
        self, path: str | os.PathLike[str], *, timeout_s: float | None = None, create: bool = True
    ) -> None:
        self._db = Connection(path, timeout_s=timeout_s, create=create)
        self.path = self._db.path
        self.location = self._db.location

    def _tx(self, *, write: bool = True) -> AbstractContextManager[Tx]:
        return safe_tx(self._db.tx(write=write))

    def close(self) -> None:
        self._db.close()
