"""A counter-offer put as a question and dropped after it is a plain no (regress46, after
882d78ac). 882d78ac reads "No, could we do Thursday instead?" as the counter-offer it is
(unclear), but also the same question taken back at once: "No, could we do Thursday? Actually
no, forget it.", "No, can we do Thursday instead? No wait, just cancel." and "No, can we do
Thursday? Never mind, no room needed." read deny on 204da584 and unclear on 882d78ac, a refusal
the agent would ask about again. An offer dropped after it (forget it, never mind, scratch
that, just cancel, no room needed, a closing "no need") now offers nothing; an offer beside a
side remark ("Never mind the catering.", "No need for a projector.") is still one."""

from __future__ import annotations

import pytest

from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for 5 people on Tuesday for the design crit?"


@pytest.mark.parametrize(
    "answer",
    [
        "No, could we do Thursday? Actually no, forget it.",
        "No, can we do Thursday instead? No wait, just cancel.",
        "No, can we do Thursday? Never mind, no room needed.",
        "No, could we do Thursday? Never mind, no need.",
        "No, could we do Thursday? Scratch that.",
    ],
)
def test_an_offer_dropped_after_it_is_a_no(answer: str) -> None:
    assert read_answer(answer, ASKED) == "deny"


@pytest.mark.parametrize(
    "answer",
    [
        "No, could we do Thursday instead?",
        "No, could we do Thursday? No need for a projector.",
        "No, could we do Thursday? Never mind the catering.",
        "No, Thursday works better.",
    ],
)
def test_an_offer_beside_a_side_remark_stays_one(answer: str) -> None:
    assert read_answer(answer, ASKED) == "unclear"
