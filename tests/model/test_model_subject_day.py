"""A forwarded mail's "Subject:" line names the request's weekday where its body names none
(outside tester 19: since mail headers are skipped, "Subject: Room for Thursday" above "can you
book a room for 4 people?" read as no weekday). The body's own day wins, and the "Sent:" line's
day is still only when the mail went."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, parse_day, read_request

FORWARD = "---------- Forwarded message ---------\nFrom: Ana <ana@example.com>\n"


@pytest.mark.parametrize(
    ("task", "day"),
    [
        (
            FORWARD + "Subject: Room for Thursday\n\nCan you book a room for 4 people please?",
            "Thursday",
        ),
        (
            "From: Bob <b@x.org>\nSent: Tuesday, 2 December 2025\nSubject: Friday planning\n\n"
            "Hi, please book a room for 6 people.",
            "Friday",
        ),
        (
            FORWARD + "Betreff: Raum am Mittwoch\n\nBitte einen Raum für 5 Personen buchen.",
            "Wednesday",
        ),
    ],
)
def test_the_subject_names_the_day_when_the_body_does_not(task: str, day: str) -> None:
    req = read_request(task)
    assert isinstance(req, BookingRequest) and req.day == day
    assert parse_day(task) == day


def test_the_body_day_wins_over_the_subject() -> None:
    task = FORWARD + "Subject: Room for Thursday\n\nSorry, make that a room for 4 on Monday please."
    req = read_request(task)
    assert isinstance(req, BookingRequest) and req.day == "Monday"
