"""Another event said to have got moved is no correction of the request (regress42, after
69098b9e): "Book a room for 4 on Monday. The all-hands got moved to Thursday." booked Thursday
(7d511301 asked which day: two weekdays), as did a dentist appointment, a flight or a deadline
"got moved/pushed to" a day. "got moved" now corrects the day only said of the meeting itself
(it, our/my/the … meeting, sync, call, 1:1); those still read the day it moved to."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, NotUnderstood, read_request


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for 4 on Monday. The all-hands got moved to Thursday.",
        "Book a room for 4 on Monday. Jo's dentist appointment got moved to Thursday.",
        "Book a room for 4 on Monday. My flight got moved to Thursday.",
        "Book a room for 4 on Monday. The deadline got pushed to Friday.",
        "Room for 4 on Monday please; the launch got rescheduled to Friday.",
    ],
)
def test_another_event_moved_is_asked_about(text: str) -> None:
    assert type(read_request(text)) is NotUnderstood


@pytest.mark.parametrize(
    ("text", "day", "people"),
    [
        ("Our Monday sync got moved to Thursday, book a room for 4 please", "Thursday", 4),
        ("The 1:1 on Monday got pushed to Thursday. Need a room for 2.", "Thursday", 2),
        ("The Monday meeting got moved to Thursday. Book a room for 4.", "Thursday", 4),
        ("Book a room for 4 on Monday. Our meeting got moved to Thursday.", "Thursday", 4),
        ("Book a room for 4 on Monday. Actually it got moved to Thursday.", "Thursday", 4),
        ("It got moved from Monday to Thursday. Book a room for 4.", "Thursday", 4),
    ],
)
def test_the_meeting_itself_moved_is_still_read(text: str, day: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert (read.day, read.capacity) == (day, people)
