"""Native baseline: a chat-completions tool loop on the ``openai`` client, paused in memory."""

from __future__ import annotations

import json
from typing import Any

from openai import AsyncOpenAI

from arena.tools.schema import function_schema
from arena.types import EvalItem
from bench.native import MAX_RESUMES, Outcome, verdict
from bench.native.tools import GATE, SYNC, SYSTEM_PROMPT

MAX_STEPS = 12


class Driver:
    name = "vanilla"

    def __init__(self) -> None:
        self.tools = {fn.__name__: fn for fn in SYNC}
        self.schemas = [function_schema(fn) for fn in SYNC]

    async def open(self, base_url: str, model: str) -> None:
        self.client = AsyncOpenAI(base_url=base_url, api_key="sk-arena-scripted", max_retries=0)
        self.model = model

    async def close(self) -> None:
        await self.client.close()

    async def run(self, item: EvalItem) -> Outcome:
        messages: list[dict[str, Any]] = [
            {"role": "system", "content": SYSTEM_PROMPT},
            {"role": "user", "content": item.input},
        ]
        pauses = 0
        while True:
            text, gate_ids = await self._loop(messages)
            if not gate_ids:
                return Outcome("completed", pauses, text)
            if pauses >= MAX_RESUMES:
                return Outcome("failed", pauses, "paused too often")
            _, answer = verdict(item, pauses)
            pauses += 1
            for call_id in gate_ids:
                messages.append({"role": "tool", "tool_call_id": call_id, "content": answer})

    async def _loop(self, messages: list[dict[str, Any]]) -> tuple[str, list[str]]:
        for _ in range(MAX_STEPS):
            completion = await self.client.chat.completions.create(
                model=self.model,
                messages=messages,  # type: ignore[arg-type]
                tools=self.schemas,  # type: ignore[arg-type]
            )
            message = completion.choices[0].message
            calls = list(message.tool_calls or [])
            if not calls:
                return message.content or "", []
            messages.append(message.model_dump(exclude_none=True))
            gate_ids = []
            for call in calls:
                name, raw = call.function.name, call.function.arguments  # type: ignore[union-attr]
                if name == GATE:
                    gate_ids.append(call.id)
                    continue
                result = self.tools[name](**json.loads(raw or "{}"))
                messages.append({"role": "tool", "tool_call_id": call.id, "content": result})
            if gate_ids:
                return message.content or "", gate_ids
        return "", []
