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
from datetime import datetime, timedelta
from typing import Any, Protocol

import msgspec

from arena import hosting
from arena.checks import CheckResult
from arena.context import validate_option
from arena.errors import Conflict, Expired, NotFound
from arena.store import chain, codec, holder
from arena.store import sql_text as q
from arena.store.base import (
    LegWrite,
    RunRecord,
    RunStatus,
    Store,
)
from arena.store.rows import (
    already_answered,
    calls_json,
    events_json,
    request_values,
    response_from_row,
    response_values,
    responses_in,
    run_from_row,
    too_late,
    verdict,
)
from arena.store.sql_claims import ClaimsSQL, claim_until, updated_row
from arena.store.sql_ledger import LedgerSQL
from arena.store.sql_people import PeopleSQL, said
from arena.store.sql_reads import NO_LIMIT, ReadsSQL
from arena.store.sql_reconcile import ReconcileSQL
from arena.types import (
    InputRequest,
    InputResponse,
    Responder,
    utcnow,
)


def host_pid() -> str:
    """Who runs a run (its ``created_by``): ``host:pid`` with the PID namespace and start time
    that let another process tell whether it has exited (arena.store.holder)."""
    return holder.identity()


class Tx(Protocol):
    """One open transaction: DB-API style ``execute`` returning a cursor (rows by column name)."""

    def execute(self, sql: str, params: Any = ..., /) -> Any: ...

    def executemany(self, sql: str, params: Iterable[Any], /) -> Any: ...


#: How far the asking machine's clock may be from the store's before a request's times are
#: moved onto the store's clock (:meth:`SQLStore._on_store_clock`).
CLOCK_SLACK = timedelta(seconds=1)


