"""smolagents' pause is witnessed by its own interrupt, not by any ``AgentError`` (evidence51).

smolagents pauses by ``agent.interrupt()``: at the top of the next step its loop raises
``AgentError("Agent interrupted.")`` (``MultiStepAgent._run_stream``). The witness read only
the object's type and module, and ``AgentError`` is a plain exception: raised for a failed
final-answer check too, and by any loop that imports it. A vanilla loop that declared
``partial`` and witnessed an ``AgentError`` of its own read "pause partial", measured. The
harness now reads where the exception was raised (its innermost traceback frame) and holds it
to the framework's own raise.
"""

from __future__ import annotations

import asyncio

import pytest

from arena.adapters import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import witnessed
from arena.matrix.stops import pause_cell
from arena.runner import RunResult, run_item
from arena.settings import RunSettings
from arena.tools import rooms
from reference_adapters_s51 import MadeAgentErrorPartial, OwnAgentErrorPartial

INTERRUPT = "smolagents.agents:MultiStepAgent._run_stream"


@pytest.fixture(scope="module")
def forged(hitl_arena: Arena, model_server: object) -> dict[str, RunResult]:
    """One run of hitl-01 for each loop witnessing an AgentError of its own."""
    endpoint = ModelEndpoint(
        base_url=model_server.base_url,  # type: ignore[attr-defined]
        model="scripted-compliant",
        request_log=model_server.request_log,  # type: ignore[attr-defined]
    )
    item = next(i for i in hitl_arena.items if i.id == "hitl-01")
    settings = RunSettings(leg_timeout_s=30.0)
    out = {}
    for cls in (OwnAgentErrorPartial, MadeAgentErrorPartial):
        adapter = cls(AgentSpec.from_module(rooms))
        out[cls.name] = asyncio.run(run_item(adapter, item, endpoint, settings=settings))
    return out


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("s51_own_agent_error", "raised at reference_adapters_s51:OwnAgentErrorPartial._error"),
        ("s51_made_agent_error", "smolagents.utils.AgentError never raised"),
    ],
)
@pytest.mark.parametrize("adapter", ["smolagents", "my_smolagents_loop"])
def test_an_agent_error_of_the_adapters_own_witnesses_nothing(
    forged: dict[str, RunResult], name: str, said: str, adapter: str
) -> None:
    run = forged[name]
    assert run.trace.asking_legs, run.trace
    (seen,) = [e.data for e in run.trace.events if e.type == "pause.witnessed"]
    assert seen["module"] == "smolagents.utils" and seen["object_type"] == "AgentError", seen
    cell = pause_cell([run], "partial", adapter=adapter)
    assert cell.value == "declared partial, no witness", cell
    assert said in cell.why and "no framework's" in cell.why, cell.why


@pytest.mark.parametrize(
    ("data", "ok"),
    [
        # smolagents' own interrupt: the only AgentError that witnesses its pause
        ({"raised_at": INTERRUPT}, True),
        # the same type raised elsewhere in smolagents (a failed final-answer check)
        ({"raised_at": "smolagents.agents:MultiStepAgent._validate_final_answer"}, False),
        (
            {"raised_at": "smolagents.remote_executors:RemotePythonExecutor.run_code_raise_errors"},
            False,
        ),
        ({"raised_at": ""}, False),  # made, never raised
        ({"raised_at": "my_loop:Loop.step"}, False),
        ({"raised_at": "arena.adapters.smolagents:SmolagentsAdapter._run_on"}, False),
        # a witness from before evidence51, its type only: not recorded, never a yes (evidence52,
        # tests/runs/test_s52_pause_marks.py reads such a folder)
        ({}, False),
    ],
)
def test_where_an_agent_error_was_raised_decides(data: dict[str, str], ok: bool) -> None:
    event = {"module": "smolagents.utils", "object_type": "AgentError", **data}
    assert witnessed.witnessed_by(event, "smolagents") is ok, event


@pytest.mark.parametrize(
    ("data", "ok"),
    [
        # an exception no framework pauses with (this module holds none), raised in its
        # package: no pause type (evidence53: arena.matrix.witnessed.PAUSE_TYPES)
        ({"module": "crewai.flow", "object_type": "HumanFeedbackPending",
          "raised_at": "crewai.flow.flow:Flow._run"}, False),
        # ... raised by the adapter's or arena's code: not
        ({"module": "crewai.flow", "object_type": "HumanFeedbackPending",
          "raised_at": "arena.adapters.crewai:CrewAIAdapter.start"}, False),
        ({"module": "crewai.flow", "object_type": "HumanFeedbackPending", "raised_at": ""}, False),
        # objects that are no exception carry no raised_at; LangGraph's Interrupt is held to
        # the id interrupt() gives it (evidence52: tests/runs/test_s52_pause_marks.py)
        ({"module": "langgraph.types", "object_type": "Interrupt",
          "id": "4b83cb671c7db94535a5819dd7f7c459", "made_in": ["langgraph.types:interrupt"],
          "task_made_in": ["langgraph.pregel._algo:_scratchpad"], "marks": 5}, True),
        ({"module": "arena.adapters.vanilla", "object_type": "Interrupt"}, False),
    ],
)  # fmt: skip
def test_other_exceptions_must_be_raised_by_the_framework(data: dict[str, str], ok: bool) -> None:
    adapter = "crewai" if data["module"].startswith("crewai") else "langgraph"
    assert witnessed.witnessed_by(data, adapter) is ok, data
