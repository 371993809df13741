"""Outside tester 30a: answers to an approval question as people type them in chat and mail,
read against "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?". The sentences are new ones,
not the tester's own: each rule is read from its word class, not from a list of sentences.
"""

from __future__ import annotations

import pytest

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = all_rooms()


def _verdict(answer: str, asked: str = ASKED) -> str:
    return explain_answer(answer, asked, rooms=ROOMS).verdict


# a yes asked back through dots or a "!": "Ok...?" is as much a question as "ok?"
@pytest.mark.parametrize(
    "answer", ["Alright...?", "go for it\u2026?", "Confirmed!?", "Book it..?", "yep!?"]
)
def test_a_yes_asked_back_after_dots_or_a_bang_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@pytest.mark.parametrize(
    "answer", ["Yes... which floor is it on?", "Sure! Can you also send the invite?", "Yes!!!"]
)
def test_a_question_after_a_yes_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"