class SQLStore(ClaimsSQL, PeopleSQL, ReconcileSQL, LedgerSQL, ReadsSQL, Store):
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

    def _on_store_clock(self, c: Tx, requests: Sequence[InputRequest]) -> Sequence[InputRequest]:
        """Requests stamped by a clock other than the store's (PostgreSQL: the asking machine's),
        moved onto the store's: expiry is judged by the server's clock, so a worker whose clock
        ran an hour ahead gave a 30-minute request 90 minutes to be approved in, and one behind
        asked requests already expired (durable32). Their time to live is kept; a skew within
        :data:`CLOCK_SLACK` (the write's own latency) is left as it is."""
        skew = self._clock(c) - utcnow()
        if abs(skew) <= CLOCK_SLACK:
            return requests
        moved = []
        for r in requests:
            expires = None if r.expires_at is None else r.expires_at + skew
            details = dict(r.details)
            if "asked_at" in details:  # the decision context says them too (runs.decision)
                details["asked_at"] = codec.ts(r.created_at + skew)
                details["expires_at"] = codec.ts_or_none(expires)
            moved.append(
                msgspec.structs.replace(
                    r, created_at=r.created_at + skew, expires_at=expires, details=details
                )
            )
        return moved

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
        turn, at = leg.turn, utcnow()
        now = codec.ts(at)
        status: RunStatus = "failed" if leg.run_error else turn.status
        # A failed leg's error is the run's: show, runs and --json read it from the run.
        error = leg.run_error or (turn.error if turn.status == "failed" else None)
        durable = leg.snapshot is not None
        checks = codec.checks_to_json(leg.checks)
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
        with self._write() as c:
            claimed = self._continue_claim(c, leg, changed)
            row: Any = None if claimed is None else claimed[0]
            answered = row is not None and bool(row.get("answered"))
            if row is None:
                row = c.execute(q.RUN + self.for_update, (leg.run_id,)).fetchone()
                if row is not None:
                    self._check_continuation(row, turn.leg, leg.owner)
                    c.execute(q.CONTINUE_RUN, (*_continued(changed), leg.run_id))
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
            self._append_leg(c, leg, now, answered=answered)
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
                    checks=_stored_checks(leg.checks),
                    updated_at=at,
                    claim_owner=None,
                    claim_expires_at=None,
                )
            return run_from_row(updated_row(row, changed))

    def _continue_claim(
        self, c: chain.Deferred, leg: LegWrite, changed: dict[str, Any]
    ) -> tuple[dict[str, Any], RunRecord] | None:
        """The run's row when this process claimed it and the claim still holds: the checks of
        :meth:`_check_continuation` for a claimed run (its legs so far, its status, the owner,
        and the claim's fencing token, so no claim came between) are the ``UPDATE``'s own
        condition, under the write lock, instead of a read of the row first. None (nothing
        written) when no claim was kept or it no longer holds: the caller reads the row."""
        claimed = self._claimed_row(leg.run_id)
        if claimed is None or leg.owner is None or claimed[0]["claim_owner"] != leg.owner:
            return None
        token = claimed[0]["claim_token"]
        took = c.execute(
            q.CONTINUE_RUN + q.STILL_CLAIMED,
            (*_continued(changed), leg.run_id, leg.turn.leg - 1, leg.owner, token),
        ).rowcount
        return claimed if took else None

    def _check_continuation(self, row: Any, leg: int, owner: str | None) -> None:
        run_id = row["id"]
        if row["legs"] != leg - 1:
            raise Conflict(
                f"run {run_id} already has {row['legs']} leg(s); leg {leg} cannot be appended "
                "(another process continued it first)"
            )
        if row["status"] == "resuming" and row["claim_owner"] != owner:
            raise Conflict(
                f"run {run_id} is claimed by {row['claim_owner']} (until "
                f"{claim_until(row)}); this process lost its claim, its leg is discarded"
            )
        if row["status"] not in ("waiting", "resuming"):
            raise Conflict(f"run {run_id} is already {row['status']}; nothing can be appended")

    def _append_leg(
        self, c: chain.Deferred, leg: LegWrite, now: str, *, answered: bool = False
    ) -> None:
        """The leg's row (its events and tool calls two JSON columns of it: schema 10), its new
        requests, and any answer it was handed that the store does not hold yet. ``answered``:
        every request the run had before this leg is known to be answered (the claim saw it,
        and only this claim's legs add requests), so only answers to this leg's own requests
        can be new; the rest are not offered again (each would be an insert that does nothing)."""
        turn = leg.turn
        usage = turn.usage
        c.execute(
            "INSERT INTO legs (run_id, leg, status, message, error, session, durable, owner, "
            "started_at, finished_at, duration_s, usage, events, calls) "
            "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                leg.run_id,
                turn.leg,
                turn.status,
                turn.message,
                turn.error,
                codec.dumps_plain(leg.snapshot) if leg.snapshot is not None else None,
                leg.snapshot is not None,
                leg.owner,
                codec.ts_or_none(leg.started_at),
                now,
                leg.duration_s,
                codec.dumps(msgspec.structs.asdict(usage)) if usage else None,
                events_json(turn.events),
                calls_json(turn.tool_calls),
            ),
        )
        requests: Sequence[InputRequest] = turn.requests
        if requests and not self.local_clock:
            requests = self._on_store_clock(c, requests)
        for request in requests:
            c.execute(q.NEW_REQUEST, request_values(request))
        if answered:  # a leg that asked nothing new offers nothing (its events not read)
            new = {r.id for r in turn.requests}
            responses = [r for r in responses_in(turn.events) if r.request_id in new] if new else []
        else:
            responses = responses_in(turn.events)
        for response in responses:
            # An answer nobody gave through answer(): from a process running agents, refused
            # unless it is the harness's (red team 18: an adapter logged alice's approval)
            if hosting.check_logged(c, leg.run_id, response):
                self._insert_response(c, leg.run_id, response, now)

    def _insert_response(
        self,
        c: chain.Deferred,
        run_id: str,
        response: InputResponse,
        at: str,
        *,
        audit_note: str | None = None,
        asked: bool = False,
    ) -> bool:
        """Store an answer and its audit entry unless the request already has one (or none
        such was asked); True when this call stored it. ``audit_note``: the audit entry's note
        when it says more than the answer's own (policy, rule, identity; see sql_people).
        ``asked``: this transaction read the request under its lock, so it exists (not
        looked up again)."""
        values = response_values(run_id, response)
        if asked:
            inserted = c.execute(
                q.INSERT_RESPONSE + "WHERE " + chain.UNDECIDED + q.ONE_ANSWER,
                (*values, run_id, response.request_id),
            ).rowcount
        else:
            inserted = c.execute(
                q.INSERT_RESPONSE
                + "WHERE EXISTS (SELECT 1 FROM requests WHERE id = ?) AND "
                + chain.UNDECIDED
                + q.ONE_ANSWER,
                (*values, response.request_id, run_id, response.request_id),
            ).rowcount
        if inserted:
            self._audit(
                c,
                run_id,
                f"request.{verdict(response)}",
                response.responder,
                request_id=response.request_id,
                note=audit_note if audit_note is not None else response.note,
                at=at,
                subject=chain.values_subject(values),
            )
            if self.notify_ready:
                c.execute(self.notify_ready, (run_id,))
        return bool(inserted)

    def answer(self, response: InputResponse) -> InputResponse:
        """Store one answer; one that lost to an answer stored meanwhile, came after its run
        finished or after its request expired, is kept in the trail as refused
        (:meth:`record_refusal`, after the expiry it came too late for) and raised."""
        try:
            return self._answer(response)
        except hosting.NotFromAgentProcess:
            raise  # no person's answer: an agent's own, and its run's trail says so already
        except (Conflict, Expired) as exc:
            r = response
            answer = said(r.option_id, text=r.text, edited=r.edited_args, note=r.note)
            self.record_refusal(r.request_id, r.responder, answer, str(exc))
            raise

    def _answer(self, response: InputResponse) -> InputResponse:
        refused: hosting.NotFromAgentProcess | None = None
        with self._write() as c:
            # The request, its run's status and any answer already stored, in one statement.
            row = c.execute(q.TO_ANSWER + self.for_update, (response.request_id,)).fetchone()
            if row is None:
                raise NotFound(f"no request {response.request_id} in store {self.location}")
            try:
                hosting.check_answer(c, row["run_id"], response)
            except hosting.NotFromAgentProcess as exc:
                if exc.run_id is None or row["run_status"] not in ("waiting", "resuming"):
                    raise
                # Only the run's adapter answers a scripted run besides the runner: the run
                # fails, with the refusal as its error and in its trail, in this transaction
                # (the harness's next write finds it failed; no resume continues it).
                refused, at = exc, codec.ts(utcnow())
                c.execute(
                    "UPDATE runs SET status = 'failed', error = ?, updated_at = ?, "
                    "claim_owner = NULL, claim_expires_at = NULL WHERE id = ?",
                    (f"NotTheHarness: {exc}", at, row["run_id"]),
                )
                self._audit(c, row["run_id"], "run.failed", hosting.GUARD, note=str(exc), at=at)
            if refused is None:
                self._answer_checked(c, row, response)
        if refused is not None:
            raise refused
        return response

    def _answer_checked(self, c: chain.Deferred, row: Any, response: InputResponse) -> None:
        """:meth:`answer` past the process check: the request still open, then stored."""
        if row["s_request_id"] is not None:
            raise Conflict(already_answered(response_from_row(row, prefix="s_")))
        if row["run_status"] not in ("waiting", "resuming"):
            raise Conflict(
                f"run {row['run_id']} is already {row['run_status']}; request "
                f"{response.request_id} can no longer be answered"
            )
        # Only what the checks need: the request's options are read, not decoded whole.
        expires_at = codec.parse_ts(row["expires_at"])
        now = self._clock(c)  # expiry is judged by the store's clock (sql_people)
        self._check_clock(now, codec.parse_ts_required(row["created_at"]), row["id"])
        if expires_at is not None and expires_at <= now:
            raise Expired(too_late(row["id"], expires_at))
        validate_option(row["id"], codec.option_ids_from_json(row["options"]), response)
        if not self._insert_response(c, row["run_id"], response, codec.ts(now), asked=True):
            raise Conflict(self._not_answered(c, row["run_id"], response.request_id))

    def _not_answered(self, c: Tx, run_id: str, request_id: str) -> str:
        """Why ``_insert_response`` stored nothing for a request it was handed: answered since
        (PostgreSQL: by a transaction that committed while this one waited), or its answer was
        deleted though the trail records it."""
        if (stored := c.execute(q.RESPONSE, (request_id,)).fetchone()) is not None:
            return already_answered(response_from_row(stored))
        deleted = chain.decided_already(c, run_id, request_id)
        return deleted or f"request {request_id} could not be answered; try again"

    def fail_run(
        self,
        run_id: str,
        error: str,
        *,
        actor: Responder,
        owner: str | None = None,
        checks: Sequence[CheckResult] | None = None,
    ) -> None:
        now = codec.ts(utcnow())
        with self._write() as c:
            row = self._run_row(c, run_id, lock=True)
            if row["status"] == "resuming" and row["claim_owner"] != owner:
                raise Conflict(f"run {run_id} is claimed by {row['claim_owner']}, not {owner}")
            if row["status"] in ("completed", "failed"):
                raise Conflict(f"run {run_id} is already {row['status']}")
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


def _stored_checks(checks: Sequence[CheckResult] | None) -> tuple[CheckResult, ...] | None:
    """Checks as a record read back from the store holds them (``codec.checks_from_json``)."""
    if checks is None:
        return None
    return tuple(CheckResult(name=c.name, passed=c.passed, detail=c.detail) for c in checks)


def _continued(changed: dict[str, Any]) -> tuple[Any, ...]:
    """``q.CONTINUE_RUN``'s values from a leg's changed run columns."""
    return (
        changed["status"],
        changed["durable"],
        changed["legs"],
        changed["error"],
        changed["checks"],
        changed["updated_at"],
    )


__all__ = ["NO_LIMIT", "SQLStore", "Tx", "host_pid"]
