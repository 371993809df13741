"""Where a paused ADK session's pause ends, and a session to answer in when a dead attempt went on.

The session is a second store that runs ahead of the harness's: ADK appends every event of a leg
as it happens, the harness records the leg only when it ends. A resumer that dies in between
leaves the session past the pause (the confirmation answered, the booking called or done) while
the run still waits in the harness's store, and answering the same confirmation again in that
session makes ADK end the leg without a single event: it treats the answer as a resubmission of
one already consumed (``flows/llm_flows/tools/_confirmation.py``, ``end_invocation = True``), so
a resumed leg that yields nothing fails instead of completing empty. So a resume first checks that the session
ends at the recorded pause; if a dead attempt went further, the leg runs on a fresh copy of the
session cut at the pause (:func:`at_pause`), and the harness's side-effect
ledger hands a booking that already ran its recorded result instead of booking again. ADK's own
``Runner.rewind_async`` cannot do this: it rewinds to before a whole *invocation*, and the resume
continues the paused invocation (``runners.py`` ``_resolve_invocation_id_from_fr``), so it would
drop the pause along with the dead attempt. For the same reason a resumed leg never deletes its
session: until the harness has recorded the leg, a retry needs it — a resumed run's session stays
in the file (a run that failed in its first leg deletes its own). A finished conversation's
session stays too: a second send on the same session line appends to it (``run_async`` on the
same session id), and ADK's session service hands the model every earlier turn.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from google.adk.events import Event

from arena.adapters._adk_sessions import newest_event
from arena.context import RunContext
from arena.errors import RunError


async def at_pause(service: Any, app_name: str, state: Mapping[str, Any], ctx: RunContext) -> str:
    """The session to answer in: the paused one, or a copy cut at the pause if it moved on.

    A resumer that died after ADK appended events past the pause (it answered the
    confirmation, called or ran the tool, maybe finished) left them behind, and the harness
    never recorded that leg. The retry copies the events up to the pause into a session of
    its own (named after the pause and the leg, so a further retry replaces it) and runs there.
    """
    sid = state["session"]
    last = state.get("last_event")
    if last and newest_event(service, app_name, state["user"], sid) == last:
        return str(sid)  # it ends at the pause: nothing to cut (asked of the file, ~0.1 ms)
    session = await service.get_session(app_name=app_name, user_id=state["user"], session_id=sid)
    if session is None:
        raise RunError(
            f"run {ctx.run_id}: ADK session {sid} is not in {state['db']}, so its pause is "
            "gone (was the database file deleted or replaced?); it cannot be resumed"
        )
    end = pause_end(session.events, state)
    if end is None:
        raise RunError(
            f"run {ctx.run_id}: ADK session {sid} does not hold the recorded pause (event "
            f"{state.get('last_event') or 'with the confirmation calls'} is missing); it "
            "cannot be resumed from it"
        )
    if end == len(session.events):
        return str(sid)
    fork = f"{sid}~leg{ctx.leg}"
    await service.delete_session(app_name=app_name, user_id=state["user"], session_id=fork)
    copy = await service.create_session(app_name=app_name, user_id=state["user"], session_id=fork)
    for event in session.events[:end]:
        await service.append_event(copy, event)
    return fork


def pause_end(events: Sequence[Event], state: Mapping[str, Any]) -> int | None:
    """How many of the session's events make up the recorded pause (None: not found).

    The slot names the pause's last event; a slot written before it did is cut after the event
    that holds the last of its confirmation calls.
    """
    last = state.get("last_event")
    if last:
        return next((i + 1 for i, e in enumerate(events) if e.id == last), None)
    calls = set(state["calls"])
    ends = [i + 1 for i, e in enumerate(events) for c in e.get_function_calls() if c.id in calls]
    return max(ends) if ends else None
