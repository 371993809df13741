"""Microsoft Agent Framework adapter: ``approval_mode="always_require"`` tools pause ``Agent.run``.

The pause is native. When the model calls a tool built with ``approval_mode="always_require"``,
the framework's function-invocation loop does not run it: ``Agent.run`` returns with
``response.user_input_requests`` holding one ``function_approval_request`` per such call. The
conversation lives in an ``AgentSession`` (its in-memory history provider keeps the messages in
``session.state``); ``AgentSession.to_dict()`` is plain JSON, so it goes into a session slot with a
codec and a new process resumes from ``AgentSession.from_dict``. The verdicts go back as a user
message of ``request.to_function_approval_response(approved)`` contents.

``ToolApprovalMiddleware`` (the name first planned here) exists in the installed release, but it is an opt-in
agent middleware for *standing* approval rules and queueing, not what pauses: the pause comes from
the function-invocation loop itself. This adapter does not use it.

Two kinds of approval point:

* an *ask* tool (the arena's ``request_approval``): the framework approval is always granted and
  the tool (:class:`_AskTool`) answers the call with :func:`describe_decision` — approval or
  denial — so the model reads the person's answer as the tool result; no body runs. Granting it
  for a denial is not what runs a call the model batched with the ask: the framework releases
  such a held call as approved once the batch's approvals are answered, a rejection too, so
  answering ``False`` would only hand the model the fixed rejection error (findings.md §4.5).
* a *gated* tool (a user's ``delete_file``): on approval the framework executes it (the harness's
  ``@recorded`` wrapper logs it); on denial it does not run and the model sees the framework's
  fixed ``"Error: Tool call invocation was rejected by user."`` plus :func:`describe_decision` as
  a user message in the same turn, because the framework takes no rejection text.
"""

from __future__ import annotations

import asyncio
import contextvars
import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import metadata
from typing import Any

# Read once at import by agent_framework: no user-agent telemetry, no OpenTelemetry spans.
os.environ.setdefault("AGENT_FRAMEWORK_USER_AGENT_DISABLED", "true")
os.environ.setdefault("ENABLE_INSTRUMENTATION", "false")

try:
    from agent_framework import (
        Agent,
        AgentResponse,
        AgentSession,
        Content,
        FunctionInvocationContext,
        FunctionTool,
        Message,
    )
    from agent_framework.openai import OpenAIChatCompletionClient
    from openai import AsyncOpenAI
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    from arena.errors import MissingExtra

    raise MissingExtra("microsoft_af", "microsoft_af", exc.name or "agent-framework-core") from exc

from arena.adapters._approvals import (
    check_complete,
    gather,
    refuse_unknown_ask,
    refuse_unrecorded,
)
from arena.adapters._tools import dist_version, inline, is_recorded
from arena.adapters.base import AgentSpec, Traits, ask_for_approval
from arena.context import RunContext, describe_decision
from arena.deadline import async_client
from arena.errors import UserError
from arena.pause_made import watch
from arena.session import create_format_slot, create_session_slot
from arena.types import InputResponse, Turn

# Each approval request Content notes the frames that made it: Agent Framework's own function
# invocation loop, not a loop that builds one itself (arena.pause_made, evidence52b).
watch(Content, when=lambda c: getattr(c, "type", None) == "function_approval_request")

#: Shape of what the session slot holds; bump when it changes.
STATE_FORMAT = "microsoft_af.paused/1"


@dataclass
class _Paused:
    """The live ``AgentSession`` and the approval requests it stopped on (none once finished).

    The slot keeps these objects and turns them into JSON only when the store takes a snapshot
    of the session line (at the end of the leg): a resume in the same process goes on with the
    session as it is, where ``to_dict`` at every pause and ``from_dict`` at every resume cost
    more CPU than the framework's own legs (docs/benchmarks.md, "Where the time goes").
    """

    session: AgentSession
    requests: list[Content] = field(default_factory=list)


def _dump(paused: _Paused) -> dict[str, Any]:
    return {
        "format": STATE_FORMAT,
        "session": paused.session.to_dict(),
        "requests": [c.to_dict() for c in paused.requests],
    }


def _loader(name: str) -> Callable[[Any], _Paused]:
    check = create_format_slot(name, STATE_FORMAT).load
    assert check is not None

    def load(raw: Any) -> _Paused:
        state = check(raw)
        return _Paused(
            session=AgentSession.from_dict(state["session"]),
            requests=[Content.from_dict(d) for d in state.get("requests", [])],
        )

    return load


#: ``{"format", "session": AgentSession.to_dict(), "requests": [approval request contents]}``.
_STATE = create_session_slot("microsoft_af.paused", dump=_dump, load=_loader("microsoft_af.paused"))
_HISTORY = create_session_slot(
    "microsoft_af.history", dump=_dump, load=_loader("microsoft_af.history")
)

#: The person's answers to this leg's ask-tool calls, by the framework's call id. Tool tasks
#: copy the context of the leg that set it.
_DECISIONS: contextvars.ContextVar[Mapping[str, str] | None] = contextvars.ContextVar(
    "microsoft_af_decisions", default=None
)


