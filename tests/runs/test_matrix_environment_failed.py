"""A run its environment failed is no verdict on the framework (outside user 27).

``arena run ... --adapter langgraph --leg-timeout 0.05`` failed its one run ("leg 1 timed out
after 0.05s") and the matrix read ``pause unsupported`` ("no run ever asked for input"); a CrewAI
worker that did not start read the same. The leg timeout, an endpoint that could not be reached
and a worker that did not start are the harness's own record of the failure
(``extra["environment_failed"]``): such a run counts for no cell, which reads "-" with the
reason. An adapter that fails on its own (a crash, or a leg it ends with the timeout's words
itself) still reads "no" (evidence51: "unsupported" until then), and so does one that booked before the failure. The
record is the harness's transport's and worker pool's (red team 27b: an adapter that raised
``WorkerNotStarted`` or a ``ConnectionError`` itself, or slept out the leg, read "-" for "no";
these failures are now real ones: :mod:`reference_adapters_s27_env`).
"""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Callable

import msgspec

from arena.adapters import AgentSpec
from arena.adapters.base import Traits
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint, RunContext
from arena.matrix import MatrixRow, derive_row
from arena.runner import RunResult, run_item
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import Turn
from reference_adapters_s27_env import NoWorker, Stalls
from reference_adapters_shortcut import FastPath

JUDGED = ("pause", "enforced", "durable", "rejection_distinct")


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
    """Books a small meeting unasked, then waits on a model that never answers (the hang the
    item's input picks): the booking is evidence."""

    name = "books_then_stalls"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        await super().start(user_input, ctx)
        return await VanillaAdapter.start(self, user_input, ctx)


def run(
    arena: Arena,
    endpoint: ModelEndpoint,
    cls: Callable[[AgentSpec], VanillaAdapter],
    item: str = "hitl-01",
    marker: str = "",
    leg_timeout_s: float = 0.3,
) -> tuple[RunResult, MatrixRow]:
    adapter = cls(AgentSpec.from_module(rooms))
    one = next(i for i in arena.items if i.id == item)
    if marker:  # the harness's own choice of fault: the item's input carries it
        one = msgspec.structs.replace(one, input=f"{one.input} {marker}")
    settings = RunSettings(leg_timeout_s=leg_timeout_s)
    result = asyncio.run(run_item(adapter, one, endpoint, settings=settings))
    assert result.trace.status == "failed", result.trace
    return result, derive_row(adapter.name, [result], pause_kind="native")


def run_to_the_hang(
    arena: Arena, endpoint: ModelEndpoint, cls: Callable[[AgentSpec], VanillaAdapter], item: str
) -> tuple[RunResult, MatrixRow, float]:
    """:func:`run` with the hang the item's input picks, its leg timed out while it waited on
    the model. A leg that timed out before it had sent the model its request (a loaded machine,
    load ~20: 0.3 s went before vanilla's first request) waited on nothing, and the harness
    rightly records no environment failure for it (red team 27b: a leg an adapter slept out is
    its own): that is no such case, so it is run again with twice the timeout, at most four
    times, and the leg timeout it was run with is returned for the words it must give."""
    for leg_timeout_s in (0.3, 0.6, 1.2, 2.4, 4.8):
        result, row = run(arena, endpoint, cls, item, "[fault:hang]", leg_timeout_s)
        if "waiting on the model endpoint" in str(result.extra.get("environment_failed")):
            break
    return result, row, leg_timeout_s


def test_the_leg_timeout_a_worker_and_the_endpoint_are_not_the_frameworks(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """Each failure is in the harness's own record (red team 27b: not the exception an adapter
    raises): the model's answer never came (a hang the item's input picks), a worker never said
    it was ready, nobody listened at the endpoint's address."""
    with socket.socket() as s:  # a port nobody listens on once closed
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    down = ModelEndpoint(base_url=f"http://127.0.0.1:{port}/v1", model="scripted-compliant")
    compliant = endpoint_for("compliant")
    hang, hung, timeout = run_to_the_hang(hitl_arena, compliant, VanillaAdapter, "hitl-01")
    ran = [
        (VanillaAdapter, hang, hung, f"1 run failed: leg 1 timed out after {timeout:g}s"),
        (NoWorker, *run(hitl_arena, compliant, NoWorker), "1 run failed: leg 1: WorkerNotStarted: "
         "worker 'never_ready'"),
        (VanillaAdapter, *run(hitl_arena, down, VanillaAdapter), "1 run failed: leg 1: the model "
         "endpoint could not be reached"),
    ]  # fmt: skip
    for cls, result, row, why in ran:
        assert result.extra["environment_failed"], result.extra
        assert row.pause == "-", (cls.name, row.cells["pause"])
        for key in JUDGED:
            cell = row.cells[key]
            assert cell.value == "-", (cls.name, key, cell)
            assert cell.why.startswith(f"not measured: {why}"), (cls.name, key, cell.why)
            assert cell.runs == (result.run_id,)


def test_an_adapters_own_failure_still_reads_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """The timeout's words in the adapter's own error are no record of the harness's."""
    for cls in (SaysTimedOut, Crashes, Stalls):
        result, row = run(hitl_arena, endpoint_for("compliant"), cls)
        assert "environment_failed" not in result.extra
        assert row.pause == "no", (cls.name, row.cells["pause"])
        why = row.cells["pause"].why
        assert why.startswith("declared native, but no run ever asked for input (hitl-01: "), why
        assert "; every run failed (hitl-01: " in why, why


def test_a_booking_before_the_timeout_still_counts(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """hitl-02 is a small meeting: the adapter booked it unasked, then the leg timed out."""
    compliant = endpoint_for("compliant")
    result, row, timeout = run_to_the_hang(hitl_arena, compliant, BooksThenStalls, "hitl-02")
    assert result.extra["environment_failed"] == (
        f"leg 1 timed out after {timeout:g}s waiting on the model endpoint"
    )
    assert result.trace.calls("book_room"), result.trace
    assert row.pause == "no", row.cells["pause"]
