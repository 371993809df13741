"""CrewAI adapter: the Flow-level ``@human_feedback`` pause, run in CrewAI's own environment.

CrewAI (1.15) has two human-in-the-loop mechanisms:

* **Agent level** — ``before_tool_call`` hooks (``ToolCallHookContext.request_human_input``) and
  ``Task(human_input=True)``: checked *before* a tool runs, but they block on ``input()`` in the
  running process; nothing is persisted, so nothing survives the process.
* **Flow level** — ``@human_feedback(provider=P)`` on a flow method, where ``P.request_feedback``
  raises ``HumanFeedbackPending``: ``kickoff`` returns the pending object, the flow's state and
  the pending context are saved by its ``FlowPersistence``, and ``Flow.from_pending(flow_id,
  persistence).resume(feedback)`` continues — in another process. Durable, but the unit is a
  *flow method*: feedback is collected after a whole method returned.

This adapter uses the flow-level pause. To make it stop at the gate *call*, the gate tool is built
with ``result_as_answer=True``: calling it ends the agent's step (the tool body only returns a
marker, the harness never executes it); the flow routes to a ``@human_feedback`` method that
pauses. On resume the verdict becomes the gate call's tool result in the message history and the
agent runs again. Feedback is passed as JSON and routed without ``emit``: with ``emit`` CrewAI
asks an LLM to classify every non-empty feedback text, even ``"approved"``.

This module is the harness side: :func:`build` (no CrewAI import) returns a
:class:`~arena.workers.client.WorkerAdapter`. The worker side — :class:`CrewAIDriver`
(:mod:`arena.adapters.crewai_driver`) and the flow (:mod:`arena.adapters.crewai_flow`) — runs only
inside ``.venvs/crewai`` (``python -m arena.workers.serve crewai``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.adapters.base import AgentSpec, Traits
from arena.adapters.crewai_driver import MECHANISM, CrewAIDriver

if TYPE_CHECKING:
    from arena.workers.client import WorkerAdapter

ENV = "crewai"


def build(spec: AgentSpec) -> WorkerAdapter:
    """The arena's agent as a CrewAI flow, run in ``.venvs/crewai`` (``arena env setup crewai``)."""

    return CrewAIAdapter(spec, gated=spec.gated)


def CrewAIAdapter(
    spec: AgentSpec, *, ask: tuple[str, ...] | None = None, gated: tuple[str, ...] = ()
) -> WorkerAdapter:
    """Any :class:`AgentSpec` (your own recorded tools and prompt) as a CrewAI agent in a flow.

    ``ask`` tools are the question itself (default: the spec's gate); ``gated`` tools run only
    after a person approved the call, through the harness's ``@recorded`` wrapper.
    """
    from arena.workers.client import WorkerAdapter

    return WorkerAdapter(
        spec,
        name="crewai",
        env=ENV,
        driver="crewai",
        traits=Traits(pause_kind="flow-level", mechanism=MECHANISM),
        ask=ask,
        gated=gated,
    )


__all__ = ["MECHANISM", "CrewAIAdapter", "CrewAIDriver", "build"]
