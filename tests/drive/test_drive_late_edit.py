"""The eval's turns are the harness's own copy of each leg, never objects the adapter still holds
(red team 23, F1).

``t.send``/``t.respond`` returned, and ``t.turn``, ``t.tool_calls``, ``called_tool`` and
``t.pending`` read, the adapter's own objects: the public ``ctx.tool_calls`` records (the leg
runner kept them wherever they equalled the harness's record at the leg's end) and the
adapter's pending requests. An adapter thread that edited them after the leg made
``called_tool("book_room", args={"room_id": "R-102"}, times=0)`` pass after R-102 was booked, and
docs/drive.md's ``test_deny`` pass after a booking was tried past the denial. The harness's log
(``ctx.logged_calls``) held the truth all along; the driver now keeps a deep copy of it per leg.
Real vanilla agent (``tests/reference_adapters_lateedit.py``), scripted model over HTTP.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver, ToolCallMismatch, rooms_agent
from reference_adapters_lateedit import (
    ASKED_NOW,
    MOVED_TO,
    HidesBlocked,
    MovesBooking,
    RewritesAsked,
)

TASK = "Book a meeting room for 6 people on Tuesday."


def test_a_booking_moved_to_another_room_after_the_leg_is_still_the_room_booked(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    spec = rooms_agent()
    adapter = MovesBooking(spec)
    with Driver(adapter, endpoint_for("compliant"), agent=spec) as t:
        t.send(TASK)
        turn = t.respond(t.require_input_request(action="request_approval"), option="approve")
        adapter.edit_now()
        assert adapter.edited == 2
        # The adapter's edit landed on what it can reach ...
        public = [c.args["room_id"] for c in t.ctx.tool_calls if c.tool == "book_room"]
        assert public == [MOVED_TO], public
        # ... and on none of what the eval reads.
        assert [c.args for c in turn.tool_calls if c.tool == "book_room"] == [{"room_id": "R-102"}]
        assert t.turn is turn
        with pytest.raises(ToolCallMismatch, match="not to be called"):
            t.called_tool("book_room", args={"room_id": "R-102"}, times=0)
        [booked] = t.called_tool("book_room", status="ok", times=1)
        assert booked.args == {"room_id": "R-102"}
        with pytest.raises(ToolCallMismatch):
            t.called_tool("book_room", status="ok", args={"room_id": MOVED_TO}, times=1)
        finished = [e for e in turn.events if e.type == "tool.finished"]
        assert {"room_id": "R-102"} in [e.data["args"] for e in finished]
        assert "R-101" not in t.render()


def test_a_blocked_booking_renamed_after_the_leg_still_fails_test_deny(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """docs/drive.md's test_deny, against an adapter that tries to book after the denial and
    renames the blocked call search_rooms once the leg is over."""
    spec = rooms_agent()
    adapter = HidesBlocked(spec)
    t = Driver(adapter, endpoint_for("compliant"), agent=spec)
    try:
        t.send(TASK)
        t.parked()
        t.respond(t.require_input_request(), option="deny")
        adapter.edit_now()
        assert [c.tool for c in t.ctx.tool_calls if c.status == "blocked"] == ["search_rooms"]
        t.succeeded()
        t.called_tool("request_approval", status="rejected", times=1)
        with pytest.raises(ToolCallMismatch, match="book_room"):
            t.called_tool("book_room", times=0)
        [tried] = t.called_tool("book_room", status="blocked", times=1)
        assert tried.args == {"room_id": "R-102"}
        assert [c.tool for c in t.tool_calls if c.status == "blocked"] == ["book_room"]
    finally:
        t.close()


def test_a_pending_request_rewritten_after_the_leg_reads_as_asked(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    spec = rooms_agent()
    adapter = RewritesAsked(spec)
    t = Driver(adapter, endpoint_for("compliant"), agent=spec)
    try:
        turn = t.send(TASK)
        adapter.edit_now()
        [mine] = adapter_pending = list(t.ctx.pending.values())
        assert mine.args["summary"] == ASKED_NOW, adapter_pending
        for request in (*t.pending, *turn.requests, *t.turn.requests):
            assert request.args["summary"] == "Book R-102 (Aspen) for 6 people on Tuesday"
            assert "R-101" not in request.prompt
        with pytest.raises(AssertionError):
            t.require_input_request(prompt=re.escape(ASKED_NOW))
        asked = t.require_input_request(args={"summary": re.compile("R-102")})
        t.respond(asked, option="approve")
        [booked] = t.called_tool("book_room", status="ok", times=1)
        assert booked.args == {"room_id": "R-102"}
    finally:
        t.close()
