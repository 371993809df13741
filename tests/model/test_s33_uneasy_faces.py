"""Session 33 (outside tester answers33): "👍😅" (a thumbs-up with a sweating smile) approved the
booking. A nervous or uneasy face beside a yes says it may not be meant, as an eye roll or a
clown already did (:data:`arena.wording.hedges.EYE_ROLL_RE`): unclear, and so is a yes with
crossed fingers ("yes 🤞"), a hope as "yes hopefully" is. A happy face still approves.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-102 (Aspen) for 6 people on Wednesday"


def _verdict(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=ROOMS).verdict
    assert model_reads(answer, ASKED) == verdict, "the scripted model reads it otherwise"
    return verdict


@pytest.mark.parametrize(
    "answer",
    ["👍😅", "😅👍", "yes 😅", "ok 🥲", "sure 😓", "✅😰", "go ahead 😥", "yes 🫤", "👍🫠",
     # crossed fingers: a hope, as "yes hopefully" (a second round)
     "yes 🤞", "✅🤞"],
)  # fmt: skip
def test_a_yes_with_an_uneasy_face_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear", answer


@pytest.mark.parametrize("answer", ["👍", "yes 😊", "ok 🙂", "go ahead 😀", "👍🎉"])
def test_a_yes_with_a_happy_face_approves(answer: str) -> None:
    assert _verdict(answer) == "approve", answer
