"""A "wait," that opens a count, weekday or room corrects what came before, as "actually" does
(heldout41: "Book a room for 6 on Tuesday — wait, we're 8" booked a room for 6)."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, parse_capacity, read_request


@pytest.mark.parametrize(
    ("text", "capacity", "day"),
    [
        ("Book a room for 6 on Tuesday — wait, we're 8", 8, "Tuesday"),
        ("Book a room for 6 on Tuesday. Wait, we're 8.", 8, "Tuesday"),
        ("Book a room for 6 on Tuesday, wait, 8 people", 8, "Tuesday"),
        ("Book a room for 6 on Tuesday. Oh wait, we are 8", 8, "Tuesday"),
        ("Book a room for 6 on Tuesday — hold on, 8 of us", 8, "Tuesday"),
        ("Book a room for 6 on Tuesday, oh hang on, we're eight", 8, "Tuesday"),
        ("Book a room for 6 on Monday — wait, Tuesday", 6, "Tuesday"),
        # honest neighbours: a "wait" that corrects nothing changes nothing
        ("Book a room for 6 on Tuesday, wait for my ok", 6, "Tuesday"),
        ("Book a room for 6 on Tuesday, we will wait 8 minutes", 6, "Tuesday"),
        ("Book a room for 6 on Tuesday. Wait, 10:30 works better", 6, "Tuesday"),
        ("Book a room for 6 on Tuesday at 2 - wait, 3 pm", 6, "Tuesday"),
        ("Wait, book a room for 6 on Tuesday", 6, "Tuesday"),
        ("Room for 6 on Tuesday... wait, make that 8", 8, "Tuesday"),
    ],
)
def test_the_corrected_request_is_read(text: str, capacity: int, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book
    assert (read.capacity, read.day) == (capacity, day)
    assert parse_capacity(text) == capacity  # the loader reads the count the model reads
