"""Counts a few words after the request changed or halved (session 42, items42's own probes):
"Book a room for 12 on Monday 2pm (half the team)" booked a room for 6, the 12 halved though it
is said as those who come; "… for the 3 of us. PS 2 more coming." booked a room for 2, and "…
for 4 on Tuesday at 2. P.S. We'll be 5." one for 4 (a P.S. with no colon was no correction).
Now 12, 5 and 5; "half of our 12-person team" is still 6, and a P.S. that says no count of
the people ("P.S. bring 2 laptops", "P.S. my 2 kids say hi") changes nothing."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, parse_capacity, read_request


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("Book a room for 12 people on Monday (half the team)", 12),
        ("Book a room for 12 on Monday 2pm (half the team)", 12),
        ("Book a room for 12 on Monday, that's half the team", 12),
        ("Book a room for half the team (12 people) on Monday", 12),
        ("Book a room for Monday for the 3 of us. PS 2 more coming.", 5),
        ("Book a room for Monday for the 3 of us. P.S. 2 more coming.", 5),
        ("Book a room for Monday for the 3 of us.\nPS 2 more are coming", 5),
        ("Book a room for 4 on Monday at 2. P.S. We'll be 5.", 5),
        ("Book a room for 4 on Monday. P.S. we're 5 now", 5),
        ("Book a room for 4 on Monday.\nPS 5 people, not 4", 5),
        # as before
        ("Half of our 12-person team needs a room on Monday", 6),
        ("Our team of 12 is splitting, half of us need a room on Monday", 6),
        ("Book a room on Monday for half of our team of 12", 6),
        ("Book a room for 4 on Monday. P.S. bring 2 laptops", 4),
        ("Book a room for 4 on Monday. P.S. my 2 kids say hi", 4),
        ("Book a room for 4 on Monday. P.S. the meeting is at 3", 4),
        ("Book a room for 4 on Monday. P.S. Thanks!", 4),
    ],
)
def test_the_count_of_those_who_come(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day) == (people, "Monday")
    assert parse_capacity(text) == people
