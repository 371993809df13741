"""An adapter that blocks the event loop (``time.sleep`` or a synchronous SDK call inside
``async def``) fails its leg, saying so, and the failure is the adapter's own (users28 finding 3:
``time.sleep(30)`` in ``start`` ran 30 s under ``--leg-timeout 3``, silently: the leg timeout is a
timer on the loop, and a synchronous call holds the loop).

The harness cannot stop a synchronous call, but it sees its deadline pass unseen: a leg whose
result came, or whose timer fired, more than ``BLOCKED_S`` after the deadline fails "leg N ran X s
past its T s timeout; the adapter blocked the event loop". Never the environment's failure: a
model request open while the adapter held the loop is no record that the endpoint failed (it
could not have been read), so a blocked loop buys no "-" in the matrix; a hang with a free loop
still does (tests/runs/test_matrix_environment_failed.py).
"""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import Callable

import msgspec

from arena.adapters import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint, RunContext
from arena.runner import RunResult, run_item
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import Turn

TIMEOUT_S = 0.3
BLOCK_S = 1.2  # 0.9 s past the deadline: over BLOCKED_S (0.5 s)


def blocked(timeout_s: float) -> re.Pattern[str]:
    return re.compile(
        rf"^leg 1 ran (\d+\.\d) s past its {timeout_s:g} s timeout; the adapter blocked the "
        r"event loop \(a synchronous call inside async code\?\)$"
    )


class SleepsThenAnswers(VanillaAdapter):
    """A synchronous sleep, then a finished leg: it passed, 4x over its time, unremarked."""

    name = "sleeps_then_answers"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        time.sleep(BLOCK_S)
        return ctx.finish("completed", message="Nothing to book.")


class SleepsThenHangs(VanillaAdapter):
    """``own2/bad.py:SyncHang``: a synchronous sleep, then a wait that never ends."""

    name = "sleeps_then_hangs"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        time.sleep(BLOCK_S)
        await asyncio.sleep(3600)
        raise AssertionError("unreachable")


class AsksThenBlocks(VanillaAdapter):
    """Sends its model request, then holds the loop past the deadline: the request is open at
    the deadline (it could not be read), which read as the endpoint's failure ("-")."""

    name = "asks_then_blocks"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        leg = asyncio.ensure_future(VanillaAdapter.start(self, user_input, ctx))
        await asyncio.sleep(0.5)  # the request is sent (~0.2 s) and waits on the model
        time.sleep(1.2)  # 0.9 s past its 0.8 s
        return await leg


def run(arena: Arena, endpoint: ModelEndpoint, cls: Callable[[AgentSpec], VanillaAdapter],
        marker: str = "", timeout_s: float = TIMEOUT_S) -> RunResult:  # fmt: skip
    adapter = cls(AgentSpec.from_module(rooms))
    one = next(i for i in arena.items if i.id == "hitl-01")
    if marker:  # the harness's own choice of fault: the item's input carries it
        one = msgspec.structs.replace(one, input=f"{one.input} {marker}")
    settings = RunSettings(leg_timeout_s=timeout_s)
    return asyncio.run(run_item(adapter, one, endpoint, settings=settings))


def test_a_leg_that_blocked_the_loop_fails_saying_so(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    for cls in (SleepsThenAnswers, SleepsThenHangs):
        result = run(hitl_arena, endpoint_for("compliant"), cls)
        assert result.trace.status == "failed", (cls.name, result.trace.status)
        error = result.trace.error or next(t.error for t in result.trace.legs if t.error)
        found = blocked(TIMEOUT_S).match(error or "")
        assert found, (cls.name, error)
        assert 0.5 < float(found.group(1)) < BLOCK_S, error
        assert "environment_failed" not in result.extra, result.extra


def test_a_request_open_while_the_loop_was_held_is_no_environment_failure(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    result = run(hitl_arena, endpoint_for("compliant"), AsksThenBlocks, "[fault:hang]", 0.8)
    assert result.trace.status == "failed"
    assert "environment_failed" not in result.extra, result.extra["environment_failed"]
    error = result.trace.error or next(t.error for t in result.trace.legs if t.error)
    assert blocked(0.8).match(error or ""), error
