"""A yes that tells the way in or a thing beside the room ("use the side entrance") names no
room to book (heldout41: 'Answer: yes\nNotes: use the side entrance' read unclear, "'use the
side entrance' qualifies the yes", as if it named what to book)."""

from __future__ import annotations

import pytest

from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar")]


@pytest.mark.parametrize(
    "answer",
    [
        "Answer: yes\nNotes: use the side entrance",
        "Yes. Note: use the side entrance.",
        "Approved. Please use the back door.",
        "Yes, use the lift, the stairs are closed",
        "Approved, use the stairs please",
    ],
)
def test_a_way_in_leaves_the_yes_a_yes(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"


@pytest.mark.parametrize(
    "answer",
    [
        # honest neighbours: a room named after "use" is still another room, maybe
        "Yes, use the bigger room",
        "Yes, use Cedar",
        "Yes, use the other room",
        "yes, use the Cedar room",
        "Yes, use the big room by the entrance",
        "yes, use the one with the projector",
        "Yes, use the side room",
        "Yes, and take the big screen",  # another thing to take
    ],
)
def test_a_room_after_use_stays_unclear(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"
