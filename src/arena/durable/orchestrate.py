"""Driving one adapter through every crash point, each phase in a fresh OS process.

Per adapter, one store per crash point and seven processes at most, every item of a phase batched
into the same process (a process start costs far more than a leg, DESIGN §6a):

1. ``first_legs`` — the first legs of ``restart``, ``after_decision`` and ``after_booking``;
   exits normally.
2. ``first_legs_killed`` — the first legs of ``after_pause``; SIGKILLed right after the last
   pause is recorded.
3. ``answer`` — every open request answered as ``arena approve/deny`` would.
4. ``resume_killed_after_claim`` — resumes ``after_decision``; SIGKILLed right after claiming.
5. ``resume_killed_after_booking`` — resumes ``after_booking``; SIGKILLed inside the leg right
   after the last approved book_room returned, no leg recorded.
6. ``resume_killed_before_complete`` — resumes ``before_complete``; SIGKILLed once every resumed
   leg ended but before any is recorded.
7. ``resume`` — a fresh process with only the stores: waits for the dead claims to expire, then
   resumes everything still waiting (the first resume of ``restart`` / ``after_pause``, the retry
   of the others).

Then :mod:`arena.durable.score` reads the stores. The stores, job files, notes and each
process's log stay in the adapter's folder as evidence.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from arena.arenas import Arena
from arena.durable.crash import NAMES, Kill
from arena.durable.score import CrashOutcome, score_store
from arena.runner import DEFAULT_LEG_TIMEOUT, MAX_RESUMES, RunResult
from arena.store import SQLiteStore, Store


@dataclass(frozen=True, kw_only=True)
class Settings:
    behaviour: str = "compliant"
    model_url: str | None = None
    model: str | None = None
    api_key_env: str | None = None
    leg_timeout_s: float = DEFAULT_LEG_TIMEOUT
    concurrency: int = 4
    #: Claim expiry of the doomed resumers: how long the retry waits for a dead claim.
    claim_ttl_s: float = 2.0
    python: str = sys.executable

    def endpoint(self) -> dict[str, Any]:
        return {
            "behaviour": self.behaviour,
            "model_url": self.model_url,
            "model": self.model,
            "api_key_env": self.api_key_env,
        }


@dataclass(frozen=True, kw_only=True)
class PhaseRun:
    """What the parent saw of one phase's process."""

    name: str
    returncode: int
    seconds: float
    log: Path
    out: dict[str, Any] | None = None
    note: dict[str, Any] | None = None
    timed_out: bool = False

    @property
    def killed(self) -> bool:
        return self.returncode == -signal.SIGKILL and not self.timed_out

    @property
    def error(self) -> str | None:
        if self.timed_out:
            return f"phase {self.name} timed out after {self.seconds:.0f}s (log: {self.log})"
        if self.out and self.out.get("error"):
            return f"phase {self.name}: {self.out['error']}"
        if self.returncode != 0 and not self.killed:
            return f"phase {self.name} exited {self.returncode}: {_tail(self.log)}"
        return None


@dataclass(frozen=True, kw_only=True)
class AdapterOutcome:
    adapter: str
    crash_points: tuple[CrashOutcome, ...]
    mechanism: str = ""
    version: str = ""
    pause_kind: str = "native"
    seconds: float = 0.0
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
    def reason(self) -> str:
        """Why it is not durable, from the first crash point that did not survive."""
        for c in self.crash_points:
            if not c.survived:
                why = c.problems[0] if c.problems else c.crash
                return f"{c.crash_point}: {why}"
        return ""


def _tail(log: Path, lines: int = 3) -> str:
    try:
        text = log.read_text(encoding="utf-8", errors="replace").strip().splitlines()
    except OSError:
        return "(no log)"
    return " | ".join(text[-lines:]) or "(empty log)"


def _read(path: Path) -> dict[str, Any] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def _child_env() -> dict[str, str]:
    from arena import envs

    env = {k: v for k, v in os.environ.items() if k != "ARENA_STORE"}
    source = str(envs.arena_source())
    env["PYTHONPATH"] = os.pathsep.join(p for p in (source, env.get("PYTHONPATH", "")) if p)
    env[envs.ENVS_VARIABLE] = str(envs.root())  # the child runs elsewhere; keep the same .venvs
    env["PYTHONUNBUFFERED"] = "1"
    return env


