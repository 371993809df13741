"""regress36: ef216c27 read a role after "to" as an errand's addressee, not someone joining, so
"Yes, and send the invite to my manager too - she is joining." approved (it read unclear on
0e4a2f13): the manager comes, and the count asked may be one short. Someone named only as "he"
or "she" who joins, comes or attends may add one to the count (arena.wording.joining), as a name
or a role does: unclear. An errand's addressee alone still approves."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book Maple (R-210) for 8 people on Wednesday at 13:00 for 1 hour?"


def _verdict(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=ROOMS).verdict
    assert model_reads(answer, ASKED, ROOMS) == verdict, "the scripted model reads it otherwise"
    return verdict


@pytest.mark.parametrize(
    "answer",
    ["Yes, and send the invite to my manager too - she is joining.",
     "Yes, and send the invite to Marco, he is joining.",
     "Yes, and send the invite to Marco - he will join us.", "Yes, send it to Ana, she'll come too."],
)  # fmt: skip
def test_someone_who_comes_may_add_one(answer: str) -> None:
    assert _verdict(answer) == "unclear", answer


@pytest.mark.parametrize(
    "answer",
    ["Yes, and send the confirmation to my assistant.", "Yes please. She will love it.",
     "Yes, book it. He is right."],
)  # fmt: skip
def test_an_addressee_or_a_pronoun_alone_adds_no_one(answer: str) -> None:
    assert _verdict(answer) == "approve", answer
