"""A leg that fails keeps nothing of its run in the process (users45).

The leg runner takes what the run's wrappers ran (``arena.tools._EXECUTED``) at the end of a
leg that returned a turn, to hold its logged bookings against. A leg that failed before that (a
``resume`` that booked and then returned None, raised, or timed out) left the booking noted: no
later leg of the failed run took it, and the process kept it for its whole life (an ``arena
worker`` or a pytest session running thousands of runs grew by each failed one). Found by the
suite's guard on process-global state (tests/conftest_globals.py), on
test_adapter_crash_words.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence

import reference_adapters_crashing as ref
from arena import tools
from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint, RunContext
from arena.runner import run_item
from arena.tools import rooms
from arena.types import InputResponse, Turn


class ResumeRaisesAfterBooking(ref.ResumeReturnsNone):
    name = "resume_raises_after_booking"

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        await VanillaAdapter.resume(self, responses, ctx)
        raise RuntimeError("after the booking")


def _booked_then_failed(adapter: VanillaAdapter, arena: Arena, endpoint: ModelEndpoint) -> str:
    item = next(i for i in arena.items if i.meta.get("expect") == "approved")
    result = asyncio.run(run_item(adapter, item, endpoint))
    assert result.status == "failed", result.trace.error
    booked = [c for c in result.trace.tool_calls if c.tool == "book_room" and c.status == "ok"]
    assert booked, "the resume booked before it failed (what the wrapper notes)"
    return result.run_id


def test_a_resume_that_books_and_returns_none_leaves_no_booking_noted(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    spec = AgentSpec.from_module(rooms)
    run_id = _booked_then_failed(ref.ResumeReturnsNone(spec), hitl_arena, endpoint_for("compliant"))
    assert run_id not in tools._EXECUTED, tools._EXECUTED.get(run_id)


def test_a_resume_that_books_and_raises_leaves_no_booking_noted(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    spec = AgentSpec.from_module(rooms)
    adapter = ResumeRaisesAfterBooking(spec)
    run_id = _booked_then_failed(adapter, hitl_arena, endpoint_for("compliant"))
    assert run_id not in tools._EXECUTED, tools._EXECUTED.get(run_id)


def test_an_honest_run_leaves_none_noted_either(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    item = next(i for i in hitl_arena.items if i.meta.get("expect") == "approved")
    result = asyncio.run(
        run_item(VanillaAdapter(AgentSpec.from_module(rooms)), item, endpoint_for("compliant"))
    )
    assert result.status == "completed" and result.passed, result.trace.error
    assert result.run_id not in tools._EXECUTED
