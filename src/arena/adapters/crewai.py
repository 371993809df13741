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

The module has two halves: :func:`build` (harness side, no CrewAI import: it returns a
:class:`~arena.workers.client.WorkerAdapter`) and :class:`CrewAIDriver` (worker side, imported
only inside ``.venvs/crewai`` by ``python -m arena.workers.serve crewai``).
"""

from __future__ import annotations

import contextlib
import contextvars
import importlib
import json
import shutil
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from arena.adapters.base import AgentSpec, Traits
from arena.workers.protocol import (
    AgentDescription,
    CallVerdict,
    LegRequest,
    LegResult,
    Pending,
    ToolBridge,
)

if TYPE_CHECKING:
    from arena.workers.client import WorkerAdapter

ENV = "crewai"
MECHANISM = (
    "native, flow-level: @human_feedback with a provider raising HumanFeedbackPending; the gate "
    "tool (result_as_answer) ends the agent step; Flow.from_pending(...).resume(feedback) "
    "continues from the persisted flow state"
)
SESSION_VERSION = 1
MAX_ITER = 12
GATE_MARKER = "__arena_gate__"
_JSON_TYPES: dict[str, type] = {"integer": int, "number": float, "boolean": bool, "string": str}


# -- harness side -----------------------------------------------------------------------------------
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


# -- worker side --------------------------------------------------------------------------------------
@dataclass
class _Leg:
    request: LegRequest
    tools: ToolBridge


_LEG: contextvars.ContextVar[_Leg | None] = contextvars.ContextVar("crewai_leg", default=None)
_FLOW: dict[str, Any] = {}


def _current() -> _Leg:
    leg = _LEG.get()
    if leg is None:  # pragma: no cover - a flow method run outside a leg
        raise RuntimeError("CrewAI flow method ran outside an arena leg")
    return leg


def _flow_class() -> Any:
    """Define the flow once, after CrewAI is imported (only ever inside the worker)."""
    if "cls" in _FLOW:
        return _FLOW["cls"]
    from crewai.flow.async_feedback import HumanFeedbackPending
    from crewai.flow.flow import Flow, listen, router, start
    from crewai.flow.human_feedback import human_feedback
    from pydantic import BaseModel, Field

    class ArenaProvider:
        """Pauses instead of asking on the console: the flow's own async-feedback path."""

        def request_feedback(self, context: Any, flow: Any) -> str:
            raise HumanFeedbackPending(context=context)

    class ArenaState(BaseModel):
        task: str = ""
        messages: list[dict[str, Any]] = Field(default_factory=list)
        gate: dict[str, Any] | None = None
        final: str | None = None

    class ArenaFlow(Flow[ArenaState]):  # type: ignore[misc]
        """act → (needs_person → ask ⏸ → decided → act again)* → done."""

        # Flows auto-create a LanceDB memory (~10 s of imports) that this agent never uses.
        _skip_auto_memory = True

        @start()  # type: ignore[untyped-decorator]
        def act(self) -> None:
            _run_agent(self.state)

        @router(act)  # type: ignore[untyped-decorator]
        def route(self) -> str:
            return "needs_person" if self.state.gate else "done"

        @listen("needs_person")  # type: ignore[untyped-decorator]
        @human_feedback(message="A person must decide on this call.", provider=ArenaProvider())  # type: ignore[untyped-decorator]
        def ask(self) -> dict[str, Any] | None:
            return self.state.gate

        @listen(ask)  # type: ignore[untyped-decorator]
        def decided(self) -> None:
            answers = json.loads(self.last_human_feedback.feedback)["answers"]
            _apply_answers(self.state, [CallVerdict.from_json(a) for a in answers])
            _run_agent(self.state)

        @router(decided)  # type: ignore[untyped-decorator]
        def route_again(self) -> str:
            return "needs_person" if self.state.gate else "done"

        @listen("done")  # type: ignore[untyped-decorator]
        def finish(self) -> str:
            return self.state.final or ""

    _FLOW.update(cls=ArenaFlow, pending=HumanFeedbackPending)
    return ArenaFlow


def _tools(agent: AgentDescription, bridge: ToolBridge) -> list[Any]:
    """Proxies for the harness's tools: ask/gated ones end the step with a marker instead."""
    from crewai.tools.base_tool import Tool
    from pydantic import create_model

    out = []
    for schema in agent.tools:
        fn = schema.get("function", schema)
        name = str(fn["name"])
        params = fn.get("parameters") or {}
        required = set(params.get("required") or ())
        fields: dict[str, Any] = {
            key: (_JSON_TYPES.get(str(prop.get("type")), str), ... if key in required else None)
            for key, prop in (params.get("properties") or {}).items()
        }
        args_model = create_model(f"{name}_arguments", **fields)
        stops = name in agent.ask or name in agent.gated

        def call(_name: str = name, _stops: bool = stops, **kwargs: Any) -> str:
            return GATE_MARKER if _stops else bridge.call(_name, kwargs)

        out.append(
            Tool(
                name=name,
                description=str(fn.get("description") or name),
                func=call,
                args_schema=args_model,
                result_as_answer=stops,
            )
        )
    return out


