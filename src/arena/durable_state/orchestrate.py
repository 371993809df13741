"""Driving one adapter through every crash point, each phase in a fresh OS process.

Per adapter, one store per crash point and ten processes at most, every item of a phase batched
into the same process (a process start costs far more than a leg, docs/architecture.md):

1. ``first_legs`` — the first legs of every crash point but ``after_pause``; exits normally.
2. ``first_legs_killed`` — the first legs of ``after_pause``; SIGKILLed right after the last
   pause is recorded.
3. ``answer`` — every open request answered as ``arena approve/deny`` would.
4. ``resume_killed_after_claim`` — resumes ``after_decision``; SIGKILLed right after claiming.
5. ``resume_killed_after_booking`` — resumes ``after_booking``; SIGKILLed inside the leg right
   after the last approved book_room returned, no leg recorded.
6. ``resume_killed_before_outcome`` — resumes ``before_outcome``; SIGKILLed inside the leg right
   after the last approved book_room ran, before its outcome reached the ledger.
7. ``resume_killed_before_complete`` — resumes ``before_complete``; SIGKILLed once every resumed
   leg ended but before any is recorded.
8. ``resume`` — a fresh process with only the stores: waits for the dead claims to expire, then
   resumes everything still waiting (the first resume of ``restart`` / ``after_pause``, the retry
   of the others) — and holds ``before_outcome``'s approved runs for reconciliation.
9. ``reconcile`` — the operator's ``arena reconcile`` of ``before_outcome``'s held runs, from the
   execution journals the parent reads, in a process that loads no adapter (the parent may have
   built a user's adapter: no reconciliation from there, :func:`arena.hosting.check_reconcile`).
10. ``resume_reconciled`` — resumes ``before_outcome``'s reconciled runs.

Every execution of ``book_room`` in any phase is appended to that phase's execution journal
(:data:`arena.tools.JOURNAL_ENV`) as it returns: bookings are counted from there, not from the
ledger that is supposed to prevent them.

Each phase is a :mod:`arena.durable_state.process`; then :mod:`arena.durable_state.verdict` reads the notes
and the stores. The stores, job files, notes and each process's log stay in the adapter's
folder as evidence.
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path

from arena.arenas import Arena
from arena.durable_state import leftovers
from arena.durable_state.crash import BOOKING_POINTS, NAMES, Kill
from arena.durable_state.process import (
    AdapterProcesses,
    PhaseRun,
    Settings,
    allow_phases,
    child_env,
    stop_all,
)
from arena.durable_state.score import CrashOutcome
from arena.durable_state.verdict import (
    adapter_info,
    answered_per_point,
    journal_counts,
    score_crash_point,
)
from arena.runner import RunResult


@dataclass(frozen=True, kw_only=True)
class AdapterOutcome:
    adapter: str
    crash_points: tuple[CrashOutcome, ...]
    mechanism: str = ""
    version: str = ""
    pause_kind: str = "native"
    seconds: float = 0.0
    #: Why the phases ran without a sandbox (empty: each had its own; :mod:`.sandbox`).
    unsandboxed: str = ""
    #: Why the (sandboxed) phases shared this machine's network and unix sockets (a real model
    #: endpoint): a pause kept in a service outside the run is then not caught. Empty: their own.
    network_shared: str = ""
    phases: tuple[PhaseRun, ...] = field(default=(), repr=False)

    @property
    def results(self) -> list[RunResult]:
        return [r for c in self.crash_points for r in c.results]

    @property
    def survived_restart(self) -> bool:
        return bool(self.crash_points) and all(c.survived for c in self.crash_points)

    @property
    def lost_decisions(self) -> int:
        return sum(c.lost_decisions for c in self.crash_points)

    @property
    def double_bookings(self) -> int:
        return sum(c.double_bookings for c in self.crash_points)

    @property
    def replays(self) -> int:
        return sum(c.replays for c in self.crash_points)

    @property
    def beside_store(self) -> tuple[str, ...]:
        """Files in the adapter's state folder its resumers read (see CrashOutcome)."""
        return tuple(dict.fromkeys(f for c in self.crash_points for f in c.beside_store))

    @property
    def reason(self) -> str:
        """Why it is not durable, from the first crash point that did not survive."""
        for c in self.crash_points:
            if not c.survived:
                why = c.problems[0] if c.problems else c.crash
                return f"{c.crash_point}: {why}"
        return ""


