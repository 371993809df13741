"""Runs that can never continue: their paused state lived only in a process that has exited.

A run whose adapter's pause is not durable (vanilla) lives in :data:`arena.runs.recorder.LIVE` of
the process that ran it. When that process is gone, and no live claim holds the run, nothing can
ever continue it: ``arena resume --all`` closes it as failed (audited ``run.failed``) and says
why, instead of trying it on every pass (docs/architecture.md, "the operator surface").
"""

from __future__ import annotations

from arena.errors import Conflict, UserError
from arena.reconcile import NeedsReconciliation, check_settled
from arena.store.base import RunRecord, Store
from arena.store.holder import exited as process_gone
from arena.types import Responder, utcnow


class NotDurable(UserError):
    """The run's paused state lived only in the memory of another process."""


#: Who closes a run whose pause is gone (``resume --all``) when no person is named.
CLOSER = Responder(name="resume", interface="system")


def lost(record: RunRecord, owner: str | None = None) -> bool:
    """True when ``record`` is not durable and can never continue: the process that held its
    pause ran on this host and has exited (``arena.operator.pause_lost``), and no live claim of
    another process holds it (a claim expired, or its holder on this host has exited too).
    ``owner``: a claim the caller holds itself."""
    if record.durable or record.status not in ("waiting", "resuming"):
        return False
    from arena.operator import pause_lost

    if not pause_lost(record):
        return False
    if record.status == "waiting" or record.claim_owner in (None, owner):
        return True
    expired = record.claim_expires_at is not None and record.claim_expires_at <= utcnow()
    return expired or process_gone(record.claim_owner)


def close_lost(store: Store, record: RunRecord, actor: Responder) -> NotDurable:
    """Close a :func:`lost` run as failed (audited ``run.failed``), under the dead holder's
    claim if it has one; the error to report. A side effect it had begun and never finished
    holds it for a person instead (NeedsReconciliation is raised: never closed as if it had
    not happened)."""
    holder = record.claim_owner if record.status == "resuming" else None
    check_settled(store, record, owner=holder)
    where = (
        f"its paused state lived only in the memory of process {record.created_by}, which has "
        "exited"
    )
    gone = f"run {record.id} ({record.adapter}) is not durable and can never continue: {where}"
    try:
        why = f"closed: not durable, so it can never continue: {where}"
        store.fail_run(record.id, why, actor=actor, owner=holder)
    except NeedsReconciliation:  # held meanwhile by a resumer that found the booking open
        raise
    except Conflict:  # someone else finished or took it meanwhile: said as it stands
        return NotDurable(f"{gone}; re-run the item, or use an adapter whose pause is durable")
    return NotDurable(
        f"{gone}; it is now closed as failed (arena history {record.id}), so no resume tries it "
        "again. Re-run the item, or use an adapter whose pause is durable"
    )
