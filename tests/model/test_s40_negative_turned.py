"""regress40: b1abb851's reading of a yes or no to a question asked against the booking
(arena.wording.negative_questions) turned a no into an approval where the question asked for the
booking itself after its word against, where that word sat inside a "without …", or where the
request said what a no means; a real person's "no" booked the room. Those answers are read as
said again; the questions that do ask against the booking still turn."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASPEN = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"


def _verdict(answer: str, asked: str = ASPEN) -> str:
    verdict = explain_answer(answer, asked, rooms=ROOMS).verdict
    assert model_reads(answer, asked, ROOMS) == verdict, "the scripted model reads it otherwise"
    return verdict


NOT_AGAINST = [
    ("> Should we cancel the old meeting and book R-102 instead?\nno", ASPEN, "deny"),
    ("> Shall I skip the waiting list and book R-102?\nno", ASPEN, "deny"),
    ("> Do you want me to book R-102 without waiting for objections?\nno", ASPEN, "deny"),
    ("no", "Shall I skip the waiting list and then book R-102 (Aspen) for 6 on Tuesday?", "deny"),
    ("no", "Any objections to booking R-102 (Aspen) for 6 on Tuesday? Reply no to deny.", "deny"),
    (
        "yes",
        "Any objections to booking R-102 (Aspen) for 6 on Tuesday? Reply yes to approve.",
        "approve",
    ),
]


@pytest.mark.parametrize(("answer", "asked", "verdict"), NOT_AGAINST)
def test_a_no_to_a_question_that_asks_the_booking_is_a_no(
    answer: str, asked: str, verdict: str
) -> None:
    assert _verdict(answer, asked) == verdict


AGAINST = [
    ("> Any objections?\nno", "approve"),
    ("> Any objections?\nyes", "deny"),
    ("> Should we cancel?\nyes", "deny"),
    ("> Is there a reason not to book it?\nno", "approve"),
    ("> Do you mind if I book Aspen?\nno", "approve"),
]


@pytest.mark.parametrize(("answer", "verdict"), AGAINST)
def test_a_question_against_the_booking_still_turns(answer: str, verdict: str) -> None:
    assert _verdict(answer) == verdict
