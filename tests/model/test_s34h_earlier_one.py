"""Held-out tester 34: a yes to "the one from yesterday".

"I approved the one from yesterday" to "Book Juniper (R-101) for 3 people on Thursday at 10:00?"
approved and booked Juniper, where "approved the one from last week" read unclear: the one from
last time, week or month pointed at an earlier room or request, the one from yesterday, earlier,
this morning or last Monday did not. Each may be another booking than the one asked."""

from __future__ import annotations

import pytest

from arena.tools.rooms import ROOMS as TABLE
from arena.wording.answers import explain_answer
from arena.wording.facts import RoomWords

ROOMS: RoomWords = [(r.id, r.name) for r in TABLE]
ASKED = "Book Juniper (R-101) for 3 people on Thursday at 10:00?"


@pytest.mark.parametrize(
    "answer",
    [
        "I approved the one from yesterday",
        "yes, the one from earlier is fine",
        "sure — the room from last Monday",
        "ok, the one from this morning",
        "yes to the one from the other day",
    ],
)
def test_a_yes_to_an_earlier_one_is_unclear(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "unclear", answer


@pytest.mark.parametrize(
    "answer",
    ["yes, the one from Thursday", "yes, I approved it", "yes, this one", "ok from me"],
)
def test_a_yes_to_this_one_still_approves(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "approve", answer
