"""Pydantic AI: deferred tools pause the run natively; the message history carries it across processes.

An approval point is a tool call in pydantic-ai's ``'approval'`` deferral bucket: a tool declared with
``requires_approval=True`` (how :func:`build` declares the arena's gate), or one for which
:class:`_ApprovalPoints` raises ``ApprovalRequired`` before it executes (how a user's own agent gets
its approval points without being rebuilt). The run then ends with a ``DeferredToolRequests`` output
instead of text; the adapter asks for each ``.approvals`` entry, stores ``result.all_messages_json()``
in a session slot with a codec (so a new process can resume), and answers with
``DeferredToolResults(approvals={tool_call_id: ToolApproved | ToolDenied(message)})`` on the same
history.

Two kinds of approval point: an *ask* tool (the arena's ``request_approval``) never runs its own
body — on approval the model gets :func:`describe_decision` as its result, on denial the same text
as the ``ToolDenied`` message; a *gated* tool (a user's ``delete_file``) runs on approval and not on
denial. The arena's own agent declares its ask tool with :func:`answering_tool` (``requires_approval``
plus a body that returns the decision), so its runs need no per-run capability: pydantic-ai wraps
every tool call and model request of a run given one (a few hundred calls per leg).
"""

from __future__ import annotations

import inspect
import json
import os
import typing
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from arena.adapters._approvals import gather
from arena.adapters.base import AgentSpec, LoopLocal, Traits, ask_for_approval
from arena.context import RunContext, describe_decision
from arena.deadline import async_client
from arena.errors import MissingExtra, RunError, UserError
from arena.pause_made import watch
from arena.session import create_session_slot
from arena.types import InputRequest, InputResponse, Turn, Usage

# pydantic-ai's first agent run on a terminal prints its Logfire banner (ASCII art) to stderr:
# it landed between arena run's progress bars. Its documented switch turns it off for the
# process (read at each run, so set before the first); a user's own setting wins.
os.environ.setdefault("PYDANTIC_AI_NO_BANNER", "1")

try:
    import pydantic_ai
    from pydantic_ai import Agent, DeferredToolRequests, DeferredToolResults, Tool
    from pydantic_ai import RunContext as AIRunContext
    from pydantic_ai.capabilities import AbstractCapability, WrapToolExecuteHandler
    from pydantic_ai.exceptions import ApprovalRequired
    from pydantic_ai.messages import (
        ModelMessage,
        ModelMessagesTypeAdapter,
        ModelResponse,
        TextPart,
        ToolCallPart,
    )
    from pydantic_ai.models.openai import OpenAIChatModel
    from pydantic_ai.providers.openai import OpenAIProvider
    from pydantic_ai.tools import ToolApproved, ToolDefinition, ToolDenied
    from pydantic_ai.toolsets import FunctionToolset
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise MissingExtra("pydantic_ai", "pydantic_ai", "pydantic_ai") from exc

# Each DeferredToolRequests notes the frames that made it: Pydantic AI's own run loop, not a loop
# that builds one itself (arena.pause_made, evidence52b).
watch(DeferredToolRequests)

#: Key under ``DeferredToolResults.metadata[tool_call_id]`` that carries an ask tool's answer text.
DECISION_KEY = "arena_decision"
#: Version of what the session slot stores. Bump when its shape changes.
STATE_VERSION = 1


@dataclass
class _Paused:
    """A run stopped on deferred approvals: the whole history and the calls waiting for a verdict."""

    messages: list[ModelMessage]
    call_ids: list[str]


def _dump(paused: _Paused) -> dict[str, Any]:
    return {
        "version": STATE_VERSION,
        "messages": json.loads(ModelMessagesTypeAdapter.dump_json(paused.messages)),
        "call_ids": list(paused.call_ids),
    }


def _load(data: Any) -> _Paused:
    version = data.get("version") if isinstance(data, dict) else None
    if version != STATE_VERSION:
        raise RunError(
            f"pydantic_ai session state has version {version!r}; this hitl-arena reads version "
            f"{STATE_VERSION} — resume it with the release that wrote it"
        )
    messages = ModelMessagesTypeAdapter.validate_json(json.dumps(data["messages"]))
    return _Paused(messages=list(messages), call_ids=list(data["call_ids"]))


_PAUSED = create_session_slot("pydantic_ai.paused", dump=_dump, load=_load)
#: A finished run's messages (no call ids), so a second send on the session line continues it.
_HISTORY = create_session_slot("pydantic_ai.history", dump=_dump, load=_load)


