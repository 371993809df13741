"""Native Google ADK: the gate asks ``tool_context.request_confirmation`` (and sets
``skip_summarization``, which is what stops the run); sessions in ``SqliteSessionService`` as the
adapter keeps them; resumed with a ``FunctionResponse(adk_request_confirmation)``."""

from __future__ import annotations

import tempfile
import uuid
from pathlib import Path
from typing import Any

from google.adk.agents import LlmAgent
from google.adk.integrations.openai import OpenAILlm
from google.adk.runners import Runner
from google.adk.sessions.sqlite_session_service import SqliteSessionService
from google.adk.tools import FunctionTool, ToolContext
from google.genai import types
from openai import AsyncOpenAI

from arena.types import EvalItem
from bench.native import MAX_RESUMES, Outcome, verdict
from bench.native.tools import SYSTEM_PROMPT, book_room_async, search_rooms_async

CONFIRMATION = "adk_request_confirmation"


async def request_approval(summary: str, tool_context: ToolContext) -> str:
    """Ask a person to approve the booking described in `summary`, then stop and wait."""
    confirmation = tool_context.tool_confirmation
    if confirmation is None:
        tool_context.request_confirmation(hint=summary)
        tool_context.actions.skip_summarization = True
        return "Waiting for a person to answer."
    payload = confirmation.payload if isinstance(confirmation.payload, dict) else {}
    return str(payload.get("decision") or ("APPROVED." if confirmation.confirmed else "DENIED."))


class Driver:
    name = "google_adk"

    async def open(self, base_url: str, model: str) -> None:
        self._dir = tempfile.TemporaryDirectory(prefix="bench-adk-")
        self.client = AsyncOpenAI(base_url=base_url, api_key="sk-arena-scripted", max_retries=0)
        agent = LlmAgent(
            name="booking",
            model=OpenAILlm(model=model, client=self.client),
            instruction=lambda _context: SYSTEM_PROMPT,
            tools=[
                FunctionTool(search_rooms_async),
                FunctionTool(book_room_async),
                FunctionTool(request_approval),
            ],
        )
        sessions = SqliteSessionService(str(Path(self._dir.name) / "sessions.db"))
        self.runner = Runner(app_name="bench", agent=agent, session_service=sessions)

    async def close(self) -> None:
        await self.client.close()
        self._dir.cleanup()

    async def run(self, item: EvalItem) -> Outcome:
        session = await self.runner.session_service.create_session(
            app_name="bench", user_id="bench", session_id=uuid.uuid4().hex
        )
        message = types.Content(role="user", parts=[types.Part(text=item.input)])
        pauses = 0
        while True:
            texts, asks = await self._leg(session.id, message)
            if not asks:
                return Outcome("completed", pauses, "\n".join(texts))
            if pauses >= MAX_RESUMES:
                return Outcome("failed", pauses, "paused too often")
            approved, answer = verdict(item, pauses)
            pauses += 1
            response: dict[str, Any] = {"confirmed": approved, "payload": {"decision": answer}}
            parts = [
                types.Part(
                    function_response=types.FunctionResponse(
                        name=CONFIRMATION, id=call_id, response=response
                    )
                )
                for call_id in asks
            ]
            message = types.Content(role="user", parts=parts)

    async def _leg(self, session_id: str, message: types.Content) -> tuple[list[str], list[str]]:
        texts: list[str] = []
        asks: list[str] = []
        async for event in self.runner.run_async(
            user_id="bench", session_id=session_id, new_message=message
        ):
            for part in (event.content.parts if event.content else None) or []:
                if part.text and not part.thought and event.author != "user":
                    texts.append(part.text)
                call = part.function_call
                if call is not None and call.name == CONFIRMATION and call.id:
                    asks.append(call.id)
        return texts, asks