def _llm(endpoint: Mapping[str, str]) -> Any:
    from crewai import LLM

    return LLM(
        model=f"openai/{endpoint['model']}",
        base_url=endpoint["base_url"],
        api_key=endpoint.get("api_key") or "sk-arena",
        max_retries=0,
        # The leg's time left: a silent model frees this worker thread when the leg ends
        # instead of after the SDK's 600 s (a drip that keeps sending bytes still holds it).
        timeout=max(0.1, float(endpoint["timeout_s"])) if endpoint.get("timeout_s") else None,
    )


def _run_agent(state: Any) -> None:
    """One agent step over the flow's message history; notes a gate call if it stopped at one."""
    from crewai import Agent

    leg = _current()
    spec = leg.request.agent
    agent = Agent(
        role=spec.name,
        goal="Carry out the user's request, following your instructions.",
        backstory=spec.system_prompt,
        llm=_llm(leg.request.endpoint),
        tools=_tools(spec, leg.tools),
        cache=False,  # CrewAI caches tool results by arguments: a repeated call would not run
        max_iter=MAX_ITER,
        verbose=False,
    )
    history = [m for m in state.messages if m.get("role") != "system"]
    output = agent.kickoff(history or state.task)
    messages = [dict(m) for m in output.messages]
    state.messages = messages
    state.gate = _stopped_at(messages, spec)
    state.final = None if state.gate else str(output.raw)


def _stopped_at(messages: list[dict[str, Any]], spec: AgentDescription) -> dict[str, Any] | None:
    """The ask/gated call whose marker result ended the step, if any."""
    last = messages[-1] if messages else {}
    if last.get("role") != "tool" or last.get("content") != GATE_MARKER:
        return None
    call_id = last.get("tool_call_id")
    for message in reversed(messages):
        for call in message.get("tool_calls") or []:
            if call.get("id") == call_id:
                fn = call.get("function") or {}
                try:
                    args = json.loads(fn.get("arguments") or "{}")
                except ValueError:
                    args = {"arguments": fn.get("arguments")}
                preview = str(message.get("content") or "")
                return {"id": call_id, "name": fn.get("name"), "args": args, "preview": preview}
    return None


def _apply_answers(state: Any, answers: list[CallVerdict]) -> None:
    """The verdict becomes the gate call's result; an approved gated tool runs via the harness."""
    leg = _current()
    gate = state.gate or {}
    for answer in answers:
        if answer.native_id != gate.get("id"):
            continue
        content = answer.decision
        if gate.get("name") in leg.request.agent.gated and answer.approved:
            args = dict(answer.edited_args or gate.get("args") or {})
            content = leg.tools.call(str(gate["name"]), args, answer.native_id)
        for message in state.messages:
            if message.get("role") == "tool" and message.get("tool_call_id") == answer.native_id:
                message["content"] = content
    _answer_skipped(state.messages)
    state.gate = None


def _answer_skipped(messages: list[dict[str, Any]]) -> None:
    """Calls CrewAI skipped after the gate (it stops a batch at a result_as_answer tool) get a
    result saying so: an OpenAI endpoint rejects a history with an unanswered tool call."""
    answered = {m.get("tool_call_id") for m in messages if m.get("role") == "tool"}
    for index in range(len(messages) - 1, -1, -1):
        calls = messages[index].get("tool_calls") or []
        if calls:
            missing = [c for c in calls if c.get("id") not in answered]
            at = index + 1 + sum(1 for m in messages[index + 1 :] if m.get("role") == "tool")
            for offset, call in enumerate(missing):
                name = (call.get("function") or {}).get("name")
                messages.insert(
                    at + offset,
                    {
                        "role": "tool",
                        "tool_call_id": call.get("id"),
                        "name": name,
                        "content": f"NOT RUN: {name} was skipped when the run paused for a person.",
                    },
                )
            return


