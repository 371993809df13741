"""544fb52 read British mail's "Happy for you to book this." as a yes, holding "not happy for you
to" and "never happy" as no: but "less than happy" and "anything but happy" say no as plainly,
and read as a yes, so the agent booked what the person refused (regress32). They are no yes."""

from __future__ import annotations

import pytest

from arena.wording.answers import read_answer

ASKED = "Book room R-2 (Cedar, 8 seats) on Tuesday for 6 people?"


@pytest.mark.parametrize(
    "text",
    [
        "Less than happy for you to book this.",
        "Anything but happy for you to book this.",
    ],
)
def test_less_than_happy_is_no_yes(text: str) -> None:
    assert read_answer(text, ASKED) != "approve"


@pytest.mark.parametrize(
    "text",
    [
        "Happy for you to book this.",
        "More than happy for you to book this.",
        "Very happy for it to go ahead!",
    ],
)
def test_happy_for_you_to_book_is_a_yes(text: str) -> None:
    assert read_answer(text, ASKED) == "approve"
