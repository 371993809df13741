"""Concurrency scaling against a slow model: efficiency vs the ideal, CPU, memory, what binds.

The scripted model answers after a fixed delay (100 ms). At concurrency ``c`` a batch of ``n``
items making ``calls`` model calls can finish no sooner than ``calls × latency / c`` (the ideal);
efficiency is ideal / achieved. Each (adapter, side) runs in a fresh process — so its peak memory
is its own — through concurrency levels in increasing order, ``n = 10 × c`` items per level
(capped), so every level's ideal is about the same few seconds. The model server is another
process; its CPU is measured too. One extra row per adapter spreads the top level over two
processes (half the items each, started together): what worker processes would buy when one
event loop is saturated.

Child mode: ``python -m bench.concurrency '<json>'`` prints one JSON line.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgspec

from bench.procs import (
    machine_busy,
    machine_jiffies,
    peak_rss_mb,
    proc_cpu_s,
    reset_peak_rss,
    rss_mb,
)
from bench.report import Section, Table, num
from bench.server import ROOT, ModelServer

MODEL = "scripted-compliant"
TOP_ITEMS = 300


# -- child ------------------------------------------------------------------------------------------
def _items(n: int) -> list[Any]:
    from arena.arenas import load_arena

    base = load_arena("human_in_the_loop").items
    return [
        msgspec.structs.replace(base[k % len(base)], id=f"{base[k % len(base)].id}-{k}")
        for k in range(n)
    ]


async def _batch(
    side: str, runner: Any, items: list[Any], c: int, base_url: str
) -> Callable[[], tuple[int, dict[str, int]]]:
    """Runs the batch; what it returns, called after the timed region, says how many items ended
    as they should and the failures' errors."""
    if side == "arena":
        from arena.arenas import load_arena
        from arena.context import ModelEndpoint
        from arena.evaluate import check_spec
        from arena.runner import run_many
        from arena.settings import RunSettings

        arena = load_arena("human_in_the_loop")
        results = await run_many(
            [(runner, i) for i in items],
            ModelEndpoint(base_url=base_url, model=MODEL),
            arena=arena.name,
            settings=RunSettings(concurrency=c, leg_timeout_s=600),
            spec=check_spec(arena),
        )

        def judged() -> tuple[int, dict[str, int]]:
            errors = Counter(
                (r.trace.error or next((t.error for t in r.trace.legs if t.error), "checks"))[:160]
                for r in results
                if not r.passed
            )
            return sum(r.passed for r in results), dict(errors)

        return judged
    from bench import native

    native.EVENTS.clear()
    outcomes = await native.run_batch(runner, items, c)
    return lambda: _native_judged(runner, items, outcomes)


def _native_judged(
    runner: Any, items: list[Any], outcomes: list[Any]
) -> tuple[int, dict[str, int]]:
    """The native side's items done: completed after a pause, and only where the item's work is
    the arena's (``bench.verify``: an inline verdict, another room than the model's, a booking
    before the pause read done until evidence52), with the errors of the rest."""
    from bench import native, verify

    remote = getattr(runner, "last", None)  # a driver in another process reports its own
    work = verify.native_work(remote["events"] if remote else native.EVENTS)
    native.EVENTS.clear()
    wrong = verify.unverified(work, items)
    errors: Counter[str] = Counter()
    good = 0
    for item, o in zip(items, outcomes, strict=True):
        if not (o.status == "completed" and o.pauses >= 1):
            errors[o.message[:160]] += 1
        elif item.id in wrong:
            errors[f"not the work: {wrong[item.id][:140]}"] += 1
        else:
            good += 1
    if loose := len(work.booked.get(None, [])):
        errors[f"{loose} booking(s) made outside any item"] += 1
    return good, dict(errors)


