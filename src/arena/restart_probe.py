"""The restart probe: ``arena matrix``'s durable cell from real restarts, three per adapter.

The cell read the paused state's form (a JSON snapshot or not), so a snapshot holding a key into
the pausing process's memory read "durable yes" (the outside reviewer's FakeDurable). Here each
adapter pauses three items in a process of their own, into a store of its own (the framework's
own files go beside it: :mod:`arena.statedir`), and that process ends, its process group killed
(paused here, a pause this process served from its memory over a socket read "durable yes":
red team 47); a fresh OS process, with a private ``HOME`` and
``TMPDIR`` and nothing of this one's memory, then answers them as ``arena approve``, ``arena
deny`` and ``arena sweep`` would — one approved, one denied, one left to lapse (its request
asked with a short expiry, recorded expired by the store's clock) — and resumes them from that
store (:mod:`arena.durable_state.child`'s ``answer_resume`` phase: the durable_state arena's
``restart`` crash point, no sandbox). Each run is read back from the store
(:func:`arena.durable_state.score.score_store`): the approved one survived if it passed, booked
exactly once (the execution journal) and lost no decision; the denied and the lapsed ones if
they passed, booked nothing and their requests stand denied and expired, delivered. Only
approvals were restarted, so an adapter that books on resume whatever the answer read "durable
yes" (durable46). ``arena run durable_state`` is the whole test: every crash point, every item,
each phase sandboxed.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import msgspec

from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.errors import ArenaError
from arena.restart_pause import pause_apart
from arena.runner import DEFAULT_LEG_TIMEOUT, MAX_RESUMES, RunResult
from arena.types import EvalItem

#: The probe's name in its run's ``extra["probe"]``, and its crash point.
PROBE = "restart"
#: The store each adapter's folder holds (``<results>/restart/<adapter>/``).
STORE = "restart.db"
#: How each paused run is answered after the restart, in the run's ``extra["restart"]["answer"]``.
APPROVE, DENY, LAPSE = "approve", "deny", "lapse"
#: Seconds the lapsed run's requests live (``--expires-in``): the resumer waits them out, then
#: records the expiry as ``arena sweep`` does.
LAPSE_S = 1.0


def restart_item(arena: Arena, seed: int | str) -> EvalItem | None:
    """The item every adapter pauses: one approved with a single plain approval, drawn with
    ``seed`` (as the other probes' items are); None where the arena has none."""
    fit = [
        i
        for i in arena.items
        if i.meta.get("expect") == "approved" and tuple(i.resume_with) == ("approve",)
    ]
    return random.Random(f"{seed}:{PROBE}").choice(fit) if fit else None


def restart_items(arena: Arena, seed: int | str) -> dict[str, EvalItem]:
    """The items every adapter pauses, by how each is answered after the restart: the approved
    one (:func:`restart_item`), and two denied items drawn with ``seed``, one denied and one
    nobody answers (its request lapses). Fewer where the arena has fewer."""
    items: dict[str, EvalItem] = {}
    approved = restart_item(arena, seed)
    if approved is not None:
        items[APPROVE] = approved
    fit = [
        i
        for i in arena.items
        if i.meta.get("expect") == "denied" and tuple(i.resume_with) == ("deny",)
    ]
    drawn = random.Random(f"{seed}:{PROBE}:denied").sample(fit, min(2, len(fit)))
    for role, item in zip((DENY, LAPSE), drawn, strict=False):
        # the lapsed one answers nothing: the store's clock does (its checks: a denial's)
        items[role] = item if role == DENY else msgspec.structs.replace(item, resume_with=())
    return items


def folder_name(adapter: str) -> str:
    """An adapter's folder under ``restart/`` (``module:factory`` has a colon)."""
    return re.sub(r"[^A-Za-z0-9_.-]", "_", adapter)


def restart_runs(
    arena: Arena,
    names: Sequence[str],
    endpoint: ModelEndpoint,
    folder: Path,
    *,
    seed: int | str,
    model: dict[str, Any],
    parallel: int = 2,
    leg_timeout_s: float = DEFAULT_LEG_TIMEOUT,
) -> list[RunResult]:
    """Up to three runs per adapter of ``names`` that could be built (:func:`restart_items`):
    paused in a process of its own that ends first (:func:`arena.restart_pause.pause_apart`; ``endpoint``, this
    process's, is not used), answered and resumed in a fresh process (both on ``model``, a
    :class:`~arena.endpoints.ModelChoice` as JSON), read back from its store under
    ``folder/<adapter>``. Each run's ``extra`` holds ``probe`` (``restart``), ``probe_seed``,
    ``crash_point``, ``bookings``, ``lost_decisions`` and ``restart`` (how it was answered, what
    its requests stand as, what the resumer found beside the store, its exit, its problems)."""
    items = restart_items(arena, seed)
    if not items:
        return []
    # absolute: each resumer runs in its adapter's folder (a relative --out named nothing there)
    roots = {name: folder.resolve() / folder_name(name) for name in names}
    since = time.time()  # a file written after this and read by a resumer is an earlier phase's
    paused = pause_apart(arena, items, roots, model, leg_timeout_s)
    if not paused:
        return []
    pool = ThreadPoolExecutor(max_workers=max(1, parallel))
    try:
        outs = dict(
            zip(
                paused,
                pool.map(
                    lambda n: _resume(
                        n, roots[n], model, leg_timeout_s, since, tools=arena.tools_module
                    ),
                    paused,
                ),
                strict=True,
            )
        )
    except BaseException:  # Ctrl-C: no resumer left running, none started after
        _STOPPING.set()
        for pid in list(_RUNNING):
            _kill(pid)
        pool.shutdown(wait=True, cancel_futures=True)
        _STOPPING.clear()
        raise
    pool.shutdown()
    return [
        run for name in paused for run in _read_back(name, roots[name], items, outs[name], seed)
    ]


def _pause(
    arena: Arena,
    items: dict[str, EvalItem],
    roots: dict[str, Path],
    endpoint: ModelEndpoint,
    leg_timeout_s: float,
) -> list[str]:
    """Each adapter's first leg of ``items`` into its own store, nobody answering (the lapsed
    item's requests asked to expire after :data:`LAPSE_S`), in this process (the one
    :func:`arena.restart_pause.pause_apart` starts): the names whose adapter could be built (one that cannot is the
    other probes' to say)."""
    import shutil

    from arena import statedir
    from arena.adapters import AgentSpec, load_adapter
    from arena.durable_state import leftovers
    from arena.durable_state.child import ANSWERER
    from arena.evaluate import check_spec
    from arena.model.run_behaviour import hidden
    from arena.runner import human_answerer, run_many
    from arena.runs.recorder import LIVE, recording
    from arena.settings import RunSettings
    from arena.store import SQLiteStore
    from arena.types import Responder

    spec = AgentSpec.from_module(arena.tools(), name=arena.name)
    settings = RunSettings(
        concurrency=1,
        leg_timeout_s=leg_timeout_s,
        actor=Responder(name=f"{ANSWERER} first legs", interface="scripted"),
    )
    built = {}
    for name, root in roots.items():
        shutil.rmtree(root, ignore_errors=True)  # an earlier matrix's, in the same --out
        root.mkdir(parents=True)
        try:
            # its own files in the folder beside its store a resumer's read audit knows
            with statedir.using(str(root / leftovers.STATE / STORE)):
                built[name] = load_adapter(name, spec)
        except ArenaError:
            continue
    stores = {name: SQLiteStore(roots[name] / STORE, create=True) for name in built}

    lapsing = msgspec.structs.replace(settings, request_ttl_s=LAPSE_S)

    async def first_legs() -> None:
        await asyncio.gather(
            *(
                run_many(
                    [(adapter, item)],
                    hidden(endpoint),
                    settings=lapsing if role == LAPSE else settings,
                    arena=arena.name,
                    spec=check_spec(arena),
                    answerer_for=lambda _: human_answerer,
                    record=recording(stores[name], tools_module=arena.tools_module),
                )
                for name, adapter in built.items()
                for role, item in items.items()
            )
        )

    try:
        asyncio.run(first_legs())
    finally:
        for store in stores.values():
            # a fresh process resumes them: none stays live here (recorder.LIVE kept each
            # adapter and context for the rest of this process's life, tests46)
            for run in store.runs():
                LIVE.pop(run.id, None)
            store.close()
    return list(built)


def _resume(
    name: str,
    root: Path,
    model: dict[str, Any],
    leg_timeout_s: float,
    since: float,
    *,
    tools: str = "",
) -> dict[str, Any]:
    """Approve and resume ``root``'s store in a fresh process; what it said, its exit code, its
    log's tail and what the harness found beside the store before it started. ``tools``: the
    arena's tools module, which the resumer may import as this process did (evals48)."""
    from arena.durable_state import leftovers
    from arena.durable_state.process import allow_tools, child_env, private_env
    from arena.tools import JOURNAL_ENV

    phases = root / leftovers.PHASES
    phases.mkdir(exist_ok=True)
    # what the first leg left beside the store (a framework's own database): a yes from the
    # store and these is "yes, + own file", as durable_state's (:mod:`.leftovers`)
    found = [p for p in leftovers.inventory(root, (PROBE,)) if " [xattr " not in p]
    out, log = phases / "resume.out.json", phases / "resume.log"
    reads, journal, private = (
        phases / "resume.reads.jsonl",
        phases / "executions.jsonl",
        phases / "private",
    )
    job = {
        "phase": "answer_resume",
        "stores": {PROBE: str(root / STORE)},
        "endpoint": model,
        "leg_timeout_s": leg_timeout_s,
        "concurrency": 3,  # the three runs resumed side by side, as the first legs ran
        "out": str(out),
        "note": str(phases / "resume.note.json"),
        "lapse": True,  # the runs nobody answers: their requests waited out, recorded expired
        # what it reads besides the store that this run wrote (arena.readwatch), as
        # durable_state's resumers note it: state outside the store is a "no"
        "reads": {
            "notes": str(reads),
            "since": since,
            "started": time.time(),
            "allowed": [
                os.path.realpath(p) for p in (phases / "resume.job.json", out, log, journal)
            ],
            "allowed_dirs": [os.path.realpath(private)],
        },
    }
    job_file = phases / "resume.job.json"
    job_file.write_text(json.dumps(job, indent=2), encoding="utf-8")
    env = private_env({**child_env(name, tools), JOURNAL_ENV: str(journal)}, private)
    env = allow_tools(env, tools, private)
    clock = time.perf_counter()
    if _STOPPING.is_set():
        raise ArenaError(f"stopped before {name}'s restart")
    with log.open("w", encoding="utf-8") as fh:
        proc = subprocess.Popen(
            [sys.executable, "-m", "arena.durable_state.child", str(job_file)],
            cwd=root,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=fh,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        _RUNNING.add(proc.pid)
        try:
            code = proc.wait(timeout=leg_timeout_s * (MAX_RESUMES + 1) + 120)
        except subprocess.TimeoutExpired:
            code = None
        finally:  # what it started dies with it
            _kill(proc.pid)
            proc.wait()
            _RUNNING.discard(proc.pid)
    try:
        said = json.loads(out.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        said = {}
    tail = " | ".join(log.read_text(encoding="utf-8", errors="replace").splitlines()[-3:])
    from arena import readwatch

    noted = readwatch.read_notes(reads)
    return {
        "said": said if isinstance(said, dict) else {},
        "exit": code,
        "log": tail,
        "found": list(dict.fromkeys([*found, *noted["beside"]])),
        "outside": list(noted["outside"]),
        "seconds": round(time.perf_counter() - clock, 2),
    }


#: The resumers' process groups running now, and whether a Ctrl-C stops the rest.
_RUNNING: set[int] = set()
_STOPPING = threading.Event()


def _kill(pgid: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGKILL)


def _read_back(
    name: str, root: Path, items: dict[str, EvalItem], out: dict[str, Any], seed: int | str
) -> list[RunResult]:
    """The runs as their store keeps them after the fresh process, counted as durable_state
    counts a crash point's (:func:`arena.durable_state.score.score_store`), approved first."""
    from arena.durable_state.score import read_journal, score_store, unowned_lines
    from arena.store import SQLiteStore
    from arena.store.rows import verdict

    said, code = out["said"], out["exit"]
    if code is None:
        error = "the resuming process timed out"
    elif said.get("error"):
        error = f"the resuming process: {said['error']}"
    elif code != 0:
        error = f"the resuming process exited {code}: {out['log'] or '(empty log)'}"
    else:
        error = ""
    not_resumed = {
        o["run_id"]: str(o["error"])
        for o in (said.get("outcomes") or {}).get(PROBE, [])
        if isinstance(o, dict) and o.get("error")
    }
    journal = root / "phases" / "executions.jsonl"
    roles = {item.id: role for role, item in items.items()}
    with SQLiteStore(root / STORE, create=False) as store:
        runs = {r.id for r in store.runs()}
        if error:
            not_resumed = {r: not_resumed.get(r, error) for r in runs}
        results, _, _, problems = score_store(
            store,
            adapter=name,
            crash_point=PROBE,
            order=[item.id for item in items.values()],
            not_resumed=not_resumed,
            executions=read_journal(journal),
        )
        stood = {
            r.run_id: [verdict(q.response) for q in store.requests(r.run_id) if q.response]
            for r in results
        }
    store_wide = [
        *(f"resume read {f}, written by an earlier phase: state outside the store"
          for f in out["outside"]),
        *unowned_lines([journal], runs, runs),
    ]  # fmt: skip
    read: list[RunResult] = []
    for run in results:  # nothing recorded: the first leg never started a run
        role = roles.get(run.item.id, APPROVE)
        own = [p for p in problems if p.startswith(f"{run.item.id}: ")]
        run.extra.update(
            probe=PROBE,
            probe_seed=seed,
            restart={
                "answer": role,
                "stood": stood[run.run_id],
                "problems": [*store_wide, *own],
                "beside_store": out["found"],
                "resumer_exit": out["exit"],
                "resumer_s": out["seconds"],
            },
        )
        read.append(msgspec.structs.replace(run, item=items.get(role, run.item)))
    return read


__all__ = [
    "APPROVE",
    "DENY",
    "LAPSE",
    "PROBE",
    "folder_name",
    "restart_item",
    "restart_items",
    "restart_runs",
]
