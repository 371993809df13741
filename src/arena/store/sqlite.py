"""The zero-set-up store: one SQLite file (WAL) under ``.arena/`` in the working directory.

Every write is one ``BEGIN IMMEDIATE`` transaction (see :mod:`arena.store.sqlite_conn`): each
compare-and-set of the contract — one answer per request, a claim, a leg appended by the run's
owner — is checked and applied under SQLite's write lock, so it holds across processes. The
contract itself is written once, for every SQL backend, in :mod:`arena.store.sql`.
"""

from __future__ import annotations

import os
import sqlite3
from contextlib import AbstractContextManager
from types import TracebackType
from typing import TYPE_CHECKING

from arena.errors import UserError
from arena.store.chain import Deferred
from arena.store.chain_verify import Broken, Verdict
from arena.store.sql import Tx, host_pid
from arena.store.sql_home import HomeStore
from arena.store.sqlite_conn import Connection, StoreMissing
from arena.store.sqlite_home import check_home, damage, marked_moved
from arena.store.textsafe import SafeTx, safe_tx

if TYPE_CHECKING:
    pass

__all__ = ["SQLiteStore", "StoreMissing", "host_pid"]


class SQLiteStore(HomeStore):
    def __init__(
        self, path: str | os.PathLike[str], *, timeout_s: float | None = None, create: bool = True
    ) -> None:
        self._db = Connection(path, timeout_s=timeout_s, create=create)
        self.path = self._db.path
        self.location = self._db.location
        self._init_home()  # a copy never acts beside its original (sqlite_home, sql_home)

    def _find_home(self, *, adopt: bool) -> None:
        if adopt and (found := self.damage()) is not None:
            # The moment a copy becomes the store: one torn by a cp of a live store would read
            # as the store with rows silently missing from its indexes (durable37).
            raise UserError(f"{self.location}: {found} (nothing was adopted)")
        check_home(self._db, adopt=adopt, adopted=self._adopted())

    def damage(self) -> str | None:
        """What SQLite's ``integrity_check`` finds wrong with the file (None: nothing)."""
        return damage(self._db)

    def verify_audit(self, *, head: str | None = None) -> Verdict:
        found = self.damage()
        if found is not None:  # the chain read through a damaged file would prove nothing
            return Verdict(entries=0, unchained=0, broken=Broken(seq=0, run_id="", reason=found))
        return super().verify_audit(head=head)

    def moved_to(self) -> str | None:
        return marked_moved(self._db)

    def store_id(self) -> str:
        return self._db.identity.get("store_id", "")

    def _tx(self, *, write: bool = True) -> AbstractContextManager[Tx]:
        return safe_tx(self._db.tx(write=write))

    def _write(self) -> AbstractContextManager[Deferred]:
        return _Write(self._db, self if self.acting else None)

    def close(self) -> None:
        self._db.close()


class _Write:
    """A write transaction (what ``SQLStore._write`` yields) in one object, not three nested
    generator context managers: BEGIN IMMEDIATE, one statement for the schema check and the
    chain's head (:meth:`Connection.begin_write`), the audit entries appended last, COMMIT.
    ``acting``: the store whose answer, claim or side effect this is, which asks first whether
    the file still holds this machine's record of its last act (:meth:`HomeStore._still_holds`)."""

    __slots__ = ("_acting", "_c", "_db")

    def __init__(self, db: Connection, acting: HomeStore | None = None) -> None:
        self._db = db
        self._acting = acting

    def __enter__(self) -> Deferred:
        head = self._db.begin_write(acting=self._acting is not None)
        self._c = Deferred(SafeTx(self._db.raw), head=head)
        if self._acting is not None:
            try:
                self._acting._still_holds(self._c)
            except BaseException as exc:
                self._db.end_write(failed=True)
                if isinstance(exc, sqlite3.Error):
                    raise self._db.translate(exc) from None
                raise
        return self._c

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        if exc is None:
            try:
                self._c.flush()
            except BaseException as failed:
                self._db.end_write(failed=True)
                if isinstance(failed, sqlite3.Error):
                    raise self._db.translate(failed) from None
                raise
            self._db.end_write(failed=False, head=self._c.head)
            return
        self._db.end_write(failed=True)
        if isinstance(exc, sqlite3.Error):
            raise self._db.translate(exc) from None
