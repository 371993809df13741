"""A leg's rows in the SQL store (mixed into ``SQLStore``, whose ``record_leg`` writes them).

What ``record_leg`` does once it holds the write lock: continue the run under the claim this
process kept (the claim's fencing token in the ``UPDATE``'s own condition), or check that no other
process continued it first; then append the leg's row, its new requests (moved onto the store's
clock where the asking machine's is off: PostgreSQL), and any answer it was handed that the store
does not hold yet (``AnswersSQL._insert_response``).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

import msgspec

from arena import hosting
from arena.check_types import CheckResult
from arena.errors import Conflict
from arena.store import codec
from arena.store import sql_text as q
from arena.store.base import LegWrite, RunRecord
from arena.store.rows import calls_json, events_json, request_values, responses_in
from arena.store.sql_claims import claim_until
from arena.types import InputRequest, InputResponse, utcnow

if TYPE_CHECKING:
    from arena.store.chain import Deferred
    from arena.store.sql import Tx

#: How far the asking machine's clock may be from the store's before a request's times are
#: moved onto the store's clock (:meth:`LegsSQL._on_store_clock`).
CLOCK_SLACK = timedelta(seconds=1)


class LegsSQL:
    """A leg's checks and rows; ``SQLStore`` supplies the hooks below."""

    local_clock: bool

    if TYPE_CHECKING:

        def _clock(self, c: Tx) -> datetime: ...

        def _claimed_row(self, run_id: str) -> tuple[dict[str, Any], RunRecord] | None: ...

        def _insert_response(
            self,
            c: Deferred,
            run_id: str,
            response: InputResponse,
            at: str,
            *,
            audit_note: str | None = None,
            asked: bool = False,
        ) -> bool: ...

    def _on_store_clock(
        self, store_now: datetime, requests: Sequence[InputRequest]
    ) -> Sequence[InputRequest]:
        """Requests stamped by a clock other than the store's (PostgreSQL: the asking machine's),
        moved onto the store's: expiry is judged by the server's clock, so a worker whose clock
        ran an hour ahead gave a 30-minute request 90 minutes to be approved in, and one behind
        asked requests already expired (durable32). Their time to live is kept; a skew within
        :data:`CLOCK_SLACK` (the write's own latency) is left as it is."""
        skew = store_now - utcnow()  # the store's time as the leg's write read it
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

    def _continue_claim(
        self, c: Deferred, leg: LegWrite, changed: dict[str, Any]
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
            (*continued(changed), leg.run_id, leg.turn.leg - 1, leg.owner, token),
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
        self, c: Deferred, leg: LegWrite, at: datetime, *, answered: bool = False
    ) -> None:
        """The leg's row (its events and tool calls two JSON columns of it: schema 10), its new
        requests, and any answer it was handed that the store does not hold yet. ``answered``:
        every request the run had before this leg is known to be answered (the claim saw it,
        and only this claim's legs add requests), so only answers to this leg's own requests
        can be new; the rest are not offered again (each would be an insert that does nothing)."""
        turn = leg.turn
        usage = turn.usage
        now = codec.ts(at)
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
            requests = self._on_store_clock(at, requests)
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


def stored_checks(checks: Sequence[CheckResult] | None) -> tuple[CheckResult, ...] | None:
    """Checks as a record read back from the store holds them (``codec.checks_from_json``)."""
    if checks is None:
        return None
    return tuple(CheckResult(name=c.name, passed=c.passed, detail=c.detail) for c in checks)


def continued(changed: dict[str, Any]) -> tuple[Any, ...]:
    """``q.CONTINUE_RUN``'s values from a leg's changed run columns."""
    return (
        changed["status"],
        changed["durable"],
        changed["legs"],
        changed["error"],
        changed["checks"],
        changed["updated_at"],
    )
