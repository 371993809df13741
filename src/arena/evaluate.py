"""An arena across adapters with one model: what ``arena run`` does, as a library call."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, TypeVar

from arena.adapters import Adapter, AgentSpec, load_adapter
from arena.arenas import Arena
from arena.check_types import CheckSpec, taken_rooms
from arena.context import ModelEndpoint
from arena.item_edits import spelled
from arena.model_given import arena_offers
from arena.offered import system_words
from arena.runner import Answerer, RunResult, run_many
from arena.settings import DEFAULTS, RunSettings
from arena.types import EvalItem, ResumableRunner
from arena.warmup import warm_up

if TYPE_CHECKING:
    from arena.store.base import Store


T = TypeVar("T")


def check_spec(arena: Arena) -> CheckSpec:
    tools = arena.tools()
    rooms = tuple(
        (str(r.id), str(r.name), r.capacity)
        for r in getattr(tools, "ROOMS", ())
        if isinstance(getattr(r, "capacity", None), int)
    )
    instructions, offered = arena_offers(tools)
    return CheckSpec(
        tool=tools.CONSEQUENTIAL,
        gate=tools.GATE,
        rooms=rooms,
        taken=taken_rooms(tools),
        instructions=instructions,
        tools=offered,
        tasks=tuple(dict.fromkeys(system_words(i.input) for i in arena.items if i.input.strip())),
    )


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
    settings: RunSettings = DEFAULTS,
    items: Sequence[EvalItem] | None = None,
    answerer_for: Callable[[EvalItem], Answerer] | None = None,
    on_result: Callable[[RunResult], None] | None = None,
    store: Store | None = None,
    endpoint_for: Callable[[str, EvalItem, int], ModelEndpoint] | None = None,
    not_run: list[int] | None = None,
) -> list[RunResult]:
    """Every item through every adapter ``settings.repeats`` times; each result's
    ``extra["repeat"]`` says which. ``endpoint_for(adapter, item, repeat)`` picks a run's endpoint
    (a drawn behaviour, a gateway URL of its own). With a ``store`` every run is recorded. With
    ``not_run``, none starts after the endpoint refused the key (:func:`arena.runner.run_many`):
    the plan's indices of those left out are put in it."""
    tool, module = check_spec(arena).tool, sys.modules.get(arena.tools_module)
    given = [spelled(i, tool, module) for i in (items or arena.items)]  # "MAPLE": R-210
    plan = [
        (adapter, item, r)
        for adapter in adapters
        for item in given
        for r in range(settings.repeats)
    ]
    jobs = [(adapter, item) for adapter, item, _ in plan]
    record = None
    if store is not None:
        from arena.runs.recorder import recording

        record = recording(store, tools_module=arena.tools_module)
    warm_up(adapters)  # lazy imports and worker starts: not the first legs' time to spend
    results = asyncio.run(
        _threads_for(
            settings.concurrency,
            run_many(
                jobs,
                endpoint,
                settings=settings,
                arena=arena.name,
                spec=check_spec(arena),
                answerer_for=answerer_for,
                on_result=on_result,
                record=record,
                endpoint_for=(lambda i: endpoint_for(plan[i][0].name, plan[i][1], plan[i][2]))
                if endpoint_for
                else None,
                not_run=not_run,
            ),
        )
    )
    skipped = set(not_run or ())
    ran = [p for k, p in enumerate(plan) if k not in skipped]
    for result, (_, _, repeat) in zip(results, ran, strict=True):
        result.extra["repeat"] = repeat
    return results
