"""Answer one of two pending questions now, the other later: the run waits in between.

An eval may answer requests one at a time. After the first answer the turn is still parked with
the second request pending; nothing is booked until every question of the pause has an answer.
Adapters whose framework never has two questions pending at once (CrewAI: one tool call at a time)
are skipped with the reason their adapter declares (arena.adapters.capabilities; the matrix
measures it: `arena matrix`, column "partial answers").
"""

from __future__ import annotations

import pytest

from arena.adapters.capabilities import PARTIAL_ANSWERS, unsupported
from arena.drive import Driver

TASK = "Book a room for 6 people on Tuesday and a room for 4 people on Monday."


@pytest.mark.arena(policy="two-rooms", behaviour="compliant")
def test_one_answer_at_a_time(t: Driver, arena_adapter: str) -> None:
    t.send(TASK)
    t.parked()
    reason = unsupported(arena_adapter, PARTIAL_ANSWERS)
    if reason is not None:
        pytest.skip(f"unsupported on {arena_adapter}: {reason}")
    tuesday = t.require_input_request(prompt=r"\bTuesday\b")
    monday = t.require_input_request(prompt=r"\bMonday\b")

    t.respond(tuesday, "approve")
    t.parked()  # still waiting: Monday has no answer yet
    assert [r.id for r in t.pending] == [monday.id]
    t.called_tool("book_room", times=0)

    t.respond(monday, "deny")
    t.succeeded()
    t.called_tool("book_room", status="ok", times=1)
    t.message_matches(r"denied.*monday")
