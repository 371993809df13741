"""Runs held for reconciliation over SQL, for both backends (mixed into ``SQLStore``).

A side effect that ran but whose outcome never reached the ledger (``started`` forever: the store
refused the write, or the process died in between) cannot be retried — it may have happened — nor
assumed. The run is held as ``needs_reconciliation`` with the ledger's facts until a person says
whether it took effect; that word settles the ledger entry (``started → ok|failed``, the one update
the ledger allows) and is chained into the audit trail like any decision.
"""

from __future__ import annotations

from contextlib import AbstractContextManager, suppress
from datetime import datetime
from typing import TYPE_CHECKING, Any

from arena import hosting
from arena.errors import Conflict, StoreError, UserError
from arena.store import codec
from arena.store.base import RunRecord, SideEffect
from arena.store.rows import run_from_row, side_effect_from_row
from arena.types import Responder

if TYPE_CHECKING:
    from arena.store.chain import Deferred
    from arena.store.sql import Tx

HELD = "needs_reconciliation"


def settled_result(tool: str, *, took_effect: bool, who: str, reason: str) -> str:
    """What a retried call of ``tool`` is handed instead of running again (the model reads it)."""
    if took_effect:
        return f"CONFIRMED (reconciled by {who}): {tool} took effect — {reason}"
    return (
        f"ERROR: {tool} did not take effect (reconciled by {who}: {reason}); it is not run again "
        "for this approval"
    )


#: Whether a run's trail has a settling: a refused reconciliation is kept only where one was.
_SETTLED = "SELECT 1 FROM audit WHERE run_id = ? AND transition = 'run.reconciled' LIMIT 1"
#: Who settles a held run when the side effects it was held for report back themselves.
LEDGER = Responder(name="ledger", interface="system")


def finished_since_hold(c: Any, run_id: str) -> list[SideEffect]:
    """Ledger entries of ``run_id`` whose outcome the trail records after the run was last held,
    in the trail's own order (its ``seq``), never by comparing clocks: a finish stamped by a
    resumer whose clock ran behind the holder's once read as older than the hold, and
    ``arena reconcile`` said ``no open ledger entry did not take effect`` over a booking the
    ledger had as made (durable36)."""
    held = c.execute(
        "SELECT MAX(seq) AS seq FROM audit WHERE run_id = ? "
        "AND transition = 'run.needs_reconciliation'",
        (run_id,),
    ).fetchone()
    if held is None or held["seq"] is None:
        return []
    marks = {
        (r["request_id"], (r["note"] or "").split(":", 1)[0], r["transition"][12:], r["actor"])
        for r in c.execute(
            "SELECT request_id, transition, actor, note FROM audit WHERE run_id = ? AND seq > ? "
            "AND transition IN ('side_effect.ok', 'side_effect.failed')",
            (run_id, held["seq"]),
        )
    }
    rows = c.execute(
        "SELECT * FROM side_effects WHERE run_id = ? AND status <> 'started' "
        "ORDER BY leg, request_id, tool, occurrence",
        (run_id,),
    )
    return [
        e
        for e in (side_effect_from_row(r) for r in rows)
        if (e.key.request_id, e.key.tool, e.status, e.owner) in marks
    ]


def reported(effects: list[SideEffect]) -> str:
    """The trail's words for entries their tools finished: what each reported, and who ran it."""
    return ", ".join(
        f"{e.key.tool} for {e.key.request_id} (occurrence {e.key.occurrence}) was reported "
        f"{e.status} by {e.owner}" + (f" ({e.result[:200]})" if e.result else "")
        for e in effects
    )


def _since(c: Any, run_id: str, verdict: str, reason: str) -> str | None:
    """The trail's words for a reconciliation of a run whose open entries were finished since it
    was held (the resumer whose claim ran out reported back): the ledger's outcome stands, and a
    person's ``no-effect`` was once recorded as if it had settled something (durable35)."""
    since = finished_since_hold(c, run_id)
    if not since:
        return None
    return (
        f"nothing left open: {reported(since)} since the run was held, and the ledger keeps "
        f"that, not this ({verdict}: {reason})"
    )


def _by_ledger(c: Any, run_id: str) -> str:
    """Where the run's last settling was the ledger's (its tool reported back while the run
    was held): what it said, so a person who checked the calendar reads why their word came
    too late (``arena history RUN`` has it whole)."""
    last = c.execute(
        "SELECT actor, interface, note FROM audit WHERE run_id = ? "
        "AND transition = 'run.reconciled' ORDER BY seq DESC LIMIT 1",
        (run_id,),
    ).fetchone()
    if last is None or (last["actor"], last["interface"]) != (LEDGER.name, LEDGER.interface):
        return ""
    said = (last["note"] or "").split(" since the run was held", 1)[0]
    return f"; the ledger settled it: {said.removeprefix('nothing left open: ')}"