class _AskTool(FunctionTool):
    """An ask tool: an approved call is answered with the person's decision for that call (the
    leg's :data:`_DECISIONS`, by the call id the framework passes to ``invoke``) instead of
    running a body. Not a function middleware: any function middleware sends *every* tool call
    of a leg through the framework's pipeline (argument snapshots and comparison tokens per
    call), about half of this adapter's CPU above a native script."""

    async def invoke(  # type: ignore[override]
        self,
        *,
        arguments: Any = None,
        context: FunctionInvocationContext | None = None,
        tool_call_id: str | None = None,
        skip_parsing: bool = False,
        **kwargs: Any,
    ) -> Any:
        decision = (_DECISIONS.get() or {}).get(str(tool_call_id))
        if decision is None:  # no decision for this call: the body says it was not approved
            invoke: Any = super().invoke  # both overloads: skip_parsing passes through
            return await invoke(
                arguments=arguments,
                context=context,
                tool_call_id=tool_call_id,
                skip_parsing=skip_parsing,
                **kwargs,
            )
        return decision if skip_parsing else FunctionTool.parse_result(decision)


class MicrosoftAFAdapter:
    """Drives an ``agent_framework.Agent`` the user built; its approval tools are the pauses.

    ``ask`` names tools whose call *is* the question (answered with the person's decision; they
    are made ``always_require`` if they were not); every other ``always_require`` tool is gated and
    runs only when approved. The chat client comes from the run's endpoint: the agent is rebuilt
    once per endpoint around an ``OpenAIChatCompletionClient`` with the same instructions, tools,
    options, context providers and middleware.
    """

    traits = Traits(
        pause_kind="native",
        mechanism=(
            "native: @tool(approval_mode='always_require') makes Agent.run return "
            "function_approval_request user_input_requests; AgentSession.to_dict() kept as JSON, "
            "resumed with request.to_function_approval_response(approved)"
        ),
    )

    def __init__(self, agent: Agent[Any], *, ask: Iterable[str] = (), name: str = "microsoft_af"):
        if not isinstance(agent, Agent):
            raise UserError(
                f"MicrosoftAFAdapter wraps an agent_framework.Agent, got {type(agent).__name__}; "
                "build one with Agent(client=..., instructions=..., tools=[...])"
            )
        self.name = name
        self.ask = frozenset(ask)
        tools = [t for t in agent.default_options.get("tools", []) if isinstance(t, FunctionTool)]
        by_name = {t.name: t for t in tools}
        refuse_unknown_ask(self.ask, by_name, agent.name)
        self.tools = [_ask_tool(t) if t.name in self.ask else t for t in tools]
        self.gated = frozenset(t.name for t in self.tools if t.approval_mode == "always_require")
        if not self.gated:
            raise UserError(
                f"agent {agent.name!r} has no tool with approval_mode='always_require', so it can "
                "never pause: build one with @tool(approval_mode='always_require') or pass ask=(name,)"
            )
        refuse_unrecorded(
            (n for n in self.gated - self.ask if not is_recorded(by_name[n].func)),
            "tool(recorded(fn), approval_mode='always_require')",
        )
        self._template = agent
        #: Per endpoint: the agent and its loop.
        self._agents: dict[tuple[str, str], tuple[Agent[Any], asyncio.AbstractEventLoop]]
        self._agents = {}

    @property
    def framework_version(self) -> str:
        core = metadata.version("agent-framework-core")
        return f"agent-framework-core {core} (agent-framework-openai {dist_version('agent-framework-openai')})"

    @property
    def durable(self) -> bool:
        """Read off the slot: the paused AgentSession is stored as JSON."""
        return _STATE.durable

    # -- legs -------------------------------------------------------------------------------
    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        agent = self._agent(ctx)
        saved = ctx.session.take(_HISTORY) if ctx.session.has(_HISTORY) else None
        session = saved.session if saved else agent.create_session()
        response = await agent.run(user_input, session=session, options=self._options(ctx))
        return self._finish(response, session, ctx)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        matched = ctx.accept_responses(responses)
        state = ctx.session.peek(_STATE)
        if state is None:
            ctx.session.take(_STATE)  # raises the session line's "nothing paused" error
            raise AssertionError("unreachable")
        paused = {c.id: c for c in state.requests}
        by_id = {req.native_id: (req, resp) for req, resp in matched}
        gathered = gather(ctx, by_id, paused, "the paused agent session")
        if gathered is None:
            return ctx.finish("waiting")  # a partial answer: held until the rest arrive
        by_id = dict(gathered)
        check_complete(
            ctx,
            by_id,
            paused,
            noun="approval",
            where="the paused AgentSession",
            ask=self.ask,
            no_edit="agent-framework runs an approved tool with the arguments it asked about "
            "(changed arguments trigger a new approval request)",
        )
        ctx.session.take(_STATE)
        session = state.session
        contents: list[Content] = []
        denials: list[str] = []
        decisions: dict[str, str] = {}
        for native_id, request_content in paused.items():
            request, response = by_id[native_id]
            verdict = describe_decision(response)
            if request.action in self.ask:
                ctx.resolve(request, response)
                call = request_content.function_call
                if call is not None and call.call_id:
                    decisions[str(call.call_id)] = verdict  # the ask tool answers the call with it
                contents.append(request_content.to_function_approval_response(True))
            else:
                # The tool records its own execution; the decision is an event, not a call.
                ctx.resolve(request, response, record=False)
                contents.append(request_content.to_function_approval_response(response.approved))
                if not response.approved:
                    denials.append(verdict)
        if denials:
            contents.append(Content.from_text("\n".join(denials)))
        agent = self._agent(ctx)
        token = _DECISIONS.set(decisions)
        try:
            reply = await agent.run(
                Message(role="user", contents=contents), session=session, options=self._options(ctx)
            )
        finally:
            _DECISIONS.reset(token)
        return self._finish(reply, session, ctx)

    def _finish(self, response: AgentResponse[Any], session: AgentSession, ctx: RunContext) -> Turn:
        text = response.text or ""
        pending = response.user_input_requests
        if not pending:  # a second send on this session line continues from here
            ctx.session.set(_HISTORY, _Paused(session))
            return ctx.finish("completed", message=text)
        other = sorted({c.type for c in pending if c.type != "function_approval_request"})
        if other:
            return ctx.finish(
                "failed",
                message=text,
                error=f"agent paused for {', '.join(other)}, which this adapter does not answer",
            )
        for content in pending:
            call = content.function_call
            if call is None or content.id is None:
                return ctx.finish("failed", error="approval request without a function call")
            ask_for_approval(
                ctx,
                action=call.name or "tool",
                args=dict(call.parse_arguments() or {}),
                native_id=content.id,
                preview=text,
            )
        ctx.session.set(_STATE, _Paused(session, list(pending)))
        ctx.witness_pause(pending[0], f"agent.run().user_input_requests ({pending[0].type})")
        return ctx.finish("waiting", message=text)

    # -- the model --------------------------------------------------------------------------
    def _agent(self, ctx: RunContext) -> Agent[Any]:
        """The user's agent around a chat-completions client for this endpoint (cached)."""
        key = (ctx.endpoint.base_url, ctx.endpoint.api_key)
        loop = asyncio.get_running_loop()
        made = self._agents.get(key)
        if made is None or made[1] is not loop:
            # httpx pools are bound to the loop that opened them: one client per event loop.
            # The harness owns retries and timeouts: a broken endpoint fails the leg at once.
            client = OpenAIChatCompletionClient(
                model=ctx.endpoint.model,
                async_client=AsyncOpenAI(
                    base_url=key[0], api_key=key[1], max_retries=0, http_client=async_client()
                ),
            )
            made = self._agents[key] = (_rebind(self._template, client, self.tools), loop)
        return made[0]

    @staticmethod
    def _options(ctx: RunContext) -> dict[str, Any]:
        return {"model": ctx.endpoint.model}


