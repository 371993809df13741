"""Two questions pending at once, answered by request id (never by position).

The agent (``two-rooms``, scripted in conftest.py) asks for approval of two bookings in one turn.
The eval picks each request by what it is about, answers them in the opposite order from how they
were asked, and checks each answer reached the right question. Adapters whose framework never has
two questions pending at once (CrewAI: one tool call at a time) are skipped with the reason their
adapter declares, as in test_partial_answers.py.
"""

from __future__ import annotations

import re

import pytest

from arena.adapters.capabilities import PARTIAL_ANSWERS, unsupported
from arena.drive import Driver

TASK = "Book a room for 6 people on Tuesday and a room for 4 people on Monday."


@pytest.mark.arena(policy="two-rooms")
def test_two_requests_answered_by_id(t: Driver, arena_adapter: str) -> None:
    t.send(TASK)
    t.parked()
    reason = unsupported(arena_adapter, PARTIAL_ANSWERS)
    if reason is not None:
        pytest.skip(f"unsupported on {arena_adapter}: {reason}")
    tuesday = t.require_input_request(prompt=r"\bTuesday\b")
    monday = t.require_input_request(prompt=r"\bMonday\b")
    assert {r.id for r in t.pending} == {tuesday.id, monday.id}
    t.called_tool("book_room", times=0)

    t.respond({monday.id: "deny", tuesday.id: "approve"})

    t.succeeded()
    room = re.search(r"R-\d+", tuesday.prompt)
    assert room is not None, tuesday.prompt
    t.called_tool("book_room", times=1)  # only the approved booking...
    t.called_tool("book_room", status="ok", args={"room_id": room.group()})  # ...Tuesday's room
    t.called_tool("request_approval", status="rejected", times=1, args=dict(monday.args))
    t.no_failed_actions()
    t.message_matches(r"denied.*monday")
