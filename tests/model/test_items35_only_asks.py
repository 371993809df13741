"""A question put after a greeting or a filler is still a question (outside tester items35):
"hi uh yeah is there a room on friday for like eight people just wondering", a voice memo, was
read as asking for a booking, since its first word was no question word, so the model asked for
approval of a room nobody asked it to book and an ``expect: no_approval`` item failed every run.
"Just wondering" says the question is only one, as "just asking" does."""

from __future__ import annotations

import pytest

from arena.model.intent import wants_booking


@pytest.mark.parametrize(
    "text",
    [
        "hi uh yeah is there a room on friday for like eight people just wondering",
        "hey so is there a room on friday for 8?",
        "hi, is there a room on friday for 8?",
        "Any room free Friday for 8? just wondering",
    ],
)
def test_s35_question_after_a_filler_books_nothing(text: str) -> None:
    assert not wants_booking(text)


@pytest.mark.parametrize(
    "text",
    [
        "ok so can you book a room on friday for 8?",
        "hi, book a room on friday for 8",
        "um so yeah we need a room friday for 8",
        "Hi, is there a room free on Friday for 8? If so please book it.",
        "just wondering, could you book Cedar for Friday for 8?",
    ],
)
def test_s35_booking_after_a_filler_is_one(text: str) -> None:
    assert wants_booking(text)
