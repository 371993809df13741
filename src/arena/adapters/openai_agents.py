"""OpenAI Agents SDK adapter: ``needs_approval`` tools pause the run; the ``RunState`` is the session.

The pause is native. A tool built with ``function_tool(..., needs_approval=True)`` makes
``Runner.run`` return early with ``result.interruptions`` (``ToolApprovalItem``); the run's
``RunState`` (``result.to_state()``) is kept as JSON in a session slot with a codec, so a new process
can restore it with ``RunState.from_json`` and continue with ``state.approve`` / ``state.reject``.

Two kinds of approval point:

* an *ask* tool (the arena's ``request_approval``): its body is replaced, never executed. On
  approval the SDK runs the replacement, which returns :func:`describe_decision`; on denial the
  SDK sends the rejection message, which is also :func:`describe_decision`.
* a *gated* tool (a user's ``delete_file`` with ``needs_approval``): on approval the SDK executes it
  (the harness's ``@recorded`` wrapper logs the call); on denial it does not run and the model sees
  the denial text as the tool result.
"""

from __future__ import annotations

import asyncio
import contextvars
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from importlib import metadata
from types import MappingProxyType
from typing import Any

try:
    from agents import (
        Agent,
        FunctionTool,
        ItemHelpers,
        OpenAIChatCompletionsModel,
        RunConfig,
        Runner,
        RunResult,
        RunState,
        ToolApprovalItem,
        function_tool,
        set_tracing_disabled,
    )
    from agents.run import DEFAULT_MAX_TURNS
    from agents.tool_context import ToolContext
    from openai import AsyncOpenAI
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    from arena.errors import MissingExtra

    raise MissingExtra("openai_agents", "openai_agents", exc.name or "openai-agents") from exc

from arena.adapters._approvals import check_complete, gather, refuse_unknown_ask, refuse_unrecorded
from arena.adapters._tools import inline, is_recorded, parse_args
from arena.adapters.base import AgentSpec, Traits, ask_for_approval
from arena.context import RunContext, describe_decision
from arena.deadline import async_client
from arena.errors import RunError, UserError
from arena.pause_made import watch
from arena.session import SessionSlot, create_session_slot
from arena.types import InputResponse, Turn

# Each ToolApprovalItem notes the frames that made it: the Agents SDK's own run loop, not a loop
# that builds one itself (arena.pause_made, evidence52b).
watch(ToolApprovalItem)


@dataclass
class _Pause:
    """A paused run: the live ``RunState`` this process made, or its JSON read from a store.

    The slot turns the live state into ``RunState.to_json()`` only when the store takes a
    snapshot of the session line (at the end of the leg), and a resume in the same process goes
    on with the live state: ``to_json`` at every pause and ``from_json`` (the SDK's agent-identity
    rebuild) at every resume were most of the adapter's glue (docs/benchmarks.md, "Where the time
    goes"). A resume anywhere else — another process, a slot loaded from the store — reads the
    JSON.
    """

    state: RunState[Any] | None = None
    raw: dict[str, Any] | None = None
    #: The live state's own pending approvals (``result.interruptions``, the very items its
    #: current step holds). ``state.approve`` finds one of them by identity; the detached copies
    #: ``get_interruptions()`` returns are matched by copying and hashing both raw tool calls,
    #: per item — the largest arena-only cost of a resume. None for a state read from JSON.
    interruptions: list[ToolApprovalItem] | None = None


def _dump_state(pause: _Pause) -> dict[str, Any]:
    if pause.raw is not None:
        return pause.raw
    assert pause.state is not None
    return pause.state.to_json()


def _load_state(raw: Any) -> _Pause:
    if not isinstance(raw, dict) or "$schemaVersion" not in raw:
        raise RunError("openai_agents session slot does not hold a serialised RunState")
    return _Pause(raw=raw)


#: The paused ``RunState``; JSON both ways (``RunState.to_json``), so the pause survives the process.
_STATE = create_session_slot("openai_agents.run_state", dump=_dump_state, load=_load_state)
#: The finished run's items (JSON), so a second send on the session line continues it.
_HISTORY: SessionSlot[list[Any]] = create_session_slot(
    "openai_agents.history", dump=list, load=list
)

#: Decision texts of the approved ask-tool calls of this leg, by tool call id. The replacement
#: body of an ask tool reads it; asyncio tasks inherit it from the leg that set it.
_DECISIONS: contextvars.ContextVar[Mapping[str, str]] = contextvars.ContextVar(
    "openai_agents_decisions", default=MappingProxyType({})
)


