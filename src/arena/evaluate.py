"""An arena across adapters with one model: what ``arena run`` does, as a library call."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, TypeVar

from arena.adapters import Adapter, AgentSpec, load_adapter
from arena.arenas import Arena
from arena.checks import CheckSpec
from arena.context import ModelEndpoint
from arena.runner import DEFAULT_LEG_TIMEOUT, Answerer, RunResult, run_many
from arena.types import EvalItem, Responder, ResumableRunner
from arena.warmup import warm_up

if TYPE_CHECKING:
    from arena.store.base import RunMode, Store


T = TypeVar("T")


def check_spec(arena: Arena) -> CheckSpec:
    tools = arena.tools()
    return CheckSpec(tool=tools.CONSEQUENTIAL, gate=tools.GATE)


def build_adapters(arena: Arena, names: Sequence[str]) -> list[Adapter]:
    spec = AgentSpec.from_module(arena.tools(), name=arena.name)
    return [load_adapter(name, spec) for name in names]


async def _threads_for(concurrency: int, work: Awaitable[T]) -> T:
    """Run ``work`` with a thread per run in flight: frameworks that run an agent in a thread
    (smolagents, a sync LangGraph graph, a worker's start) take one for a whole leg, and
    asyncio's default pool has ``cpu + 4`` (6 on 2 cores); a leg queued for a thread spent its
    timeout waiting behind a stalled model's."""
    loop = asyncio.get_running_loop()
    loop.set_default_executor(
        ThreadPoolExecutor(max_workers=min(concurrency + 8, 512), thread_name_prefix="arena-run")
    )
    return await work


def evaluate(
    arena: Arena,
    adapters: Sequence[ResumableRunner],
    endpoint: ModelEndpoint,
    *,
    concurrency: int = 4,
    items: Sequence[EvalItem] | None = None,
    answerer_for: Callable[[EvalItem], Answerer] | None = None,
    leg_timeout_s: float = DEFAULT_LEG_TIMEOUT,
    on_result: Callable[[RunResult], None] | None = None,
    store: Store | None = None,
    mode: RunMode = "scripted",
    actor: Responder | None = None,
    request_ttl_s: float | None = None,
    repeats: int = 1,
    endpoint_for: Callable[[str, EvalItem, int], ModelEndpoint] | None = None,
) -> list[RunResult]:
    """Every item through every adapter ``repeats`` times; each result's ``extra["repeat"]``
    says which. ``endpoint_for(adapter, item, repeat)`` picks a run's endpoint (a drawn behaviour,
    a gateway URL of its own)."""
    plan = [
        (adapter, item, r)
        for adapter in adapters
        for item in (items or arena.items)
        for r in range(repeats)
    ]
    jobs = [(adapter, item) for adapter, item, _ in plan]
    warm_up(adapters)  # lazy imports and worker starts: not the first legs' time to spend
    results = asyncio.run(
        _threads_for(
            concurrency,
            run_many(
                jobs,
                endpoint,
                arena=arena.name,
                concurrency=concurrency,
                answerer_for=answerer_for,
                spec=check_spec(arena),
                leg_timeout_s=leg_timeout_s,
                request_ttl_s=request_ttl_s,
                on_result=on_result,
                store=store,
                tools_module=arena.tools_module,
                mode=mode,
                actor=actor,
                endpoint_for=(lambda i: endpoint_for(plan[i][0].name, plan[i][1], plan[i][2]))
                if endpoint_for
                else None,
            ),
        )
    )
    for result, (_, _, repeat) in zip(results, plan, strict=True):
        result.extra["repeat"] = repeat
    return results
