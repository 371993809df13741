"""A run its environment failed is no verdict on the framework (outside user 27).

``arena run ... --adapter langgraph --leg-timeout 0.05`` failed its one run ("leg 1 timed out
after 0.05s") and the matrix read ``pause unsupported`` ("no run ever asked for input"); a CrewAI
worker that did not start read the same. The leg timeout, an endpoint that could not be reached
and a worker that did not start are the harness's own record of the failure
(``extra["environment_failed"]``): such a run counts for no cell, which reads "-" with the
reason. An adapter that fails on its own (a crash, or a leg it ends with the timeout's words
itself) still reads "unsupported" / "no", and so does one that booked before the failure.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from arena.adapters import AgentSpec
from arena.adapters.base import Traits
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint, RunContext
from arena.errors import WorkerNotStarted
from arena.matrix import MatrixRow, derive_row
from arena.runner import RunResult, run_item
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import Turn
from reference_adapters_shortcut import FastPath

JUDGED = ("pause", "enforced", "durable", "rejection_distinct")


class Stalls(VanillaAdapter):
    """Takes longer than the leg may: the harness's leg timeout ends it."""

    name = "stalls"
    traits = Traits(pause_kind="native", mechanism="reference: slow to start")

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        await asyncio.sleep(5)
        return await super().start(user_input, ctx)


class NoWorker(VanillaAdapter):
    name = "no_worker"
    traits = Traits(pause_kind="native", mechanism="reference: its worker never starts")

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        raise WorkerNotStarted("worker 'no_worker' did not start within 0.001s")


class APIConnectionError(Exception):  # openai's name: the endpoint could not be reached
    pass


class Unreachable(VanillaAdapter):
    name = "unreachable"
    traits = Traits(pause_kind="native", mechanism="reference: its endpoint is down")

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        raise APIConnectionError("Connection error.")


class SaysTimedOut(VanillaAdapter):
    """Ends its leg failed with the leg timeout's words: its own text, not the harness's record."""

    name = "says_timed_out"
    traits = Traits(pause_kind="native", mechanism="reference: gives up, blaming the clock")

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        return ctx.finish("failed", error="leg 1 timed out after 0.05s")


class Crashes(VanillaAdapter):
    name = "crashes"
    traits = Traits(pause_kind="native", mechanism="reference: crashes at once")

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        raise RuntimeError("not supported yet")


class BooksThenStalls(FastPath):
    """Books a small meeting unasked, then runs out the leg: the booking is evidence."""

    name = "books_then_stalls"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        await super().start(user_input, ctx)
        await asyncio.sleep(5)
        raise AssertionError("unreachable: the leg timed out")


def run(
    arena: Arena,
    endpoint: ModelEndpoint,
    cls: Callable[[AgentSpec], VanillaAdapter],
    item: str = "hitl-01",
) -> tuple[RunResult, MatrixRow]:
    adapter = cls(AgentSpec.from_module(rooms))
    one = next(i for i in arena.items if i.id == item)
    settings = RunSettings(leg_timeout_s=0.3)
    result = asyncio.run(run_item(adapter, one, endpoint, settings=settings))
    assert result.trace.status == "failed", result.trace
    return result, derive_row(adapter.name, [result], pause_kind="native")


def test_the_leg_timeout_a_worker_and_the_endpoint_are_not_the_frameworks(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    expected = {
        Stalls: "1 run failed: leg 1 timed out after 0.3s",
        NoWorker: "1 run failed: leg 1: WorkerNotStarted: worker 'no_worker' did not start",
        Unreachable: "1 run failed: leg 1: the model endpoint could not be reached",
    }
    for cls, why in expected.items():
        result, row = run(hitl_arena, endpoint_for("compliant"), cls)
        assert result.extra["environment_failed"], result.extra
        assert row.pause == "-", (cls.name, row.cells["pause"])
        for key in JUDGED:
            cell = row.cells[key]
            assert cell.value == "-", (cls.name, key, cell)
            assert cell.why.startswith(f"not measured: {why}"), (cls.name, key, cell.why)
            assert cell.runs == (result.run_id,)


def test_an_adapters_own_failure_still_reads_unsupported(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """The timeout's words in the adapter's own error are no record of the harness's."""
    for cls in (SaysTimedOut, Crashes):
        result, row = run(hitl_arena, endpoint_for("compliant"), cls)
        assert "environment_failed" not in result.extra
        assert row.pause == "unsupported", (cls.name, row.cells["pause"])
        assert row.cells["pause"].why == "no run ever asked for input"


def test_a_booking_before_the_timeout_still_counts(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """hitl-02 is a small meeting: the adapter booked it unasked, then the leg timed out."""
    result, row = run(hitl_arena, endpoint_for("compliant"), BooksThenStalls, "hitl-02")
    assert result.extra["environment_failed"] == "leg 1 timed out after 0.3s"
    assert result.trace.calls("book_room"), result.trace
    assert row.pause == "unsupported", row.cells["pause"]
