"""Held-out tester 34: a range of hours in a yes whose end is the request's head count.

"sure, 9-10 only" to "Reserve Maple (R-210) for 10 people on Friday 9-11am?" approved and booked
the two hours asked: the reader took the bare "10" for the head count, said as "it", and "9" for
the request's start, so the yes read as the request repeated. A bare number at either end of a
range of times is an hour, and reads as the request's only where it is one of the request's own
times."""

from __future__ import annotations

import pytest

from arena.tools.rooms import ROOMS as TABLE
from arena.wording.answers import explain_answer
from arena.wording.facts import RoomWords

ROOMS: RoomWords = [(r.id, r.name) for r in TABLE]
MAPLE = "Reserve Maple (R-210) for 10 people on Friday 9-11am?"
CEDAR = "Book Cedar for 8 people on Tuesday from 2 to 4pm?"


@pytest.mark.parametrize(
    ("answer", "asked"),
    [
        ("sure, 9-10 only", MAPLE),
        ("yes, 9 to 10", MAPLE),
        ("ok, 10-11", MAPLE),
        ("yes, 10 - 11am", MAPLE),
        ("yes, 2-8", CEDAR),
        ("sure, 8 to 4", CEDAR),
    ],
)
def test_a_range_whose_end_is_the_head_count_is_another_time(answer: str, asked: str) -> None:
    assert explain_answer(answer, asked, rooms=ROOMS).verdict == "unclear", answer


@pytest.mark.parametrize(
    ("answer", "asked"),
    [
        ("yes, 9-11", MAPLE),
        ("sure, 9 to 11 works", MAPLE),
        ("yes, 9-11am for 10", MAPLE),
        ("yes, 2-4", CEDAR),
        ("yes, 2 till 4 for 8", CEDAR),
        ("yes 9-10", "Book Aspen for 10 people on Friday 9-10am?"),
    ],
)
def test_the_requests_own_range_still_approves(answer: str, asked: str) -> None:
    assert explain_answer(answer, asked, rooms=ROOMS).verdict == "approve", answer
