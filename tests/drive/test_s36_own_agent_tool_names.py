"""``called_tool`` on an agent an eval built with a framework (drive36): docs/drive.md says a name
the agent has no tool for is a DriveError, since ``called_tool("book_rom", times=0)`` would pass
whatever the agent did; but a line on ``PydanticAIAdapter(agent)`` or
``OpenAIAgentsAdapter(agent)`` has no AgentSpec, so any name passed (``called_tool("deplo",
times=0)`` held on an agent that deployed). The driver now reads the tool names off the adapter
(``tool_names``: the framework agent's function tools) where no AgentSpec gives them."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena import recorded
from arena.context import ModelEndpoint
from arena.drive import DriveError, Driver


@recorded(side_effect=True)
def deploy(service: str) -> str:
    """Deploy a service to production."""
    return f"{service} deployed"


@recorded
def check_health(service: str) -> str:
    """Read a service's health."""
    return f"{service}: healthy"


def _pydantic_ai() -> object:
    pytest.importorskip("pydantic_ai")
    from pydantic_ai import Agent, Tool

    from arena.adapters.pydantic_ai import PydanticAIAdapter

    return PydanticAIAdapter(
        Agent(tools=[Tool(check_health), Tool(deploy, requires_approval=True)], output_type=str)
    )


def _openai_agents() -> object:
    pytest.importorskip("agents")
    from agents import Agent, function_tool

    from arena.adapters.openai_agents import OpenAIAgentsAdapter

    tools = [function_tool(check_health), function_tool(deploy, needs_approval=True)]
    return OpenAIAgentsAdapter(Agent(name="deployer", instructions="Deploy.", tools=tools))


@pytest.mark.parametrize("build", [_pydantic_ai, _openai_agents])
def test_a_tool_name_the_own_agent_lacks_is_refused(
    build: Callable[[], object], endpoint: ModelEndpoint
) -> None:
    with Driver(build(), endpoint) as t:  # type: ignore[arg-type]
        with pytest.raises(DriveError, match=r"did you mean 'deploy'\?.*check_health, deploy"):
            t.called_tool("deplo", times=0)
        with pytest.raises(DriveError, match="has no tool of that name"):
            t.called_tool("book_room", times=0)
