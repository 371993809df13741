"""Someone from outside the team invited or said to come beside a yes (session 42: each approved
the head count asked).

"Yes, and invite the client", "Yes, and bring the client", "Yes, the client is coming" may add a
person to the count asked, as "Yes, and invite Kim" already read (:mod:`arena.wording.joining`);
the client told, thanked or pleased is no one more.
"""

from __future__ import annotations

import pytest

from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar")]

MORE = [
    "Yes, and invite the client",
    "Yes, and bring the client",
    "Yes, invite the client along",
    "Yes, the client is coming",
    "Yes, a vendor will join",
    "Sure, our investors are attending",
]
STILL_YES = [
    "Yes, the client will love it",
    "Yes, it's for the client",
    "Yes, send the client the invite",
    "Yes, tell the client",
    "yes and the client is happy",
    "Yes, the client meeting is important",
]


@pytest.mark.parametrize("answer", MORE)
def test_a_guest_from_outside_may_add_to_the_count(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"


@pytest.mark.parametrize("answer", STILL_YES)
def test_the_client_told_or_pleased_is_no_one_more(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"
