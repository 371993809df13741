"""A yes struck through in HTML, or said to be meant for someone else (session 42: each approved).

"<s>yes</s>", "<del>yes</del>" and "<strike>Approved</strike>" are the yes taken back, as
"~~yes~~" is in chat markdown (:mod:`arena.wording.chat`); "Yes (meant for Tom)" and "yes -
intended for Priya" say the yes went to the wrong person, as "yes lol sorry that was for Tom"
does (:mod:`arena.wording.addressed`).
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar")]

NOT_A_YES = [
    "<s>yes</s>",
    "<del>yes</del>",
    "<strike>Approved</strike>",
    "<S>yes</S>",
    "Yes (meant for Tom)",
    "yes - intended for Priya",
]
STILL_YES = [
    "yes <b>go ahead</b>",
    "<u>yes</u>",
    "Yes (meant for the team)",
    "Yes, it was meant for you",
    "Yes, the room is meant for workshops",
]


@pytest.mark.parametrize("answer", NOT_A_YES)
def test_a_struck_or_misaddressed_yes_is_unclear(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"
    assert read_answer(answer) == "unclear"
    assert model_reads(answer, ASKED, ROOMS) == "unclear"


def test_a_no_after_a_struck_yes_is_the_answer() -> None:
    assert read_answer("<s>yes</s> no", ASKED, rooms=ROOMS) == "deny"


@pytest.mark.parametrize("answer", STILL_YES)
def test_other_marks_and_meant_for_the_meeting_stay_a_yes(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"