def _reap_group(pgid: int) -> None:
    """Kill what the phase left behind in its own process group (a framework worker)."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGKILL)


@dataclass
class _AdapterRun:
    arena: Arena
    adapter: str
    root: Path
    settings: Settings
    env: dict[str, str]
    phases: dict[str, PhaseRun] = field(default_factory=dict)

    def store(self, crash_point: str) -> Path:
        return self.root / f"{crash_point}.db"

    def phase(
        self,
        name: str,
        kind: str,
        crash_points: Sequence[str],
        *,
        kill: Kill | None = None,
        **extra: Any,
    ) -> PhaseRun:
        job_file, out, note, log = (
            self.root / f"{name}.{suffix}"
            for suffix in ("job.json", "out.json", "note.json", "log")
        )
        for stale in (out, note):
            stale.unlink(missing_ok=True)
        job = {
            "phase": kind,
            "arena": str(self.arena.path.resolve()),
            "adapter": self.adapter,
            "stores": {cp: str(self.store(cp)) for cp in crash_points},
            "endpoint": self.settings.endpoint(),
            "leg_timeout_s": self.settings.leg_timeout_s,
            "concurrency": self.settings.concurrency,
            "out": str(out),
            "note": str(note),
            **extra,
        }
        if kill is not None:
            job["kill"] = {**kill.as_json(), "store": crash_points[0]}
        job_file.write_text(json.dumps(job, indent=2), encoding="utf-8")
        timeout = self.settings.leg_timeout_s * (MAX_RESUMES + 1) + 120
        clock = time.perf_counter()
        timed_out = False
        with log.open("w", encoding="utf-8") as fh:
            proc = subprocess.Popen(
                [self.settings.python, "-m", "arena.durable.child", str(job_file)],
                cwd=self.root,
                env=self.env,
                stdin=subprocess.DEVNULL,
                stdout=fh,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
            try:
                returncode = proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                timed_out = True
                _reap_group(proc.pid)
                returncode = proc.wait()
            finally:
                _reap_group(proc.pid)
        run = PhaseRun(
            name=name,
            returncode=returncode,
            seconds=time.perf_counter() - clock,
            log=log,
            out=_read(out),
            note=_read(note),
            timed_out=timed_out,
        )
        self.phases[name] = run
        return run


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
    run = _AdapterRun(arena=arena, adapter=adapter, root=root, settings=settings, env=_child_env())
    for cp in crash_points:
        for suffix in ("", "-wal", "-shm"):
            Path(f"{run.store(cp)}{suffix}").unlink(missing_ok=True)
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
    ready = _answered(answered)
    approved = _answered(answered, "approve")
    ttl = settings.claim_ttl_s
    if "after_decision" in crash_points:
        run.phase(
            "resume_killed_after_claim",
            "resume",
            ["after_decision"],
            kill=Kill(method="claim", count=ready.get("after_decision", 0), freeze=True),
            claim_ttl_s=ttl,
        )
    if "after_booking" in crash_points:
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
    if "before_complete" in crash_points:
        run.phase(
            "resume_killed_before_complete",
            "resume",
            ["before_complete"],
            kill=Kill(method="record_leg", count=ready.get("before_complete", 0), swallow=True),
            claim_ttl_s=ttl,
        )
    final = run.phase("resume", "resume", crash_points, await_claims=True)
    info = _adapter_info(run.phases)
    outcomes = tuple(
        _score(run, cp, answered, final, order=[i.id for i in arena.items]) for cp in crash_points
    )
    return AdapterOutcome(
        adapter=adapter,
        crash_points=outcomes,
        mechanism=info.get("mechanism", ""),
        version=info.get("version", ""),
        pause_kind=info.get("pause_kind", "native"),
        seconds=time.perf_counter() - clock,
        phases=tuple(run.phases.values()),
    )


def _answered(phase: PhaseRun, option: str | None = None) -> dict[str, int]:
    """Answers written per crash point (only ``option`` ones when given)."""
    out = phase.out or {}
    return {
        cp: sum(1 for a in v.get("answered", []) if option is None or a.get("option") == option)
        for cp, v in out.items()
        if isinstance(v, dict)
    }


def _adapter_info(phases: Mapping[str, PhaseRun]) -> dict[str, str]:
    for name in ("first_legs", "first_legs_killed"):
        phase = phases.get(name)
        for source in (phase.out, phase.note) if phase else ():
            if source and isinstance(source.get("adapter"), dict):
                return dict(source["adapter"])
    return {}


def _score(
    run: _AdapterRun, cp: str, answered: PhaseRun, final: PhaseRun, *, order: Sequence[str]
) -> CrashOutcome:
    not_resumed: dict[str, str] = {}
    for outcome in ((final.out or {}).get("outcomes") or {}).get(cp, []):
        if outcome.get("error"):
            not_resumed[outcome["run_id"]] = outcome["error"]
    fallback = final.error
    errors = [
        p.error
        for p in run.phases.values()
        if p.error and (p.name in ("answer", "resume") or _phase_covers(p.name, cp))
    ]
    path = run.store(cp)
    if not path.exists():
        return CrashOutcome(
            adapter=run.adapter,
            crash_point=cp,
            results=(),
            lost_decisions=0,
            double_bookings=0,
            crash="no store: the first legs never ran",
            crash_reached=False,
            problems=tuple(errors) or ("the first legs never ran",),
        )
    with SQLiteStore(path, create=False) as store:
        if fallback:
            for record in store.runs():
                not_resumed.setdefault(record.id, fallback)
        results, lost, double, problems = score_store(
            store, adapter=run.adapter, crash_point=cp, order=order, not_resumed=not_resumed
        )
        crash, reached = _crash(run, cp, store, answered)
    if not reached:
        problems.insert(0, f"crash point not reached as planned: {crash}")
    return CrashOutcome(
        adapter=run.adapter,
        crash_point=cp,
        results=tuple(results),
        lost_decisions=lost,
        double_bookings=double,
        crash=crash,
        crash_reached=reached,
        problems=tuple(errors + problems),
    )


def _phase_covers(phase: str, cp: str) -> bool:
    return {
        "first_legs": cp != "after_pause",
        "first_legs_killed": cp == "after_pause",
        "resume_killed_after_claim": cp == "after_decision",
        "resume_killed_after_booking": cp == "after_booking",
        "resume_killed_before_complete": cp == "before_complete",
    }.get(phase, False)


def _crash(run: _AdapterRun, cp: str, store: Store, answered: PhaseRun) -> tuple[str, bool]:
    """What happened at the crash point, and whether it happened as planned."""
    if cp == "restart":
        first = run.phases["first_legs"]
        if first.returncode == 0:
            return "the first legs' process exited normally (0)", True
        return f"the first legs' process exited {first.returncode}", False
    name = {
        "after_pause": "first_legs_killed",
        "after_decision": "resume_killed_after_claim",
        "after_booking": "resume_killed_after_booking",
        "before_complete": "resume_killed_before_complete",
    }[cp]
    phase = run.phases[name]
    note = phase.note or {}
    reached, planned = int(note.get("reached", 0)), int(note.get("planned", 0))
    if not phase.killed:
        return f"{name} was not killed (exit {phase.returncode})", False
    why = _first_outcome_error(note) if reached < planned else ""
    suffix = f" — {why}" if why else ""
    if cp == "after_pause":
        text = f"SIGKILLed after {reached}/{planned} first legs were recorded{suffix}"
        return text, reached == planned
    records = store.runs()
    taken_over = sum(
        1 for r in records for h in store.history(r.id) if h.transition == "run.claim_taken_over"
    )
    if cp == "after_decision":
        text = (
            f"resumer SIGKILLed right after claiming {reached}/{planned} runs; the retry took "
            f"{taken_over} dead claim(s) over{suffix}"
        )
        return text, reached == planned and planned > 0
    owner = note.get("owner")
    approvals = _answered(answered, "approve").get(cp, 0)
    booked = sum(
        1
        for r in records
        for s in store.side_effects(r.id)
        if s.owner == owner and s.status == "ok"
    )
    if cp == "after_booking":
        text = (
            f"resumer SIGKILLed right after approved booking {reached}/{planned} returned, "
            f"mid-leg, no run marked complete; the retry took {taken_over} dead claim(s) "
            f"over{suffix}"
        )
        return text, reached == planned and planned > 0
    text = (
        f"resumer SIGKILLed with {reached}/{planned} ended legs unrecorded, after "
        f"{booked}/{approvals} approved bookings ran; the retry took {taken_over} dead claim(s) "
        f"over{suffix}"
    )
    return text, reached == planned and planned > 0 and booked == approvals


def _first_outcome_error(note: Mapping[str, Any]) -> str:
    for batch in (note.get("outcomes") or {}).values():
        for outcome in batch:
            if outcome.get("error"):
                return str(outcome["error"])
    for batch in (note.get("runs") or {}).values():
        for run in batch:
            if run.get("error"):
                return str(run["error"])
    return ""


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
    with ThreadPoolExecutor(max_workers=max(1, parallel)) as pool:
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
    return [outcomes[name] for name in adapters]
