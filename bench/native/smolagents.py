"""Native smolagents: the gate tool calls ``agent.interrupt()``; the verdict re-enters as a new
task with ``agent.run(verdict, reset=False)`` on the same agent (memory stays on the object).

smolagents is synchronous: each run goes to a thread (``asyncio.to_thread``), as the adapter does.
"""

from __future__ import annotations

import asyncio
import importlib.resources
from typing import Any, ClassVar

import yaml
from smolagents import OpenAIServerModel, Tool, ToolCallingAgent
from smolagents.monitoring import LogLevel
from smolagents.utils import AgentError

from arena.types import EvalItem
from bench.native import MAX_RESUMES, Outcome, pause_loop_in_thread, verdict
from bench.native.tools import SYSTEM_PROMPT, book_room, search_rooms

MAX_STEPS = 12
PLACEHOLDER = "PENDING: a person has been asked; their decision will arrive as the next task."


class SearchRooms(Tool):  # type: ignore[misc]
    name = "search_rooms"
    description = search_rooms.__doc__
    inputs: ClassVar[dict[str, dict[str, str]]] = {
        "capacity": {"type": "integer", "description": "capacity"},
        "day": {"type": "string", "description": "day"},
    }
    output_type = "string"

    def forward(self, capacity: int, day: str) -> str:
        return search_rooms(capacity, day)


class BookRoom(Tool):  # type: ignore[misc]
    name = "book_room"
    description = book_room.__doc__
    inputs: ClassVar[dict[str, dict[str, str]]] = {
        "room_id": {"type": "string", "description": "room_id"}
    }
    output_type = "string"

    def forward(self, room_id: str) -> str:
        return book_room(room_id)


class RequestApproval(Tool):  # type: ignore[misc]
    name = "request_approval"
    description = "Ask a person to approve the booking described in `summary`, then stop and wait."
    inputs: ClassVar[dict[str, dict[str, str]]] = {
        "summary": {"type": "string", "description": "summary"}
    }
    output_type = "string"
    agent: Any = None

    def forward(self, summary: str) -> str:
        self.agent.interrupt()
        return PLACEHOLDER


class Driver:
    name = "smolagents"

    def __init__(self) -> None:
        text = importlib.resources.files("smolagents.prompts").joinpath("toolcalling_agent.yaml")
        self.templates = yaml.safe_load(text.read_text())

    async def open(self, base_url: str, model: str) -> None:
        self.model = OpenAIServerModel(
            model_id=model,
            api_base=base_url,
            api_key="sk-arena-scripted",
            client_kwargs={"max_retries": 0},
            retry=False,
        )

    async def close(self) -> None:
        pass

    async def run(self, item: EvalItem) -> Outcome:
        return await asyncio.to_thread(self._run, item)

    def _run(self, item: EvalItem) -> Outcome:
        pause_loop_in_thread()  # this loop, not a tool, answers the pauses
        gate = RequestApproval()
        agent = ToolCallingAgent(
            tools=[SearchRooms(), BookRoom(), gate],
            model=self.model,
            prompt_templates=self.templates,
            instructions=SYSTEM_PROMPT,
            max_steps=MAX_STEPS,
            verbosity_level=LogLevel.OFF,
        )
        gate.agent = agent
        task, reset, pauses = item.input, True, 0
        while True:
            try:
                output = agent.run(task, reset=reset, max_steps=MAX_STEPS)
                if not agent.interrupt_switch:
                    return Outcome("completed", pauses, str(output))
            except AgentError as exc:
                if exc.message != "Agent interrupted.":
                    raise
            if pauses >= MAX_RESUMES:
                return Outcome("failed", pauses, "paused too often")
            _, task = verdict(item, pauses)
            reset, pauses = False, pauses + 1
