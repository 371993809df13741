"""Red team 33: a pydantic-ai agent allowed a structured answer of its user's beside text
(``output_type=[str, Outcome, DeferredToolRequests]``) is offered pydantic-ai's own output tool,
``final_result``, and read "offered tool(s) the arena does not give (final_result)", 0/12. It is
a framework's own tool as its installed source words it (:func:`arena.offered.framework_tool`);
a tool of the adapter's under that name, described in words of its own, still fails."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest

from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from reference_adapters_s33 import (
    OwnFinalResultAdapter,
    structured_langgraph,
    structured_pydantic_ai,
)


def _runs(
    arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], build: Callable[[AgentSpec], Any]
) -> list[RunResult]:
    adapter = build(AgentSpec.from_module(rooms))
    items = [
        next(i for i in arena.items if i.meta.get("expect") == expect)
        for expect in ("approved", "denied")
    ]
    return asyncio.run(
        run_many(
            [(adapter, i) for i in items],
            endpoint_for("compliant"),
            settings=RunSettings(),
            spec=check_spec(arena),
        )
    )


def test_pydantic_ai_s_own_output_tool_passes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    pytest.importorskip("pydantic_ai")
    for r in _runs(hitl_arena, endpoint_for, structured_pydantic_ai):
        assert r.passed, [(c.name, c.detail) for c in r.checks if not c.passed]


def test_a_tool_of_the_adapter_s_under_its_name_fails(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    for r in _runs(hitl_arena, endpoint_for, OwnFinalResultAdapter):
        found = next(c for c in r.checks if c.name == "suspended")
        assert not found.passed and "does not give (final_result)" in found.detail, found.detail


def test_what_reads_as_a_framework_s_own_tool() -> None:
    from arena.offered import framework_tool

    said = "the final response which ends this conversation"
    assert framework_tool(f"final_result(booked,room_id) {said}")
    assert framework_tool(f"final_result_outcome(booked) outcome: {said}")
    assert framework_tool("final_answer(answer) provides a final answer to the given problem.")
    assert not framework_tool("final_result(room_id) book the room directly.")
    assert not framework_tool(f"book_room_now(room_id) {said}")


@pytest.mark.xfail(
    strict=True,
    reason="LangChain's structured output tool (create_agent(response_format=Outcome), "
    "ToolStrategy) is named after the user's type and described by its docstring or nothing: "
    "it cannot be told from a tool of the adapter's own (a known false 'no', red team 33)",
)
def test_langchain_s_structured_output_tool_passes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    pytest.importorskip("langchain")
    for r in _runs(hitl_arena, endpoint_for, structured_langgraph):
        assert r.passed, [(c.name, c.detail) for c in r.checks if not c.passed]
