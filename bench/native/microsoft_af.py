"""Native Microsoft Agent Framework: ``approval_mode="always_require"`` on the gate; the
``AgentSession`` stays in memory; verdicts go back as ``to_function_approval_response(bool)``."""

from __future__ import annotations

import os
from typing import Any

os.environ.setdefault("AGENT_FRAMEWORK_USER_AGENT_DISABLED", "true")
os.environ.setdefault("ENABLE_INSTRUMENTATION", "false")

from agent_framework import Agent, FunctionTool, Message
from agent_framework.openai import OpenAIChatCompletionClient
from openai import AsyncOpenAI

from arena.types import EvalItem
from bench.native import MAX_RESUMES, Outcome, verdict
from bench.native.tools import ASYNC, GATE, SYSTEM_PROMPT


class Driver:
    name = "microsoft_af"

    async def open(self, base_url: str, model: str) -> None:
        self.client = AsyncOpenAI(base_url=base_url, api_key="sk-arena-scripted", max_retries=0)
        chat = OpenAIChatCompletionClient(model=model, async_client=self.client)
        tools = [
            FunctionTool(
                name=fn.__name__,
                description=fn.__doc__ or "",
                func=fn,
                approval_mode="always_require" if fn.__name__ == GATE else "never_require",
            )
            for fn in ASYNC
        ]
        self.agent: Agent[Any] = Agent(chat, SYSTEM_PROMPT, name="booking", tools=tools)
        self.options = {"model": model}

    async def close(self) -> None:
        await self.client.close()

    async def run(self, item: EvalItem) -> Outcome:
        session = self.agent.create_session()
        response = await self.agent.run(item.input, session=session, options=self.options)
        pauses = 0
        while response.user_input_requests:
            if pauses >= MAX_RESUMES:
                return Outcome("failed", pauses, "paused too often")
            approved, _ = verdict(item, pauses)
            pauses += 1
            answers = [
                r.to_function_approval_response(approved) for r in response.user_input_requests
            ]
            response = await self.agent.run(
                Message(role="user", contents=answers), session=session, options=self.options
            )
        return Outcome("completed", pauses, response.text or "")
