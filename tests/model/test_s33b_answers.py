"""Held-out tester 33, answers33b: a yes "at" the asked range's end, said in Italian, Portuguese,
Dutch or with "@", to a 10:00-11:00 request read no time and approved the 10:00 slot."""

from __future__ import annotations

import pytest

from arena.tools.rooms import ROOMS
from arena.wording.answers import explain_answer

ROOMS_ = [(r.id, r.name) for r in ROOMS]
ASKED = "Book R-101 (Juniper) for 4 people on Monday 10:00-11:00?"


@pytest.mark.parametrize(
    "text",
    ["sì, alle 11", "sim, às 11", "ja, om 11 uur", "yes @ 11", "yes @11", "sì, alle 11:00",
     "sim, às 11h"],
)  # fmt: skip
def test_a_yes_at_the_range_end_in_other_words_is_unclear(text: str) -> None:
    assert explain_answer(text, ASKED, rooms=ROOMS_).verdict == "unclear"


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("sì, alle 10", ASKED),
        ("sim, às 10", ASKED),
        ("ja, om 10 uur", ASKED),
        ("yes @ 10", ASKED),
        ("sì, dalle 10 alle 11", ASKED),
        ("ja, alle 4", ASKED),  # German: all four
        ("ja, alle 6 kommen", "Book R-102 (Aspen) for 6 people on Wednesday?"),
    ],
)
def test_the_request_start_or_a_german_all_still_approves(text: str, asked: str) -> None:
    assert explain_answer(text, asked, rooms=ROOMS_).verdict == "approve"
