"""``t.restart()`` and ``t.restart(process=True)`` on an arena adapter class an eval built around
an agent of its own (``PydanticAIAdapter(agent)``, docs/drive.md "An agent you built with a
framework"): both built the adapter again by its registered name, ``pydantic_ai``, which builds
the arena's own agent, so the leg after the restart ran that agent in the eval's place. An own
agent whose booking needed what it kept in its process's memory failed the same eval without a
restart and passed it with either (regress35). Only an adapter ``load_adapter`` built goes by
its name now; an own agent is asked for (``t.restart(adapter=...)``) or refused in one line."""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from arena.adapters import built_by_name, load_adapter
from arena.adapters.pydantic_ai import PydanticAIAdapter, answering_tool
from arena.adapters.vanilla import VanillaAdapter
from arena.context import ModelEndpoint
from arena.drive import DriveError, Driver, rooms_agent
from arena.errors import UserError
from arena.store import open_store

TASK = "Book a meeting room for 6 people on Tuesday."


def own_agent() -> PydanticAIAdapter:
    """The arena's agent as an eval writes its own, its booking tool wrapped by the eval."""
    from pydantic_ai import Agent, DeferredToolRequests, Tool

    spec = rooms_agent()

    def own(fn: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(fn)
        def wrapped(*args: Any, **kwargs: Any) -> Any:
            return fn(*args, **kwargs)

        return wrapped

    tools = [answering_tool(fn) if fn.__name__ == spec.gate else Tool(own(fn)) for fn in spec.tools]
    agent: Agent[None, Any] = Agent(
        instructions=spec.system_prompt,
        name=spec.name,
        tools=tools,
        output_type=[str, DeferredToolRequests],
    )
    return PydanticAIAdapter(agent, ask=(spec.gate,))


def test_only_what_load_adapter_built_is_built_by_name() -> None:
    spec = rooms_agent()
    assert built_by_name(load_adapter("vanilla", spec)) == "vanilla"
    assert built_by_name(own_agent()) is None
    assert built_by_name(VanillaAdapter(spec)) is None


def test_restart_process_refuses_an_own_agent_in_one_line(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    mine = own_agent()
    with (
        open_store(tmp_path / "a.db") as store,
        Driver(mine, endpoint_for("compliant"), agent=rooms_agent(), store=store) as t,
    ):
        t.send(TASK)
        with pytest.raises(DriveError) as caught:
            t.restart(process=True)
        assert t._restart_plan is None
        t.respond_all("deny")
        t.succeeded()
    (said,) = str(caught.value).splitlines()
    assert "PydanticAIAdapter around an agent this eval built" in said, said
    assert "__init__ takes the AgentSpec" in said, said


def test_restart_asks_for_an_own_agent_instead_of_running_the_arenas(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    mine = own_agent()
    with Driver(mine, endpoint_for("compliant"), agent=rooms_agent()) as t:
        t.send(TASK)
        with pytest.raises(UserError, match=r"pass the new process's adapter: t\.restart\("):
            t.restart()
        t.restart(adapter=own_agent())  # the eval's own, built again
        assert t.adapter is not mine and t.adapter.agent is not mine.agent  # type: ignore[attr-defined]
        t.respond_all("approve")
        t.succeeded()
        t.called_tool("book_room", status="ok", times=1)


def test_an_arena_class_built_from_the_spec_goes_as_module_class() -> None:
    """``VanillaAdapter(spec)`` is what ``cls(spec)`` builds again: no refusal."""
    from arena.drive._process import _adapter_ref

    assert _adapter_ref(VanillaAdapter(rooms_agent())) == "arena.adapters.vanilla:VanillaAdapter"
    assert _adapter_ref(load_adapter("vanilla", rooms_agent())) == "vanilla"