def _rebind(
    agent: Agent[Any], client: OpenAIChatCompletionClient, tools: Sequence[FunctionTool]
) -> Agent[Any]:
    options = {
        k: v
        for k, v in agent.default_options.items()
        if k not in ("tools", "instructions", "model")
    }
    kept = [t for t in agent.default_options.get("tools", []) if not isinstance(t, FunctionTool)]
    return Agent(
        client,
        agent.default_options.get("instructions"),
        id=agent.id,
        name=agent.name,
        description=agent.description,
        tools=[*tools, *kept, *agent.mcp_tools],
        default_options=options,  # type: ignore[arg-type]
        context_providers=agent.context_providers,
        middleware=agent.middleware,
        additional_properties=dict(agent.additional_properties),
    )


def _ask_tool(tool: FunctionTool) -> FunctionTool:
    """Same name and schema, always needs approval; answered by :class:`_AskTool`."""
    name = tool.name

    async def unanswered(**_: Any) -> str:
        return f"NOT APPROVED: {name} ran without a decision from a person."

    return _AskTool(
        name=name,
        description=tool.description,
        approval_mode="always_require",
        func=unanswered,
        input_model=tool.parameters(),
    )


def build(spec: AgentSpec) -> MicrosoftAFAdapter:
    """The arena's agent as an ``agent_framework.Agent``: its gate is an ask tool, nothing gated."""
    # A placeholder client: the adapter rebuilds the agent around each run's endpoint.
    client = OpenAIChatCompletionClient(
        model="arena-endpoint", base_url="http://127.0.0.1:9/v1", api_key="unused"
    )
    agent: Agent[Any] = Agent(
        client,
        spec.system_prompt,
        name=spec.name,
        tools=[
            FunctionTool(
                name=fn.__name__,
                description=fn.__doc__ or "",
                func=inline(fn),
                approval_mode="always_require" if fn.__name__ in spec.gated else None,
            )
            for fn in spec.tools
        ],
    )
    return MicrosoftAFAdapter(agent, ask=(spec.gate,))


__all__ = ["MicrosoftAFAdapter", "build"]
