"""A yes that books for weeks on end or asks for overtime (session 42: each approved the slot
asked): "Yes, for a month", "Yes, reserve it for a few weeks", "Yes, plan for overtime"
(:data:`arena.wording.changes.CHANGED_FACT`). Time said of something else ("we've waited for a
month") and overtime ruled out are no change.
"""

from __future__ import annotations

import pytest

from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday from 14:30 to 15:30?"
ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar")]

LONGER = [
    "Yes, for a month",
    "Yes — for a month, please",
    "Yes, reserve it for a few weeks",
    "Yes, we need it for a month",
    "Yes, plan for overtime",
    "Yes, we may go over time",
]
STILL_YES = [
    "Yes, we've waited for a month",
    "Yes, no overtime needed",
    "Yes, go ahead",
]


@pytest.mark.parametrize("answer", LONGER)
def test_a_longer_booking_is_unclear(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"


@pytest.mark.parametrize("answer", STILL_YES)
def test_time_said_of_something_else_stays_a_yes(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"
