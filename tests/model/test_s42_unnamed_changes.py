"""A yes that changes the booking without naming the new value, or asks only for a check
(session 42: each approved and booked the request as asked).

"Yes, same room, different day", "Yes, half that", "Yes, book it for all of December" change
what was asked though they name no day, count or month of their own
(:data:`arena.wording.changes.CHANGED_FACT`); "Yes, just check availability" asks for a check
and nothing more (:mod:`arena.wording.check_first`).
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar")]

CHANGED = [
    "Yes, same room, different day",
    "Yes, on a different date",
    "Sure, but another time slot",
    "OK, but a different room",
    "Yes, half that",
    "Yes, double that please",
    "Yes, book it for all of December",
    "Yes, for the whole month",
    "Yes, through the rest of the term",
    "Yes, just check availability",
    "Sure, only find out if it's free",
]
STILL_YES = [
    "Yes, go ahead",
    "Yes — I just checked, it's free",
    "Yes, I only asked Tom",
    "Yes, another great idea",
    "Yes, that is the right room",
    "Yes, just do it",
    "Yes, half past two is fine",
    "Yes, it is a different kind of meeting",
    "Yes, other than that all good",
]


@pytest.mark.parametrize("answer", CHANGED)
def test_a_change_named_only_as_a_change_is_unclear(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"
    assert model_reads(answer, ASKED, ROOMS) == "unclear"


@pytest.mark.parametrize("answer", STILL_YES)
def test_a_yes_that_changes_nothing_stays_a_yes(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"