class _ApprovalPoints(AbstractCapability[Any]):
    """Per-run hooks that make named tools approval points of a (possibly user-built) agent.

    Raising ``ApprovalRequired`` from a tool-execute hook before the tool runs is pydantic-ai's
    documented way to defer without rebuilding tools; an approved *ask* call is answered here with
    the decision text instead of running its body.
    """

    def __init__(self, ask: frozenset[str], gated: frozenset[str]) -> None:
        self.ask = ask
        self.gated = gated

    @classmethod
    def get_serialization_name(cls) -> str | None:
        return None  # built in code, never from an agent spec file

    async def wrap_tool_execute(
        self,
        ctx: AIRunContext[Any],
        *,
        call: ToolCallPart,
        tool_def: ToolDefinition,
        args: dict[str, Any],
        handler: WrapToolExecuteHandler,
    ) -> Any:
        name = call.tool_name
        if name not in self.ask and name not in self.gated:
            return await handler(args)
        if not ctx.tool_call_approved:
            raise ApprovalRequired(metadata={"arena_kind": "ask" if name in self.ask else "gated"})
        if name in self.ask:
            metadata = ctx.tool_call_metadata if isinstance(ctx.tool_call_metadata, dict) else {}
            return str(metadata.get(DECISION_KEY, "APPROVED."))
        return await handler(args)


