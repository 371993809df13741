"""Held-out tester 37: "yes, book Cedar for five at night Thursday" to a 9:00 request approved
the booking as asked, though "in the evening" reads as another time: "night" named no time."""

from __future__ import annotations

import pytest

from arena.tools.rooms import ROOMS as TABLE
from arena.wording.answers import explain_answer

ROOMS = [(r.id, r.name) for r in TABLE]
MORNING = "Book R-204 (Cedar) for 5 people on Thursday at 9:00?"
LATE = "Book R-204 (Cedar) for 5 people on Thursday at 21:00?"


@pytest.mark.parametrize(
    "answer",
    ["yes, at night", "yes, Thursday night", "yes book cedar for five at night thursday"],
)
def test_night_to_a_morning_request_is_another_time(answer: str) -> None:
    reading = explain_answer(answer, MORNING, rooms=ROOMS)
    assert reading.verdict == "unclear"
    assert "night" in (reading.why or "")


@pytest.mark.parametrize("answer", ["yes, Thursday night", "yes, as long as it is at night"])
def test_night_to_a_request_at_night_is_its_own_time(answer: str) -> None:
    assert explain_answer(answer, LATE, rooms=ROOMS).verdict == "approve"


@pytest.mark.parametrize("answer", ["Yes. Good night!", "yes, night all"])
def test_a_good_night_names_no_time(answer: str) -> None:
    assert explain_answer(answer, MORNING, rooms=ROOMS).verdict == "approve"
