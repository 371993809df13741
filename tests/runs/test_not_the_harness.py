"""What only the harness writes: a consequential tool's execution and the person's decision.

An adapter that logged "book_room ok" without running it, or approved the requests the person
never saw, scored 12/12 (outside reviewer, session 14). Both are refused, and the leg fails
even when the adapter catches the refusal and goes on.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint, NotTheHarness, RunContext
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from arena.runner import run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import InputResponse
from reference_adapters import SelfApprovingAdapter, SelfLoggingBookerAdapter


def test_a_booking_the_adapter_logs_itself_fails_its_leg(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    adapter = SelfLoggingBookerAdapter(AgentSpec.from_module(rooms))
    approved = [i for i in hitl_arena.items if i.meta.get("expect") == "approved"][:2]
    results = asyncio.run(
        run_many(
            [(adapter, i) for i in approved],
            endpoint_for("compliant"),
            settings=RunSettings(concurrency=2),
        )
    )
    for r in results:
        assert not r.passed and r.trace.status == "failed"
        error = r.trace.legs[-1].error or ""
        assert "book_room is a consequential tool: only the harness's wrapper logs" in error
        assert not [c for c in r.trace.tool_calls if c.tool == "book_room" and c.status == "ok"]


def test_the_log_refuses_a_consequential_call_and_accepts_an_ask_tools() -> None:
    ctx = RunContext(run_id="r", adapter="a", endpoint=ModelEndpoint(base_url="x", model="m"))
    ctx.begin_leg()
    ctx.record_tool("request_approval", {"summary": "R-101"}, "rejected", "DENIED")
    with pytest.raises(NotTheHarness, match="only the harness's wrapper logs its calls"):
        ctx.record_tool("book_room", {"room_id": "R-101"}, "ok", "CONFIRMED")
    assert [c.tool for c in ctx.tool_calls] == ["request_approval"]
    assert ctx.violation is not None


def test_an_answer_the_person_did_not_give_is_refused() -> None:
    ctx = RunContext(run_id="r", adapter="a", endpoint=ModelEndpoint(base_url="x", model="m"))
    ctx.begin_leg()
    request = ctx.request_input(action="request_approval", args={"summary": "R-101"})
    given = InputResponse(request_id=request.id, option_id="deny")
    ctx.deliver([given])
    flipped = InputResponse(request_id=request.id, option_id="approve")
    with pytest.raises(NotTheHarness, match="an answer the person did not give"):
        ctx.resolve(request, flipped)
    assert request.id in ctx.pending
    ctx.resolve(request, given)  # the person's own answer resolves it
    assert request.id not in ctx.pending


def test_approving_the_rest_of_a_pause_itself_fails_the_partial_probe(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    results, _ = run_probes(
        hitl_arena,
        [SelfApprovingAdapter.name],
        endpoint_for("compliant"),
        probes=[p for p in PROBES if p.name == "partial"],
        build=lambda name, spec: SelfApprovingAdapter(spec),
    )
    assert all(r.trace.status == "failed" for r in results)
    cell = derive_row(SelfApprovingAdapter.name, results, pause_kind="emulated").cells["partial"]
    assert cell.value == "no" and "an answer the person did not give" in cell.why, cell
