"""Native OpenAI Agents SDK: ``function_tool(needs_approval=True)``, ``RunState`` kept in memory.

The documented loop: ``result.interruptions`` → ``state = result.to_state()`` →
``state.approve(item)`` / ``state.reject(item, rejection_message=...)`` → ``Runner.run(agent,
state)``. An approved gate runs its body, which returns the approval text.
"""

from __future__ import annotations

from typing import Any

from agents import (
    Agent,
    OpenAIChatCompletionsModel,
    RunConfig,
    Runner,
    function_tool,
    set_tracing_disabled,
)
from openai import AsyncOpenAI

from arena.types import EvalItem
from bench.native import MAX_RESUMES, Outcome, verdict
from bench.native.tools import ASYNC, GATE, SYSTEM_PROMPT


class Driver:
    name = "openai_agents"

    def __init__(self) -> None:
        set_tracing_disabled(True)
        tools: list[Any] = [function_tool(fn, needs_approval=fn.__name__ == GATE) for fn in ASYNC]
        self.agent: Agent[Any] = Agent(name="booking", instructions=SYSTEM_PROMPT, tools=tools)

    async def open(self, base_url: str, model: str) -> None:
        self.client = AsyncOpenAI(base_url=base_url, api_key="sk-arena-scripted", max_retries=0)
        chat = OpenAIChatCompletionsModel(model=model, openai_client=self.client)
        self.config = RunConfig(model=chat, tracing_disabled=True)

    async def close(self) -> None:
        await self.client.close()

    async def run(self, item: EvalItem) -> Outcome:
        result = await Runner.run(self.agent, item.input, run_config=self.config)
        pauses = 0
        while result.interruptions:
            if pauses >= MAX_RESUMES:
                return Outcome("failed", pauses, "paused too often")
            approved, answer = verdict(item, pauses)
            pauses += 1
            state = result.to_state()
            for call in result.interruptions:
                if approved:
                    state.approve(call)
                else:
                    state.reject(call, rejection_message=answer)
            result = await Runner.run(self.agent, state, run_config=self.config)
        return Outcome("completed", pauses, str(result.final_output or ""))
