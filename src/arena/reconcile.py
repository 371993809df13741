"""Runs whose side effect ran but whose outcome was never recorded: held, shown, settled by a person.

The side-effect ledger (:mod:`arena.runs.guard`) keys each execution *before* it runs and records
its outcome after. An entry left ``started`` — the store refused the outcome (full, locked,
read-only), or the process died between the tool and the write — means the booking may have
happened. Retrying could book twice; continuing as if nothing happened could lose it. So the run
is held as ``needs_reconciliation`` with the ledger's facts, at once by the process that saw the
write fail, or by the next resumer that finds the entry; ``arena pending`` and ``arena show`` list
it, and ``arena reconcile RUN --outcome took-effect|no-effect --reason ...`` records what really
happened (audited). The run then waits again with its answers: ``arena resume`` continues it, and
the agent's retried call is handed the reconciled outcome instead of running again. Where the
tool itself reports back while the run is held (a resumer whose claim ran out mid-call), its
outcome settles the entry, and once none is left open the store settles the run too
(``run.reconciled`` by ``ledger``: :mod:`arena.store.sql_reconcile`); a person's word then
comes too late and is kept as refused.
"""

from __future__ import annotations

from collections.abc import Sequence

from arena.errors import NeedsReconciliation, UserError
from arena.store.base import RunRecord, SideEffect, Store
from arena.types import Responder

#: ``--outcome`` values of ``arena reconcile``, and whether each means the side effect happened.
OUTCOMES: dict[str, bool] = {"took-effect": True, "no-effect": False}
#: Who holds a run when a resumer finds an entry nobody finished.
SYSTEM = Responder(name="ledger", interface="system")


def open_effects(store: Store, run_id: str) -> list[SideEffect]:
    """Ledger entries of ``run_id`` begun and never finished."""
    return [s for s in store.side_effects(run_id) if s.status == "started"]


def ledger_facts(effects: Sequence[SideEffect]) -> str:
    """The ledger's own words on unfinished entries, one clause each."""
    return "; ".join(
        f"{e.key.tool}({dict(e.args)}) for request {e.key.request_id} (occurrence "
        f"{e.key.occurrence}) was started by {e.owner} at {e.started_at:%Y-%m-%d %H:%M:%S} UTC in "
        f"leg {e.leg} and its outcome never recorded"
        for e in effects
    )


def command(run_id: str) -> str:
    return f"arena reconcile {run_id} --outcome took-effect|no-effect --reason ..."


def held_message(record: RunRecord) -> str:
    """One line: why the run is held and the command that settles it."""
    return (
        f"run {record.id} needs reconciliation: {record.error or 'a side effect ran unrecorded'}"
        f" — check whether it took effect, then: {command(record.id)}"
    )


def hold(
    store: Store, run_id: str, facts: str, *, actor: Responder = SYSTEM, owner: str | None = None
) -> NeedsReconciliation:
    """Hold the run (idempotent) and return the error to raise or report."""
    record = store.hold_for_reconciliation(run_id, facts, actor=actor, owner=owner)
    return NeedsReconciliation(held_message(record))


def check_settled(
    store: Store, record: RunRecord, *, actor: Responder = SYSTEM, owner: str | None = None
) -> None:
    """Before a resume runs ``record`` (claimed by ``owner``, if already): raise
    NeedsReconciliation — holding the run first when the ledger shows an entry nobody finished —
    instead of letting a retry near the side effect."""
    if record.status == "needs_reconciliation":
        raise NeedsReconciliation(held_message(record))
    effects = open_effects(store, record.id)
    if effects:
        raise hold(store, record.id, ledger_facts(effects), actor=actor, owner=owner)


def reconcile(
    store: Store, run_id: str, outcome: str, *, reason: str, actor: Responder
) -> list[SideEffect]:
    """Record a person's word on a held run (``outcome`` from :data:`OUTCOMES`); the run waits
    again with its answers. UserError for an empty reason or an unknown outcome; Conflict when
    the run is not held."""
    if outcome not in OUTCOMES:
        raise UserError(f"--outcome {outcome!r}: use one of {', '.join(OUTCOMES)}")
    why = " ".join(reason.split())
    if not why:
        raise UserError(
            "--reason is required: say how you know (e.g. 'R-102 is in the room calendar')"
        )
    return store.reconcile(run_id, took_effect=OUTCOMES[outcome], reason=why, actor=actor)


__all__ = [
    "OUTCOMES",
    "NeedsReconciliation",
    "check_settled",
    "command",
    "held_message",
    "hold",
    "ledger_facts",
    "open_effects",
    "reconcile",
]
