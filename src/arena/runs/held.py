"""Runs another process's claim holds: the error that says whose claim, until when and how long
that is from now (one way of writing times, ``YYYY-MM-DD HH:MM:SS UTC``), and the list
``resume --all`` names after its table."""

from __future__ import annotations

from arena.errors import Conflict
from arena.store.base import RunRecord, Store
from arena.types import utcnow


class HeldElsewhere(Conflict):
    """Another process holds the run's claim and may be alive: it is not continued here."""


def held_message(record: RunRecord) -> str:
    """Whose claim holds ``record``, until when and how long that is from now."""
    until = record.claim_expires_at
    left = f", {max(0, round((until - utcnow()).total_seconds()))} s from now" if until else ""
    when = f"{until:%Y-%m-%d %H:%M:%S} UTC" if until else "no expiry"
    return (
        f"run {record.id} is being resumed by {record.claim_owner} (claim until {when}{left}); "
        "if that process died, the claim can be taken over once it expires"
    )


def held_runs(store: Store) -> list[RunRecord]:
    """Runs being resumed under a claim that has not expired (oldest first): not ready now, and
    not to be reported as if there were nothing left."""
    now = utcnow()
    held = [
        r
        for r in store.runs(status="resuming")
        if r.claim_expires_at is not None and r.claim_expires_at > now
    ]
    return list(reversed(held))


__all__ = ["HeldElsewhere", "held_message", "held_runs"]
