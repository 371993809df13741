"""A swap written as a mark or a person gone from the meeting, beside a yes (session 42).

Found probing around session 41's open item 3 ("Yes, Tom → Priya" approved): "Yes, Tom ↔ Priya",
"Yes, Tom>Priya", "Yes, Tom / Priya swap", "Yes, s/Tom/Priya/" and "Yes, Tom dropped out" each
approved and booked the request's people as asked (:mod:`arena.wording.swaps`). A swap of seats
between the people asked, or a name gone from another meeting, stays a yes.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for Tom, Priya and Ana on Tuesday at 14:30?"
ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar")]

CHANGED = [
    "Yes, Tom ↔ Priya",
    "Yes, Tom <-> Priya",
    "Yes, Tom <=> Priya",
    "Yes, Tom>Priya",
    "Yes, Tom > Priya",
    "Yes, Tom / Priya swap",
    "Yes, Tom and Priya switch",
    "Yes, s/Tom/Priya/",
    "Yes, Tom dropped out",
    "Yes, Tom has pulled out",
    "Yes, Ana's off sick",
    "Yes, Ana is on leave",
]
STILL_YES = [
    "Yes, Tom and Priya swap seats",
    "Yes, go ahead",
    "Yes, Sam dropped out",  # Sam is no one the request named
]


@pytest.mark.parametrize("answer", CHANGED)
def test_a_swap_mark_or_someone_gone_is_unclear(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"
    assert model_reads(answer, ASKED, ROOMS) == "unclear"


@pytest.mark.parametrize("answer", STILL_YES)
def test_a_yes_that_changes_no_one_stays_a_yes(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"


def test_a_sed_swap_of_rooms_is_the_facts() -> None:
    assert read_answer("Yes, s/Aspen/Cedar/", ASKED, rooms=ROOMS) == "unclear"
