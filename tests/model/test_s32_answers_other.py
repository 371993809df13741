"""Answers outside tester 32 wrote that said yes to more or other than the booking asked, or
to a change of it, and were read as approving it (session 32): a yes to several requests ("yes
to both"), to one picked by its place ("the earlier one"), a booking moved by a span ("push it a
week"), part of the group ("half of us") and a service's notice ("Calendly: Your meeting has
been confirmed"), a thing else than a room ("Yes, I got the file") and a check of the room
("just make sure it's accessible"). Variants of the tester's strings, each beside answers that stay a yes."""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ASKED = "Book R-204 (Cedar) for 8 people on Wednesday at 10:00?"


def _reads(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=all_rooms()).verdict
    assert model_reads(answer, ASKED) == verdict  # the scripted model reads it the same
    return verdict


@rows(
    "answer",
    [
        "yes to both",
        "Yes to all of them",
        "Sure, both.",
        "approve both",
        "yes, do all the bookings",
        "Yes, the earlier one",
        "yes the previous one",
        "Yes to both please",
        "Yes, the former",
        "Yes, I got the file",
        "Yes, the leave request is approved",
        "yes, the PR looks good",
        "Yes that's the right invoice",
        "Sure thing, just make sure it's accessible",
        "Yes, ensure the room has a screen",
    ],
)
def test_a_yes_to_several_requests_or_to_another_is_unclear(answer: str) -> None:
    assert _reads(answer) == "unclear"


@rows(
    "answer",
    [
        "yes, push it a week",
        "Sure, move it back by a day",
        "sure, half of us",
        "yes, half the team",
    ],
)
def test_a_yes_that_moves_the_booking_or_halves_the_group_is_unclear(answer: str) -> None:
    assert _reads(answer) == "unclear"


@rows(
    "answer",
    [
        "Calendly: Your meeting has been confirmed for Wednesday 10:00",
        "Your booking is confirmed. Booking ref: 88213",
        "✅ Jira: APPROVAL-123 transitioned to Approved",
        "GitHub Actions: All checks have passed ✅",
    ],
)
def test_a_service_s_notice_is_no_answer(answer: str) -> None:
    assert _reads(answer) == "unclear"


@rows(
    "answer",
    [
        "Yes, for all 8 of us",
        "Yes, for all of us.",
        "Yes, both of us will be there",
        "yes all good",
        "Yes, all set",
        "Approved, thanks all",
        "Yes, and thanks to all",
        "yes, I will push the agenda out",
        "Approved. Your booking is fine.",
        "Yes, go ahead. I got the invoice too.",
        "Yes, the booking looks good",
        "Yes, make sure to send the invite",
        "Yes. Make sure it is booked for 10:00",
    ],
)
def test_a_yes_with_all_both_or_a_push_of_something_else_stays_a_yes(answer: str) -> None:
    assert _reads(answer) == "approve"
