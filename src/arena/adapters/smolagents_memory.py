"""smolagents memory as JSON: the codec that makes a paused smolagents run durable.

smolagents has ``ActionStep.dict()`` but nothing that reads it back, so this keeps exactly what the
model sees — tasks, tool calls, observations, errors, plans — and rebuilds the steps with
smolagents' own dataclasses. A round trip gives identical ``write_memory_to_messages()``
(tests/adapters/test_adapter_smolagents.py); what the model never sees (timings, token counts,
images, raw model messages) is not kept. The paused run (memory, calls waiting, unused approvals)
is kept in a session slot with this codec (:data:`PAUSED`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from smolagents import utils as smol_utils
from smolagents.memory import ActionStep, PlanningStep, TaskStep
from smolagents.memory import ToolCall as SmolToolCall
from smolagents.models import ChatMessage, MessageRole
from smolagents.monitoring import AgentLogger, LogLevel, Timing
from smolagents.utils import AgentError

from arena.errors import RunError
from arena.session import create_session_slot

_SILENT = AgentLogger(level=LogLevel.OFF)
#: The format of a paused run in the session line; another number is refused, not guessed at.
MEMORY_VERSION = 1


def dump_steps(steps: Iterable[Any]) -> list[dict[str, Any]]:
    """The parts of smolagents memory that reach the model, as JSON."""
    out: list[dict[str, Any]] = []
    for step in steps:
        if isinstance(step, TaskStep):
            out.append({"kind": "task", "task": step.task})
        elif isinstance(step, PlanningStep):
            out.append({"kind": "planning", "plan": step.plan})
        elif isinstance(step, ActionStep):
            out.append(
                {
                    "kind": "action",
                    "step_number": step.step_number,
                    "model_output": _text_or_none(step.model_output),
                    "tool_calls": [tc.dict() for tc in step.tool_calls]
                    if step.tool_calls is not None
                    else None,
                    "observations": step.observations,
                    "error": step.error.dict() if step.error is not None else None,
                    "is_final_answer": step.is_final_answer,
                }
            )
        else:
            raise RunError(f"smolagents memory step {type(step).__name__} has no JSON form here")
    return out


def load_steps(raw: Sequence[Mapping[str, Any]]) -> list[Any]:
    """Rebuild memory steps with smolagents' own dataclasses (it has no loader of its own)."""
    steps: list[Any] = []
    for item in raw:
        kind = item.get("kind")
        if kind == "task":
            steps.append(TaskStep(task=str(item["task"])))
        elif kind == "planning":
            plan = str(item["plan"])
            message = ChatMessage(role=MessageRole.ASSISTANT, content=plan)
            steps.append(
                PlanningStep(
                    model_input_messages=[],
                    model_output_message=message,
                    plan=plan,
                    timing=Timing(start_time=0.0, end_time=0.0),
                )
            )
        elif kind == "action":
            calls = item.get("tool_calls")
            error = item.get("error")
            steps.append(
                ActionStep(
                    step_number=int(item["step_number"]),
                    timing=Timing(start_time=0.0, end_time=0.0),
                    model_output=item.get("model_output"),
                    tool_calls=None
                    if calls is None
                    else [
                        SmolToolCall(
                            name=c["function"]["name"],
                            arguments=c["function"]["arguments"],
                            id=c["id"],
                        )
                        for c in calls
                    ],
                    observations=item.get("observations"),
                    error=_load_error(error) if error else None,
                    is_final_answer=bool(item.get("is_final_answer")),
                )
            )
        else:
            raise RunError(f"unknown smolagents memory step kind {kind!r} in the session")
    return steps


def _load_error(raw: Mapping[str, Any]) -> AgentError:
    cls = getattr(smol_utils, str(raw.get("type")), AgentError)
    if not (isinstance(cls, type) and issubclass(cls, AgentError)):
        cls = AgentError
    return cls(str(raw.get("message", "")), _SILENT)


def _text_or_none(value: Any) -> Any:
    return value if value is None or isinstance(value, str) else json.loads(json.dumps(value))


# -- the paused run, as a session slot --------------------------------------------------------------
@dataclass
class PausedRun:
    """A stopped run: its memory, the calls waiting for a person, approvals not yet used."""

    steps: list[dict[str, Any]]
    waiting: list[str]  # native tool call ids
    grants: list[dict[str, Any]] = field(default_factory=list)  # {"tool", "args"}


def dump_paused(p: PausedRun) -> dict[str, Any]:
    return {"version": MEMORY_VERSION, "steps": p.steps, "waiting": p.waiting, "grants": p.grants}


def load_paused(raw: Any) -> PausedRun:
    if not isinstance(raw, dict) or raw.get("version") != MEMORY_VERSION:
        found = raw.get("version") if isinstance(raw, dict) else type(raw).__name__
        raise RunError(
            f"smolagents session has memory format {found!r}; this release reads "
            f"{MEMORY_VERSION} — resume it with the release that wrote it"
        )
    return PausedRun(steps=raw["steps"], waiting=raw["waiting"], grants=raw.get("grants", []))


#: The paused run, as JSON both ways: a new process can rebuild the memory and resume.
PAUSED = create_session_slot("smolagents.paused", dump=dump_paused, load=load_paused)
#: A finished run's memory, so a second send on the session line continues it.
HISTORY = create_session_slot("smolagents.history", dump=dump_paused, load=load_paused)


__all__ = [
    "HISTORY",
    "MEMORY_VERSION",
    "PAUSED",
    "PausedRun",
    "dump_paused",
    "dump_steps",
    "load_paused",
    "load_steps",
]