class PydanticAIAdapter:
    """Runs a pydantic-ai ``Agent`` with its approval points as native deferred tool calls.

    ``ask``: tools that only ask a person (intercepted, answered with the decision text).
    ``gated``: consequential tools that run only once a person approves them.
    Tools already declared ``requires_approval=True`` on the agent are gated unless listed in ``ask``.
    The model comes from the run's endpoint unless ``use_agent_model`` keeps the agent's own.
    """

    name = "pydantic_ai"
    traits = Traits(
        pause_kind="native",
        mechanism=(
            "native deferred tools: requires_approval / ApprovalRequired end the run with "
            "DeferredToolRequests; resumed with DeferredToolResults over the serialised message history"
        ),
    )

    def __init__(
        self,
        agent: Agent[Any, Any],
        *,
        ask: Iterable[str] = (),
        gated: Iterable[str] = (),
        use_agent_model: bool = False,
        name: str = "pydantic_ai",
    ) -> None:
        if not isinstance(agent, Agent):
            raise UserError(
                f"PydanticAIAdapter wraps a pydantic_ai.Agent, got {type(agent).__name__}; "
                "build one with pydantic_ai.Agent(...)"
            )
        self.agent = agent
        self.name = name
        self.ask = frozenset(ask)
        self.gated = frozenset(gated)
        both = self.ask & self.gated
        if both:
            raise UserError(f"tools {sorted(both)} are listed as both ask and gated; pick one")
        _check_tool_names(agent, self.ask | self.gated)
        self.use_agent_model = use_agent_model
        points = _ApprovalPoints(self.ask, self.gated)
        # Approval points all declared natively need no hooks (see answering_tool).
        self._capabilities = None if _all_native(agent, self.ask, self.gated) else [points]
        # None when the agent's own output type already allows the pause: a run given an
        # ``output_type`` builds its output schema anew, one the agent built once.
        allowed = _with_deferred(agent.output_type)
        self._output_type = None if allowed is agent.output_type else allowed
        self._models: LoopLocal[OpenAIChatModel] = LoopLocal(_new_model)

    @property
    def framework_version(self) -> str:
        return f"pydantic-ai {pydantic_ai.__version__}"

    @property
    def tool_names(self) -> frozenset[str] | None:
        """The agent's tools, where they can be listed without a run (function toolsets), for
        the eval's checks of the names it asks about (arena.drive._agent_tools); else None."""
        toolsets = list(self.agent.toolsets)
        if not all(isinstance(t, FunctionToolset) for t in toolsets):
            return None
        return frozenset(n for t in toolsets if isinstance(t, FunctionToolset) for n in t.tools)

    @property
    def durable(self) -> bool:
        """Read off the slot: the paused history has a JSON codec, so the store can keep it."""
        return _PAUSED.durable

    # -- legs ---------------------------------------------------------------------------------
    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        history = ctx.session.take(_HISTORY).messages if ctx.session.has(_HISTORY) else None
        return await self._run(ctx, user_prompt=user_input, history=history)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        matched = ctx.accept_responses(responses)
        paused = ctx.session.peek(_PAUSED)
        if paused is None:
            ctx.session.take(_PAUSED)  # raises the session line's "nothing paused" error
            raise AssertionError("unreachable")
        by_call = {req.native_id: (req, resp) for req, resp in matched}
        # pydantic-ai needs a verdict for every deferred call of a pause in one go.
        gathered = gather(ctx, by_call, paused.call_ids, "the paused deferred tool calls")
        if gathered is None:
            return ctx.finish("waiting")  # a partial answer: held until the rest arrive
        by_call = dict(gathered)
        ctx.session.take(_PAUSED)
        results = DeferredToolResults()
        for call_id in paused.call_ids:
            if call_id not in by_call:
                raise RunError(
                    f"no pending request for deferred tool call {call_id} on {ctx.run_id}"
                )
            request, response = by_call[call_id]
            # An approved gated tool logs its own execution; recording the approval too counts it twice.
            ctx.resolve(request, response, record=request.tool_name in self.ask)
            self._verdict(results, call_id, request, response)
        return await self._run(ctx, history=paused.messages, results=results)

    def _verdict(
        self,
        results: DeferredToolResults,
        call_id: str,
        request: InputRequest,
        response: InputResponse,
    ) -> None:
        """One person's answer in pydantic-ai's terms: approved (maybe with new args) or denied."""
        text = describe_decision(response)
        if request.tool_name in self.ask and (response.approved or response.text is not None):
            # A typed answer is the ask tool's result, not a denial of it.
            results.approvals[call_id] = ToolApproved()
            results.metadata[call_id] = {DECISION_KEY: text}
        elif not response.approved:
            results.approvals[call_id] = ToolDenied(text)
        else:
            edited = dict(response.edited_args) if response.edited_args is not None else None
            results.approvals[call_id] = ToolApproved(override_args=edited)

    async def _run(
        self,
        ctx: RunContext,
        *,
        user_prompt: str | None = None,
        history: list[ModelMessage] | None = None,
        results: DeferredToolResults | None = None,
    ) -> Turn:
        result = await self.agent.run(
            user_prompt,
            message_history=history,
            deferred_tool_results=results,
            output_type=self._output_type,
            model=None if self.use_agent_model else self._model(ctx),
            capabilities=self._capabilities,
        )
        _add_usage(ctx, result.usage)
        messages = result.all_messages()
        output = result.output
        if not isinstance(output, DeferredToolRequests):
            ctx.session.set(_HISTORY, _Paused(messages=messages, call_ids=[]))
            return ctx.finish("completed", message=_as_text(output))
        if output.calls:
            names = ", ".join(sorted({c.tool_name for c in output.calls}))
            return ctx.finish(
                "failed",
                error=f"the agent deferred {names} for external execution (CallDeferred); "
                "the pydantic_ai adapter handles approvals only",
            )
        preview = _last_text(messages)
        for call in output.approvals:
            ask_for_approval(
                ctx,
                action=call.tool_name,
                args=call.args_as_dict(),
                native_id=call.tool_call_id,
                preview=preview,
            )
        ctx.session.set(
            _PAUSED,
            _Paused(messages=messages, call_ids=[c.tool_call_id for c in output.approvals]),
        )
        ctx.witness_pause(output, "Agent.run().output")  # Pydantic AI's DeferredToolRequests
        return ctx.finish("waiting", message=preview)

    def _model(self, ctx: RunContext) -> OpenAIChatModel:
        endpoint = ctx.endpoint
        return self._models.get((endpoint.base_url, endpoint.api_key, endpoint.model))


def _new_model(key: Hashable) -> OpenAIChatModel:
    """pydantic-ai's chat-completions model on its own OpenAI provider, pointed at the endpoint."""
    assert isinstance(key, tuple)
    base_url, api_key, model = (str(part) for part in key)
    return OpenAIChatModel(
        model,
        provider=OpenAIProvider(base_url=base_url, api_key=api_key, http_client=async_client()),
        # One attempt per request: a failing endpoint fails the leg now, not after SDK retries.
        settings={"max_retries": 0},
    )


