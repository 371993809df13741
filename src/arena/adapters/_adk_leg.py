"""What one ADK leg said: its events read for the model's text, the confirmations it asked for,
the errors it reported and whether anyone but the user acted; and the id of the session's newest
event, where a pause ends. :mod:`arena.adapters.google_adk` turns these into the leg's turn.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any, NamedTuple, cast

from google.adk.events import Event
from google.adk.sessions.base_session_service import GetSessionConfig
from google.genai import types

from arena.adapters._adk_sessions import UNREAD, newest_event

#: The function call ADK emits for a tool awaiting confirmation.
CONFIRMATION = "adk_request_confirmation"


class Leg(NamedTuple):
    texts: list[str]
    confirmations: list[types.FunctionCall]
    errors: list[str]
    #: Events not authored by the user: 0 means ADK took the message and did nothing with it.
    acted: int
    #: ADK's own ``ToolConfirmation`` objects the leg's events requested (the pause's witness).
    requested: list[Any]


async def read_leg(events: AsyncIterator[Event]) -> Leg:
    """Read a leg's events to their end (an exception from ADK is the caller's to handle)."""
    leg = Leg([], [], [], 0, [])
    acted = 0
    async for event in events:
        if event.author != "user":
            acted += 1
        if event.error_code or event.error_message:
            leg.errors.append(f"{event.error_code or 'error'}: {event.error_message or ''}")
        if event.actions and event.actions.requested_tool_confirmations:
            leg.requested.extend(event.actions.requested_tool_confirmations.values())
        parts = (event.content.parts if event.content else None) or []
        for part in parts:
            if part.text and not part.thought and event.author != "user":
                leg.texts.append(part.text)
            if part.function_call and part.function_call.name == CONFIRMATION:
                leg.confirmations.append(part.function_call)
    return leg._replace(acted=acted)


async def last_event(runner: Any, app_name: str, user_id: str, session_id: str) -> str | None:
    """Id of the session's newest event: where the pause ends.

    Not the last event the run yielded: ADK yields the confirmation before the asking tool's
    response but stamps it later, and a session lists its events by time.
    """
    newest = newest_event(runner.session_service, app_name, user_id, session_id)
    if newest is not UNREAD:
        return cast("str | None", newest)
    session = await runner.session_service.get_session(
        app_name=app_name,
        user_id=user_id,
        session_id=session_id,
        config=GetSessionConfig(num_recent_events=1),
    )
    return session.events[-1].id if session and session.events else None


__all__ = ["CONFIRMATION", "Leg", "last_event", "read_leg"]
