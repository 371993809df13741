"""The harness's own time per leg, with nothing else in the way.

1. The null adapter (:mod:`bench.null`): no framework, no model — runner, run context, recorded
   tools, session line, scripted human and checks, one run at a time.
2. The same with the SQLite store: every leg appended in one transaction, the answer and the
   claim written before the resume.
3. vanilla against the scripted model in this process (zero latency), arena vs native, one run at
   a time: the per-leg difference is the harness plus the adapter's glue around a real client.
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import load_arena
from arena.checks import CheckSpec
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.model import ScriptedModelServer
from arena.runner import run_item
from arena.runs.recorder import recording
from arena.store import open_store
from arena.tools import rooms
from arena.types import EvalItem, ResumableRunner
from bench import native
from bench.null import NullAdapter, items
from bench.report import Section, Table, median, num, us

ENDPOINT = ModelEndpoint(base_url="http://127.0.0.1:9/v1", model="none")


async def _sequential(
    adapter: ResumableRunner, runs: Sequence[EvalItem], endpoint: ModelEndpoint, **kw: Any
) -> tuple[float, float, int, int]:
    """Wall, CPU, legs and passed runs for ``runs`` one after the other."""
    cpu, wall = time.process_time(), time.perf_counter()
    legs = passed = 0
    for item in runs:
        result = await run_item(adapter, item, endpoint, spec=CheckSpec(), **kw)
        legs += len(result.trace.legs)
        passed += result.passed
    return time.perf_counter() - wall, time.process_time() - cpu, legs, passed


async def _null(n: int, store_dir: str | None) -> dict[str, Any]:
    adapter = NullAdapter()
    kw: dict[str, Any] = {}
    store = None
    if store_dir is not None:
        store = open_store(Path(store_dir) / "arena.db")
        kw = {
            "record": recording(store, tools_module="arena.tools.rooms"),
            "arena": "human_in_the_loop",
        }
    try:
        await _sequential(adapter, items(20), ENDPOINT, **kw)  # warm-up
        wall, cpu, legs, passed = await _sequential(adapter, items(n), ENDPOINT, **kw)
    finally:
        if store is not None:
            store.close()
    return {"runs": n, "legs": legs, "passed": passed, "wall_s": wall, "cpu_s": cpu}


async def _vanilla(rounds: int) -> dict[str, Any]:
    arena = load_arena("human_in_the_loop")
    adapter = load_adapter("vanilla", AgentSpec.from_module(rooms, name=arena.name))
    driver = native.load("vanilla")
    out: dict[str, list[float]] = {
        "arena_wall": [],
        "arena_cpu": [],
        "native_wall": [],
        "native_cpu": [],
    }
    legs = calls = 0
    async with ScriptedModelServer() as server:
        endpoint = ModelEndpoint(base_url=server.base_url, model="scripted-compliant")
        await driver.open(server.base_url, endpoint.model)
        for r in range(rounds + 1):  # round 0 warms up
            order = ("arena", "native") if r % 2 == 0 else ("native", "arena")
            for side in order:
                before = server.requests
                cpu, wall = time.process_time(), time.perf_counter()
                if side == "arena":
                    for item in arena.items:
                        result = await run_item(adapter, item, endpoint, spec=check_spec(arena))
                        legs += len(result.trace.legs) if r == 1 else 0
                else:
                    for item in arena.items:
                        await driver.run(item)
                if r:
                    out[f"{side}_wall"].append(time.perf_counter() - wall)
                    out[f"{side}_cpu"].append(time.process_time() - cpu)
                    calls = server.requests - before
        await driver.close()
    return {k: median(v) for k, v in out.items()} | {"legs": legs, "calls": calls}


def run(quick: bool) -> Section:
    n = 400 if quick else 3000
    rounds = 2 if quick else 7
    section = Section(name="harness", title="The harness's own time per leg")
    table = Table(
        title="one run at a time; µs per leg (a run is 2 legs: pause, resume)",
        columns=["configuration", "runs", "µs/leg wall", "µs/leg CPU", "passed"],
    )
    bare = asyncio.run(_null(n, None))
    with tempfile.TemporaryDirectory(prefix="bench-harness-") as folder:
        stored = asyncio.run(_null(n // 3, folder))
    for label, d in (
        ("null adapter: runner + context + tools + checks", bare),
        ("null adapter + SQLite store", stored),
    ):
        table.rows.append(
            [
                label,
                str(d["runs"]),
                us(d["wall_s"] / d["legs"]),
                us(d["cpu_s"] / d["legs"]),
                f"{d['passed']}/{d['runs']}",
            ]
        )
    v = asyncio.run(_vanilla(rounds))
    legs = v["legs"]
    for side in ("arena", "native"):
        table.rows.append(
            [
                f"vanilla {side}, in-process scripted model (zero latency)",
                "12",
                us(v[f"{side}_wall"] / legs),
                us(v[f"{side}_cpu"] / legs),
                "-",
            ]
        )
    table.rows.append(
        [
            "→ vanilla arena − native",
            "12",
            us((v["arena_wall"] - v["native_wall"]) / legs),
            us((v["arena_cpu"] - v["native_cpu"]) / legs),
            "-",
        ]
    )
    section.tables.append(table)
    section.data = {"null": bare, "null_store": stored, "vanilla_inprocess": v}
    store_cost = stored["wall_s"] / stored["legs"] - bare["wall_s"] / bare["legs"]
    section.notes += [
        f"the store adds {us(store_cost)} µs per leg (one transaction per leg; a resume also "
        "writes the answer and the claim).",
        f"vanilla makes {num(v['calls'] / 12, 1)} model calls per run against a model in the "
        "same process: what a leg costs around a real HTTP client, medians of "
        f"{rounds} alternating rounds.",
    ]
    return section