def _check_tool_names(agent: Agent[Any, Any], names: frozenset[str]) -> None:
    """Reject approval points the agent does not have, when its tools can be listed without a run."""
    toolsets = list(agent.toolsets)
    if not names or not all(isinstance(t, FunctionToolset) for t in toolsets):
        return  # MCP and other dynamic toolsets only know their tools inside a run
    known = {name for t in toolsets if isinstance(t, FunctionToolset) for name in t.tools}
    unknown = sorted(names - known)
    if unknown:
        raise UserError(
            f"the agent has no tool named {', '.join(map(repr, unknown))}; "
            f"its tools: {', '.join(sorted(known)) or 'none'}"
        )


def answering_tool(fn: Any) -> Tool[Any]:
    """An ask tool as pydantic-ai's own approval point: ``requires_approval=True``, ``fn``'s schema,
    and a body that returns the person's words (``DeferredToolResults.metadata``) once approved.

    It runs only when approved (pydantic-ai defers it otherwise), so ``fn`` itself never runs.
    """

    async def answer(ctx: AIRunContext[Any], **_args: Any) -> str:
        metadata = ctx.tool_call_metadata if isinstance(ctx.tool_call_metadata, dict) else {}
        return str(metadata.get(DECISION_KEY, "APPROVED."))

    signature = inspect.signature(fn)
    first = inspect.Parameter("ctx", inspect.Parameter.POSITIONAL_OR_KEYWORD)
    answer.__signature__ = signature.replace(  # type: ignore[attr-defined]
        parameters=[first.replace(annotation=AIRunContext[Any]), *signature.parameters.values()]
    )
    answer.__annotations__ = {"ctx": AIRunContext[Any], **typing.get_type_hints(fn)}
    answer.__name__ = answer.__qualname__ = fn.__name__
    answer.__doc__ = fn.__doc__
    answer.__arena_answers__ = True  # type: ignore[attr-defined]
    return Tool(answer, takes_ctx=True, requires_approval=True)


def _all_native(agent: Agent[Any, Any], ask: frozenset[str], gated: frozenset[str]) -> bool:
    """True when every approval point is declared on the agent so pydantic-ai defers it itself:
    gated tools with ``requires_approval=True``, ask tools built by :func:`answering_tool`."""
    toolsets = list(agent.toolsets)
    if not all(isinstance(t, FunctionToolset) for t in toolsets):
        return False
    tools = {
        n: t for ts in toolsets if isinstance(ts, FunctionToolset) for n, t in ts.tools.items()
    }
    return all(
        name in tools
        and tools[name].requires_approval
        and (name not in ask or getattr(tools[name].function, "__arena_answers__", False))
        for name in ask | gated
    )


def _with_deferred(output_type: Any) -> Any:
    """The agent's output type plus ``DeferredToolRequests``, which a run must allow to pause."""
    if isinstance(output_type, Sequence) and not isinstance(output_type, str):
        items = list(output_type)
    else:
        items = [output_type]
    if DeferredToolRequests in items:
        return output_type
    return [*items, DeferredToolRequests]


def _as_text(output: Any) -> str:
    if isinstance(output, str):
        return output
    dump = getattr(output, "model_dump_json", None)
    return str(dump()) if callable(dump) else str(output)


def _last_text(messages: Sequence[ModelMessage]) -> str:
    """What the model said alongside its latest tool calls: the preview a person sees."""
    for message in reversed(messages):
        if isinstance(message, ModelResponse):
            return "".join(p.content for p in message.parts if isinstance(p, TextPart)).strip()
    return ""


def _add_usage(ctx: RunContext, usage: Any) -> None:
    before = ctx.usage or Usage()
    ctx.usage = Usage(
        input_tokens=before.input_tokens + int(usage.input_tokens or 0),
        output_tokens=before.output_tokens + int(usage.output_tokens or 0),
        requests=before.requests + int(usage.requests or 0),
    )


def build(spec: AgentSpec) -> PydanticAIAdapter:
    """The arena's agent: the gate an :func:`answering_tool`, gated tools ``requires_approval=True``."""
    agent: Agent[None, Any] = Agent(
        instructions=spec.system_prompt,
        name=spec.name,
        tools=[
            answering_tool(fn)
            if fn.__name__ == spec.gate
            else Tool(fn, requires_approval=fn.__name__ in spec.gated)
            for fn in spec.tools
        ],
        output_type=[str, DeferredToolRequests],
    )
    return PydanticAIAdapter(agent, ask=(spec.gate,))


__all__ = ["PydanticAIAdapter", "answering_tool", "build"]
