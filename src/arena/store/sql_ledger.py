"""The side-effect ledger over SQL, for both backends (mixed into ``SQLStore``), with its fence.

An approved side effect (``book_room``) is written as an intent before it runs, one per key
(``INSERT ... ON CONFLICT DO NOTHING``: the row count says who won), and finished once. With a
fencing token the intent is written only in a transaction that finds the resumer's claim still
current — the run's row locked, so no claim slips in between — and a resumer whose claim was
taken over is refused (``FencedOut``) before the tool function is ever called.
"""

from __future__ import annotations

from collections.abc import Mapping
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

from arena.binding import call_text
from arena.errors import FencedOut
from arena.store import codec
from arena.store import sql_text as q
from arena.store.base import SideEffect, SideEffectKey
from arena.store.rows import side_effect_from_row
from arena.types import Responder, ToolStatus

if TYPE_CHECKING:
    from datetime import datetime

    from arena.store.chain import Deferred
    from arena.store.sql import Tx


class LedgerSQL:
    """Begin and finish side effects; ``SQLStore`` supplies the hooks below."""

    for_update: str

    def _write(self) -> AbstractContextManager[Deferred]:
        raise NotImplementedError

    def _run_row(self, c: Tx, run_id: str, *, lock: bool = False) -> Any:
        raise NotImplementedError

    def _clock(self, c: Tx) -> datetime:
        raise NotImplementedError

    def _audit(
        self,
        c: Deferred,
        run_id: str,
        transition: str,
        actor: Responder,
        *,
        request_id: str | None = None,
        note: str | None = None,
        at: str,
        subject: str | None = None,
    ) -> None:
        raise NotImplementedError

    def begin_side_effect(
        self,
        key: SideEffectKey,
        *,
        args: Mapping[str, Any],
        leg: int,
        owner: str,
        token: int | None = None,
    ) -> SideEffect | None:
        with self._write() as c:
            if token is not None:  # fencing: the run's row is locked, so no claim slips in
                self._check_fence(self._run_row(c, key.run_id, lock=True), owner, token, key.tool)
            # The store's clock, as the approval's: a worker whose clock ran 10 min behind the
            # server put the booking before the approval in the trail (durable38).
            now = codec.ts(self._clock(c))
            inserted = c.execute(
                "INSERT INTO side_effects (run_id, request_id, tool, occurrence, leg, args, "
                "status, owner, started_at) VALUES (?,?,?,?,?,?,'started',?,?) "
                "ON CONFLICT (run_id, request_id, tool, occurrence) DO NOTHING",
                (*_key(key), leg, codec.dumps(args), owner, now),
            ).rowcount
            if inserted:
                # The side effect itself is a transition of the run: who ran what, in the chain.
                self._audit(
                    c,
                    key.run_id,
                    "side_effect.started",
                    Responder(name=owner, interface="system"),
                    request_id=key.request_id,
                    note=f"{call_text(key.tool, args)} in leg {leg}",
                    at=now,
                )
                return None
            return side_effect_from_row(c.execute(q.SIDE_EFFECT_BY_KEY, _key(key)).fetchone())

    def _settle_reported(self, c: Deferred, finished: SideEffect, at: str) -> None:
        raise NotImplementedError

    def _check_fence(self, row: Any, owner: str, token: int, tool: str) -> None:
        current = int(row["claim_token"] or 0)
        if row["status"] == "resuming" and row["claim_owner"] == owner and current == token:
            return
        holder = row["claim_owner"] if row["status"] == "resuming" else row["status"]
        raise FencedOut(
            f"run {row['id']}: this resumer's claim (fencing token {token}) was taken over "
            f"(now token {current}, {holder}); {tool} was not run"
        )

    def finish_side_effect(self, key: SideEffectKey, *, status: ToolStatus, result: str) -> None:
        outcome = "ok" if status == "ok" else "failed"
        with self._write() as c:
            # The run's row first, as a reconciliation locks it (never the other way round): a
            # held run's report and a person's word on it then come one after the other.
            run = c.execute(q.RUN + self.for_update, (key.run_id,)).fetchone()
            now = codec.ts(self._clock(c))
            finished = c.execute(
                "UPDATE side_effects SET status = ?, result = ?, finished_at = ? "
                "WHERE run_id = ? AND request_id = ? AND tool = ? AND occurrence = ? "
                "AND status = 'started'",
                (outcome, result, now, *_key(key)),
            ).rowcount
            if finished:
                row = c.execute(q.SIDE_EFFECT_BY_KEY, _key(key)).fetchone()
                self._audit(
                    c,
                    key.run_id,
                    f"side_effect.{outcome}",
                    Responder(name=str(row["owner"]), interface="system"),
                    request_id=key.request_id,
                    note=f"{key.tool}: {result[:200]}",
                    at=now,
                )
                if run is not None and run["status"] == "needs_reconciliation":
                    self._settle_reported(c, side_effect_from_row(row), now)
                return
            row = c.execute(q.SIDE_EFFECT_BY_KEY, _key(key)).fetchone()
            if row is None:
                # Its intent is gone (the store restored from a copy taken before it, under a
                # process still running the tool): the outcome once updated nothing and left
                # no trace, so nobody knew the call had run (durable41).
                self._audit(
                    c,
                    key.run_id,
                    "side_effect.unrecorded",
                    Responder(name="ledger", interface="system"),
                    request_id=key.request_id,
                    note=unrecorded_note(key.tool, outcome, result),
                    at=now,
                )
            elif (row["status"], row["result"]) != (outcome, result):
                # Settled by a person while it ran (its claim ran out mid-call, the run held
                # and reconciled): the ledger keeps that word, and the outcome the tool really
                # had was once dropped without a trace (durable35). The trail keeps both.
                self._audit(
                    c,
                    key.run_id,
                    "side_effect.reported_late",
                    Responder(name=str(row["owner"]), interface="system"),
                    request_id=key.request_id,
                    note=late_note(key.tool, outcome, result, row["status"], row["result"]),
                    at=now,
                )


def late_note(tool: str, outcome: str, result: str, settled: str, said: str | None) -> str:
    """The trail's words for a tool's outcome that came after its entry was settled."""
    then = (
        "as settled"
        if outcome == settled
        else "the ledger keeps the settled outcome, which this contradicts: check the real "
        "system by hand"
    )
    return (
        f"{tool} reported {outcome} ({result[:200]}) after its ledger entry was settled "
        f"{settled} ({(said or '')[:200]}): {then}"
    )


def unrecorded_note(tool: str, outcome: str, result: str) -> str:
    """The trail's words for a tool's outcome whose ledger entry is not in the store."""
    return (
        f"{tool} reported {outcome} ({result[:200]}) but the ledger holds no intent for it (the "
        "store restored from a copy taken before the call began?): nothing here records that "
        "it ran: check the real system by hand"
    )


def _key(key: SideEffectKey) -> tuple[str, str, str, int]:
    return (key.run_id, key.request_id, key.tool, key.occurrence)
