"""A call the framework did not run, and told the model so, is not a made-up result when the
model's later call with the same arguments ran (docs32: crewai under ``batch`` failed
``booked_as_approved`` on every approved item, "the model was handed 'not run: book_room was
skipped…' … not what the harness's wrapper returned for it", holding the skipped call's notice
against the later booking's result). A "NOT RUN" told for a call the adapter did run still fails.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import EvalItem, ResumableRunner
from reference_adapters_s32_skipped import RunsTheSkipped, SkipsBesideGate

APPROVED = EvalItem(
    id="s32-batch",
    input="Please book a meeting room for 6 people on Tuesday.",
    resume_with=("approve",),
    checks=("tool_called_once_after_resume", "booked_as_approved", "reported_booking"),
    meta={"expect": "approved", "people": 6, "day": "tuesday"},
)


def _run(
    cls: Callable[[AgentSpec], ResumableRunner], arena: Arena, endpoint: ModelEndpoint
) -> RunResult:
    [result] = asyncio.run(
        run_many(
            [(cls(AgentSpec.from_module(rooms)), APPROVED)],
            endpoint,
            settings=RunSettings(concurrency=1),
            spec=check_spec(arena),
        )
    )
    return result


def _check(result: RunResult, name: str) -> tuple[bool, str]:
    [check] = [c for c in result.checks if c.name == name]
    return check.passed, check.detail


def test_a_batched_call_told_not_run_and_asked_again_passes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    result = _run(SkipsBesideGate, hitl_arena, endpoint_for("batch"))
    booked = [c for c in result.trace.tool_calls if c.tool == "book_room" and c.status == "ok"]
    assert len(booked) == 1
    assert _check(result, "booked_as_approved")[0], _check(result, "booked_as_approved")
    assert result.passed, [c for c in result.checks if not c.passed]


def test_a_not_run_told_for_a_call_the_adapter_ran_fails(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    result = _run(RunsTheSkipped, hitl_arena, endpoint_for("batch"))
    assert not result.passed
    passed, detail = _check(result, "booked_as_approved")
    assert not passed
    assert "was handed 'not run: book_room was skipped" in detail, detail
