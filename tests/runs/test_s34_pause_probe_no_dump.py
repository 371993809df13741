"""A run's pauses report their form (``durable`` in its result: every live slot declares a dump
and a load) without running the dumps: since 2a2a5a3c the probe ran every slot's dump and
``json.dumps`` at each pause, a framework's whole serialiser (``AgentSession.to_dict``,
``RunState.to_json``) to learn a bool — microsoft_af +1.1 M, openai_agents +4.6 M instructions a
leg (docs/benchmarks.md, session 34). A store still writes, and ``t.restart()`` still checks, the
dump JSON holds (tests/drive/test_s34_outside_evals.py)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from arena.adapters import vanilla
from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.runner import run_many
from arena.session import create_session_slot
from arena.settings import RunSettings
from arena.tools import rooms
from reference_adapters import FakeDurableAdapter

DUMPS: list[str] = []


def _dump(value: str) -> str:
    DUMPS.append(value)
    return value


_COUNTED = create_session_slot("s34.counted", dump=_dump, load=lambda v: v)


class CountedDurable(FakeDurableAdapter):
    name = "s34_counted"

    def _hide(self, turn, ctx):  # type: ignore[no-untyped-def]
        if ctx.session.has(vanilla._PAUSED):
            ctx.session.set(_COUNTED, "k")
        return super()._hide(turn, ctx)


def test_a_pause_is_reported_durable_without_running_its_dumps(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    adapter = CountedDurable(AgentSpec.from_module(rooms))
    items = [i for i in hitl_arena.items if i.meta.get("expect") == "approved"][:2]
    DUMPS.clear()
    results = asyncio.run(
        run_many([(adapter, i) for i in items], endpoint_for("compliant"),
                 settings=RunSettings(concurrency=2))
    )  # fmt: skip
    assert all(r.passed and r.extra["durable"] is True for r in results)
    assert DUMPS == []  # no store: nothing is written, so nothing is dumped
