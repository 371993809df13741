"""A yes under a quoted refusal agrees with the refusal, not with the booking (regress40,
session 40: "> Please do not book R-102.\\nyes", "> No, don't book it\\nyes" and "> Don't book
it?\\nyes" were read as approvals and booked). A yes whose own words name the booking, and a
yes under a quoted request or question for it, still approve."""

from __future__ import annotations

import pytest

from arena.wording.answers import explain_answer

ASKED = "Book R-102 for 6 people on Wednesday?"

NOT_APPROVED = [
    "> No, don't book it\nyes",
    "> Please do not book R-102.\nyes",
    "> I think we should not book it.\nagreed",
    "> Don't book it.\n+1",
    "> We don't need the room anymore.\nyes",
    "> No.\nyes",
    "> Don't book it?\nyes",
    "> So don't book R-102?\nyes",
]

APPROVED = [
    "> Book it!\nyes",
    "> Should I book it?\nyes",
    "> Any objections?\nno",
    "> Don't book it?\nno",
    "> Why don't we book it?\nyes",
    "> Why not book it?\nyes",
    "Yes, book it.\n> Don't book it.",
    "Yes\n> Book R-102 for 6 people on Wednesday?",
    "yes\n\nOn Mon, Dana wrote:\n> Can you book R-102 for 6 on Wednesday? No rush.",
]


@pytest.mark.parametrize("text", NOT_APPROVED)
def test_a_yes_to_a_quoted_refusal_books_nothing(text: str) -> None:
    assert explain_answer(text, ASKED).verdict != "approve", text


@pytest.mark.parametrize("text", APPROVED)
def test_a_yes_to_the_booking_still_approves(text: str) -> None:
    assert explain_answer(text, ASKED).verdict == "approve", text
