"""Outside tester 34: a yes that says the head count has changed in words with no number the
facts reader holds against the request ("yes - Jeff's out sick", "yes, 2 more are joining",
"yes, we lost two", "yes, two others are coming") approved and booked the count asked. Someone
off sick, people lost or more coming is another head count (:mod:`arena.wording.changes`):
each is unclear now. "it's out of my hands" and "I'm sick of asking" name no one off.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book a room for 5 people on Monday at 2pm."


def _verdict(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=ROOMS).verdict
    assert model_reads(answer, ASKED) == verdict, "the scripted model reads it otherwise"
    return verdict


@pytest.mark.parametrize(
    "answer",
    ["yes - Jeff's out sick", "yes, 2 more are joining", "yes, we lost two",
     "yes, two others are coming", "yes, Kim is on leave so book it", "ok, 3 more will be joining",
     "yes, we've lost one"],
)  # fmt: skip
def test_a_count_changed_in_words_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear", answer


@pytest.mark.parametrize(
    "answer",
    ["yes, it's out of my hands, book it", "yes, I'm sick of asking, book it", "yes, all 5 of us",
     "yes, the five of us"],
)  # fmt: skip
def test_the_asked_count_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve", answer
