"""Claims over SQL, for both backends (mixed into ``SQLStore``): who may resume a run, until when.

A claim is one ``UPDATE ... WHERE status = 'waiting' OR the claim expired`` (or its holder is
known to have exited: :func:`arena.store.holder.exited`) whose row count says who won; each claim bumps the run's fencing token, which the side-effect ledger checks
(store/sql_ledger.py), so a resumer whose claim was taken over never runs a side effect.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from arena.errors import Conflict, NotFound
from arena.store import codec
from arena.store import sql_text as q
from arena.store.base import RunRecord
from arena.store.holder import exited
from arena.store.rows import run_from_row
from arena.types import Responder

if TYPE_CHECKING:
    from collections.abc import Mapping

    from arena.store.chain import Deferred
    from arena.store.sql import Tx


#: Claimed rows a store keeps for the legs that follow (a worker resumes one run at a time; a
#: process that claims more than this before recording their legs reads the rest again).
_REMEMBERED = 64


class ClaimsSQL:
    """Claim, try to claim and release a run; ``SQLStore`` supplies the hooks below."""

    for_update: str
    skip_locked: str
    notify_ready: str
    location: str

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

    def claim(self, run_id: str, owner: str, *, ttl_s: float, actor: Responder) -> RunRecord:
        with self._write() as c:
            row = c.execute(q.RUN_TO_CLAIM + self.for_update, (run_id,)).fetchone()
            if row is None:
                raise NotFound(f"no run {run_id} in store {self.location}")
            return self._claim(c, row, owner, ttl_s, actor)

    def try_claim(
        self, run_id: str, owner: str, *, ttl_s: float, actor: Responder
    ) -> RunRecord | None:
        # SKIP LOCKED (PostgreSQL): a run whose row another worker holds is skipped at once.
        with self._write() as c:
            row = c.execute(q.RUN_TO_CLAIM + self.for_update + self.skip_locked, (run_id,))
            row = row.fetchone()
            if row is None:
                return None
            try:
                return self._claim(c, row, owner, ttl_s, actor)
            except Conflict:
                return None

    def _claim(
        self, c: Deferred, row: Any, owner: str, ttl_s: float, actor: Responder
    ) -> RunRecord:
        run_id = row["id"]
        now = self._clock(c)
        status, holder = row["status"], row["claim_owner"]
        until = codec.parse_ts(row["claim_expires_at"])
        if status == "waiting":
            transition, note = "run.claimed", f"claimed by {owner}"
        elif status == "resuming" and until is not None and until <= now:
            transition = "run.claim_taken_over"
            note = f"claim of {holder} expired at {claim_until(row)}; taken over by {owner}"
        elif status == "resuming" and holder != owner and exited(holder):
            transition = "run.claim_taken_over"
            note = (
                f"claim of {holder} (until {claim_until(row)}) taken over by {owner}: that "
                "process has exited (this machine's boot, host and PID namespace)"
            )
        elif status == "resuming":
            left = max(0, round((until - now).total_seconds())) if until is not None else None
            raise Conflict(
                f"run {run_id} is being resumed by {holder} (claim until {claim_until(row)}"
                + (f", {left} s from now" if left is not None else "")
                + "); if that process died, the claim can be taken over once it expires"
            )
        else:
            raise Conflict(f"run {run_id} is already {status}; there is nothing to resume")
        # A holder known to have exited is taken over only while it still holds the run.
        dead = holder if transition == "run.claim_taken_over" else None
        token = int(row["claim_token"] or 0) + 1
        # The row's updated_at and the audit entry's time, by the clock the claim expires by:
        # a worker's own ran its entries ahead of, or behind, the answers (durable38).
        stamp = codec.ts(now)
        changed = {
            "status": "resuming",
            "claim_owner": owner,
            "claim_expires_at": codec.ts(now + timedelta(seconds=ttl_s)),
            "claim_token": token,
            "updated_at": stamp,
        }
        took = c.execute(
            "UPDATE runs SET status = 'resuming', claim_owner = ?, claim_expires_at = ?, "
            "claim_token = claim_token + 1, updated_at = ? WHERE id = ? AND (status = 'waiting' "
            "OR (status = 'resuming' AND (claim_expires_at <= ? OR claim_owner = ?)))",
            (
                owner,
                changed["claim_expires_at"],
                changed["updated_at"],
                run_id,
                codec.ts(now),
                dead,
            ),
        ).rowcount
        if not took:
            raise Conflict(f"run {run_id} was claimed by another process first")
        note += f" (fencing token {token})"
        self._audit(c, run_id, transition, actor, note=note, at=stamp)
        # The row as this transaction left it (its lock held since it was read): no re-read.
        claimed = updated_row(row, changed)
        record = run_from_row(claimed)
        self._remember_claim(claimed, record)
        return record

    def _remember_claim(self, row: dict[str, Any], record: RunRecord) -> None:
        """Keep the row a claim left (and its record), so this process's next leg of the run
        need not read it again (:meth:`SQLStore.record_leg` re-checks it in its ``UPDATE``)."""
        claims = self.__dict__.setdefault("_claims", {})
        if len(claims) >= _REMEMBERED:
            claims.clear()
        claims[row["id"]] = (row, record)

    def _claimed_row(self, run_id: str) -> tuple[dict[str, Any], RunRecord] | None:
        """The row and record this process's claim of ``run_id`` left, once (None: none kept)."""
        claims = self.__dict__.get("_claims")
        return claims.pop(run_id, None) if claims else None

    def release(self, run_id: str, owner: str, *, actor: Responder, note: str) -> None:
        with self._write() as c:
            now = codec.ts(self._clock(c))  # the store's, as the claim's (durable38)
            done = c.execute(
                "UPDATE runs SET status = 'waiting', claim_owner = NULL, claim_expires_at = NULL, "
                "updated_at = ? WHERE id = ? AND status = 'resuming' AND claim_owner = ?",
                (now, run_id, owner),
            ).rowcount
            if done:
                self._audit(c, run_id, "run.released", actor, note=note, at=now)
                if self.notify_ready:
                    c.execute(self.notify_ready, (run_id,))


def updated_row(row: Any, changed: Mapping[str, Any]) -> dict[str, Any]:
    """A run row read under this transaction's lock, with the columns it then set."""
    if isinstance(row, dict):
        return row | dict(changed)
    # sqlite3.Row iterates its values: zipped with its keys, not dict(row)'s lookup per key.
    return dict(zip(row.keys(), row, strict=True)) | dict(changed)


def claim_until(row: Any) -> str:
    """A claim's expiry in messages, the same text whichever backend stored it (and as
    ``arena resume`` words every time: ``YYYY-MM-DD HH:MM:SS UTC``)."""
    until = codec.parse_ts(row["claim_expires_at"])
    return f"{until:%Y-%m-%d %H:%M:%S} UTC" if until is not None else "no expiry"
