"""Native Pydantic AI: ``Tool(requires_approval=True)``, ``DeferredToolRequests`` output, resumed
with ``DeferredToolResults`` over ``result.all_messages()`` (kept in memory)."""

from __future__ import annotations

from typing import Any

from pydantic_ai import Agent, DeferredToolRequests, DeferredToolResults, Tool
from pydantic_ai.models.openai import OpenAIChatModel
from pydantic_ai.providers.openai import OpenAIProvider
from pydantic_ai.tools import ToolDenied

from arena.types import EvalItem
from bench.native import MAX_RESUMES, Outcome, verdict
from bench.native.tools import GATE, SYNC, SYSTEM_PROMPT


class Driver:
    name = "pydantic_ai"

    def __init__(self) -> None:
        self.agent: Agent[None, Any] = Agent(
            instructions=SYSTEM_PROMPT,
            name="booking",
            tools=[Tool(fn, requires_approval=fn.__name__ == GATE) for fn in SYNC],
            output_type=[str, DeferredToolRequests],
        )

    async def open(self, base_url: str, model: str) -> None:
        self.model = OpenAIChatModel(
            model,
            provider=OpenAIProvider(base_url=base_url, api_key="sk-arena-scripted"),
            settings={"max_retries": 0},  # type: ignore[typeddict-unknown-key]
        )

    async def close(self) -> None:
        pass

    async def run(self, item: EvalItem) -> Outcome:
        result = await self.agent.run(item.input, model=self.model)
        pauses = 0
        while isinstance(result.output, DeferredToolRequests):
            if pauses >= MAX_RESUMES:
                return Outcome("failed", pauses, "paused too often")
            approved, answer = verdict(item, pauses)
            pauses += 1
            results = DeferredToolResults()
            for call in result.output.approvals:
                results.approvals[call.tool_call_id] = True if approved else ToolDenied(answer)
            result = await self.agent.run(
                message_history=result.all_messages(),
                deferred_tool_results=results,
                model=self.model,
            )
        return Outcome("completed", pauses, str(result.output))
