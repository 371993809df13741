"""regress36: Indonesian "jangan" (don't) beside a yes was not read: "Ya, tapi jangan dipesan."
(yes, but don't book it) and "Yes, but jangan dipesan." approved, where "Tidak, jangan
dipesan." denies (c7b37165). It is a no beside a yes now, as "tidak" is: unclear."""

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
    ["Ya, tapi jangan dipesan.", "Yes, but jangan dipesan.", "Ya. Jangan dipesan dulu.",
     "Ok, jangan dipesan."],
)  # fmt: skip
def test_dont_beside_a_yes_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear", answer


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("Ya, silakan dipesan.", "approve"), ("Tidak, jangan dipesan.", "deny")],
)  # fmt: skip
def test_a_plain_yes_or_no_reads_as_before(answer: str, verdict: str) -> None:
    assert _verdict(answer) == verdict, answer
