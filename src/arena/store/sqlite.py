"""The zero-set-up store: one SQLite file (WAL) under ``.arena/`` in the working directory.

Every write is one ``BEGIN IMMEDIATE`` transaction (see :mod:`arena.store.sqlite_conn`): each
compare-and-set of the contract — one answer per request, a claim, a leg appended by the run's
owner — is checked and applied under SQLite's write lock, so it holds across processes. The
contract itself is written once, for every SQL backend, in :mod:`arena.store.sql`.
"""

from __future__ import annotations

import getpass
import os
import sqlite3
import threading
from collections.abc import Mapping
from contextlib import AbstractContextManager
from types import TracebackType
from typing import TYPE_CHECKING, Any

from arena.store import codec
from arena.store.base import RunRecord, SideEffect, SideEffectKey
from arena.store.chain import Deferred
from arena.store.sql import SQLStore, Tx, host_pid
from arena.store.sqlite_conn import Connection, StoreMissing
from arena.store.sqlite_home import check_home
from arena.store.textsafe import SafeTx, safe_tx
from arena.types import InputResponse, Responder, utcnow

if TYPE_CHECKING:
    from arena.store.people import Vote, VoteOutcome

__all__ = ["SQLiteStore", "StoreMissing", "host_pid"]

#: The runs an adoption matters to: those a resume, an answer or a person may still act on.
_OPEN_RUNS = (
    "SELECT id FROM runs WHERE status NOT IN ('completed', 'failed') ORDER BY created_at, id"
)


class SQLiteStore(SQLStore):
    def __init__(
        self, path: str | os.PathLike[str], *, timeout_s: float | None = None, create: bool = True
    ) -> None:
        self._db = Connection(path, timeout_s=timeout_s, create=create)
        self.path = self._db.path
        self.location = self._db.location
        #: This process checked the store is no copy acting beside its original (sqlite_home).
        self._home_checked = False
        #: ``on`` while this thread answers, claims or begins a side effect: that write checks
        #: in its own transaction that no copy adopted since has marked this file moved.
        self._acting = threading.local()

    def check_home(self, *, adopt: bool = False) -> None:
        if not self._home_checked or adopt:
            original = check_home(self._db, adopt=adopt)
            self._home_checked = True
            if original is not None:
                self._record_adoption(original)

    def _record_adoption(self, original: str) -> None:
        """``run.store_adopted`` in the trail of every run still open here: which file became the
        store, by whom, and which one was marked moved (an adoption left no trace: durable31)."""
        try:
            who = getpass.getuser()
        except (KeyError, OSError):
            who = "unknown"
        actor = Responder(name=who, interface="cli")
        note = f"this copy at {self._db.here} was made the store (--adopt-copy); {original} is marked moved"
        with self._write() as c:
            at = codec.ts(utcnow())
            for row in c.execute(_OPEN_RUNS).fetchall():
                self._audit(c, row["id"], "run.store_adopted", actor, note=note, at=at)

    def _act(self) -> None:
        """Before an answer, claim or side effect: the home checked once, the write marked."""
        if not self._home_checked:
            self.check_home()
        self._acting.on = True

    # What answers, claims or runs a side effect asks first (commands ask before anything else).
    def answer(self, response: InputResponse) -> InputResponse:
        self._act()
        try:
            return super().answer(response)
        finally:
            self._acting.on = False

    def vote(self, vote: Vote, *, quorum: int) -> VoteOutcome:
        self._act()
        try:
            return super().vote(vote, quorum=quorum)
        finally:
            self._acting.on = False

    def claim(self, run_id: str, owner: str, *, ttl_s: float, actor: Responder) -> RunRecord:
        self._act()
        try:
            return super().claim(run_id, owner, ttl_s=ttl_s, actor=actor)
        finally:
            self._acting.on = False

    def try_claim(
        self, run_id: str, owner: str, *, ttl_s: float, actor: Responder
    ) -> RunRecord | None:
        self._act()
        try:
            return super().try_claim(run_id, owner, ttl_s=ttl_s, actor=actor)
        finally:
            self._acting.on = False

    def begin_side_effect(
        self,
        key: SideEffectKey,
        *,
        args: Mapping[str, Any],
        leg: int,
        owner: str,
        token: int | None = None,
    ) -> SideEffect | None:
        self._act()
        try:
            return super().begin_side_effect(key, args=args, leg=leg, owner=owner, token=token)
        finally:
            self._acting.on = False

    def _tx(self, *, write: bool = True) -> AbstractContextManager[Tx]:
        return safe_tx(self._db.tx(write=write))

    def _write(self) -> AbstractContextManager[Deferred]:
        return _Write(self._db, acting=getattr(self._acting, "on", False))

    def close(self) -> None:
        self._db.close()


class _Write:
    """A write transaction (what ``SQLStore._write`` yields) in one object, not three nested
    generator context managers: BEGIN IMMEDIATE, one statement for the schema check and the
    chain's head (:meth:`Connection.begin_write`), the audit entries appended last, COMMIT."""

    __slots__ = ("_acting", "_c", "_db")

    def __init__(self, db: Connection, *, acting: bool = False) -> None:
        self._db = db
        self._acting = acting

    def __enter__(self) -> Deferred:
        head = self._db.begin_write(acting=self._acting)
        self._c = Deferred(SafeTx(self._db.raw), head=head)
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
