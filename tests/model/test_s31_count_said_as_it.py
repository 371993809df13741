"""A yes that adds people to the request's own count ("Yes, me plus six." to a request for 6)
approved and booked a 6-seat room for 7: the count was said back as "it" before the reader
looked for a change ("me plus it"), and "six" was no number a change could name (outside
tester 31b)."""

import pytest

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"


@pytest.mark.parametrize(
    "answer", ["Yes, me plus six.", "Yes, 6 more.", "Sure, six more people.", "ok, plus 6 guests"]
)
def test_more_people_than_the_request_count_is_no_plain_yes(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=all_rooms()).verdict == "unclear"


@pytest.mark.parametrize(
    "answer", ["Yes, six of us.", "Yes for six", "Yes, all six of us", "ok 6 it is"]
)
def test_the_request_count_said_back_still_approves(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=all_rooms()).verdict == "approve"
