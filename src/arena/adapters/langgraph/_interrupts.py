"""Reading LangGraph interrupts as questions, and turning a person's answer into a resume value.

Three shapes of ``Interrupt.value`` are understood:

* ``tool_approval`` — ``HumanInTheLoopMiddleware(interrupt_mode="per_call")``: one interrupt per
  gated tool call; the interrupt's ``response_schema`` lists the decisions it accepts.
* a ``HITLRequest`` (``action_requests`` + ``review_configs``) — the middleware's default batched
  mode: one interrupt for all gated calls of a model turn, answered by ``{"decisions": [...]}`` in
  order, so every part must be answered before it can be resumed.
* anything else — a graph's own ``interrupt(value)``; the action and arguments are read from the
  value when it is a mapping, and the answer goes back through the adapter's ``resume_value``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from arena.context import describe_decision
from arena.errors import InvalidAnswer
from arena.types import InputRequest, InputResponse

Kind = Literal["tool_approval", "hitl_batch", "raw"]
#: The middleware's decision vocabulary (langchain ``human_in_the_loop.DecisionType``).
DECISIONS: tuple[str, ...] = ("approve", "edit", "reject", "respond")


@dataclass(frozen=True, kw_only=True)
class Question:
    """One thing a person must decide; a batched interrupt yields one per gated call."""

    interrupt_id: str
    kind: Kind
    action: str
    args: Mapping[str, Any] = field(default_factory=dict)
    allowed: tuple[str, ...] = DECISIONS
    index: int = 0
    size: int = 1

    @property
    def native_id(self) -> str:
        """What the request carries: the interrupt id, plus the position inside a batch."""
        return (
            f"{self.interrupt_id}#{self.index}" if self.kind == "hitl_batch" else self.interrupt_id
        )


def read(interrupt: Any) -> list[Question]:
    """The questions inside one ``langgraph.types.Interrupt``."""
    value, iid = interrupt.value, str(interrupt.id)
    if isinstance(value, Mapping) and value.get("type") == "tool_approval":
        return [
            Question(
                interrupt_id=iid,
                kind="tool_approval",
                action=str(value.get("name") or "tool"),
                args=dict(value.get("args") or {}),
                allowed=allowed_decisions(getattr(interrupt, "response_schema", None)),
            )
        ]
    if isinstance(value, Mapping) and isinstance(value.get("action_requests"), list):
        requests = value["action_requests"]
        configs = value.get("review_configs") or []
        by_name = {c.get("action_name"): c for c in configs if isinstance(c, Mapping)}
        questions = []
        for i, req in enumerate(requests):
            config = configs[i] if len(configs) == len(requests) else by_name.get(req.get("name"))
            allowed = tuple((config or {}).get("allowed_decisions") or DECISIONS)
            questions.append(
                Question(
                    interrupt_id=iid,
                    kind="hitl_batch",
                    action=str(req.get("name") or "tool"),
                    args=dict(req.get("args") or {}),
                    allowed=allowed,
                    index=i,
                    size=len(requests),
                )
            )
        return questions
    action, args = _raw_action(value)
    return [Question(interrupt_id=iid, kind="raw", action=action, args=args, allowed=())]


def _raw_action(value: Any) -> tuple[str, dict[str, Any]]:
    if not isinstance(value, Mapping):
        return "interrupt", {"value": value}
    action = value.get("action") or value.get("tool") or value.get("name") or "interrupt"
    args = value.get("args")
    if isinstance(args, Mapping):
        return str(action), dict(args)
    return str(action), {k: v for k, v in value.items() if k not in ("action", "tool", "name")}


def allowed_decisions(schema: Any) -> tuple[str, ...]:
    """Decision types a per-call interrupt accepts, read from its ``response_schema``."""
    if schema is None:
        return DECISIONS
    if not isinstance(schema, Mapping):
        try:
            from pydantic import TypeAdapter

            schema = TypeAdapter(schema).json_schema()
        except Exception:
            return DECISIONS
    found: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, Mapping):
            const = node.get("properties", {}).get("type", {})
            if isinstance(const, Mapping) and const.get("const") in DECISIONS:
                found.append(const["const"])
            for child in node.values():
                walk(child)
        elif isinstance(node, list):
            for child in node:
                walk(child)

    walk(schema)
    return tuple(dict.fromkeys(found)) or DECISIONS


def decision(question: Question, response: InputResponse, *, ask: bool) -> dict[str, Any]:
    """The middleware decision for one answer (``ask``: the call *is* the question).

    An ask tool is answered with ``respond``: the tool does not run and the model reads the
    person's verdict as its result. A gated tool is approved (it runs), edited (it runs with the
    person's arguments) or rejected (it does not run; the model reads the denial).
    """
    allowed = question.allowed or DECISIONS
    verdict = describe_decision(response)
    respond = {"type": "respond", "message": verdict}
    if response.edited_args is not None:
        if "edit" in allowed:
            edited = {"name": question.action, "args": dict(response.edited_args)}
            return {"type": "edit", "edited_action": edited}
        if ask and "respond" in allowed:
            return respond
    elif response.text is not None:
        if "respond" in allowed:
            return {"type": "respond", "message": response.text}
        if "reject" in allowed:
            return {"type": "reject", "message": verdict}
    elif ask and "respond" in allowed:
        return respond
    elif response.approved and "approve" in allowed:
        return {"type": "approve"}
    elif not response.approved and "reject" in allowed:
        return {"type": "reject", "message": verdict}
    elif "respond" in allowed:
        return respond
    kind = "edited arguments" if response.edited_args is not None else "this answer"
    raise InvalidAnswer(
        f"request {response.request_id} ({question.action}) cannot take {kind}: its interrupt "
        f"accepts only {', '.join(allowed)}"
    )


def default_resume_value(request: InputRequest, response: InputResponse) -> dict[str, Any]:
    """What a graph's own ``interrupt(...)`` call returns when no ``resume_value`` is given."""
    return {
        "approved": response.approved,
        "option_id": response.option_id,
        "text": response.text,
        "args": dict(response.edited_args or request.args),
        "message": describe_decision(response),
    }