class ReconcileSQL:
    """Hold and reconcile; ``SQLStore`` supplies the hooks below."""

    location: str
    #: Announces a run that may be ready (PostgreSQL: a NOTIFY ``arena worker`` listens for).
    notify_ready: str

    def _tx(self, *, write: bool = True) -> AbstractContextManager[Tx]:
        raise NotImplementedError

    def _write(self) -> AbstractContextManager[Deferred]:
        raise NotImplementedError

    def _clock(self, c: Tx) -> datetime:
        raise NotImplementedError

    def _run_row(self, c: Tx, run_id: str, *, lock: bool = False) -> Any:
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
    ) -> None:
        raise NotImplementedError

    def hold_for_reconciliation(
        self, run_id: str, facts: str, *, actor: Responder, owner: str | None = None
    ) -> RunRecord:
        with self._write() as c:
            row = self._run_row(c, run_id, lock=True)
            status = row["status"]
            if status == HELD:
                return run_from_row(row)
            if status in ("completed", "failed"):
                raise Conflict(f"run {run_id} is already {status}; it cannot be held")
            until = codec.parse_ts(row["claim_expires_at"])
            live = until is not None and until > self._clock(c)
            if status == "resuming" and live and row["claim_owner"] != owner:
                raise Conflict(
                    f"run {run_id} is being resumed by {row['claim_owner']}; it is not held"
                )
            now = codec.ts(self._clock(c))
            c.execute(
                "UPDATE runs SET status = ?, error = ?, updated_at = ?, claim_owner = NULL, "
                "claim_expires_at = NULL WHERE id = ?",
                (HELD, facts, now, run_id),
            )
            self._audit(c, run_id, "run.needs_reconciliation", actor, note=facts, at=now)
            return run_from_row(self._run_row(c, run_id))

    def _announce(self, c: Deferred, run_id: str) -> None:
        """A settled run waits again with its answers: ready to resume, announced as an answer
        or a released claim is, in the settling transaction. It was not, and an ``arena
        worker`` on PostgreSQL resumed a reconciled run only at its next sweep, 30 s by default
        (durable36)."""
        if self.notify_ready:
            c.execute(self.notify_ready, (run_id,))

    def _settle_reported(self, c: Deferred, finished: SideEffect, at: str) -> None:
        """A held run's entry just finished by its own tool (in ``c``, the run's row locked):
        with nothing else open, nothing is left for a person to say — the ledger has the outcome
        a reconciliation would stand in for, and a retried call is handed it, never run again —
        so the run waits again with its answers, settled by the ledger in the trail. It once
        stayed held, and the person's reconciliation then counted for nothing (durable36). An
        entry still open keeps the hold: its outcome is still unknown."""
        run_id = finished.key.run_id
        still_open = c.execute(
            "SELECT 1 FROM side_effects WHERE run_id = ? AND status = 'started' LIMIT 1", (run_id,)
        ).fetchone()
        if still_open is not None:
            return
        since = [e for e in finished_since_hold(c, run_id) if e.key != finished.key]
        c.execute(
            "UPDATE runs SET status = 'waiting', error = NULL, updated_at = ? WHERE id = ?",
            (at, run_id),
        )
        note = (
            f"nothing left open: {reported([*since, finished])} since the run was held; the "
            "ledger keeps that, and the run waits again with its answers"
        )
        self._audit(c, run_id, "run.reconciled", LEDGER, note=note, at=at)
        self._announce(c, run_id)

    def reconcile(
        self, run_id: str, *, took_effect: bool, reason: str, actor: Responder
    ) -> list[SideEffect]:
        hosting.check_reconcile(run_id, actor)
        try:
            return self._reconcile(run_id, took_effect=took_effect, reason=reason, actor=actor)
        except Conflict as exc:
            self._refused(run_id, took_effect=took_effect, reason=reason, actor=actor, why=exc)
            raise

    def _refused(
        self, run_id: str, *, took_effect: bool, reason: str, actor: Responder, why: Conflict
    ) -> None:
        """A reconciliation refused because another settled the run first: its reading of what
        happened kept in the trail (``run.reconcile_refused``), as a refused answer is
        (sql_people.record_refusal); nothing for a run never settled, nor when this write fails."""
        verdict = "took effect" if took_effect else "did not take effect"
        with suppress(UserError, StoreError), self._write() as c:
            if c.execute(_SETTLED, (run_id,)).fetchone() is None:
                return
            note = f"{verdict}: {reason}: {why}"
            at = codec.ts(self._clock(c))
            self._audit(c, run_id, "run.reconcile_refused", actor, note=note, at=at)

    def _reconcile(
        self, run_id: str, *, took_effect: bool, reason: str, actor: Responder
    ) -> list[SideEffect]:
        with self._write() as c:
            row = self._run_row(c, run_id, lock=True)
            if row["status"] != HELD:
                raise Conflict(
                    f"run {run_id} does not need reconciliation (it is {row['status']}"
                    f"{_by_ledger(c, run_id)}); only a run whose side effect ran unrecorded is "
                    "reconciled"
                )
            open_rows = list(
                c.execute(
                    "SELECT * FROM side_effects WHERE run_id = ? AND status = 'started' "
                    "ORDER BY leg, request_id, tool, occurrence",
                    (run_id,),
                )
            )
            now = codec.ts(self._clock(c))
            settled = []
            for effect in (side_effect_from_row(r) for r in open_rows):
                key = effect.key
                result = settled_result(
                    key.tool, took_effect=took_effect, who=actor.name, reason=reason
                )
                c.execute(
                    "UPDATE side_effects SET status = ?, result = ?, finished_at = ? "
                    "WHERE run_id = ? AND request_id = ? AND tool = ? AND occurrence = ? "
                    "AND status = 'started'",
                    (
                        "ok" if took_effect else "failed",
                        result,
                        now,
                        key.run_id,
                        key.request_id,
                        key.tool,
                        key.occurrence,
                    ),
                )
                settled.append(effect)
            c.execute(
                "UPDATE runs SET status = 'waiting', error = NULL, updated_at = ? WHERE id = ?",
                (now, run_id),
            )
            what = ", ".join(
                f"{e.key.tool} for {e.key.request_id} (occurrence {e.key.occurrence})"
                for e in settled
            )
            verdict = "took effect" if took_effect else "did not take effect"
            note = f"{what or 'no open ledger entry'} {verdict}: {reason}"
            if not settled:  # finished since the run was held: its word stands, not this one
                note = _since(c, run_id, verdict, reason) or note
            self._audit(c, run_id, "run.reconciled", actor, note=note, at=now)
            self._announce(c, run_id)
            return settled
