"""Held-out tester 37: "yes, today at 4" to "Book … tomorrow at 16:00?" approved the booking for
tomorrow: "today" counted as a day of its own only said alone ("yes, today"), not with a time."""

from __future__ import annotations

import pytest

from arena.tools.rooms import ROOMS as TABLE
from arena.wording.answers import explain_answer

ROOMS = [(r.id, r.name) for r in TABLE]
TOMORROW = "Book R-102 (Aspen) for 3 people tomorrow at 16:00?"
WEDNESDAY = "Book R-102 (Aspen) for 3 people on Wednesday at 16:00?"


@pytest.mark.parametrize("asked", [TOMORROW, WEDNESDAY])
@pytest.mark.parametrize(
    "answer", ["yes, today at 4", "yes, today at 16:00", "yes today 4pm", "sí, hoy a las 4"]
)
def test_today_with_a_time_is_another_day(answer: str, asked: str) -> None:
    assert explain_answer(answer, asked, rooms=ROOMS).verdict == "unclear"


@pytest.mark.parametrize("answer", ["yes, tomorrow at 4", "yes, tomorrow at 16:00", "yes"])
def test_the_asked_day_with_its_time_stays_a_yes(answer: str) -> None:
    assert explain_answer(answer, TOMORROW, rooms=ROOMS).verdict == "approve"
