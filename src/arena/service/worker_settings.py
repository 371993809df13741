"""What an ``arena worker`` is told to do (``arena worker``'s options, docs/operator.md,
"Workers"): how many runs at once, how often it sweeps the store, how long a leg and a claim last,
how long a stop waits. Split from :mod:`arena.service.worker` (the loop that reads them)."""

from __future__ import annotations

from dataclasses import dataclass

from arena.runner import DEFAULT_LEG_TIMEOUT
from arena.runs.recorder import CLAIM_MARGIN_S


@dataclass(frozen=True, kw_only=True)
class WorkerSettings:
    concurrency: int = 4
    #: Seconds between sweeps of the store (None: 30 on PostgreSQL, 1 on SQLite).
    sweep_s: float | None = None
    leg_timeout_s: float = DEFAULT_LEG_TIMEOUT
    #: How long a claim lasts (None: the leg timeout + 30 s).
    claim_ttl_s: float | None = None
    #: Resume what is ready now, then exit (no waiting for more).
    once: bool = False
    #: Seconds runs in flight get to finish after a stop was asked for.
    grace_s: float = DEFAULT_LEG_TIMEOUT
    #: Latency of the worker's scripted model (drills and benchmarks; 0 for none).
    scripted_latency_ms: float = 0.0

    @property
    def ttl_s(self) -> float:
        return (
            self.claim_ttl_s
            if self.claim_ttl_s is not None
            else self.leg_timeout_s + (CLAIM_MARGIN_S)
        )
