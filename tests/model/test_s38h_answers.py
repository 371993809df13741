"""Held-out tester 38: a yes that was not a clear yes to the request, read as approve: a refusal
held back only in part ("not a hard no"), a room said by its floor ("yes for the fifth floor
room"), and a time said as a clock face ("👍 but 🕚")."""

from __future__ import annotations

import pytest

from arena.tools.rooms import ROOMS as TABLE
from arena.wording.answers import explain_answer

ROOMS = [(r.id, r.name) for r in TABLE]
ASKED = "Book R-102 (Aspen) for 6 people on Wednesday at 10:00?"

NOT_A_YES = [
    "not a hard no",
    "it's not a definite no",
    "Not a firm no, go ahead",
    "yes for the fifth floor room",
    "sure, the 2nd floor one",
    "👍 but 🕚",
    "✅ 🕥",
    "yes 🕒",
]
YES = ["👍 🕙", "✅ 🕙 Wednesday", "yes, book it", "not a problem"]


@pytest.mark.parametrize("answer", NOT_A_YES)
def test_not_a_clear_yes_is_unclear(answer: str) -> None:
    reading = explain_answer(answer, ASKED, rooms=ROOMS)
    assert reading.verdict == "unclear", reading
    assert reading.why


@pytest.mark.parametrize("answer", YES)
def test_the_asked_time_as_a_clock_face_still_approves(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "approve"


def test_a_clock_face_names_its_time() -> None:
    reading = explain_answer("✅ 🕥", ASKED, rooms=ROOMS)
    assert "10:30" in (reading.why or "")
