"""The worker protocol: JSON lines between the harness and a framework worker (docs/workers.md).

Standard library only: this module is imported on both sides, in environments that share nothing
but the interpreter version. Every message is one JSON object on one line with an ``op``; leg
messages carry the ``id`` of the leg they belong to, so one worker serves many runs at once.

harness → worker: ``start``, ``resume``, ``tool_result``, ``cancel``, ``shutdown``
worker → harness: ``ready``, ``tool_call``, ``turn``, ``log``
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

#: Bump on any incompatible change of a message's shape; both sides refuse a mismatch.
PROTOCOL_VERSION = 1

LegStatus = Literal["completed", "failed", "waiting"]


def worker_threads(environ: Mapping[str, str]) -> int:
    """``ARENA_WORKER_THREADS``: legs one worker runs at once (default 8). Read on both sides:
    the harness refuses a bad value before it starts a worker; the worker, should it get one,
    ends at its start with the same one line. ValueError names the variable and the fix."""
    text = environ.get("ARENA_WORKER_THREADS", "").strip() or "8"
    if not text.isdigit() or int(text) < 1:
        raise ValueError(
            f"ARENA_WORKER_THREADS={text!r}: give the legs a worker runs at once, a whole number "
            "of at least 1, e.g. 8 (the default)"
        )
    return int(text)


def encode(message: Mapping[str, Any]) -> str:
    return json.dumps(message, separators=(",", ":"), default=str) + "\n"


def decode(line: str) -> dict[str, Any]:
    value = json.loads(line)
    if not isinstance(value, dict) or not isinstance(value.get("op"), str):
        raise ValueError(f"not a protocol message: {line[:200]!r}")
    return value


@dataclass(frozen=True, kw_only=True)
class AgentDescription:
    """The agent a driver builds: prompt, tool schemas, which tools are ask / gated points."""

    name: str
    system_prompt: str
    tools: tuple[Mapping[str, Any], ...]  # OpenAI ``tools`` entries (type=function)
    ask: tuple[str, ...] = ()
    gated: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "system_prompt": self.system_prompt,
            "tools": [dict(t) for t in self.tools],
            "ask": list(self.ask),
            "gated": list(self.gated),
        }

    @classmethod
    def from_json(cls, raw: Mapping[str, Any]) -> AgentDescription:
        return cls(
            name=str(raw["name"]),
            system_prompt=str(raw["system_prompt"]),
            tools=tuple(raw.get("tools", ())),
            ask=tuple(raw.get("ask", ())),
            gated=tuple(raw.get("gated", ())),
        )


@dataclass(frozen=True, kw_only=True)
class CallVerdict:
    """A person's verdict on one pending call, addressed by the framework's own id."""

    native_id: str
    approved: bool
    decision: str  # describe_decision(response): the text the agent is meant to see
    option_id: str | None = None
    text: str | None = None
    edited_args: Mapping[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "native_id": self.native_id,
            "approved": self.approved,
            "decision": self.decision,
            "option_id": self.option_id,
            "text": self.text,
            "edited_args": dict(self.edited_args) if self.edited_args is not None else None,
        }

    @classmethod
    def from_json(cls, raw: Mapping[str, Any]) -> CallVerdict:
        return cls(
            native_id=str(raw["native_id"]),
            approved=bool(raw["approved"]),
            decision=str(raw["decision"]),
            option_id=raw.get("option_id"),
            text=raw.get("text"),
            edited_args=raw.get("edited_args"),
        )


@dataclass(frozen=True, kw_only=True)
class LegRequest:
    """A ``start`` (``input`` set) or ``resume`` (``answers`` + ``session``) as a driver sees it."""

    id: str
    run_id: str
    endpoint: Mapping[str, str]  # base_url, model, api_key
    agent: AgentDescription
    input: str | None = None
    answers: tuple[CallVerdict, ...] = ()
    session: Mapping[str, Any] | None = None

    @classmethod
    def from_json(cls, raw: Mapping[str, Any]) -> LegRequest:
        return cls(
            id=str(raw["id"]),
            run_id=str(raw.get("run_id", "")),
            endpoint=dict(raw["endpoint"]),
            agent=AgentDescription.from_json(raw["agent"]),
            input=raw.get("input"),
            answers=tuple(CallVerdict.from_json(a) for a in raw.get("answers", ())),
            session=raw.get("session"),
        )


@dataclass(frozen=True, kw_only=True)
class Pending:
    """A call waiting for a person: its native id, the tool, its arguments, the agent's text."""

    native_id: str
    action: str
    args: Mapping[str, Any] = field(default_factory=dict)
    preview: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "native_id": self.native_id,
            "action": self.action,
            "args": dict(self.args),
            "preview": self.preview,
        }


@dataclass(frozen=True, kw_only=True)
class LegResult:
    """What a driver returns for a leg; ``session`` is JSON the harness stores (durability)."""

    status: LegStatus
    message: str = ""
    error: str | None = None
    pending: tuple[Pending, ...] = ()
    session: Mapping[str, Any] | None = None
    #: The framework's own pause object of a waiting leg, as :func:`witness` read it: the
    #: harness records it (``pause.witnessed``), so the matrix's pause kind is measured.
    witness: Mapping[str, Any] | None = None

    def to_json(self, leg_id: str) -> dict[str, Any]:
        return {
            "op": "turn",
            "id": leg_id,
            "status": self.status,
            "message": self.message,
            "error": self.error,
            "pending": [p.to_json() for p in self.pending],
            "session": dict(self.session) if self.session is not None else None,
            "witness": dict(self.witness) if self.witness is not None else None,
        }


def witness(pause: object, call: str) -> dict[str, Any]:
    """The pause object a framework call returned, its type, module and marks (where an
    exception was raised and the frames it passed: :func:`arena.pause_marks.marks`) read from
    the object in the worker (as :meth:`arena.context.RunContext.witness_pause` does in
    process)."""
    from arena.pause_marks import marks

    kind = type(pause)
    return {
        "object_type": kind.__qualname__,
        "module": kind.__module__,
        "call": str(call),
        **marks(pause),
    }


class ToolBridge(Protocol):
    """How a driver runs a tool: the harness executes it and answers with the result text."""

    def call(self, tool: str, args: Mapping[str, Any], call_id: str | None = None) -> str: ...


class FrameworkDriver(Protocol):
    """A framework driver inside a worker; its legs run in worker threads (blocking is fine)."""

    framework_version: str
    mechanism: str

    def start(self, request: LegRequest, tools: ToolBridge) -> LegResult: ...

    def resume(self, request: LegRequest, tools: ToolBridge) -> LegResult: ...


def tool_names(tools: Sequence[Mapping[str, Any]]) -> list[str]:
    return [str(t.get("function", t).get("name")) for t in tools]


__all__ = [
    "PROTOCOL_VERSION",
    "AgentDescription",
    "CallVerdict",
    "FrameworkDriver",
    "LegRequest",
    "LegResult",
    "LegStatus",
    "Pending",
    "ToolBridge",
    "decode",
    "encode",
    "tool_names",
    "witness",
]
