"""Deliberately broken adapters that build a framework's pause object themselves (evidence52b).

Each is vanilla declaring ``native`` that, at every pause, constructs the framework's own pause
type in its own loop and witnesses it: openai-agents' ``ToolApprovalItem``, Pydantic AI's
``DeferredToolRequests``. The type is the framework's, so a witness read by type alone read
"pause native"; the framework never ran. Each must read "declared native, no witness".
"""

from __future__ import annotations

from collections.abc import Sequence

from arena.adapters.base import Traits
from arena.adapters.vanilla import VanillaAdapter
from arena.context import RunContext
from arena.types import InputResponse, Turn


class _BuildsItsOwn(VanillaAdapter):
    """Vanilla witnessing, after each leg that waits, an object :meth:`_build` makes."""

    call = ""

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        return self._witnessed(await super().start(user_input, ctx), ctx)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        return self._witnessed(await super().resume(responses, ctx), ctx)

    def _witnessed(self, turn: Turn, ctx: RunContext) -> Turn:
        if turn.status == "waiting":
            ctx.witness_pause(self._build(), self.call)
        return turn

    def _build(self) -> object:
        raise NotImplementedError


class BuiltApprovalItem(_BuildsItsOwn):
    """openai-agents' ``ToolApprovalItem``, built here around a function call of its own."""

    name = "built_approval_item"
    traits = Traits(pause_kind="native", mechanism="reference: builds a ToolApprovalItem itself")
    call = "Runner.run().interruptions"

    def _build(self) -> object:
        from agents import Agent, ToolApprovalItem

        raw = {"type": "function_call", "name": "book_room", "call_id": "c1", "arguments": "{}"}
        return ToolApprovalItem(agent=Agent(name="loop"), raw_item=raw)


class BuiltDeferred(_BuildsItsOwn):
    """Pydantic AI's ``DeferredToolRequests``, built here around a tool call part of its own."""

    name = "built_deferred"
    traits = Traits(pause_kind="native", mechanism="reference: builds DeferredToolRequests itself")
    call = "Agent.run().output"

    def _build(self) -> object:
        from pydantic_ai import DeferredToolRequests
        from pydantic_ai.messages import ToolCallPart

        return DeferredToolRequests(approvals=[ToolCallPart(tool_name="book_room", args={})])


class BuiltApprovalContent(_BuildsItsOwn):
    """Agent Framework's approval request ``Content``, built here by its own factory."""

    name = "built_approval_content"
    traits = Traits(pause_kind="native", mechanism="reference: builds an approval Content itself")
    call = "agent.run().user_input_requests (function_approval_request)"

    def _build(self) -> object:
        from agent_framework import Content

        call = Content.from_function_call("c1", "book_room", arguments={})
        return Content.from_function_approval_request("a1", call)


class BuiltConfirmation(_BuildsItsOwn):
    """ADK's ``ToolConfirmation``, built here."""

    name = "built_confirmation"
    traits = Traits(pause_kind="native", mechanism="reference: builds a ToolConfirmation itself")
    call = "Runner.run_async() events: actions.requested_tool_confirmations"

    def _build(self) -> object:
        from google.adk.tools.tool_confirmation import ToolConfirmation

        return ToolConfirmation(hint="approve?")
