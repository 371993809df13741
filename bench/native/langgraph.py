"""Native LangGraph: ``create_agent`` + ``HumanInTheLoopMiddleware``, SQLite checkpointer.

One ``AsyncSqliteSaver`` for the whole session (opened in ``open``), the graph compiled once with
it; a pause is read from ``result["__interrupt__"]`` and answered with
``Command(resume={interrupt_id: {"type": "respond", "message": ...}})``.
"""

from __future__ import annotations

import contextlib
import tempfile
import uuid
from pathlib import Path
from typing import Any

import openai
from langchain.agents import create_agent
from langchain.agents.middleware import HumanInTheLoopMiddleware
from langchain_core.tools import StructuredTool
from langchain_openai import ChatOpenAI
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
from langgraph.types import Command
from langsmith import tracing_context

from arena.types import EvalItem
from bench.native import MAX_RESUMES, Outcome, verdict
from bench.native.tools import ASYNC, GATE, SYNC, SYSTEM_PROMPT


class Driver:
    name = "langgraph"

    async def open(self, base_url: str, model: str) -> None:
        self._dir = tempfile.TemporaryDirectory(prefix="bench-langgraph-")
        self._stack = contextlib.AsyncExitStack()
        path = str(Path(self._dir.name) / "checkpoints.sqlite")
        saver = await self._stack.enter_async_context(AsyncSqliteSaver.from_conn_string(path))
        llm = ChatOpenAI(
            base_url=base_url,
            model=model,
            api_key="sk-arena-scripted",  # type: ignore[arg-type]
            max_retries=0,
            http_async_client=openai.DefaultAsyncHttpxClient(),
        )
        tools = [
            StructuredTool.from_function(func=f, coroutine=a, name=f.__name__)
            for f, a in zip(SYNC, ASYNC, strict=True)
        ]
        hitl = HumanInTheLoopMiddleware(
            interrupt_on={GATE: {"allowed_decisions": ["respond"]}}, interrupt_mode="per_call"
        )
        self.graph = create_agent(
            llm, tools, system_prompt=SYSTEM_PROMPT, middleware=[hitl], checkpointer=saver
        )

    async def close(self) -> None:
        await self._stack.aclose()
        self._dir.cleanup()

    async def run(self, item: EvalItem) -> Outcome:
        config: Any = {"configurable": {"thread_id": uuid.uuid4().hex}}
        value: Any = {"messages": [{"role": "user", "content": item.input}]}
        pauses = 0
        with tracing_context(enabled=False):
            while True:
                result = await self.graph.ainvoke(value, config)
                interrupts = result.get("__interrupt__") or []
                if not interrupts:
                    return Outcome("completed", pauses, str(result["messages"][-1].text))
                if pauses >= MAX_RESUMES:
                    return Outcome("failed", pauses, "paused too often")
                _, answer = verdict(item, pauses)
                pauses += 1
                value = Command(
                    resume={i.id: {"type": "respond", "message": answer} for i in interrupts}
                )
