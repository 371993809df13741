"""The arena's ask tool under ADK: its call is the question, its result the person's answer."""

from __future__ import annotations

from typing import Any

from google.adk.tools import BaseTool, ToolContext
from google.genai import types


class AskTool(BaseTool):
    """A tool whose call is the question: it asks for confirmation, then returns the answer."""

    def __init__(self, original: BaseTool) -> None:
        super().__init__(name=original.name, description=original.description)
        self._declaration = original._get_declaration()

    def _get_declaration(self) -> types.FunctionDeclaration | None:
        return self._declaration

    async def run_async(self, *, args: dict[str, Any], tool_context: ToolContext) -> Any:
        confirmation = tool_context.tool_confirmation
        if confirmation is None:
            tool_context.request_confirmation(hint=str(args.get("summary") or args))
            # What makes the run stop here (FunctionTool(require_confirmation=True) does the same).
            tool_context.actions.skip_summarization = True
            return "Waiting for a person to answer."
        payload = confirmation.payload if isinstance(confirmation.payload, dict) else {}
        decision = payload.get("decision")
        if isinstance(decision, str):
            return decision
        return "APPROVED." if confirmation.confirmed else "DENIED: do not proceed."
