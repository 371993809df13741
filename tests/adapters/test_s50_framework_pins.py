"""findings.md §4's claims about the frameworks' own primitives, pinned to the installed releases.

Each claim below named only a source line or an observation; a release that changed the
behaviour would have left the claim standing. Here each is the framework's own behaviour, run
or read off its objects (no arena adapter involved), beside a near miss that must read
otherwise, so a pin that upgrades a framework fails here and the claim is checked again.
"""

from __future__ import annotations

import importlib.metadata
import inspect
import subprocess
from pathlib import Path
from typing import Any, TypedDict

import pytest

from arena import envs

ROOT = Path(__file__).resolve().parents[2]


class _Asked(TypedDict, total=False):
    heard: str


def _asking_graph() -> Any:
    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.graph import END, START, StateGraph
    from langgraph.types import interrupt

    def ask(state: _Asked) -> _Asked:
        return {"heard": interrupt("book R-101?")}

    graph = StateGraph(_Asked)
    graph.add_node("ask", ask)
    graph.add_edge(START, "ask")
    graph.add_edge("ask", END)
    return graph.compile(checkpointer=InMemorySaver())


def test_langgraph_a_resume_pinned_past_the_thread_keeps_the_first_answer() -> None:
    """§4.2: resumed "approve" (the thread finishes), then again from the same pinned pause
    with "deny", the node hears "approve": the answer already written there."""
    from langgraph.types import Command

    app = _asking_graph()
    config = {"configurable": {"thread_id": "pinned"}}
    assert "__interrupt__" in app.invoke({}, config)
    pause = app.get_state(config).config
    assert app.invoke(Command(resume="approve"), pause) == {"heard": "approve"}
    assert app.invoke(Command(resume="deny"), pause) == {"heard": "approve"}
    # near miss: a thread still at its pause hears the answer it is given
    fresh = {"configurable": {"thread_id": "fresh"}}
    app.invoke({}, fresh)
    assert app.invoke(Command(resume="deny"), app.get_state(fresh).config) == {"heard": "deny"}


def test_langgraph_create_react_agent_is_deprecated_for_create_agent() -> None:
    """§4.2: the adapter builds on ``langchain.agents.create_agent``."""
    from langchain.agents import create_agent
    from langgraph.prebuilt import create_react_agent

    assert "create_agent" in str(getattr(create_react_agent, "__deprecated__", ""))
    assert getattr(create_agent, "__deprecated__", None) is None


def test_openai_agents_approve_cannot_override_the_calls_arguments() -> None:
    """§4.3: ``RunState.approve`` takes the item and ``always_approve`` only (an edit of a held
    call is refused: ``unsupported`` in the tool gate's why); ``reject`` takes a message."""
    from agents.run_state import RunState

    assert list(inspect.signature(RunState.approve).parameters) == [
        "self",
        "approval_item",
        "always_approve",
    ]
    assert "rejection_message" in inspect.signature(RunState.reject).parameters


def test_pydantic_ai_requires_approval_marks_the_tool_unapproved() -> None:
    """§4.4: ``requires_approval=True`` is the approval mechanism (``kind='unapproved'``), not
    ``CallDeferred``; both exceptions exist beside it."""
    from pydantic_ai import Tool
    from pydantic_ai.exceptions import ApprovalRequired, CallDeferred

    def book_room(room_id: str) -> str:
        return room_id

    assert Tool(book_room, requires_approval=True).tool_def.kind == "unapproved"
    assert Tool(book_room).tool_def.kind == "function"
    assert not issubclass(ApprovalRequired, CallDeferred)


def test_agent_framework_approval_response_carries_no_message() -> None:
    """§4.5: the denial text is fixed; ``to_function_approval_response`` takes ``approved``
    only, so the adapter adds the person's words as a message of its own."""
    from agent_framework._types import Content

    params = list(inspect.signature(Content.to_function_approval_response).parameters)
    assert params == ["self", "approved"]


def _requires(dist: str, python: str | None = None) -> list[str]:
    if python is None:
        return list(importlib.metadata.requires(dist) or [])
    out = subprocess.run(
        [python, "-c", f"import importlib.metadata as m; print('\\n'.join(m.requires({dist!r})))"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return out.stdout.splitlines()


def _bare(requirements: list[str], name: str) -> set[str]:
    """``name``'s requirements with no environment marker (an extra's aside)."""
    return {r.replace(" ", "") for r in requirements if r.startswith(name) and ";" not in r}


def test_the_requirements_that_keep_crewai_in_its_own_environment() -> None:
    """§4.8 "Dependencies": openai-agents needs openai>=3 and google-adk opentelemetry-api<=1.44,
    while CrewAI needs openai<3 and opentelemetry-api>=1.45.1: they cannot share one."""
    agents = _bare(_requires("openai-agents"), "openai")
    assert any(">=3" in r for r in agents), agents
    adk = _bare(_requires("google-adk"), "opentelemetry-api")
    assert any("<=1.44" in r for r in adk), adk
    if not envs.ready("crewai"):
        pytest.skip("crewai environment not set up")
    python = str(ROOT / ".venvs" / "crewai" / "bin" / "python")
    crewai = _requires("crewai", python)
    assert any("<3" in r for r in _bare(crewai, "openai")), crewai
    assert any(">=1.45.1" in r for r in _bare(crewai, "opentelemetry-api")), crewai
