"""Held-out tester 38: "ok but only till 10" to "… at 09:30 for 1 hour" was read as a plain yes,
the bound checked against the meeting's start alone; the meeting ends at 10:30, so the yes cuts
it short and is unclear. A bound the whole meeting is within still approves."""

from __future__ import annotations

import pytest

from arena.tools.rooms import ROOMS as TABLE
from arena.wording.answers import explain_answer

ROOMS = [(r.id, r.name) for r in TABLE]
ASKED = "Book R-305 (Sequoia) for 12 people on Friday at 09:30 for 1 hour?"

CUT_SHORT = [
    "ok but only till 10",
    "yes, but only until 10:15",
    "ja, aber nur bis 10 Uhr",
    "sí, pero solo hasta las 10",
]
MET = ["ok, only until 11", "yes, only till 11:00", "yes, but only in the morning", "yes"]


@pytest.mark.parametrize("answer", CUT_SHORT)
def test_a_bound_before_the_meeting_ends_is_unclear(answer: str) -> None:
    reading = explain_answer(answer, ASKED, rooms=ROOMS)
    assert reading.verdict == "unclear", reading
    assert "10" in (reading.why or "")


@pytest.mark.parametrize("answer", MET)
def test_a_bound_the_whole_meeting_is_within_approves(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "approve"


def test_a_part_of_the_day_the_meeting_runs_past_is_unclear() -> None:
    asked = "Book R-101 (Juniper) for 3 people on Monday at 11:30 for 1 hour?"
    assert explain_answer("yes, but only in the morning", asked, rooms=ROOMS).verdict == "unclear"
