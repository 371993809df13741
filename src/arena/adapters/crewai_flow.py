"""The worker side of the CrewAI adapter: the flow (act → ask ⏸ → decided → act), its agent step
and how a verdict becomes the gate call's result. Imported only inside ``.venvs/crewai``; CrewAI
itself is imported lazily, so the harness can import this module's names without it.

What costs time per leg is built once per worker and shared by its threads: the flow class, each
endpoint's ``LLM`` (clients, connection pool) and the agent's tool proxies.
"""

from __future__ import annotations

import contextvars
import json
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from arena.workers.protocol import AgentDescription, CallVerdict, LegRequest, ToolBridge

MAX_ITER = 12
GATE_MARKER = "__arena_gate__"
_JSON_TYPES: dict[str, type] = {"integer": int, "number": float, "boolean": bool, "string": str}


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


_TOOLS: dict[str, list[Any]] = {}


def _tools(agent: AgentDescription) -> list[Any]:
    """Proxies for the harness's tools, built once per agent description (as a native script
    builds its tools once): ask/gated ones end the step with a marker instead. A call goes to the
    harness through the running leg's bridge, which CrewAI's tool threads see (it copies the
    context into them)."""
    from crewai.tools.base_tool import Tool

    key = json.dumps([agent.tools, sorted(agent.ask), sorted(agent.gated)], default=str)
    cached = _TOOLS.get(key)
    if cached is not None:
        return cached
    out = []
    for schema in agent.tools:
        fn = schema.get("function", schema)
        name = str(fn["name"])
        params = fn.get("parameters") or {}
        args_model = _args_model(name, params)
        stops = name in agent.ask or name in agent.gated
        required = frozenset(params.get("required") or ())

        def call(
            _name: str = name,
            _stops: bool = stops,
            _required: frozenset[str] = required,
            **kwargs: Any,
        ) -> str:
            # An optional parameter the model left out is None in the arguments model: left
            # out here too, so the tool's own default applies. Passed on as None, ``note=None``
            # was another call than the ``book_room(room_id)`` a person approved, and every
            # approved booking of a user's arena with an optional parameter was blocked (red
            # team 36; arena.binding reads a parameter given its own default as left out).
            given = {k: v for k, v in kwargs.items() if v is not None or k in _required}
            return GATE_MARKER if _stops else _current().tools.call(_name, given)

        out.append(
            Tool(
                name=name,
                description=str(fn.get("description") or name),
                func=call,
                args_schema=args_model,
                result_as_answer=stops,
            )
        )
    _TOOLS[key] = out
    return out


_ARGS: dict[str, Any] = {}


def _args_model(name: str, params: Mapping[str, Any]) -> Any:
    """A tool's pydantic arguments model, built once per schema (``create_model`` is slow)."""
    from pydantic import create_model

    key = json.dumps([name, params], sort_keys=True, default=str)
    model = _ARGS.get(key)
    if model is None:
        required = set(params.get("required") or ())
        fields: dict[str, Any] = {
            k: (_JSON_TYPES.get(str(prop.get("type")), str), ... if k in required else None)
            for k, prop in (params.get("properties") or {}).items()
        }
        model = _ARGS[key] = create_model(f"{name}_arguments", **fields)
    return model


_LLMS: dict[tuple[str, str, str], Any] = {}
_LLMS_LOCK = threading.Lock()


def _llm(endpoint: Mapping[str, str]) -> Any:
    """The endpoint's ``LLM``, built once per worker for its shared URL (its OpenAI clients and
    connection pool are most of a leg's glue otherwise; one per run's URL kept a client and a
    socket per run for the worker's life); each leg gets a view of the clients on its run's URL,
    with the leg's time left."""
    from crewai import LLM

    shared_url = endpoint.get("shared_url") or endpoint["base_url"]
    key = (endpoint["model"], shared_url, endpoint.get("api_key") or "sk-arena")
    with _LLMS_LOCK:
        shared = _LLMS.get(key)
        if shared is None:
            shared = _LLMS[key] = LLM(
                model=f"openai/{key[0]}", base_url=key[1], api_key=key[2], max_retries=0
            )
    options: dict[str, Any] = {}
    if endpoint["base_url"] != shared_url:
        options["base_url"] = endpoint["base_url"]
    # The leg's time left: a silent model frees this worker thread when the leg ends instead of
    # after the SDK's 600 s (a drip that keeps sending bytes still holds it).
    if endpoint.get("timeout_s"):
        options["timeout"] = max(0.1, float(endpoint["timeout_s"]))
    if not options:
        return shared
    # ``with_options`` copies the client object over the same connection pool; the shared LLM
    # is never mutated.
    leg = shared.model_copy()
    leg._client = shared._get_sync_client().with_options(**options)
    leg._async_client = shared._get_async_client().with_options(**options)
    return leg


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
        tools=_tools(spec),
        cache=False,  # CrewAI caches tool results by arguments: a repeated call would not run
        max_iter=MAX_ITER,
        verbose=False,
    )
    history = [m for m in state.messages if m.get("role") != "system"]
    output = agent.kickoff(history or state.task)
    said = [state.task, *(m["content"] for m in history if m.get("role") == "user")]
    messages = unwrapped([dict(m) for m in output.messages], said)
    state.messages = messages
    state.gate = _stopped_at(messages, spec)
    state.final = None if state.gate else str(output.raw)


def unwrapped(messages: list[dict[str, Any]], said: list[Any]) -> list[dict[str, Any]]:
    """``messages`` with the request CrewAI formatted put back in the person's words.

    ``Agent.kickoff`` promotes one message of a history to its request and formats it with its
    task template ("Current Task: {input}\n\nBegin! …"), and the output's messages hold the
    formatted one: fed back on the next leg, it was wrapped again, once more per resume
    ("Current Task: \nCurrent Task: Book …"), so a real model read the template nested. A user
    message that is none of ``said`` (the words passed in) but holds one of them goes back to
    it (the longest, where several fit)."""
    words = [w for w in said if isinstance(w, str) and w.strip()]
    for message in messages:
        content = message.get("content")
        if message.get("role") != "user" or not isinstance(content, str) or content in words:
            continue
        inside = [w for w in words if w in content]
        if inside:
            message["content"] = max(inside, key=len)
    return messages


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
