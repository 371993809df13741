"""The shared store: one PostgreSQL database by URL, for several workers and operators at once.

Same contract and the same SQL as the SQLite store (:mod:`arena.store.sql`); what differs is how
rows are locked (``FOR NO KEY UPDATE`` on the run a write changes, so concurrent writers to one
run queue while other runs go on in parallel) and whose clock claims follow: the server's, the
one clock every worker on the database shares.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from datetime import datetime

from arena.store import chain, codec, postgres_home, postgres_timeline
from arena.store.postgres_conn import Connection, PostgresDriverMissing
from arena.store.postgres_mark import AUDIT_LOCK
from arena.store.sql import Tx
from arena.store.sql_home import HomeStore
from arena.store.textsafe import safe_tx
from arena.store.urls import is_url, redact

__all__ = ["CHANNEL", "PostgresDriverMissing", "PostgresStore", "is_url", "redact"]

#: The NOTIFY channel of runs that may be ready to resume (arena.service.listen).
CHANNEL = "arena_ready"


class PostgresStore(HomeStore):
    for_update = " FOR NO KEY UPDATE OF runs"
    #: One appender at a time, so two transactions never chain to the same head (arena.store.chain).
    #: Keyed by the store's schema: two stores in one database never wait on each other.
    audit_lock = AUDIT_LOCK
    skip_locked = " SKIP LOCKED"
    #: Delivered at commit to every session that LISTENs (``arena worker``); the payload is
    #: ``<schema> <run id>``, so workers on another schema of the same database ignore it.
    notify_ready = f"SELECT pg_notify('{CHANNEL}', current_schema() || ' ' || ?)"
    #: The server's clock judges answers; requests are stamped by their clients' clocks.
    local_clock = False
    shared_by_machines = True  # each machine records the acts it sees (sql_home.observe)

    def __init__(self, url: str, *, timeout_s: float | None = None, create: bool = True) -> None:
        self._db = Connection(url, timeout_s=timeout_s, create=create)
        self.url = url
        self.location = self._db.location
        self._init_home()  # a clone never acts beside its original (postgres_home, sql_home)

    def _find_home(self, *, adopt: bool) -> None:
        adopted = self._adopted()
        postgres_home.check_home(self._db, adopt=adopt, adopted=adopted)
        if adopt:  # a store the server's timeline left behind, taken as it is (durable41)
            postgres_timeline.forget(self._db)  # and one put back under this process (durable42)
            here = postgres_home.said(self._db.here)
            postgres_timeline.accept(self._db, adopted.write, adopted.record, here)

    def _not_behind(self) -> None:
        super()._not_behind()
        postgres_timeline.check_read(self._db)  # restored to a point in time, failed over

    def moved_to(self) -> str | None:
        return postgres_home.marked_moved(self._db)

    def store_id(self) -> str:
        return self._db.identity.get("store_id", "")

    def _tx(self, *, write: bool = True) -> AbstractContextManager[Tx]:
        return safe_tx(self._db.tx(write=write, acting=write and self.acting))

    def _write(self) -> AbstractContextManager[chain.Deferred]:
        return self._acting_write() if self.acting else self._deferred_write()

    @contextmanager
    def _acting_write(self) -> Iterator[chain.Deferred]:
        """An answer, claim or side effect: the mark read again once the trail's lock is held.
        Read only at BEGIN, a clone adopted meanwhile (its check that this store had not acted
        done, its mark committed) let the write commit here, fenced: the clone, the store, lacked
        the answer or claim (durable34). The adoption marks under this same lock, so either it
        sees this write's entry or this write sees its mark."""
        with self._tx() as c:
            held = self._ask_holds(c)  # a backup put back under this process (durable38)
            audited = chain.Deferred(c, lock=self.audit_lock)
            yield audited
            c.execute(self.audit_lock)
            row = c.execute("SELECT value FROM arena_meta WHERE key = 'moved_to'").fetchone()
            refused = postgres_home.moved_here(self._db, None if row is None else row["value"])
            if refused is not None:
                raise refused
            self._read_holds(held)  # read in the same round trip as the mark
            audited.flush()

    def _clock(self, c: Tx) -> datetime:
        # clock_timestamp(), not now(): the row lock may have been waited for since BEGIN.
        return codec.parse_ts_required(c.execute("SELECT clock_timestamp() AS t").fetchone()["t"])

    def close(self) -> None:
        self._db.close()