class OpenAIAgentsAdapter:
    """Drives an ``agents.Agent`` the user built; its ``needs_approval`` tools are the pauses.

    ``ask`` names tools whose call *is* the question (their body is replaced by the person's
    answer); every other tool with ``needs_approval`` is gated and runs only when approved. The
    model comes from the run's endpoint, so the agent's own ``model`` setting is overridden.
    """

    traits = Traits(
        pause_kind="native",
        mechanism=(
            "native: function_tool(needs_approval=True) interrupts Runner.run; RunState kept as JSON, "
            "resumed with state.approve / state.reject(rejection_message=...)"
        ),
    )

    def __init__(
        self,
        agent: Agent[Any],
        *,
        ask: Iterable[str] = (),
        max_turns: int = DEFAULT_MAX_TURNS,
        name: str = "openai_agents",
    ) -> None:
        if not isinstance(agent, Agent):
            raise UserError(
                f"OpenAIAgentsAdapter wraps an agents.Agent, got {type(agent).__name__}; "
                "build one with agents.Agent(name=..., instructions=..., tools=[...])"
            )
        self.name = name
        self.max_turns = max_turns
        self.ask = frozenset(ask)
        by_name = {t.name: t for t in agent.tools if isinstance(t, FunctionTool)}
        refuse_unknown_ask(self.ask, by_name, agent.name)
        tools = [
            _ask_tool(t) if isinstance(t, FunctionTool) and t.name in self.ask else t
            for t in agent.tools
        ]
        self.agent: Agent[Any] = agent.clone(tools=tools)
        self.gated = frozenset(
            t.name
            for t in self.agent.tools
            if isinstance(t, FunctionTool) and t.needs_approval is not False
        )
        if not self.gated:
            raise UserError(
                f"agent {agent.name!r} has no tool that needs approval, so it can never pause: "
                "build a tool with function_tool(fn, needs_approval=True) or pass ask=(name,)"
            )
        refuse_unrecorded(
            (
                n
                for n in self.gated - self.ask
                if not is_recorded(getattr(by_name.get(n), "__wrapped__", None))
            ),
            "function_tool(recorded(fn), needs_approval=True)",
        )
        set_tracing_disabled(True)
        # Per event loop: an httpx pool opened on one loop fails ("Event loop is closed") when a
        # later asyncio.run reuses its keep-alive connections.
        self._clients: dict[asyncio.AbstractEventLoop, dict[tuple[str, str, str], RunConfig]] = {}

    @property
    def framework_version(self) -> str:
        return f"openai-agents {metadata.version('openai-agents')}"

    @property
    def tool_names(self) -> frozenset[str] | None:
        """The agent's function tools, for the eval's checks of the names it asks about
        (arena.drive._agent_tools); None where it has others (hosted tools, handoffs' own)."""
        tools = list(self.agent.tools)
        if not all(isinstance(t, FunctionTool) for t in tools):
            return None
        return frozenset(t.name for t in tools)

    @property
    def durable(self) -> bool:
        """Read off the slot: the paused RunState is stored as JSON."""
        return _STATE.durable

    # -- legs -------------------------------------------------------------------------------
    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        history = ctx.session.take(_HISTORY) if ctx.session.has(_HISTORY) else None
        given: Any = [*history, {"role": "user", "content": user_input}] if history else user_input
        result = await self._run(given, ctx)
        return self._finish(result, ctx)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        matched = ctx.accept_responses(responses)
        pause = ctx.session.peek(_STATE)
        if pause is None:
            pause = ctx.session.take(_STATE)  # raises the session line's "nothing paused" error
        if pause.state is None:  # read from JSON once; a partial answer keeps the live state
            pause.state = await RunState.from_json(self.agent, pause.raw)  # type: ignore[arg-type]
            pause.interruptions = None
        state = pause.state
        pending = pause.interruptions
        if pending is None:
            pending = state.get_interruptions()
        items = {item.call_id: item for item in pending}
        by_call = {req.native_id: (req, resp) for req, resp in matched}
        gathered = gather(ctx, by_call, items, "the paused RunState")
        if gathered is None:
            return ctx.finish("waiting")  # a partial answer: held until the rest arrive
        by_call = dict(gathered)
        check_complete(
            ctx,
            by_call,
            items,
            noun="approval",
            where="the paused RunState",
            ask=self.ask,
            no_edit="openai-agents runs an approved tool with the model's own arguments "
            "(RunState.approve takes no argument override)",
        )
        ctx.session.take(_STATE)
        decisions: dict[str, str] = {}
        for call_id, item in items.items():
            request, response = by_call[call_id]
            verdict = describe_decision(response)
            if item.name in self.ask:
                ctx.resolve(request, response)
                if response.approved or response.text is not None:
                    decisions[str(call_id)] = verdict  # the replacement body returns it
                    state.approve(item)
                else:
                    state.reject(item, rejection_message=verdict)
            else:
                # The tool itself records its execution; the decision is an event, not a call.
                ctx.resolve(request, response, record=False)
                if response.approved:
                    state.approve(item)
                else:
                    state.reject(item, rejection_message=verdict)
        token = _DECISIONS.set(decisions)
        try:
            result = await self._run(state, ctx)
        finally:
            _DECISIONS.reset(token)
        return self._finish(result, ctx)

    async def _run(self, input: str | list[Any] | RunState[Any], ctx: RunContext) -> RunResult:
        config = self._config(ctx)
        return await Runner.run(self.agent, input, max_turns=self.max_turns, run_config=config)

    def _finish(self, result: RunResult, ctx: RunContext) -> Turn:
        if result.interruptions:
            preview = ItemHelpers.text_message_outputs(result.new_items)
            for item in result.interruptions:
                name = item.name or "tool"
                ask_for_approval(
                    ctx,
                    action=name,
                    args=parse_args(item.arguments, keep_raw=True),
                    native_id=item.call_id,
                    preview=preview,
                )
            live = _Pause(state=result.to_state(), interruptions=list(result.interruptions))
            ctx.session.set(_STATE, live)
            ctx.witness_pause(result.interruptions[0], "Runner.run().interruptions")
            return ctx.finish("waiting", message=preview)
        output = result.final_output
        text = output if isinstance(output, str) else "" if output is None else str(output)
        ctx.session.set(_HISTORY, result.to_input_list())  # a second send continues from here
        return ctx.finish("completed", message=text)

    def _config(self, ctx: RunContext) -> RunConfig:
        """One client, model and ``RunConfig`` per endpoint and event loop, as a native script
        builds them once: the run reads them and changes none of them."""
        key = (ctx.endpoint.base_url, ctx.endpoint.api_key, ctx.endpoint.model)
        for old in [loop for loop in self._clients if loop.is_closed()]:
            del self._clients[old]
        configs = self._clients.setdefault(asyncio.get_running_loop(), {})
        config = configs.get(key)
        if config is None:
            # The harness owns retries and timeouts: a broken endpoint fails the leg at once.
            client = AsyncOpenAI(
                base_url=key[0], api_key=key[1], max_retries=0, http_client=async_client()
            )
            model = OpenAIChatCompletionsModel(model=key[2], openai_client=client)
            config = configs[key] = RunConfig(model=model, tracing_disabled=True)
        return config


