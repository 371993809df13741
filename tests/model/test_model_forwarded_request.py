"""A forwarded or quoted request: the mail's headers say when that mail went, not the meeting.

Fixer "words" (727453a) found an honest adapter failing "Sent: Friday, 28 November 2025" over a
request for Monday: the scripted model read two weekdays and asked again.
"""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, parse_day, read_request

FORWARDED = [
    (
        "---------- Forwarded message ---------\nFrom: Dana Lee <dana@corp.example>\n"
        "Sent: Friday, 28 November 2025 09:12\nSubject: room\n\n"
        "Could you book a room for 6 people on Monday?",
        6,
        "Monday",
    ),
    (
        "FYI, from Ana:\n\nFrom: Ana Ruiz <ana@corp.example>\nDate: Thursday, 4 December 2025 "
        "16:40\nTo: rooms@corp.example\nSubject: offsite\n\nPlease book a room for 3 on Tuesday.",
        3,
        "Tuesday",
    ),
    (
        "Von: Jonas Weber <jonas@firma.example>\nGesendet: Montag, 1. Dezember 2025 08:30\n"
        "Betreff: Raum\n\nBitte einen Raum für 5 Personen am Mittwoch buchen.",
        5,
        "Wednesday",
    ),
    (
        "Begin forwarded message:\n\nFrom: Lee <lee@corp.example>\nDate: Wednesday, 3 December 2025\n"
        "Subject: Re: sync\n\nBook us a room for 4 people on Friday, thanks",
        4,
        "Friday",
    ),
]


@pytest.mark.parametrize(("text", "people", "day"), FORWARDED)
def test_a_forwarded_mails_headers_are_not_the_request(text: str, people: int, day: str) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert (got.capacity, got.day) == (people, day)
    assert parse_day(text) == day


def test_a_forms_own_date_line_is_still_the_day() -> None:
    """No sender and no forward marker: "Date: Thursday" is the request's own field."""
    got = read_request("Date: Thursday\nPeople: 7\nPlease book a room.")
    assert isinstance(got, BookingRequest), got
    assert (got.capacity, got.day) == (7, "Thursday")
