"""Session 33 (outside tester answers33): "yes, next Wednesday" to a request for Wednesday read
as a yes to this week's Wednesday. In English "next Wednesday" is this week's or the week after's,
and which one is not said, so the yes is unclear and the agent asks again. Session 28 pinned "yes
next tuesday" to a Tuesday request as a yes (test_s28w_spoken_answers); that was the same
misreading, and those answers moved here. "this Wednesday", "this coming Wednesday" and "on
Wednesday" are the asked day, and a request that itself says "next Wednesday" is repeated by one.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
WEDNESDAY = "Book R-102 (Aspen) for 6 people on Wednesday"
TUESDAY = "Book R-204 (Cedar) for 8 people on Tuesday"


def _verdict(answer: str, asked: str = WEDNESDAY) -> str:
    verdict = explain_answer(answer, asked, rooms=ROOMS).verdict
    assert model_reads(answer, asked) == verdict, "the scripted model reads it otherwise"
    return verdict


NEXT_DAY = [
    ("yes, next Wednesday", WEDNESDAY), ("yes next wednesday", WEDNESDAY),
    ("ok for next Wednesday", WEDNESDAY), ("sure, next Tuesday works", TUESDAY),
    ("yep, on next tue", TUESDAY), ("Approved for next Tuesday.", TUESDAY),
    # session 28's, to its Tuesday request
    ("yes next tuesday", TUESDAY), ("ok next tues", TUESDAY), ("yes for next tuesday", TUESDAY),
]  # fmt: skip
SAME_DAY = [
    ("yes, this Wednesday", WEDNESDAY), ("yes, on wednesday", WEDNESDAY),
    ("sure, this coming Tuesday works", TUESDAY), ("yes Tuesday", TUESDAY),
    ("yes, next Tuesday", "Book R-204 (Cedar) for 8 people next Tuesday"),
]  # fmt: skip


@pytest.mark.parametrize(("answer", "asked"), NEXT_DAY)
def test_next_weekday_is_no_yes_to_the_asked_one(answer: str, asked: str) -> None:
    assert _verdict(answer, asked) == "unclear", answer


@pytest.mark.parametrize(("answer", "asked"), SAME_DAY)
def test_the_asked_weekday_still_approves(answer: str, asked: str) -> None:
    assert _verdict(answer, asked) == "approve", answer
