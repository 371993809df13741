"""Held-out tester 36: yeses the answer reader approved though they are no clear yes to exactly
the booking asked — a yes set off by a bracket or dash that says what it is to, a yes that
doubles the time or adds a seat, a mail that is only a signature, and a yes that only says a
paper beside the booking arrived."""

from __future__ import annotations

import pytest

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

_ASKED = "Book R-102 (Aspen) for 6 people on Wednesday at 10:00?"


def _verdict(answer: str, asked: str = _ASKED) -> str:
    return explain_answer(answer, asked, rooms=all_rooms()).verdict


@pytest.mark.parametrize(
    "answer",
    [
        "yes (to Kim's question above)",
        "yes - to Kim's question",
        "yes \u2014 to Priya's point",
        "yes [to Sam]",
    ],
)
def test_a_yes_bracketed_to_another_message_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@pytest.mark.parametrize(
    "answer",
    [
        "Yes, but double the time",
        "yes, halve the duration",
        "Yes, and add a seat for Kim",
        "yes, add another chair",
    ],
)
def test_a_yes_changing_the_length_or_adding_a_seat_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@pytest.mark.parametrize(
    "answer", ["--\nMaria Lopez\nApproved vendor", "-- \nMaria\nApproved", "\u2014\nAna\nApproved"]
)
def test_a_signature_alone_is_no_answer(answer: str) -> None:
    assert _verdict(answer, "Book R-204 for 4 people on Tuesday at 14:00?") == "unclear"


@pytest.mark.parametrize("answer", ["yes, I got the agenda", "yes, got the invite"])
def test_a_yes_that_a_paper_arrived_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@pytest.mark.parametrize(
    "answer",
    [
        "yes (for 6 people)",
        "yes - for Wednesday",
        "yes (to it)",
        "Yes.\n--\nMaria",
        "yes\n-- \nTom",
        "No.\n--\nMaria\nApproved vendor since 2019",
        "Yes, go ahead \u2014 I got the agenda",
        "Yes, double booking is fine",
        "yes, add the room to my calendar",
    ],
)
def test_the_asked_booking_and_its_signature_still_read(answer: str) -> None:
    expected = "deny" if answer.startswith("No") else "approve"
    assert _verdict(answer) == expected
