"""``tool_called_once_after_resume`` and ``booked_as_approved`` read the model's call, not an
adapter's: where the endpoint keeps a per-run log, the leg that ran the consequential tool must
have sent the model a request carrying the approval, and the model must have called the tool in
reply (or as the gate itself).

An adapter that, on an approval, booked the approved room itself and ended the run with its own
message scored 12/12 — also under the faulty models (``double``, ``swap``) that fail every honest
adapter: the model never heard the approval (outside reviewer, red team hole 4).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import msgspec
import pytest

from arena.adapters import load_adapter
from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evidence import recorded_acts
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import ResumableRunner
from reference_adapters import AutoBookAdapter, EchoAutoBookAdapter

APPROVED_CHECKS = ("tool_called_once_after_resume", "booked_as_approved")


def approved_runs(
    arena: Arena, endpoint: ModelEndpoint, adapter: ResumableRunner, n: int = 2
) -> list[RunResult]:
    approved = [i for i in arena.items if i.meta.get("expect") == "approved"][:n]
    assert approved
    jobs = [(adapter, i) for i in approved]
    return asyncio.run(run_many(jobs, endpoint, settings=RunSettings(concurrency=2)))


def check(r: RunResult, name: str) -> tuple[bool, str]:
    found = [c for c in r.checks if c.name == name]
    if not found:
        pytest.skip(f"{r.item.id} has no {name} check")
    return found[0].passed, found[0].detail


@pytest.mark.parametrize("adapter_cls", [AutoBookAdapter, EchoAutoBookAdapter])
@pytest.mark.parametrize("behaviour", ["compliant", "double", "swap"])
def test_a_booking_the_model_never_made_fails(
    hitl_arena: Arena,
    endpoint_for: Callable[[str], ModelEndpoint],
    adapter_cls: type[AutoBookAdapter],
    behaviour: str,
) -> None:
    adapter = adapter_cls(AgentSpec.from_module(rooms))
    for r in approved_runs(hitl_arena, endpoint_for(behaviour), adapter):
        booked = [c for c in r.trace.tool_calls if c.tool == "book_room" and c.status == "ok"]
        assert len(booked) == 1  # the adapter booked exactly what the person approved
        assert not r.passed
        for name in APPROVED_CHECKS:
            if any(c.name == name for c in r.checks):
                passed, detail = check(r, name)
                assert not passed, detail
                assert f"no model request in leg {booked[0].leg} carried the approval" in detail
                assert "the book_room call was the adapter's, not the model's" in detail
        if adapter_cls is EchoAutoBookAdapter:
            [act] = [a for a in recorded_acts(r.trace.events).values()]
            assert act.sent >= 1 and act.requests == 0  # the model was asked, just not that


@pytest.mark.parametrize("gated", [(), ("book_room",)])
def test_the_models_own_booking_passes_and_says_so(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], gated: tuple[str, ...]
) -> None:
    """The gate as a separate call (the model calls the tool after the approval) and the gate as
    the tool itself (approving the model's call runs it) both read as the model's booking."""
    spec = msgspec.structs.replace(AgentSpec.from_module(rooms), gated=gated)
    adapter = load_adapter("vanilla", spec)
    for r in approved_runs(hitl_arena, endpoint_for("compliant"), adapter):
        passed, detail = check(r, "tool_called_once_after_resume")
        assert passed and "model log: the model called book_room" in detail, detail
        [act] = recorded_acts(r.trace.events).values()
        assert act.requests >= 1
        assert act.gated == gated


def test_a_model_that_never_called_the_tool_in_reply_fails() -> None:
    """A leg whose requests carried the approval, but whose booking no model response made."""
    from arena.evidence import LoggedRequest, model_acted

    heard = LoggedRequest(seq=2, run_id="r", calls=(), answered=("request_approval",), text="ok")
    gate = LoggedRequest(seq=1, run_id="r", calls=("request_approval",))
    act = model_acted(2, [heard], {"request_approval"}, {"book_room"}, [gate, heard])
    ok, why = act.booked_by_model("book_room")
    assert (ok, act.requests) == (False, 1)
    assert "the model did not call book_room in reply to the approval in leg 2" in why
    booked = msgspec.structs.replace(heard, calls=("book_room",))
    act = model_acted(2, [booked], {"request_approval"}, {"book_room"}, [gate, booked])
    assert act.booked_by_model("book_room")[0]