async def _child(job: dict[str, Any]) -> dict[str, Any]:
    from bench.server import requests_at

    side, base_url = job["side"], job["base_url"]
    if side == "arena":
        from arena.arenas import load_arena
        from arena.evaluate import build_adapters

        [runner] = build_adapters(load_arena("human_in_the_loop"), [job["adapter"]])
    else:
        from bench import native

        runner = native.load(job["adapter"])
        await runner.open(base_url, MODEL)
    (await _batch(side, runner, _items(4), 4, base_url))()  # warm-up: imports, clients, caches
    levels = []
    for c, n in job["levels"]:
        items = _items(n)
        if job.get("sync"):
            print("ready", flush=True)
            sys.stdin.readline()
        reset_peak_rss()
        rss0, calls0, server0 = rss_mb(), requests_at(base_url), proc_cpu_s(job["server_pid"])
        machine, cpu, start = machine_jiffies(), time.process_time(), time.monotonic()
        judged = await _batch(side, runner, items, c, base_url)
        end = time.monotonic()
        passed, errors = judged()  # read after the timed region, as the overhead stage does
        levels.append(
            {
                "concurrency": c,
                "items": n,
                "passed": passed,
                "errors": errors,
                "machine_busy": machine_busy(machine, machine_jiffies()),
                "start": start,
                "end": end,
                "wall_s": end - start,
                "cpu_s": time.process_time() - cpu,
                "server_cpu_s": proc_cpu_s(job["server_pid"]) - server0,
                "calls": requests_at(base_url) - calls0,
                "rss_before_mb": rss0,
                "peak_rss_mb": peak_rss_mb(),
            }
        )
    if side == "native":
        await runner.close()
    return {"levels": levels}