def _ask_tool(tool: FunctionTool) -> FunctionTool:
    """Same name and schema, needs approval, and a body that returns the person's answer."""
    name = tool.name

    async def answer(tool_ctx: ToolContext[Any], _arguments: str) -> str:
        decision = _DECISIONS.get().get(tool_ctx.tool_call_id)
        if decision is None:  # approved outside this adapter's resume: nobody answered
            return f"NOT APPROVED: {name} ran without a decision from a person."
        return decision

    return FunctionTool(
        name=name,
        description=tool.description,
        params_json_schema=dict(tool.params_json_schema),
        on_invoke_tool=answer,
        strict_json_schema=tool.strict_json_schema,
        needs_approval=True,
    )


def build(spec: AgentSpec) -> OpenAIAgentsAdapter:
    """The arena's agent as an ``agents.Agent``: its gate is an ask tool; ``spec.gated`` tools
    get ``needs_approval=True``."""
    agent: Agent[Any] = Agent(
        name=spec.name,
        instructions=spec.system_prompt,
        tools=[
            function_tool(inline(fn), needs_approval=fn.__name__ in spec.gated) for fn in spec.tools
        ],
    )
    return OpenAIAgentsAdapter(agent, ask=(spec.gate,))


__all__ = ["OpenAIAgentsAdapter", "build"]
