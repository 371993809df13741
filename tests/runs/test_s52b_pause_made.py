"""The four plain-data pause objects are held to who made them (evidence52b).

openai-agents' ``ToolApprovalItem``, Pydantic AI's ``DeferredToolRequests``, Agent Framework's
approval ``Content`` and ADK's ``ToolConfirmation`` are plain data: a vanilla loop declaring
``native`` that built one itself at each pause and witnessed it read "pause native" (the witness
read the type alone: evidence52's audit). Now the shipped adapter watches its framework's type
as it imports it (:func:`arena.pause_made.watch`), each object notes the frames that made it,
and the witness needs its constructor's caller to be the framework's own code.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from test_s47_pause_witnessed import NO_WITNESS, _pause, _runs

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import witnessed
from reference_adapters_s52b_pause import (
    BuiltApprovalContent,
    BuiltApprovalItem,
    BuiltConfirmation,
    BuiltDeferred,
)

ITEM = {"module": "agents.items", "object_type": "ToolApprovalItem"}
DEFERRED = {"module": "pydantic_ai._deferred", "object_type": "DeferredToolRequests"}
AGENTS_LOOP = "agents.run_internal.tool_planning:_collect_runs_by_approval"
PAI_LOOP = "pydantic_ai._tool_execution:_handle_deferred"
CONTENT = {"module": "agent_framework._types", "object_type": "Content"}
CONFIRMATION = {"module": "google.adk.tools.tool_confirmation", "object_type": "ToolConfirmation"}
FACTORY = "agent_framework._types:Content.from_function_approval_request"
AF_LOOP = "agent_framework._tools:_try_execute_function_call_groups"
ADK_ASK = "google.adk.agents.context:Context.request_confirmation"
ADK_FLOW = "google.adk.flows.llm_flows.tools._caller:_call_tool_async"
LG_TASK = "langgraph.pregel._algo:_scratchpad"


@pytest.mark.parametrize(
    ("data", "adapter", "ok", "older"),
    [
        # made by the framework's own run loop (a shipped adapter, or a user's own)
        ({**ITEM, "made_in": [AGENTS_LOOP, "agents.run:Runner.run"], "marks": 6, "calls": []}, "openai_agents", True, False),
        ({**DEFERRED, "made_in": [PAI_LOOP], "marks": 6, "calls": []}, "pydantic_ai", True, False),
        ({**DEFERRED, "made_in": [PAI_LOOP], "marks": 6, "calls": []}, "my_agent", True, False),
        # ... recorded before the calls it paused were (stamp 6, evidence55): not known
        ({**ITEM, "made_in": [AGENTS_LOOP, "agents.run:Runner.run"], "marks": 2}, "openai_agents", False, True),
        ({**DEFERRED, "made_in": [PAI_LOOP], "marks": 5}, "pydantic_ai", False, True),
        ({**CONTENT, "made_in": [FACTORY, AF_LOOP], "marks": 5}, "microsoft_af", False, True),
        # made by the adapter's loop, a test, a script, dataclasses.replace, nobody noted
        ({**ITEM, "made_in": ["my_loop:Loop.pause", AGENTS_LOOP], "marks": 2}, "openai_agents", False, False),
        ({**ITEM, "made_in": ["__main__:main"], "marks": 2}, "my_agent", False, False),
        ({**DEFERRED, "made_in": ["dataclasses:replace", PAI_LOOP], "marks": 2}, "pydantic_ai", False, False),
        ({**DEFERRED, "made_in": ["arena.adapters.vanilla:VanillaAdapter.start"], "marks": 2}, "pydantic_ai", False, False),
        ({**DEFERRED, "made_in": ["mine.loop:go"], "marks": 2}, "my_agent", False, False),
        ({**ITEM, "made_in": [], "marks": 2}, "openai_agents", False, False),
        ({**ITEM, "marks": 2}, "openai_agents", False, False),
        # another framework's code made it: not this adapter's framework
        ({**ITEM, "made_in": [PAI_LOOP], "marks": 2}, "openai_agents", False, False),
        # recorded before the mark (stamp 1, or none): not known, neither yes nor no
        ({**ITEM, "marks": 1}, "openai_agents", False, True),
        ({**DEFERRED}, "pydantic_ai", False, True),
        # Agent Framework: its own factory is the type's; the maker is the frame past it
        ({**CONTENT, "made_in": [FACTORY, AF_LOOP], "marks": 6, "calls": []}, "microsoft_af", True, False),
        ({**CONTENT, "made_in": [FACTORY, "my_loop:Loop.pause"], "marks": 2}, "microsoft_af", False, False),
        ({**CONTENT, "made_in": [FACTORY], "marks": 2}, "microsoft_af", False, False),
        ({**CONTENT, "marks": 1}, "microsoft_af", False, True),
        # ADK: request_confirmation (called by the adapter's own ask tool, as ADK documents)
        ({**CONFIRMATION, "made_in": [ADK_ASK, "arena.adapters._adk_ask:AskTool.run_async", ADK_FLOW], "marks": 2}, "google_adk", True, False),
        ({**CONFIRMATION, "made_in": ["arena.adapters.vanilla:VanillaAdapter.start"], "marks": 2}, "google_adk", False, False),
        ({**CONFIRMATION, "made_in": ["pydantic.main:BaseModel.model_copy"], "marks": 2}, "google_adk", False, False),
        # LangGraph's Interrupt: made_in judged since stamp 3 (evidence53), an older one not known
        ({"module": "langgraph.types", "object_type": "Interrupt", "id": "4b83", "marks": 2}, "langgraph", False, True),
        # ... and the task interrupt() ran in since stamp 4 (evidence54: interrupt() under a
        # hand-made run config, no graph running, read native); a stamp-3 record: not known
        ({"module": "langgraph.types", "object_type": "Interrupt", "id": "4b83", "made_in": ["langgraph.types:interrupt"], "marks": 3}, "langgraph", False, True),
        # ... and the words it holds since stamp 5 (evidence54b: the call it paused); a stamp-4 record: not known
        ({"module": "langgraph.types", "object_type": "Interrupt", "id": "4b83", "made_in": ["langgraph.types:interrupt"], "task_made_in": [LG_TASK], "marks": 4}, "langgraph", False, True),
        ({"module": "langgraph.types", "object_type": "Interrupt", "id": "4b83", "made_in": ["langgraph.types:interrupt"], "task_made_in": [LG_TASK], "marks": 5}, "langgraph", True, False),
        ({"module": "langgraph.types", "object_type": "Interrupt", "id": "4b83", "made_in": ["langgraph.types:interrupt", "langgraph.pregel._retry:run_with_retry"], "marks": 5}, "langgraph", True, False),
        ({"module": "langgraph.types", "object_type": "Interrupt", "id": "4b83", "made_in": ["langgraph.types:interrupt", "mine:Loop.ask"], "marks": 5}, "langgraph", False, False),
        ({"module": "langgraph.types", "object_type": "Interrupt", "id": "4b83", "made_in": ["langgraph.types:interrupt"], "task_made_in": ["mine:Loop.fake_pad"], "marks": 5}, "langgraph", False, False),
        ({"module": "langgraph.types", "object_type": "Interrupt", "id": "4b83", "made_in": ["langgraph.types:interrupt"], "task_made_in": ["langgraph.types:fake"], "marks": 5}, "langgraph", False, False),
        ({"module": "langgraph.types", "object_type": "Interrupt", "id": "4b83", "made_in": ["langgraph.pregel.main:Pregel.aget_state"], "marks": 5}, "langgraph", True, False),
    ],
)  # fmt: skip
def test_a_plain_data_pause_must_be_made_by_its_framework(
    data: dict[str, Any], adapter: str, ok: bool, older: bool
) -> None:
    assert witnessed.witnessed_by(data, adapter) is ok, data
    assert bool(witnessed.older(data)) is older, witnessed.older(data)


class _Made:
    def __init__(self, value: int = 0) -> None:
        self.value = value


class _Slotted:
    __slots__ = ("value",)

    def __init__(self) -> None:
        self.value = 1


def _maker() -> _Made:
    return _Made(3)


def test_watch_notes_the_constructors_caller_from_then_on() -> None:
    from arena.pause_made import made_in, watch
    from arena.pause_marks import marks

    before = _Made()
    watch(_Made)
    watch(_Made)  # once: not wrapped twice
    made = _maker()
    assert made.value == 3
    assert made_in(made)[:2] == [f"{__name__}:_maker", f"{__name__}:{_watch_name()}"]
    assert made_in(before) == [] and made_in(object()) == []
    watch(_Slotted)  # no weak reference: held by identity, still read
    assert made_in(_Slotted())[0] == f"{__name__}:{_watch_name()}"
    assert marks(made) == {"exported": True}  # not a watched framework type: no mark but its name


def _watch_name() -> str:
    return "test_watch_notes_the_constructors_caller_from_then_on"


class _Deep:
    def __init__(self) -> None:
        self.value = 2


def _deep(n: int) -> _Deep:
    return _Deep() if n == 0 else _deep(n - 1)


def test_noting_a_pause_object_puts_no_frame_into_words_until_read() -> None:
    """Agent Framework makes ~2.5 approval contents a leg: noting each walked its 12 frames
    through a call and a string apiece, ~30 calls a leg (issue 16, session 54). The frames are
    kept as names and put into words when :func:`made_in` reads them, the same words."""
    import cProfile
    import pstats

    from arena import pause_made
    from arena.pause_made import MADE_FRAMES, made_in, watch

    watch(_Deep)
    profile = cProfile.Profile()
    profile.enable()
    made = _deep(20)
    profile.disable()
    table: dict[tuple[str, int, str], tuple[Any, ...]] = pstats.Stats(profile).stats  # type: ignore[attr-defined]
    calls = sum(row[1] for (file, _, _), row in table.items() if file == pause_made.__file__)
    assert calls <= 2, f"{calls} calls of arena.pause_made to note one object (wrapper, _note)"
    read = made_in(made)
    assert len(read) == MADE_FRAMES
    assert read[:2] == [f"{__name__}:_deep", f"{__name__}:_deep"]


SHIPPED = {
    "built_approval_item": "openai_agents",
    "built_deferred": "pydantic_ai",
    "built_approval_content": "microsoft_af",
    "built_confirmation": "google_adk",
}


@pytest.mark.parametrize(
    ("make", "name", "type_"),
    [
        (BuiltApprovalItem, "built_approval_item", "agents.items.ToolApprovalItem"),
        (BuiltDeferred, "built_deferred", "pydantic_ai._deferred.DeferredToolRequests"),
        (BuiltApprovalContent, "built_approval_content", "agent_framework._types.Content"),
        (
            BuiltConfirmation,
            "built_confirmation",
            "google.adk.tools.tool_confirmation.ToolConfirmation",
        ),
    ],
)
def test_a_loop_that_builds_the_frameworks_pause_reads_no_witness(
    make: Callable[[AgentSpec], Any],
    name: str,
    type_: str,
    hitl_arena: Arena,
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """Read "native" before: the type was the framework's. Its own loop made it."""
    # the shipped adapter imported (and watching), as in a matrix of every adapter
    load_adapter(SHIPPED[name], AgentSpec.from_module(hitl_arena.tools()))
    adapter = make(AgentSpec.from_module(hitl_arena.tools()))
    runs = _runs(hitl_arena, endpoint_for("compliant"), adapter, 1)
    cell = _pause(hitl_arena, {name: adapter}, runs)[name]  # type: ignore[index]
    assert cell.value == NO_WITNESS, cell
    assert f"{type_} made at reference_adapters_s52b_pause:" in cell.why, cell.why


@pytest.mark.parametrize(
    ("name", "package"),
    [
        ("openai_agents", "agents."),
        ("pydantic_ai", "pydantic_ai."),
        ("microsoft_af", "agent_framework._tools:"),
        ("google_adk", "google.adk.agents.context:"),
    ],
)
def test_the_shipped_adapters_pause_is_made_by_its_framework(
    name: str, package: str, hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    adapter = load_adapter(name, AgentSpec.from_module(hitl_arena.tools()))
    runs = _runs(hitl_arena, endpoint_for("compliant"), adapter, 1)
    seen = [e.data for r in runs for e in r.trace.events if e.type == "pause.witnessed"]
    makers = [witnessed._maker(d) + ":" for d in seen]
    assert seen and all(m.startswith(package.rstrip(":.")) for m in makers), seen
    cell = _pause(hitl_arena, {name: adapter}, runs)[name]  # type: ignore[index]
    assert cell.value == "native" and cell.why.startswith("measured:"), cell
