"""What a stored run this process holds is left as when its leg is cut off or a hook raises.

Apart from :class:`arena.runs.recorder.StoreRecorder`'s recording of legs as they end: this is
the other path, where a leg did not end — a Ctrl-C with the leg in flight, or a hook (the store,
the guard) raising mid-run — and the stored run must still be left consistent: given back to
wait with its answers, held for a person where a side effect ran unrecorded, or failed where
nothing can continue it; never left ``resuming`` under a process that is gone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.checks import run_checks
from arena.errors import CommitUnknown
from arena.reconcile import command, ledger_facts, open_effects
from arena.runs.leg_ran import cut_off, kept, ran
from arena.store.base import LegWrite, RunRecord
from arena.trace import Trace
from arena.types import Turn, utcnow

if TYPE_CHECKING:
    from arena.context import RunContext
    from arena.runs.recorder import StoreRecorder


def interrupted(rec: StoreRecorder, ctx: RunContext) -> None:
    """The process is stopping (Ctrl-C) with this run's leg in flight. A claim left behind
    kept the run ``resuming`` under a process that no longer exists. So: a side effect
    begun and never finished holds the run for a person (``arena reconcile``), never a
    retry; otherwise a durable run is released and waits again with its answers, and a run
    that is not durable (its pause lived in this process) is failed, since nothing can ever
    continue it (the recorder has dropped it from ``LIVE``). A run this process does not hold
    is left alone. Never raises: a store that refuses leaves the claim to expire, as before."""
    if not rec.claimed:
        return  # a first leg (nothing stored yet), or a run another process holds
    rec.claimed = False
    cut = f"the resume was cut off in leg {ctx.leg}, before the leg was recorded"
    try:
        effects = open_effects(rec.store, ctx.run_id)
        if effects:
            rec.store.hold_for_reconciliation(
                ctx.run_id,
                f"interrupted: {cut}: {ledger_facts(effects)}",
                actor=rec.actor,
                owner=rec.owner,
            )
        elif rec.store.run(ctx.run_id).durable:
            rec.store.release(
                ctx.run_id, rec.owner, actor=rec.actor, note=cut_off(ctx, rec._not_run())
            )
        else:
            error = (
                f"interrupted: {cut}: not durable — its paused state lived only in the memory "
                f"of the interrupted process, so it cannot continue; run the item again"
                f"{ran(ctx, ' (it had run {}: kept in the side-effect ledger)', not_run=rec._not_run())}"
            )
            checks = run_checks(
                Trace(legs=tuple(rec.legs), error=error),
                rec.origin.item,
                rec.origin.check_spec,
            )
            rec.store.fail_run(ctx.run_id, error, actor=rec.actor, owner=rec.owner, checks=checks)
    except Exception:  # the claim then expires by itself and is taken over
        pass


def contain(rec: StoreRecorder, ctx: RunContext, error: str) -> str:
    """A hook raised mid-run; leave the stored run consistent, never half-written or stuck
    ``resuming`` until its claim expires. A leg's write is one transaction, so the store
    still holds the run as its last leg left it: a run this process had claimed is released
    (back to ``waiting`` with its answers — ``arena resume`` retries, and side effects the
    ledger recorded are reused, not repeated); a first leg the store refused is recorded as
    a failed run. A run another process holds is left alone. Never raises: the error says
    what could not be recorded."""
    if (refused := rec._failed_by_store(ctx)) is not None:
        rec.claimed = False
        return refused
    if rec.guard is not None and rec.guard.unrecorded:
        held = _hold(rec, ctx, error)
        if held is not None:
            return held
    else:  # what the leg ran is in the ledger: said, never "nothing was kept" alone
        error += kept(ctx, rec._not_run())
    try:
        if rec.claimed:
            landed = True
            try:
                rec.store.release(ctx.run_id, rec.owner, actor=rec.actor, note=error)
            except CommitUnknown:  # the server went as it committed: the run read says
                landed = False
            rec.claimed = False
            try:
                record = rec.store.run(ctx.run_id)
            except Exception as exc:  # the release is done: only its read-back failed
                return _released_unread(rec, ctx.run_id, error, exc, landed=landed)
            said = _released(rec, record, error)
            if record.status == "waiting":
                # Not the run's failure: it waits again with its answers (as a leg the
                # environment broke); a resume reports it not resumed, not failed.
                rec.aside = said
            return said
        if not rec.legs:
            _record_failed_start(rec, ctx, error)
    except Exception as exc:  # the store is down, full, or refuses even this
        first = str(exc).strip().splitlines()[0][:300] if str(exc).strip() else ""
        if first and first in error:  # the same refusal again (a locked store): said once
            return f"{error}; that could not be recorded either"
        return f"{error}; that could not be recorded either: {type(exc).__name__}: {first}"
    return error


def _released(rec: StoreRecorder, record: RunRecord, error: str) -> str:
    """What became of a claim this process let go: left waiting for a retry, or — when the
    release found the claim no longer this process's — taken over by another resumer."""
    run_id = record.id
    if record.status == "resuming" and record.claim_owner == rec.owner:
        return f"{error}; the claim could not be released and expires by itself"
    if record.status == "waiting":
        return f"{error}; the run is left waiting: arena resume {run_id} continues it"
    if record.status == "resuming":
        holder = record.claim_owner
        return (
            f"{error}; the claim had been taken over by {holder}, so this process released nothing"
        )
    return f"{error}; the claim had been lost (the run is now {record.status})"


def _released_unread(
    rec: StoreRecorder, run_id: str, error: str, exc: Exception, *, landed: bool
) -> str:
    """A release done (``landed``; else its commit went unseen), the store gone before the
    run could be read back: it waits again with its answers, or under this process's claim
    until it expires. It was said as 'that could not be recorded either' and counted as the
    run's failure, though the run waited with its answers (durable42)."""
    first = str(exc).strip().splitlines()[0][:300] if str(exc).strip() else type(exc).__name__
    given = "was given back" if landed else "was given back as the server went (or expires)"
    rec.aside = (
        f"{error}; the claim {given}, and the run then could not be read ({first}): "
        f"it waits again with its answers: arena resume {run_id} continues it"
    )
    return rec.aside


def _hold(rec: StoreRecorder, ctx: RunContext, error: str) -> str | None:
    """A side effect ran and the store refused its outcome: hold the run for a person
    (arena.reconcile) with what the tool returned. None when even that is refused."""
    assert rec.guard is not None
    facts = f"{rec.guard.facts()}; the store refused to record it"
    try:
        rec.store.hold_for_reconciliation(
            ctx.run_id, facts, actor=rec.actor, owner=rec.owner if rec.claimed else None
        )
    except Exception:  # the store refuses even this: release below, the next resumer holds it
        return None
    rec.claimed = False
    return f"{error}; the run is held as needs_reconciliation: {command(ctx.run_id)}"


def _record_failed_start(rec: StoreRecorder, ctx: RunContext, error: str) -> None:
    from arena.errors import NotFound

    try:
        rec.store.run(ctx.run_id)
        return  # it exists: another process created or took it; not ours to end
    except NotFound:
        pass
    turn = Turn(status="failed", leg=1, error=error)
    rec.store.record_leg(
        LegWrite(
            run_id=ctx.run_id,
            turn=turn,
            snapshot=None,
            actor=rec.actor,
            origin=rec.origin,
            owner=None,
            started_at=utcnow(),
            duration_s=0.0,
            run_error=error,
            checks=rec._checks(turn),
        )
    )
