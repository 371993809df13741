"""The most who may come, said after the day: "Book a room for 5 on Tuesday, maybe 6." read 5 (a
seat short), where "Book Friday for 4, maybe 5." reads 5, as methodology §2 books for the most
who may come. And a time said as a maybe was read as that count: "Book Friday for 4, maybe
10:00." booked a room for 10. Now 6 and 4; "maybe Wednesday" still names two days."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, NotUnderstood, read_request


@pytest.mark.parametrize(
    ("text", "day", "people"),
    [
        ("Book a room for 5 on Tuesday, maybe 6.", "Tuesday", 6),
        ("Book a room for 5 on Tuesday, possibly 7", "Tuesday", 7),
        ("Book a room for 5 on Tuesday (could be 7)", "Tuesday", 7),
        ("Book a room for 5 people on Tuesday, max 6", "Tuesday", 6),
        ("Book Friday for 4, maybe 10:00.", "Friday", 4),
        ("Book a room for 5 on Tuesday, maybe 10:00", "Tuesday", 5),
        # as before
        ("Book Friday for 4, maybe 5.", "Friday", 5),
        ("Book Friday for 4, maybe 10am.", "Friday", 4),
        ("Book a room for 5 on Tuesday, maybe 3pm", "Tuesday", 5),
        ("Book a room for 12 people on Tuesday, maybe 13 if Mark joins", "Tuesday", 13),
    ],
)
def test_the_most_who_may_come(text: str, day: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.day, read.capacity) == (day, people)


def test_a_maybe_day_is_still_asked_about() -> None:
    assert type(read_request("Book a room for 5 on Tuesday, maybe Wednesday")) is NotUnderstood
