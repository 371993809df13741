"""A yes with a hold, a condition or a grudge beside it approved (session 23 review): "Sure, so
long as Sam is ok", "Sure, run it past Sam", "Yes, can you check with Sam first?", "Ja, aber frag
erst Sam" wait on someone else; "Go ahead if you must" is given grudgingly; "ok lah, don't need
already" says the room is no longer needed (Singlish "already"/"liao": no longer). None may
book a room; a plain yes with a side question still does."""

from __future__ import annotations

import pytest

from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday"


@pytest.mark.parametrize(
    "answer",
    ["Sure, so long as Sam is ok", "Sure, run it past Sam", "Yes, but run it past Priya",
     "Yes, can you check with Sam first?", "Sure, could you ask Dana first?",
     "Ja, aber frag erst Sam", "Ja, frag zuerst Sam", "Go ahead if you must",
     "Fine, if you really have to."],
)  # fmt: skip
@pytest.mark.parametrize("asked", [None, ASKED])
def test_a_yes_that_waits_or_grudges_is_unclear(answer: str, asked: str | None) -> None:
    assert read_answer(answer, asked) == "unclear"


@pytest.mark.parametrize(
    "answer",
    ["ok, don't need already", "ok lah, don't need already", "ok lor, don't need liao",
     "ok, don't need anymore", "dun book leh"],
)  # fmt: skip
@pytest.mark.parametrize("asked", [None, ASKED])
def test_the_room_no_longer_needed_after_an_ok_denies(answer: str, asked: str | None) -> None:
    assert read_answer(answer, asked) == "deny"


@pytest.mark.parametrize(
    "answer",
    ["Yes, can you also order coffee?", "Go ahead if you want", "Approved, no need to check with Sam",
     "Yes, we don't need catering"],
)  # fmt: skip
def test_a_yes_beside_a_side_request_still_approves(answer: str) -> None:
    assert read_answer(answer, ASKED) == "approve"
