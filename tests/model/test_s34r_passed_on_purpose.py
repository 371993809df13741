"""regress34: 666ff061 reads a yes said to be passed on as someone else's ("yes, typed by Tom",
"yes, posting this for Ana", "yes (relaying for Kim)", "yes, writing for my boss"), but read any
word after "for" as the one it was passed on for, so honest yeses that say why or for whom among
their own read unclear where they approved before: "yes, written for clarity", "yes, posted for
everyone to see", "yes, posting this for visibility", "yes, sent for processing", "yes, replying
for both meetings". Those passed on for someone still read unclear."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-305 (Sequoia) for 12 people on Thursday at 9am?"


def _verdict(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=ROOMS).verdict
    assert model_reads(answer, ASKED) == verdict, "the scripted model reads it otherwise"
    return verdict


@pytest.mark.parametrize(
    "answer",
    ["yes, written for clarity", "yes, posted for everyone to see", "yes, sent for processing",
     "yes, posting this for visibility", "yes, replying for both meetings",
     "yes — writing for my own team", "yes, submitted for approval already"],
)  # fmt: skip
def test_a_yes_that_says_why_approves(answer: str) -> None:
    assert _verdict(answer) == "approve", answer


@pytest.mark.parametrize(
    "answer",
    ["yes, typed by Tom", "yes, sent by Tom for Jane", "yes, posting this for Ana",
     "yes (relaying for Kim)", "yes, writing for my boss"],  # "replying on behalf of Dana": test_s52_delegated_yes
)  # fmt: skip
def test_a_yes_passed_on_for_someone_is_still_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear", answer
