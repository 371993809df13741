"""The tools a smolagents agent runs under the adapter: the gate, gated consequential tools, functions.

smolagents cannot leave a tool unanswered or suspend inside one, so the gate (:class:`AskTool`)
stops the run after its step with ``agent.interrupt()`` and answers with a placeholder; a gated
tool (:class:`GatedTool`) runs only on a person's approval of exactly those arguments (a grant,
used once). Both read the leg they run in from a context variable (:data:`LEG`) the adapter sets.
"""

from __future__ import annotations

import contextvars
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from smolagents import MultiStepAgent, Tool

from arena.tools.schema import function_schema

#: What the gate tool returns to smolagents: the decision cannot be its result.
PLACEHOLDER = "PENDING: a person has been asked; their decision will arrive as the next task."


@dataclass
class Leg:
    """One leg of a run, as the tool wrappers see it: its agent, unused approvals, held calls."""

    agent: MultiStepAgent
    grants: list[dict[str, Any]]
    held: list[tuple[str, dict[str, Any]]] = field(default_factory=list)  # gated calls stopped


#: The leg the wrappers run in, set by the adapter around ``agent.run``.
LEG: contextvars.ContextVar[Leg | None] = contextvars.ContextVar("smolagents_leg", default=None)


def grant_key(args: Mapping[str, Any]) -> str:
    """Arguments as canonical JSON: a grant matches only the exact call it approved."""
    return json.dumps(dict(args), sort_keys=True, default=str)


class AskTool(Tool):  # type: ignore[misc]
    """The gate: stops the run after this step and answers with a placeholder, never executed."""

    skip_forward_signature_validation = True

    def __init__(self, like: Tool) -> None:
        self.name, self.description = like.name, like.description
        self.inputs, self.output_type = dict(like.inputs), like.output_type
        super().__init__()

    def forward(self, *args: Any, **kwargs: Any) -> str:
        leg = LEG.get()
        if leg is not None:
            leg.agent.interrupt()
        return PLACEHOLDER


class GatedTool(Tool):  # type: ignore[misc]
    """A consequential tool that runs only on a person's approval of exactly these arguments."""

    skip_forward_signature_validation = True

    def __init__(self, inner: Tool) -> None:
        self.inner = inner
        self.name, self.description = inner.name, inner.description
        self.inputs, self.output_type = dict(inner.inputs), inner.output_type
        super().__init__()

    def forward(self, *args: Any, **kwargs: Any) -> Any:
        leg = LEG.get()
        grant = {"tool": self.name, "args": json.loads(grant_key(kwargs))}
        if leg is not None and grant in leg.grants:
            leg.grants.remove(grant)  # one approval, one execution
            return self.inner(*args, **kwargs)
        if leg is not None:
            leg.held.append((self.name, dict(kwargs)))
            leg.agent.interrupt()
        return (
            f"PENDING: {self.name} needs a person's approval and did not run; "
            "their decision will arrive as the next task."
        )


class FunctionTool(Tool):  # type: ignore[misc]
    """A plain (``@recorded``) function as a smolagents Tool, schema from its signature."""

    skip_forward_signature_validation = True

    def __init__(self, fn: Callable[..., Any]) -> None:
        schema = function_schema(fn)["function"]
        params = schema["parameters"]
        self.fn = fn
        self.name = schema["name"]
        self.description = schema["description"] or self.name
        self.inputs = {
            k: {
                "type": v["type"],
                "description": k,
                **({} if k in params["required"] else {"nullable": True}),
            }
            for k, v in params["properties"].items()
        }
        self.output_type = "string"
        super().__init__()

    def forward(self, *args: Any, **kwargs: Any) -> str:
        return str(self.fn(*args, **kwargs))


__all__ = ["LEG", "PLACEHOLDER", "AskTool", "FunctionTool", "GatedTool", "Leg", "grant_key"]
