"""A yes beside words that call the asked booking wrong, shut or changed in size, with no new
value named (session 42: each approved): "Yes, wrong day though", "Yes, wrong room", "Yes but
double-check the day", "Yes, Aspen is being renovated", "Yes, head count went up", "Yes, more
people are coming", "Yes, fewer people now" (:mod:`arena.wording.changes`,
:mod:`arena.wording.against`, :mod:`arena.wording.check_first`).
"""

from __future__ import annotations

import pytest

from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar")]

NOT_A_PLAIN_YES = [
    "Yes, wrong day though",
    "Yes, wrong room",
    "Yes but double-check the day",
    "Yes, Aspen is being renovated",
    "Yes, Aspen is under renovation",
    "Yes, Aspen is closed",
    "Yes, head count went up",
    "Yes, more people are coming",
    "Yes, fewer people now",
]
STILL_YES = [
    "Yes, Aspen was renovated last year",
    "Yes, I closed the ticket",
    "Yes, the renovation finished",
    "Yes, more people should know about Aspen",
    "Yes, confirm the room",
    "Yes, the numbers look good",
]


@pytest.mark.parametrize("answer", NOT_A_PLAIN_YES)
def test_a_yes_that_calls_the_booking_wrong_is_unclear(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"


@pytest.mark.parametrize("answer", STILL_YES)
def test_the_same_words_of_something_else_stay_a_yes(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"
