"""Harness overhead: each installed adapter through the arena vs the same framework with no harness.

Per adapter, rounds alternate ``arena`` and ``native`` in one process and one event loop (the
order flips every round), both against the same out-of-process scripted model, so drift of a
shared machine hits both sides alike. The arena side is what ``arena run`` does —
``run_many`` over the 12 items with the scripted human and the checks, concurrency 4 — without
the terminal UI and the results files. The figures are medians over the rounds.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from dataclasses import dataclass

from arena.adapters import resolve_names
from arena.arenas import load_arena
from arena.context import ModelEndpoint
from arena.evaluate import build_adapters, check_spec
from arena.runner import run_many
from arena.settings import RunSettings
from arena.types import EvalItem, ResumableRunner
from bench import native
from bench.native import tools as native_tools
from bench.procs import children_cpu_s
from bench.report import Section, Table, median, ms, num
from bench.server import ModelServer

MODEL = "scripted-compliant"
CONCURRENCY = 4  # arena run's default


@dataclass
class Measure:
    wall_s: float
    cpu_s: float
    calls: int
    legs: int
    ok: bool
    detail: str


async def arena_round(
    adapter: ResumableRunner, items: Sequence[EvalItem], server: ModelServer, concurrency: int
) -> Measure:
    arena = load_arena("human_in_the_loop")
    endpoint = ModelEndpoint(base_url=server.base_url, model=MODEL)
    calls, workers = server.requests(), children_cpu_s("arena.workers.serve")
    cpu, wall = time.process_time(), time.perf_counter()
    results = await run_many(
        [(adapter, i) for i in items],
        endpoint,
        arena=arena.name,
        settings=RunSettings(concurrency=concurrency),
        spec=check_spec(arena),
    )
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    cpu += children_cpu_s("arena.workers.serve") - workers
    passed = sum(r.passed for r in results)
    return Measure(
        wall_s=wall,
        cpu_s=cpu,
        calls=server.requests() - calls,
        legs=sum(len(r.trace.legs) for r in results),
        ok=passed == len(items),
        detail=f"{passed}/{len(items)} passed",
    )


async def native_round(
    driver: native.NativeDriver, items: Sequence[EvalItem], server: ModelServer, concurrency: int
) -> Measure:
    native_tools.BOOKINGS.clear()
    calls = server.requests()
    cpu, wall = time.process_time(), time.perf_counter()
    outcomes = await native.run_batch(driver, items, concurrency)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    remote = getattr(driver, "last", None)  # a driver in another process reports its own CPU
    if remote:
        cpu += remote["cpu_s"]
    bookings = int(remote["bookings"]) if remote else len(native_tools.BOOKINGS)
    wanted = sum(1 for i in items if i.resume_with[:1] == ("approve",))
    done = sum(1 for o in outcomes if o.status == "completed" and o.pauses >= 1)
    return Measure(
        wall_s=wall,
        cpu_s=cpu,
        calls=server.requests() - calls,
        legs=sum(o.pauses + 1 for o in outcomes),
        ok=done == len(items) and bookings == wanted,
        detail=f"{done}/{len(items)} paused+completed, {bookings} booked",
    )


async def _compare(
    name: str, rounds: int, server: ModelServer, concurrency: int
) -> tuple[list[Measure], list[Measure]]:
    arena = load_arena("human_in_the_loop")
    [adapter] = build_adapters(arena, [name])
    driver = native.load(name)
    await driver.open(server.base_url, MODEL)
    try:
        warm = arena.items[:4]  # warm-up: lazy imports, clients, caches
        await arena_round(adapter, warm, server, concurrency)
        await native_round(driver, warm, server, concurrency)
        arena_runs: list[Measure] = []
        native_runs: list[Measure] = []
        for r in range(rounds):
            if r % 2 == 0:
                arena_runs.append(await arena_round(adapter, arena.items, server, concurrency))
                native_runs.append(await native_round(driver, arena.items, server, concurrency))
            else:
                native_runs.append(await native_round(driver, arena.items, server, concurrency))
                arena_runs.append(await arena_round(adapter, arena.items, server, concurrency))
        return arena_runs, native_runs
    finally:
        await driver.close()
        stop = getattr(driver, "stop", None)
        if stop is not None:
            stop()


def run(names: Sequence[str] | None, rounds: int, concurrency: int = CONCURRENCY) -> Section:
    chosen = list(names) if names else resolve_names("all")
    items = len(load_arena("human_in_the_loop").items)
    section = Section(
        name="overhead",
        title=f"Harness overhead: arena vs native, {items} items, concurrency {concurrency}",
    )
    table = Table(
        title=f"median of {rounds} alternating rounds per adapter, scripted model (no latency) "
        "in its own process",
        columns=[
            "adapter",
            "arena ms/item",
            "native ms/item",
            "wall arena/native (min–max)",
            "arena CPU ms/item",
            "native CPU ms/item",
            "CPU arena/native",
            "harness CPU ms/leg",
            "items/s per core",
            "model calls/item",
            "verified",
        ],
    )
    with ModelServer(0) as server:
        for name in chosen:
            arena_runs, native_runs = asyncio.run(_compare(name, rounds, server, concurrency))
            pairs = list(zip(arena_runs, native_runs, strict=True))
            ratios = [a.wall_s / n.wall_s for a, n in pairs]
            cpu_ratios = [a.cpu_s / n.cpu_s for a, n in pairs]
            a_wall = median([m.wall_s for m in arena_runs]) / items
            n_wall = median([m.wall_s for m in native_runs]) / items
            a_cpu = median([m.cpu_s for m in arena_runs]) / items
            n_cpu = median([m.cpu_s for m in native_runs]) / items
            legs = arena_runs[0].legs / items
            same_calls = {m.calls for m in arena_runs} == {m.calls for m in native_runs}
            ok = all(m.ok for m in arena_runs + native_runs) and same_calls
            verified = (
                "yes"
                if ok
                else (
                    f"NO: arena {arena_runs[-1].detail}, native {native_runs[-1].detail}, calls "
                    f"{arena_runs[-1].calls}/{native_runs[-1].calls}"
                )
            )
            table.rows.append(
                [
                    name,
                    ms(a_wall),
                    ms(n_wall),
                    f"{num(median(ratios))} ({num(min(ratios))}–{num(max(ratios))})",
                    ms(a_cpu),
                    ms(n_cpu),
                    num(median(cpu_ratios)),
                    ms((a_cpu - n_cpu) / legs, 2),
                    f"{1 / a_cpu:.0f}",
                    num(arena_runs[0].calls / items, 1),
                    verified,
                ]
            )
            section.data[name] = {
                "arena": [m.__dict__ for m in arena_runs],
                "native": [m.__dict__ for m in native_runs],
                "ratio_median": median(ratios),
                "cpu_ratio_median": median(cpu_ratios),
                "legs_per_item": legs,
            }
    section.tables.append(table)
    section.notes += [
        "arena = `run_many` (what `arena run` calls) with the scripted human and checks; native = "
        "bench/native/<adapter>.py, the same framework, tools, prompt and verdict texts driven "
        "through its own pause/resume with no harness.",
        "harness CPU ms/leg = (arena CPU − native CPU) per leg: what the harness and the adapter's "
        "glue add to each leg, independent of concurrency. CPU includes framework worker "
        "processes (crewai) but not the model server.",
        "items/s per core = 1 / arena CPU per item: the pause/resume cycles one fully busy core "
        "sustains with this framework, whatever the model's latency.",
        "verified: every arena item passed its checks, every native run paused and completed with "
        "the approved items booked, and both sides made the same number of model calls.",
    ]
    return section
