"""Eval-side API: drive a pausing agent from a test — send, see the pause, answer, assert.

::

    from arena.drive import Driver

    t = Driver.for_adapter("vanilla", endpoint)
    t.send("Book a meeting room for 6 people on Tuesday.")
    t.parked()
    request = t.require_input_request(action="request_approval")
    t.respond(request, option="approve")
    t.succeeded()
    t.called_tool("book_room", status="ok", times=1)

See docs/drive.md for the tutorial and the pytest plugin (``arena_driver`` fixture).
"""

from arena.drive._driver import EVAL_RESPONDER, Answer, Driver, rooms_agent
from arena.drive._errors import (
    AlreadyAnswered,
    AmbiguousRequest,
    CheckFailed,
    DriveError,
    EvalFailure,
    MessageMismatch,
    NoMatchingRequest,
    NotFailed,
    NotParked,
    NotSucceeded,
    NotWaiting,
    SoftCheckFailed,
    ToolCallMismatch,
)
from arena.drive._match import CallFilter, RequestFilter
from arena.drive._render import format_event, format_request, format_turn, format_turns
from arena.drive._store import TurnRecorder, TurnStore
from arena.drive._unowned import UnownedBooking
from arena.errors import InvalidAnswer

__all__ = [
    "EVAL_RESPONDER",
    "AlreadyAnswered",
    "AmbiguousRequest",
    "Answer",
    "CallFilter",
    "CheckFailed",
    "DriveError",
    "Driver",
    "EvalFailure",
    "InvalidAnswer",
    "MessageMismatch",
    "NoMatchingRequest",
    "NotFailed",
    "NotParked",
    "NotSucceeded",
    "NotWaiting",
    "RequestFilter",
    "SoftCheckFailed",
    "ToolCallMismatch",
    "TurnRecorder",
    "TurnStore",
    "UnownedBooking",
    "format_event",
    "format_request",
    "format_turn",
    "format_turns",
    "rooms_agent",
]
