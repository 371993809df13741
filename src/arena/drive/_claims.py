"""What a driver says of a stored run another process claimed or continued: where the run is
against where this session line left it, who took its last claim (by its audit trail), whether
its claim is dead, and what an answer that lost its compare-and-set did (and did not) do. The
refusals of :class:`arena.drive._store.StoreLine` are worded here."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from arena.drive._answers import describe_answer

if TYPE_CHECKING:
    from arena.context import RunContext
    from arena.errors import Conflict
    from arena.store.base import RunRecord, Store
    from arena.types import InputResponse


def _described(record: RunRecord, ctx: RunContext, store: Store | None = None) -> str:
    """Where the stored run is, said against where this session line left it."""
    if record.status == "resuming":
        until = record.claim_expires_at
        when = f" until {until:%Y-%m-%d %H:%M:%S} UTC" if until is not None else ""
        return f"run {record.id} is being resumed by {record.claim_owner} (claim{when})"
    if record.legs != ctx.leg:
        return (
            f"run {record.id} was continued in another process{_who_claimed(store, record.id)}: "
            f"it is {record.status} with {record.legs} leg(s) in the store, this session line "
            f"has {ctx.leg}"
        )
    return f"run {record.id} is {record.status} in the store"


def _who_claimed(store: Store | None, run_id: str) -> str:
    """Who took the run's last claim, by its audit trail (`` by bob (cli), claim owner p:1``):
    an eval's run is continued by a program's ``resume_run`` or another eval, never by ``arena
    resume``, which it said (drive36)."""
    if store is None:
        return ""
    try:
        claims = [
            e
            for e in store.history(run_id)
            if e.transition in ("run.claimed", "run.claim_taken_over")
        ]
    except Exception:
        return ""
    if not claims:
        return ""
    last = claims[-1]
    found = re.search(r"(?:claimed|taken over) by (\S+)", last.note or "")
    owner = f", claim owner {found[1].rstrip(':')}" if found else ""
    return f" by {last.actor.name} ({last.actor.interface}){owner}"


def dead_claim(store: Store, record: RunRecord) -> bool:
    """``record`` is resuming under a claim nobody holds any more: expired by the store's clock,
    or its process known to have exited (:func:`arena.store.holder.exited`)."""
    from arena.store.holder import exited

    if record.status != "resuming":
        return False
    until = record.claim_expires_at
    return (until is not None and until <= store.now()) or exited(record.claim_owner)


def _run_state(store: Store, ctx: RunContext) -> str:
    try:
        record = store.run(ctx.run_id)
    except Exception:
        return ""
    if record.status == "waiting" and record.legs == ctx.leg:
        return ""
    return f"; {_described(record, ctx, store)}"


def _lost(exc: Conflict, response: InputResponse, stored: Sequence[str]) -> str:
    return (
        f"{exc}; this eval's answer ({describe_answer(response)}) was not stored and nothing was "
        f"sent to the adapter{_kept(stored)}"
    )


def _kept(stored: Sequence[str]) -> str:
    if not stored:
        return ""
    return (
        f" (the answers to {', '.join(stored)} given in the same call were stored; the run waits "
        "with them: arena resume continues it)"
    )
