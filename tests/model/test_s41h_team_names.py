"""A number that names a team ("Team 7", "Squad 3") is no head count (heldout41: "Book a room
for Team 7 on Tuesday" booked a room for 7; nothing said how many come)."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, NotUnderstood, read_request


@pytest.mark.parametrize(
    "text", ["Book a room for Team 7 on Tuesday", "Please reserve a room on Friday for squad 3"]
)
def test_a_team_named_by_a_number_asks_how_many(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, NotUnderstood) and "how many people" in read.reason


@pytest.mark.parametrize(
    ("text", "capacity"),
    [
        ("Book a room for Team 7 on Tuesday, 6 people", 6),
        ("Book a room for Squad 3 on Tuesday, we are 5", 5),
        ("Group 4 needs a room for 5 on Tuesday", 5),
        # honest neighbours: a count said of the team is still the count
        ("Book a room for my team 7 people on Tuesday", 7),
        ("Book a room for a team of 7 on Tuesday", 7),
        ("Book a room for the team, 7 of us, Tuesday", 7),
        ("Book a room on Tuesday for our group, 8", 8),
        ("Team: 7\nDay: Tuesday\nBook a room", 7),
    ],
)
def test_the_count_is_read_beside_the_name(text: str, capacity: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book
    assert (read.capacity, read.day) == (capacity, "Tuesday")
