""" "The 8-seat one" is a room, not a count of one (readers45b, beside evals45 item 2).

"Need the 8-seat one on Tuesday for 5" was read as 1 person: "seat" before "one" made it the
head count, over "for 5". The "one" right after a size ("8-seat", "8 seat") is now the room;
"seats one" and "for one" are still a count of one.
"""

from __future__ import annotations

import pytest

from arena.model.rooms import Room, summary
from arena.model.task import BookingRequest, read_request


def _read(text: str) -> BookingRequest:
    read = read_request(text)
    assert isinstance(read, BookingRequest), (text, read)
    return read


@pytest.mark.parametrize(
    "text",
    [
        "Need the 8-seat one on Tuesday for 5",
        "Need the 8 seat one on Tuesday for 5",
        "Could we get the 8-seater one for 5 on Tuesday?",
    ],
)
def test_the_one_after_a_size_is_the_room(text: str) -> None:
    read = _read(text)
    assert read.capacity == 5
    assert "not checked: the 8" in summary(Room("R-102", "Aspen"), read, text)


@pytest.mark.parametrize(
    "text",
    ["Book a room that seats one on Tuesday", "Book a room for one on Tuesday"],
)
def test_one_person_is_still_one(text: str) -> None:
    assert _read(text).capacity == 1
