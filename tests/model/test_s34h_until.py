"""Held-out tester 34: a yes that says until when to book, to a request that says only a start.

"yes, just until 2:30" to "Book R-204 (Cedar) for 8 people on Tuesday at 2pm?" approved and
booked: "just" made "until 2:30" a condition, and as 2pm is before 2:30 it read as met, as
"only if it's before 3" is. "until" says when the meeting ends, which a request with a start
alone leaves open: the yes asks for a length of booking nobody asked about, as "yes, until 3"
(unclear before) does. Where the request gives its end, a bound it keeps to is still met."""

from __future__ import annotations

import pytest

from arena.tools.rooms import ROOMS as TABLE
from arena.wording.answers import explain_answer
from arena.wording.facts import RoomWords

ROOMS: RoomWords = [(r.id, r.name) for r in TABLE]
CEDAR = "Book R-204 (Cedar) for 8 people on Tuesday at 2pm?"
MAPLE = "Reserve Maple (R-210) for 10 people on Friday 9-11am?"


@pytest.mark.parametrize(
    ("answer", "asked"),
    [
        ("yes, just until 2:30", CEDAR),
        ("ok, only till 3", CEDAR),
        ("ja, nur bis 15 Uhr", CEDAR),
        ("yes, just until 10:30", MAPLE),
    ],
)
def test_an_end_the_request_does_not_give_is_unclear(answer: str, asked: str) -> None:
    assert explain_answer(answer, asked, rooms=ROOMS).verdict == "unclear", answer


@pytest.mark.parametrize(
    ("answer", "asked"),
    [
        ("yes, only if it's before 3", CEDAR),
        ("yes, only before 3", CEDAR),
        ("yes, only until noon", MAPLE),
        ("sure, as long as it's in the afternoon", CEDAR),
    ],
)
def test_a_bound_the_request_meets_still_approves(answer: str, asked: str) -> None:
    assert explain_answer(answer, asked, rooms=ROOMS).verdict == "approve", answer