# -- parent -----------------------------------------------------------------------------------------
def _spawn(job: dict[str, Any], log: Path) -> subprocess.Popen[str]:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
    }
    return subprocess.Popen(
        [sys.executable, "-m", "bench.concurrency", json.dumps(job)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=log.open("w"),
        text=True,
        env=env,
    )


def _result(proc: subprocess.Popen[str], log: Path) -> dict[str, Any]:
    assert proc.stdout is not None
    lines = [line for line in proc.stdout.read().splitlines() if line.startswith("{")]
    if proc.wait() != 0 or not lines:
        tail = log.read_text()[-2000:]
        raise RuntimeError(f"concurrency child failed ({proc.returncode}):\n{tail}")
    result: dict[str, Any] = json.loads(lines[-1])
    return result


def _one(job: dict[str, Any], folder: Path) -> dict[str, Any]:
    log = folder / f"{job['adapter']}-{job['side']}.log"
    proc = _spawn(job, log)
    proc.stdin.close()  # type: ignore[union-attr]
    return _result(proc, log)


def _sharded(job: dict[str, Any], shards: int, folder: Path) -> dict[str, Any]:
    """The top level over ``shards`` processes started together; one merged level back."""
    [(c, n)] = job["levels"]
    procs = []
    for k in range(shards):
        part = job | {"levels": [(c // shards, n // shards)], "sync": True}
        log = folder / f"{job['adapter']}-{job['side']}-shard{k}.log"
        procs.append((_spawn(part, log), log))
    for proc, log in procs:
        assert proc.stdout is not None
        if proc.stdout.readline().strip() != "ready":
            raise RuntimeError(f"shard did not get ready: {log.read_text()[-2000:]}")
    for proc, _ in procs:
        assert proc.stdin is not None
        proc.stdin.write("go\n")
        proc.stdin.close()
    parts = [_result(proc, log)["levels"][0] for proc, log in procs]
    start, end = min(p["start"] for p in parts), max(p["end"] for p in parts)
    return {
        "concurrency": c,
        "items": sum(p["items"] for p in parts),
        "passed": sum(p["passed"] for p in parts),
        "errors": {
            e: sum(p["errors"].get(e, 0) for p in parts) for p in parts for e in p["errors"]
        },
        "machine_busy": sum(p["machine_busy"] for p in parts) / shards,
        "wall_s": end - start,
        "cpu_s": sum(p["cpu_s"] for p in parts),
        "server_cpu_s": sum(p["server_cpu_s"] for p in parts) / shards,  # each saw it all
        "calls": sum(p["calls"] for p in parts) / shards,
        "peak_rss_mb": sum(p["peak_rss_mb"] for p in parts),
        "processes": shards,
    }


def _binds(eff: float, client: float, machine: float) -> str:
    """Which limit explains the gap to the ideal: the model's latency, or CPU (ours or the box's)."""
    if eff >= 0.7:
        return "latency"
    if client >= 0.85:
        return "CPU: the client event loop is saturated"
    if machine >= 0.85:
        return "CPU: all cores busy (incl. other users)"
    return "neither: waiting on locks or pools"


def run(framework: str, latency_ms: float, quick: bool) -> Section:
    # n = 10 × c, the top level capped so the stage fits the 10-minute budget of `make bench`
    levels = [(1, 4), (10, 20), (100, 100)] if quick else [(1, 10), (10, 100), (100, TOP_ITEMS)]
    cores = len(os.sched_getaffinity(0))
    section = Section(
        name="concurrency",
        title=f"Concurrency scaling: model latency {latency_ms:g} ms, vanilla and {framework}",
    )
    speed = Table(
        title="wall time against the ideal (model calls × latency / concurrency)",
        columns=[
            "adapter",
            "concurrency",
            "processes",
            "items",
            "model calls",
            "ideal s",
            "arena s",
            "arena eff.",
            "native s",
            "native eff.",
            "arena/native",
        ],
    )
    cost = Table(
        title="CPU and memory (CPU/wall: 1.0 = one core busy the whole time)",
        columns=[
            "adapter",
            "concurrency",
            "processes",
            "arena CPU/wall",
            "native CPU/wall",
            "server CPU/wall",
            "machine busy",
            "arena CPU ms/item",
            "native CPU ms/item",
            "arena peak RSS MB",
            "native peak RSS MB",
            "binds (arena)",
        ],
    )
    with tempfile.TemporaryDirectory(prefix="bench-conc-") as tmp, ModelServer(latency_ms) as srv:
        folder = Path(tmp)
        for adapter in ("vanilla", framework):
            runs: dict[str, list[dict[str, Any]]] = {}
            for side in ("arena", "native"):
                job = {
                    "adapter": adapter,
                    "side": side,
                    "levels": levels,
                    "base_url": srv.base_url,
                    "server_pid": srv.pid,
                }
                runs[side] = _one(job, folder)["levels"]
            if not quick:  # the arena's top level again, over two processes
                top = job | {"side": "arena", "levels": [levels[-1]]}
                runs["arena"].append(_sharded(top, 2, folder))
            section.data[adapter] = runs
            natives = [*runs["native"], runs["native"][-1]][: len(runs["arena"])]
            for a, n in zip(runs["arena"], natives, strict=True):
                c, procs = a["concurrency"], a.get("processes", 1)
                ideal = a["calls"] * latency_ms / 1000 / c
                eff_a, eff_n = ideal / a["wall_s"], ideal / n["wall_s"]
                client = a["cpu_s"] / a["wall_s"] / procs
                server = a["server_cpu_s"] / a["wall_s"]
                for side, m in (("arena", a), ("native", n)):
                    for error, count in m["errors"].items():
                        section.notes.append(
                            f"{adapter} {side}, concurrency {c} × {procs} process(es): {count} of "
                            f"{m['items']} runs failed: {error}"
                        )
                failed = (a["items"] - a["passed"], n["items"] - n["passed"])
                shown = str(a["items"]) + (
                    f" ({failed[0]}/{failed[1]} failed)" if any(failed) else ""
                )
                speed.rows.append(
                    [
                        adapter,
                        str(c),
                        str(procs),
                        shown,
                        str(int(a["calls"])),
                        num(ideal, 1),
                        num(a["wall_s"], 1),
                        num(eff_a),
                        num(n["wall_s"], 1),
                        num(eff_n),
                        num(a["wall_s"] / n["wall_s"]),
                    ]
                )
                cost.rows.append(
                    [
                        adapter,
                        str(c),
                        str(procs),
                        num(client),
                        num(n["cpu_s"] / n["wall_s"] / n.get("processes", 1)),
                        num(server),
                        f"{a['machine_busy']:.0%}",
                        num(a["cpu_s"] * 1000 / a["items"], 1),
                        num(n["cpu_s"] * 1000 / n["items"], 1),
                        f"{a['peak_rss_mb']:.0f}",
                        f"{n['peak_rss_mb']:.0f}",
                        _binds(eff_a, client, a["machine_busy"]),
                    ]
                )
    section.tables += [speed, cost]
    section.notes += [
        f"{cores} CPU(s). Each (adapter, side) is a fresh process (peak RSS = its VmHWM during "
        "the level, reset before each level); the server is a third process on the same cores.",
        "CPU/wall of one process tops out near 1.0: one event loop runs Python on one core at a "
        "time (the GIL), so a loop at ~1.0 with efficiency well below 1 is CPU-bound, whatever "
        "the concurrency setting.",
        "machine busy: share of all cores busy during the arena level, whoever used them (the "
        "machine is shared); binds: latency when efficiency ≥ 0.7, else the CPU limit that is hit.",
        "processes = 2: the arena's top level split over two processes started together (each at "
        "half the concurrency; CPU/wall is the per-process average), compared with the native "
        "loop in one process.",
    ]
    return section


if __name__ == "__main__":
    print(json.dumps(asyncio.run(_child(json.loads(sys.argv[1])))), flush=True)
