"""The baseline: a hand-written tool loop on the official ``openai`` client.

It has no interrupt primitive, so the pause is *emulated*: the loop intercepts the gate call,
keeps the transcript in process memory and carries it back in on resume (docs/methodology.md §7). The slot has
no codec on purpose — the transcript lives only as long as the process, which is what the
durable_state arena measures.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from openai import AsyncOpenAI
from openai.types.chat import ChatCompletionMessageFunctionToolCall

from arena.adapters._tools import parse_args
from arena.adapters.base import AgentSpec, LoopLocal, Traits, ask_for_approval
from arena.context import RunContext, describe_decision
from arena.deadline import async_client
from arena.errors import InvalidAnswer
from arena.session import SessionSlot, create_session_slot
from arena.tools.schema import function_schema
from arena.types import InputResponse, Turn

MAX_STEPS = 12


@dataclass
class _Paused:
    messages: list[dict[str, Any]]
    gate_call_ids: list[str] = field(default_factory=list)
    #: Decisions already taken, by gate call id (a partial answer keeps them).
    answers: dict[str, str] = field(default_factory=dict)
    #: Gated tool calls held for a person, by call id: (tool, arguments).
    held: dict[str, tuple[str, dict[str, Any]]] = field(default_factory=dict)


_PAUSED: SessionSlot[_Paused] = create_session_slot("vanilla.paused")
#: The finished conversation, so a second send on the same session line continues it.
_HISTORY: SessionSlot[list[dict[str, Any]]] = create_session_slot("vanilla.history")


class VanillaAdapter:
    """A chat-completions tool loop; ``request_approval`` is intercepted, never executed."""

    name = "vanilla"
    traits = Traits(
        pause_kind="emulated",
        mechanism="emulated: gate call intercepted, transcript carried back in from process memory",
    )

    def __init__(self, spec: AgentSpec) -> None:
        self.spec = spec
        self._schemas = [function_schema(fn) for fn in spec.tools]
        self._clients: LoopLocal[AsyncOpenAI] = LoopLocal(_new_client)

    @property
    def framework_version(self) -> str:
        import openai

        return f"openai {openai.__version__}"

    def _client(self, ctx: RunContext) -> AsyncOpenAI:
        return self._clients.get((ctx.endpoint.base_url, ctx.endpoint.api_key))

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        messages: list[dict[str, Any]] = (
            ctx.session.take(_HISTORY)
            if ctx.session.has(_HISTORY)
            else [{"role": "system", "content": self.spec.system_prompt}]
        )
        messages.append({"role": "user", "content": user_input})
        return await self._loop(messages, ctx)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        matched = ctx.accept_responses(responses)
        paused: _Paused = ctx.session.take(_PAUSED)
        for request, response in matched:
            held = paused.held.get(str(request.native_id))
            edit = response.edited_args
            if held is not None and edit is not None and {**held[1], **edit} != held[1]:
                # The held call runs as the model made it, and its result goes back to the model
                # as that call's: an edit here was dropped in silence, the model's own call run
                # and blocked, and the model told its room was booked (red team 44). A loop of
                # its own that put the edit into the held call runs it.
                ctx.session.set(_PAUSED, paused)
                raise InvalidAnswer(
                    f"request {request.id}: the vanilla loop runs a held {request.action} call "
                    "with the model's own arguments (its result is that call's); approve or deny "
                    "instead of editing"
                )
        for request, response in matched:
            call_id = str(request.native_id)
            if call_id in paused.held:  # a gated tool: it runs only now, and only if approved
                ctx.resolve(request, response, record=False)
                name, args = paused.held[call_id]
                approved = response.approved
                result = self._execute(name, args) if approved else describe_decision(response)
                paused.answers[call_id] = result
            elif request.native_id in paused.gate_call_ids:
                ctx.resolve(request, response)
                paused.answers[call_id] = describe_decision(response)
        if any(call_id not in paused.answers for call_id in paused.gate_call_ids):
            # A partial answer: keep what was decided, wait for the rest.
            ctx.session.set(_PAUSED, paused)
            return ctx.finish("waiting")
        for call_id in paused.gate_call_ids:
            paused.messages.append(
                {"role": "tool", "tool_call_id": call_id, "content": paused.answers[call_id]}
            )
        return await self._loop(paused.messages, ctx)

    async def _loop(self, messages: list[dict[str, Any]], ctx: RunContext) -> Turn:
        client = self._client(ctx)
        for _ in range(MAX_STEPS):
            completion = await client.chat.completions.create(
                model=ctx.endpoint.model,
                messages=cast(Any, messages),
                tools=cast(Any, self._schemas),
            )
            if not completion.choices:
                return ctx.finish("failed", error="model returned no choices")
            choice = completion.choices[0].message
            calls = [
                c
                for c in choice.tool_calls or []
                if isinstance(c, ChatCompletionMessageFunctionToolCall)
            ]
            text = choice.content or ""
            if not calls:
                messages.append({"role": "assistant", "content": text})
                ctx.session.set(_HISTORY, messages)
                return ctx.finish("completed", message=text)
            # No ``content`` key when the model said nothing (as ``model_dump(exclude_none=True)``
            # writes it): the SDK's request transform walks a ``None`` through every type of the
            # content union, for every such message in every later request.
            assistant: dict[str, Any] = (
                {"role": "assistant"} if not text else {"role": "assistant", "content": text}
            )
            assistant["tool_calls"] = [
                {
                    "id": c.id,
                    "type": "function",
                    "function": {
                        "name": c.function.name,
                        "arguments": c.function.arguments,
                    },
                }
                for c in calls
            ]
            messages.append(assistant)
            gate_ids: list[str] = []
            held: dict[str, tuple[str, dict[str, Any]]] = {}
            for call in calls:
                name = call.function.name
                args = parse_args(call.function.arguments)
                if name == self.spec.gate:
                    ask_for_approval(ctx, action=name, args=args, native_id=call.id, preview=text)
                    gate_ids.append(call.id)
                    continue
                if name in self.spec.gated:  # emulated per-tool gating: hold the call
                    ask_for_approval(
                        ctx, action=name, args=args, native_id=call.id, tool_name=name, preview=text
                    )
                    gate_ids.append(call.id)
                    held[call.id] = (name, args)
                    continue
                result = self._execute(name, args)
                messages.append({"role": "tool", "tool_call_id": call.id, "content": result})
            if gate_ids:
                ctx.session.set(
                    _PAUSED, _Paused(messages=messages, gate_call_ids=gate_ids, held=held)
                )
                return ctx.finish("waiting", message=text)
        return ctx.finish("failed", error=f"no final answer after {MAX_STEPS} model calls")

    def _execute(self, name: str, args: dict[str, Any]) -> str:
        try:
            fn = self.spec.tool(name)
        except KeyError:
            return f"ERROR: no tool named {name!r}"
        return str(fn(**args))


def _new_client(key: Any) -> AsyncOpenAI:
    base_url, api_key = key
    return AsyncOpenAI(
        base_url=base_url, api_key=api_key, max_retries=0, http_client=async_client()
    )


def build(spec: AgentSpec) -> VanillaAdapter:
    return VanillaAdapter(spec)
