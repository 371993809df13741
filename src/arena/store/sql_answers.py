"""Answers in the SQL store (mixed into ``SQLStore``): one per request, or refused and kept.

An answer is an ``INSERT ... WHERE`` the request exists and is undecided (also by the trail: an
answer deleted from ``responses`` is still decided, ``chain.UNDECIDED``), the row count telling
who won; its audit entry is written in the same transaction. One that lost to an answer stored
meanwhile, came after its run finished or after its request expired, is kept in the trail as
refused and raised.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from datetime import datetime
from typing import TYPE_CHECKING, Any

import msgspec

from arena import hosting
from arena.decisions import validate_option
from arena.errors import Conflict, Expired, NotFound
from arena.store import chain, codec
from arena.store import sql_text as q
from arena.store.rows import already_answered, response_from_row, response_values, too_late, verdict
from arena.store.sql_people import said
from arena.types import InputResponse, Responder

if TYPE_CHECKING:
    from arena.store.sql import Tx


class AnswersSQL:
    """Store an answer; ``SQLStore`` supplies the hooks below."""

    location: str
    for_update: str
    notify_ready: str

    if TYPE_CHECKING:

        def _write(self) -> AbstractContextManager[chain.Deferred]: ...

        def _clock(self, c: Tx) -> datetime: ...

        def _check_clock(self, now: datetime, asked: datetime, request_id: str) -> None: ...

        def record_refusal(
            self, request_id: str, actor: Responder, answer: str, reason: str
        ) -> None: ...

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
        ) -> None: ...

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
                refused, at = exc, codec.ts(self._clock(c))
                c.execute(
                    "UPDATE runs SET status = 'failed', error = ?, updated_at = ?, "
                    "claim_owner = NULL, claim_expires_at = NULL WHERE id = ?",
                    (f"NotTheHarness: {exc}", at, row["run_id"]),
                )
                self._audit(c, row["run_id"], "run.failed", hosting.GUARD, note=str(exc), at=at)
            if refused is None:
                response = self._answer_checked(c, row, response)
        if refused is not None:
            raise refused
        return response

    def _answer_checked(
        self, c: chain.Deferred, row: Any, response: InputResponse
    ) -> InputResponse:
        """:meth:`answer` past the process check: the request still open, then stored at the
        store's time, as its audit entry is (the answer as stored is returned). The answering
        machine's own ``at`` was kept: an inbox whose clock ran 10 minutes ahead of the
        PostgreSQL server recorded an approval after the booking it led to began (redteam43),
        as a worker's clock once put the booking before it (durable38)."""
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
        stamped = msgspec.structs.replace(response, at=now)
        if not self._insert_response(c, row["run_id"], stamped, codec.ts(now), asked=True):
            raise self._lost(c, row["run_id"], response.request_id, expires_at)
        return stamped

    def _lost(
        self, c: Tx, run_id: str, request_id: str, expires_at: datetime | None
    ) -> Conflict | Expired:
        """The refusal of an answer whose insert found another stored meanwhile: an expiry
        the sweep committed while this answer, its checks passed, waited is Expired, as it is
        a moment later (the inbox's 410 Gone); it read "Conflict" (409) there (durable44)."""
        stored = c.execute(q.RESPONSE, (request_id,)).fetchone()
        if stored is not None and (first := response_from_row(stored)).option_id == "expired":
            return Expired(too_late(request_id, expires_at or first.at))
        return Conflict(self._not_answered(c, run_id, request_id))

    def _not_answered(self, c: Tx, run_id: str, request_id: str) -> str:
        """Why ``_insert_response`` stored nothing for a request it was handed: answered since
        (PostgreSQL: by a transaction that committed while this one waited), or its answer was
        deleted though the trail records it."""
        if (stored := c.execute(q.RESPONSE, (request_id,)).fetchone()) is not None:
            return already_answered(response_from_row(stored))
        deleted = chain.decided_already(c, run_id, request_id)
        return deleted or f"request {request_id} could not be answered; try again"
