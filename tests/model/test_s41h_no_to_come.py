"""An "ok" or "fine" with a no that may come ("unless the boss objects", "I may cancel later")
is no refusal (heldout41: 'Fine, unless the boss objects' and 'ok for now, but I may cancel
later' read as a deny, the "ok" taken for hearing the question and the rest for the answer)."""

from __future__ import annotations

import pytest

from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar")]


@pytest.mark.parametrize(
    "answer",
    [
        "Fine, unless the boss objects",
        "ok for now, but I may cancel later",
        "Fine, but if the boss objects, cancel it",
        "OK - though we might cancel it",
    ],
)
def test_a_no_to_come_is_no_refusal(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) != "deny"


@pytest.mark.parametrize(
    "answer",
    [
        # honest neighbours: a no given after the "ok" is still the answer
        "OK, skip it",
        "Fine, cancel it",
        "OK, never mind, I might do it myself",
        "ok no",
        "OK, cancel, unless Sam needs it",
    ],
)
def test_a_no_given_after_the_ok_still_denies(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "deny"