class CrewAIDriver:
    """The worker-side driver: one flow run per arena run, paused and resumed per leg."""

    mechanism = MECHANISM

    def __init__(self) -> None:
        from importlib import metadata

        import crewai  # noqa: F401 - the slow import happens once, at worker start

        self.framework_version = f"crewai {metadata.version('crewai')}"
        _flow_class()
        for name in _FIRST_LEG_IMPORTS:  # ~4 s otherwise spent inside the first leg
            with contextlib.suppress(ImportError):
                importlib.import_module(name)

    def start(self, request: LegRequest, tools: ToolBridge) -> LegResult:
        return self._leg(request, tools, None)

    def resume(self, request: LegRequest, tools: ToolBridge) -> LegResult:
        session = request.session or {}
        if session.get("version") != SESSION_VERSION:
            return LegResult(
                status="failed",
                error=f"crewai session has version {session.get('version')!r}; "
                f"this release reads {SESSION_VERSION}",
            )
        feedback = json.dumps({"answers": [a.to_json() for a in request.answers]})
        return self._leg(request, tools, (session, feedback))

    def _leg(
        self, request: LegRequest, tools: ToolBridge, resume: tuple[Mapping[str, Any], str] | None
    ) -> LegResult:
        from crewai.flow.async_feedback import PendingFeedbackContext
        from crewai.flow.persistence import SQLiteFlowPersistence

        flow_cls = _flow_class()
        folder = Path(tempfile.mkdtemp(prefix="arena-crewai-"))
        token = _LEG.set(_Leg(request=request, tools=tools))
        try:
            # One SQLite file per leg: the harness's store holds the durable copy (the session),
            # and this is CrewAI's own persistence path, seeded from it on resume.
            persistence = SQLiteFlowPersistence(str(folder / "flows.db"))
            if resume is None:
                flow = flow_cls(persistence=persistence)
                result = flow.kickoff(inputs=_inputs(request))
            else:
                session, feedback = resume
                context = PendingFeedbackContext.from_dict(dict(session["context"]))
                persistence.save_pending_feedback(session["flow_id"], context, session["state"])
                flow = flow_cls.from_pending(session["flow_id"], persistence)
                result = flow.resume(feedback)
            return self._result(result, persistence, flow)
        except Exception as exc:
            return LegResult(status="failed", error=_describe(exc))
        finally:
            _LEG.reset(token)
            shutil.rmtree(folder, ignore_errors=True)

    def _result(self, result: Any, persistence: Any, flow: Any) -> LegResult:
        if not isinstance(result, _FLOW["pending"]):
            # The conversation goes back with the finished run: a second send continues it.
            history = json.loads(json.dumps(list(flow.state.messages), default=str))
            return LegResult(
                status="completed",
                message="" if result is None else str(result),
                session={"version": SESSION_VERSION, "history": history},
            )
        flow_id = result.context.flow_id
        loaded = persistence.load_pending_feedback(flow_id)
        if loaded is None:
            return LegResult(status="failed", error="CrewAI paused but saved no pending feedback")
        state, context = loaded
        state = state if isinstance(state, dict) else state.model_dump(mode="json")
        gate = state.get("gate") or {}
        pending = Pending(
            native_id=str(gate.get("id")),
            action=str(gate.get("name")),
            args=dict(gate.get("args") or {}),
            preview=str(gate.get("preview") or ""),
        )
        session = {
            "version": SESSION_VERSION,
            "flow_id": flow_id,
            "state": json.loads(json.dumps(state, default=str)),
            "context": context.to_dict(),
        }
        return LegResult(status="waiting", pending=(pending,), session=session)


#: What CrewAI imports lazily on a flow's first model call (arena.warmup has the main process's).
_FIRST_LEG_IMPORTS = (
    "openai.resources",
    "openai.pagination",
    "httpcore",
    "h11",
    "crewai.hooks.contexts",
    "crewai.llms.cache",
    "crewai.skills.tool",
    "crewai.telemetry.tracing.handlers",
    "rich._emoji_codes",
)


def _inputs(request: LegRequest) -> dict[str, Any]:
    """A new flow's state: the task, and on a second send the finished conversation plus the
    new user message (the agent step then runs over that history)."""
    task = request.input or ""
    history = (request.session or {}).get("history")
    if not isinstance(history, list) or not history:
        return {"task": task}
    return {"task": task, "messages": [*history, {"role": "user", "content": task}]}


def _describe(exc: BaseException) -> str:
    """One line naming the real cause; an OpenAI/httpx error anywhere in the chain wins.

    The cause is followed through ``raise ... from`` only: an exception's ``__context__`` is
    whatever was being handled when it was raised, often unrelated (CrewAI's event bus fails
    with "no running event loop" while it reports a tool call's bad arguments)."""
    chain: list[BaseException] = []
    current: BaseException | None = exc
    while current is not None and current not in chain:
        chain.append(current)
        current = current.__cause__ or current.__context__
    causes: list[BaseException] = [exc]
    while (cause := causes[-1].__cause__) is not None and cause not in causes:
        causes.append(cause)
    endpoint = [e for e in chain if type(e).__module__.split(".")[0] in ("openai", "httpx")]
    root = endpoint[0] if endpoint else causes[-1]
    text = str(root).strip().splitlines()[0][:300] if str(root).strip() else ""
    name = f"{type(root).__name__}: {text}" if text else type(root).__name__
    return f"model endpoint error: {name}" if endpoint else name


__all__ = ["MECHANISM", "CrewAIAdapter", "CrewAIDriver", "build"]