def run_adapter(
    arena: Arena,
    adapter: str,
    root: Path,
    *,
    crash_points: Sequence[str] = NAMES,
    settings: Settings | None = None,
) -> AdapterOutcome:
    """One adapter through ``crash_points``; stores and logs are left under ``root``."""
    settings = settings or Settings()
    unknown = [c for c in crash_points if c not in NAMES]
    if unknown:
        raise ValueError(f"unknown crash point(s) {unknown}; known: {', '.join(NAMES)}")
    clock = time.perf_counter()
    root = root.resolve()
    root.mkdir(parents=True, exist_ok=True)
    run = AdapterProcesses(
        arena=arena,
        adapter=adapter,
        root=root,
        settings=settings,
        env=child_env(adapter, arena.tools_module),
        crash_points=tuple(crash_points),
    )
    for cp in crash_points:
        for suffix in ("", "-wal", "-shm"):
            Path(f"{run.store(cp)}{suffix}").unlink(missing_ok=True)
    shutil.rmtree(run.folder, ignore_errors=True)  # an earlier run's phases, journals included
    # and its state folder: whatever is there when a resumer starts was written by this run
    shutil.rmtree(root / leftovers.STATE, ignore_errors=True)
    items = len(arena.items)
    clean = [c for c in crash_points if c != "after_pause"]
    if clean:
        run.phase("first_legs", "first_legs", clean)
    if "after_pause" in crash_points:
        run.phase(
            "first_legs_killed",
            "first_legs",
            ["after_pause"],
            kill=Kill(method="record_leg", count=items),
        )
    answered = run.phase("answer", "answer", crash_points)
    ready = answered_per_point(answered)
    approved = answered_per_point(answered, "approve")
    ttl = settings.claim_ttl_s
    if "after_decision" in crash_points:
        run.phase(
            "resume_killed_after_claim",
            "resume",
            ["after_decision"],
            kill=Kill(method="claim", count=ready.get("after_decision", 0), freeze=True),
            claim_ttl_s=ttl,
        )
    # A crash point inside a booking needs one: where no answered run books (every answer of
    # the arena denies), its phase swallowed every leg and killed no one, and the points read
    # "not reached as planned" with their runs lost, on every adapter (evals43). Such a point
    # is resumed by the final phase as after a restart, and says why.
    booking = [cp for cp in BOOKING_POINTS if cp in crash_points and approved.get(cp, 0)]
    if "after_booking" in booking:
        run.phase(
            "resume_killed_after_booking",
            "resume",
            ["after_booking"],
            kill=Kill(
                method="finish_side_effect",
                count=approved.get("after_booking", 0),
                also_swallow=("record_leg",),
            ),
            claim_ttl_s=ttl,
        )
    if "before_outcome" in booking:
        run.phase(
            "resume_killed_before_outcome",
            "resume",
            ["before_outcome"],
            kill=Kill(
                method="finish_side_effect",
                count=approved.get("before_outcome", 0),
                swallow=True,
                also_swallow=("record_leg",),
            ),
            claim_ttl_s=ttl,
        )
    if "before_complete" in crash_points:
        run.phase(
            "resume_killed_before_complete",
            "resume",
            ["before_complete"],
            kill=Kill(method="record_leg", count=ready.get("before_complete", 0), swallow=True),
            claim_ttl_s=ttl,
        )
    final = run.phase("resume", "resume", crash_points, await_claims=True)
    finals = dict.fromkeys(crash_points, final)
    if "before_outcome" in booking:
        # The retry held the runs whose booking ran unrecorded; an operator settles them from
        # the real system (the execution journal) in a process of its own, and a fresh process
        # resumes them.
        run.phase("reconcile", "reconcile", ["before_outcome"], executions=journal_counts(run))
        finals["before_outcome"] = run.phase("resume_reconciled", "resume", ["before_outcome"])
    info = adapter_info(run.phases)
    outcomes = tuple(
        score_crash_point(run, cp, answered, finals[cp], order=[i.id for i in arena.items])
        for cp in crash_points
    )
    return AdapterOutcome(
        adapter=adapter,
        crash_points=outcomes,
        mechanism=info.get("mechanism", ""),
        version=info.get("version", ""),
        pause_kind=info.get("pause_kind", "native"),
        seconds=time.perf_counter() - clock,
        unsandboxed=run.unsandboxed,
        network_shared="" if run.unsandboxed else run.network_shared,
        phases=tuple(run.phases.values()),
    )


def run_durable(
    arena: Arena,
    adapters: Sequence[str],
    workdir: Path,
    *,
    crash_points: Sequence[str] = NAMES,
    settings: Settings | None = None,
    parallel: int = 2,
    on_done: Callable[[AdapterOutcome], None] | None = None,
) -> list[AdapterOutcome]:
    """Every adapter through every crash point; adapters run side by side, ``parallel`` at once."""
    settings = settings or Settings()
    outcomes: dict[str, AdapterOutcome] = {}
    allow_phases()
    pool = ThreadPoolExecutor(max_workers=max(1, parallel))
    try:
        futures = {
            pool.submit(
                run_adapter,
                arena,
                name,
                workdir / name,
                crash_points=crash_points,
                settings=settings,
            ): name
            for name in adapters
        }
        for future in as_completed(futures):
            outcome = future.result()
            outcomes[futures[future]] = outcome
            if on_done is not None:
                on_done(outcome)
    except BaseException:  # Ctrl-C or a bug: leave no phase process behind
        stop_all()
        pool.shutdown(wait=True, cancel_futures=True)
        raise
    pool.shutdown()
    return [outcomes[name] for name in adapters]
