"""The store contract over an SQL database, written once for SQLite and PostgreSQL (docs/architecture.md).

A backend supplies a connection whose ``tx()`` yields something with ``execute``/``executemany``
taking ``?`` and ``:name`` placeholders, plus two dialect hooks (row locking, the claim clock). Every compare-and-set of the contract is written here so that it holds on both:

- a write transaction first locks the run's row (``FOR UPDATE`` on PostgreSQL; SQLite's
  ``BEGIN IMMEDIATE`` already serialises writers), so check-then-write sequences see the latest row;
- the claim is an ``UPDATE ... WHERE status = 'waiting' OR the claim expired`` whose row count is
  checked; one answer per request and one side-effect intent per key are ``INSERT ... ON CONFLICT
  DO NOTHING`` on a unique key, with the row count telling who won.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Iterable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from datetime import datetime
from typing import Any, Protocol

import msgspec

from arena.check_types import CheckResult
from arena.errors import Conflict, NeedsReconciliation, NotFound
from arena.store import chain, codec, holder
from arena.store import sql_text as q
from arena.store.base import (
    LegWrite,
    RunRecord,
    RunStatus,
    Store,
)
from arena.store.rows import run_from_row
from arena.store.sql_answers import AnswersSQL
from arena.store.sql_claims import ClaimsSQL, updated_row
from arena.store.sql_ledger import LedgerSQL
from arena.store.sql_legs import CLOCK_SLACK as CLOCK_SLACK
from arena.store.sql_legs import LegsSQL, continued, stored_checks
from arena.store.sql_people import PeopleSQL
from arena.store.sql_reads import NO_LIMIT, ReadsSQL
from arena.store.sql_reconcile import ReconcileSQL
from arena.types import Responder, utcnow


def host_pid() -> str:
    """Who runs a run (its ``created_by``): ``host:pid`` with the PID namespace and start time
    that let another process tell whether it has exited (arena.store.holder)."""
    return holder.identity()


#: Locks the run's row (with ``for_update``) before a leg reads the store's clock.
_LOCK_RUN = "SELECT 1 FROM runs WHERE id = ?"


class Tx(Protocol):
    """One open transaction: DB-API style ``execute`` returning a cursor (rows by column name)."""

    def execute(self, sql: str, params: Any = ..., /) -> Any: ...

    def executemany(self, sql: str, params: Iterable[Any], /) -> Any: ...


class SQLStore(LegsSQL, AnswersSQL, ClaimsSQL, PeopleSQL, ReconcileSQL, LedgerSQL, ReadsSQL, Store):
    """Every contract method, over a transaction factory and a few dialect hooks."""

    #: Appended to the SELECT that reads a row a write transaction is about to change.
    for_update: str = ""
    #: Run before a transaction's audit entries are appended, so appenders chain one at a time
    #: (SQLite: its write lock is enough).
    audit_lock: str = ""
    #: Appended to the row lock by :meth:`try_claim`: a row another transaction holds is skipped.
    skip_locked: str = ""
    #: Run (with the run id) when a run may have become ready to resume: an answer stored, a
    #: claim released. PostgreSQL: a NOTIFY that ``arena worker`` listens for (arena.service).
    notify_ready: str = ""

    @abstractmethod
    def _tx(self, *, write: bool = True) -> AbstractContextManager[Tx]: ...

    def _write(self) -> AbstractContextManager[chain.Deferred]:
        """A write transaction whose audit entries are chained at its end (chain.Deferred)."""
        return self._deferred_write()

    @contextmanager
    def _deferred_write(self) -> Iterator[chain.Deferred]:
        with self._tx() as c:
            audited = chain.Deferred(c, lock=self.audit_lock)
            yield audited
            audited.flush()

    def _prefix_match(self, column: str, prefix: str) -> tuple[str, tuple[Any, ...]]:
        """A WHERE clause (and its parameters) for ``column`` starting with ``prefix``: a range
        over the id's index (ids compare byte by byte in both schemas), not LIKE, which would
        ignore case in SQLite and need ``_`` escaped."""
        return f"{column} >= ? AND {column} < ?", (prefix, prefix + "\U0010ffff")

    def _clock(self, c: Tx) -> datetime:
        """The time claims are set and expire by (PostgreSQL: the server's, shared by workers)."""
        return utcnow()

    def _audit(
        self,
        c: chain.Deferred,
        run_id: str,
        transition: str,
        actor: Responder,
        *,
        request_id: str | None = None,
        note: str | None = None,
        at: str,
        subject: str | None = None,
    ) -> None:
        c.add_values(
            (
                run_id,
                request_id,
                transition,
                actor.name,
                actor.role,
                actor.interface,
                at,
                note,
                subject,
            )
        )  # chain.AUDIT_COLUMNS' order

    # -- writes ---------------------------------------------------------------------------------
    def record_leg(self, leg: LegWrite) -> RunRecord:
        turn = leg.turn
        status: RunStatus = "failed" if leg.run_error else turn.status
        # A failed leg's error is the run's: show, runs and --json read it from the run.
        error = leg.run_error or (turn.error if turn.status == "failed" else None)
        durable = leg.snapshot is not None
        checks = codec.checks_to_json(leg.checks)
        with self._write() as c:
            # The store's clock, as a claim's and a side effect's: a worker 10 minutes behind
            # the server put the run's completion before the booking it ran (durable39). Read
            # once the run's row is locked (PostgreSQL: sent with the lock, one round trip), so
            # an answer that held the row meanwhile is not stamped after this leg.
            if self.for_update:
                c.execute(_LOCK_RUN + self.for_update, (leg.run_id,))
            at = self._clock(c)
            now = codec.ts(at)
            changed = {
                "status": status,
                "durable": durable,
                "legs": turn.leg,
                "error": error,
                "checks": checks,
                "updated_at": now,
                "claim_owner": None,
                "claim_expires_at": None,
            }
            claimed = self._continue_claim(c, leg, changed)
            row: Any = None if claimed is None else claimed[0]
            answered = row is not None and bool(row.get("answered"))
            if row is None:
                row = c.execute(q.RUN + self.for_update, (leg.run_id,)).fetchone()
                if row is not None:
                    self._check_continuation(row, turn.leg, leg.owner)
                    c.execute(q.CONTINUE_RUN, (*continued(changed), leg.run_id))
            if row is None:
                if turn.leg != 1 or leg.origin is None:
                    raise NotFound(f"no run {leg.run_id} in store {self.location}")
                values = codec.origin_columns(leg.origin) | {
                    "id": leg.run_id,
                    "status": status,
                    "durable": durable,
                    "error": error,
                    "checks": checks,
                    "now": now,
                    "by": host_pid(),
                }
                if not c.execute(q.NEW_RUN, values).rowcount:
                    raise Conflict(f"run {leg.run_id} was created by another process first")
            self._append_leg(c, leg, at, answered=answered)
            note = f"leg {turn.leg} {turn.status}" + (f": {turn.error}" if turn.error else "")
            if leg.run_error:
                note += f"; run failed: {leg.run_error}"
            self._audit(c, leg.run_id, f"run.{status}", leg.actor, note=note, at=now)
            for call in turn.tool_calls:
                if call.status == "blocked":  # a consequential call no approval covered
                    self._audit(c, leg.run_id, "tool.blocked", leg.actor, note=call.result, at=now)
            for request in turn.requests:
                if request.leg != turn.leg:  # asked in an earlier leg, still open: logged then
                    continue
                what = request.prompt or request.action
                self._audit(
                    c,
                    leg.run_id,
                    "request.created",
                    leg.actor,
                    request_id=request.id,
                    note=what,
                    at=now,
                )
            if row is None:
                return run_from_row(self._run_row(c, leg.run_id))
            if claimed is not None:  # the claim's record with this leg's columns, not re-parsed
                return msgspec.structs.replace(
                    claimed[1],
                    status=status,
                    durable=durable,
                    legs=turn.leg,
                    error=error,
                    checks=stored_checks(leg.checks),
                    updated_at=at,
                    claim_owner=None,
                    claim_expires_at=None,
                )
            return run_from_row(updated_row(row, changed))

    def fail_run(
        self,
        run_id: str,
        error: str,
        *,
        actor: Responder,
        owner: str | None = None,
        checks: Sequence[CheckResult] | None = None,
    ) -> None:
        with self._write() as c:
            row = self._run_row(c, run_id, lock=True)
            now = codec.ts(self._clock(c))  # the store's, as every trail entry (durable39)
            if row["status"] == "resuming" and row["claim_owner"] != owner:
                raise Conflict(f"run {run_id} is claimed by {row['claim_owner']}, not {owner}")
            if row["status"] in ("completed", "failed"):
                raise Conflict(f"run {run_id} is already {row['status']}")
            if row["status"] == "needs_reconciliation":
                # Failing it would drop the hold: the booking that may have happened is then
                # shown nowhere, and "re-run the item" books again (store53). A person settles it.
                raise NeedsReconciliation(
                    f"run {run_id} needs reconciliation, so it is not failed ({error}): a side "
                    f"effect ran and its outcome was never recorded; settle it first: arena "
                    f"reconcile {run_id} --outcome took-effect|no-effect --reason ..."
                )
            c.execute(
                "UPDATE runs SET status = 'failed', error = ?, checks = COALESCE(?, checks), "
                "updated_at = ?, claim_owner = NULL, claim_expires_at = NULL WHERE id = ?",
                (error, codec.checks_to_json(checks), now, run_id),
            )
            self._audit(c, run_id, "run.failed", actor, note=error, at=now)

    # -- reads ----------------------------------------------------------------------------------
    def _run_row(self, c: Tx, run_id: str, *, lock: bool = False) -> Any:
        row = c.execute(q.RUN + (self.for_update if lock else ""), (run_id,)).fetchone()
        if row is None:
            raise NotFound(f"no run {run_id} in store {self.location}")
        return row


__all__ = ["NO_LIMIT", "SQLStore", "Tx", "host_pid"]
