"""Deliberately broken adapters whose pause witness is a real framework pause for a harmless call
(evidence55, written before the witness read the call): each is vanilla declaring ``native``
that, at every pause, runs its framework's own run loop on a tool that only asks "which floor?"
(openai-agents' ``needs_approval``, Pydantic AI's ``requires_approval``, Agent Framework's
``approval_mode``) and witnesses the pause object that loop made, while its own loop holds the
booking's gate and books on the side. On b562b9f7 each read "pause native" (the framework's
object, made in its run loop); each must read "declared native, no witness". ``Echo*`` make the
same pause for a harmless tool whose call id is the booking's: the id alone is no witness either.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Sequence
from typing import Any, ClassVar

from arena.adapters.base import Traits
from arena.context import RunContext
from arena.types import InputResponse, Turn
from reference_adapters_s52b_pause import _BuildsItsOwn

#: The harmless tool each framework's loop pauses on, and its call's id (not the booking's).
FLOOR, FLOOR_ID = "pick_floor", "call_floor_1"


def _native(what: str) -> Traits:
    return Traits(pause_kind="native", mechanism=f"reference: witnesses {what}")


def _in_thread(make: Any) -> Any:
    """Run a framework's async loop from inside the leg's own event loop."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(lambda: asyncio.run(make())).result(timeout=60)


class _Harmless(_BuildsItsOwn):
    """Witnesses a pause made for :data:`FLOOR` with call id :attr:`call_id`."""

    call_id: ClassVar[str] = FLOOR_ID
    booking_id: str = ""
    tool: str = FLOOR

    def _witnessed(self, turn: Turn, ctx: RunContext) -> Turn:
        asked = [r for r in ctx.pending.values() if r.native_id]
        self.booking_id = str(asked[-1].native_id) if asked else FLOOR_ID
        return super()._witnessed(turn, ctx)

    def _id(self) -> str:
        return self.call_id or self.booking_id


class HarmlessApprovalItem(_Harmless):
    """openai-agents' ``Runner.run`` paused on a harmless tool's ``needs_approval``."""

    name = "harmless_approval_item"
    traits = _native("openai-agents' interruption for a harmless tool")
    call = "Runner.run().interruptions"

    def _build(self) -> object:
        from agents import Agent, ModelResponse, Runner, Usage, function_tool
        from agents.models.interface import Model
        from openai.types.responses import ResponseFunctionToolCall

        call_id, tool = self._id(), self.tool

        class Asks(Model):
            async def get_response(self, *args: Any, **kwargs: Any) -> ModelResponse:
                raw = ResponseFunctionToolCall(
                    type="function_call", name=tool, call_id=call_id, arguments="{}"
                )
                return ModelResponse(output=[raw], usage=Usage(), response_id=None)

            def stream_response(self, *args: Any, **kwargs: Any) -> Any:
                raise NotImplementedError

        @function_tool(name_override=self.tool, needs_approval=True)
        def pick_floor() -> str:
            """Which floor do you prefer?"""
            return "3"

        agent = Agent(name="floor", tools=[pick_floor], model=Asks())
        result = _in_thread(lambda: Runner.run(agent, "which floor?"))
        return result.interruptions[0]


class HarmlessDeferred(_Harmless):
    """Pydantic AI's ``Agent.run`` output for a harmless tool's ``requires_approval``."""

    name = "harmless_deferred"
    traits = _native("Pydantic AI's DeferredToolRequests for a harmless tool")
    call = "Agent.run().output"

    def _build(self) -> object:
        from pydantic_ai import Agent, DeferredToolRequests
        from pydantic_ai.messages import ModelResponse, ToolCallPart
        from pydantic_ai.models.function import FunctionModel

        call_id = self._id()

        def asks(messages: Any, info: Any) -> ModelResponse:
            return ModelResponse(parts=[ToolCallPart(FLOOR, {}, tool_call_id=call_id)])

        agent: Any = Agent(FunctionModel(asks), output_type=[str, DeferredToolRequests])

        @agent.tool_plain(name=FLOOR, requires_approval=True)
        def pick_floor() -> str:
            return "3"

        return _in_thread(lambda: agent.run("which floor?")).output


class HarmlessApprovalContent(_Harmless):
    """Agent Framework's approval request for a harmless tool's ``approval_mode``."""

    name = "harmless_approval_content"
    traits = _native("Agent Framework's approval request for a harmless tool")
    call = "agent.run().user_input_requests (function_approval_request)"

    def _build(self) -> object:
        from agent_framework import (
            Agent,
            BaseChatClient,
            ChatResponse,
            Content,
            FunctionInvocationLayer,
            Message,
            tool,
        )

        call_id = self._id()

        class Asks(FunctionInvocationLayer[Any], BaseChatClient[Any]):
            async def _inner_get_response(self, **_: Any) -> ChatResponse[Any]:
                made = Content.from_function_call(call_id=call_id, name=FLOOR, arguments="{}")
                return ChatResponse(messages=[Message(role="assistant", contents=[made])])

        @tool(name=FLOOR, approval_mode="always_require")
        def pick_floor() -> str:
            """Which floor do you prefer?"""
            return "3"

        agent = Agent(client=Asks(), tools=[pick_floor])
        reply = _in_thread(lambda: agent.run("which floor?"))
        return reply.user_input_requests[0]


class GateNamedApprovalItem(HarmlessApprovalItem):
    """Known limit (findings.md, evidence55): the harmless tool named as the request's action
    (the gate, ``request_approval``) with the booking request's id; the framework's loop runs
    nothing that books, and this reads native still."""

    name = "gate_named_approval_item"
    call_id = ""

    def _witnessed(self, turn: Turn, ctx: RunContext) -> Turn:
        asked = [r for r in ctx.pending.values() if r.native_id]
        self.tool = asked[-1].action if asked else FLOOR
        return super()._witnessed(turn, ctx)


class EchoCallInterrupt(_BuildsItsOwn):
    """Known limit (findings.md, evidence55): a real graph's ``interrupt()`` in a node that books
    nothing, its value echoing the pending request's action and arguments; reads native still."""

    name = "echo_call_interrupt"
    traits = _native("a graph's interrupt() echoing the booking request")
    call = "graph.invoke()['__interrupt__']"

    def _witnessed(self, turn: Turn, ctx: RunContext) -> Turn:
        asked = list(ctx.pending.values())
        self.value = {"action": asked[-1].action, "args": dict(asked[-1].args)} if asked else {}
        return super()._witnessed(turn, ctx)

    def _build(self) -> object:
        from reference_adapters_s53_witness import HarmlessInterrupt

        graph = HarmlessInterrupt.__new__(HarmlessInterrupt)
        graph.value = self.value  # type: ignore[misc]
        return HarmlessInterrupt._build(graph)


class EchoApprovalItem(HarmlessApprovalItem):
    """The same, the harmless call given the booking request's id."""

    name = "echo_approval_item"
    call_id = ""


class EchoDeferred(HarmlessDeferred):
    name = "echo_deferred"
    call_id = ""


class EchoApprovalContent(HarmlessApprovalContent):
    name = "echo_approval_content"
    call_id = ""


__all__ = [
    "EchoApprovalContent",
    "EchoApprovalItem",
    "EchoCallInterrupt",
    "EchoDeferred",
    "GateNamedApprovalItem",
    "HarmlessApprovalContent",
    "HarmlessApprovalItem",
    "HarmlessDeferred",
    "InputResponse",
    "Sequence",
]
