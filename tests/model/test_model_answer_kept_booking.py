"""A negated call-off idiom beside a yes calls nothing off (tester 14 / session 20, task 3).

"Yes, book it. Please don't cancel it this time.", "Yes, go ahead, no need to cancel anything."
and "Yes, book it. Don't drop the ball!" read unclear: "please do not" was read as a refusal
before the "cancel" it negates, "no need to" did not undo a "cancel", and "don't drop the ball"
is a negation aimed at no booking. Asking to keep the booking, or to do it well, is no refusal;
a real call-off or refusal beside a yes still never approves.
"""

from __future__ import annotations

import pytest

from arena.wording.answers import read_answer

ASK = "Book R-102 (Aspen) for 6 people on Tuesday"

KEEPS_IT = [
    "Approved - there's no need to cancel anything.",
    "Yes please, and please don't cancel it last minute.",
    "Book it, and please do not cancel it again.",
    "Yes. Don't drop the ball on this one.",
    "Go for it, just don't mess it up.",
    "Yes, don't let me down.",
    "Approved. Please don't double-book it.",
    "Sure. Please don't cancel on me.",
]

STILL_NOT_A_YES = [
    ("Yes, please don't book it.", "unclear"),
    ("Yes, but please cancel it.", "unclear"),
    ("Yes. Please do not.", "unclear"),
    ("Yes, drop the booking.", "unclear"),
    ("Please don't.", "deny"),
    ("Please do not proceed.", "deny"),
    ("No need to book it.", "deny"),
    ("Please do not, cancel it.", "deny"),
    ("No need to cancel anything.", "unclear"),
    ("Don't drop the ball.", "unclear"),
]


@pytest.mark.parametrize("text", KEEPS_IT)
def test_a_yes_asking_to_keep_the_booking_approves(text: str) -> None:
    assert read_answer(text, ASK) == "approve"


@pytest.mark.parametrize(("text", "verdict"), STILL_NOT_A_YES)
def test_a_refusal_or_call_off_beside_it_still_counts(text: str, verdict: str) -> None:
    assert read_answer(text, ASK) == verdict
