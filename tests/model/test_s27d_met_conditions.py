"""Outside tester 27c: a condition the request already meets read unclear ("yes as long as it's
for 6", "yes as long as it seats six", "yes if it's on a weekday" to "Book R-102 (Aspen) for 6
people on Tuesday at 14:30?"). A met condition is a plain yes; one the request does not meet still
leaves the yes unclear."""

from __future__ import annotations

import pytest

from arena.model.rooms import all_rooms
from arena.wording.answers import read_answer

ROOMS = all_rooms()
ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
SATURDAY = "Book R-102 (Aspen) for 6 people on Saturday at 14:30?"


@pytest.mark.parametrize(
    "answer",
    [
        "yes as long as it's for 6", "yes as long as it seats six", "yes if it's on a weekday",
        "yes as long as it's for 6 people", "yes if it's for six", "ok, provided it's for 6",
        "yes if it can seat 6", "sure, as long as it's a workday", "yes, if it is on a business day",
    ],
)  # fmt: skip
def test_a_condition_the_request_meets_approves(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"


@pytest.mark.parametrize(
    ("answer", "asked"),
    [
        ("yes, if it's for 8", ASKED), ("yes if it fits eight", ASKED),
        ("yes if it is on the weekend", ASKED), ("yes if it's on a weekday", SATURDAY),
        ("yes as long as it takes", ASKED), ("yes as long as it's for 6 hours", ASKED),
    ],
)  # fmt: skip
def test_a_condition_it_does_not_meet_stays_unclear(answer: str, asked: str) -> None:
    assert read_answer(answer, asked, rooms=ROOMS) == "unclear"
