"""Held-out tester 34: a head count changed with a "+" sign.

"yes, we'll be 6 + me" to "Book R-102 (Aspen) for 6 people on Wednesday?" approved and booked a
6-seat room for 7: "plus me" and "me plus six" read as a change of the head count, "+ me" did
not. A "+" between a number and a number or a person is "plus"; a chat vote ("+1") is not."""

from __future__ import annotations

import pytest

from arena.tools.rooms import ROOMS as TABLE
from arena.wording.answers import explain_answer
from arena.wording.facts import RoomWords

ROOMS: RoomWords = [(r.id, r.name) for r in TABLE]
ASKED = "Book R-102 (Aspen) for 6 people on Wednesday?"


@pytest.mark.parametrize(
    "answer",
    [
        "yes, we'll be 6 + me",
        "sure, 6+me",
        "yes, it's the 6 of us + someone from legal",
        "ok, 6 + 2",
        "yes — 6 people + myself",
    ],
)
def test_a_count_plus_someone_is_unclear(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "unclear", answer


@pytest.mark.parametrize("answer", ["+1", "yes, 6 people", "👍 6 of us on Wednesday"])
def test_a_vote_and_the_asked_count_still_approve(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "approve", answer
