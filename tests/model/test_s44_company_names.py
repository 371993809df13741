"""A room's name inside a company's or team's name is no room asked for, even after "book"
(requests44): "Book Sequoia Capital folks into Maple for 4 on Tuesday." booked Sequoia, the
first name after "book", though the request puts the people into Maple. Where no other room is
asked for, the name stays the room asked for ("please book Cedar Dec 9 …"), as before: reading
no room there would book any free one."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, read_request


def _asked(text: str) -> tuple[str | None, str, int]:
    got = read_request(text)
    assert isinstance(got, BookingRequest) and got.book, got
    return _named([], got, text), got.day, got.capacity


@pytest.mark.parametrize(
    ("text", "room", "day", "count"),
    [
        ("Book Sequoia Capital folks into Maple for 4 on Tuesday.", "R-210", "Tuesday", 4),
        ("Book the Sequoia Capital team into Cedar, Tuesday, 4.", "R-204", "Tuesday", 4),
        ("Book Maple Street people into Aspen on Friday, 5 of them.", "R-102", "Friday", 5),
        ("Buche Maple für die Sequoia Capital Leute, Dienstag, 4 Personen.", "R-210", "Tuesday", 4),
    ],
)
def test_the_room_they_go_into(text: str, room: str, day: str, count: int) -> None:
    assert _asked(text) == (room, day, count)


@pytest.mark.parametrize(
    ("text", "room", "day", "count"),
    [
        ("Book Sequoia on Tuesday for 6", "R-305", "Tuesday", 6),
        ("Book Sequoia for the Maple Street team, 6 people, Tuesday.", "R-305", "Tuesday", 6),
        ("please book Cedar Dec 9 for the four of us, it is a wednesday", "R-204", "Wednesday", 4),
        ("could you please book Aspen Wk 49 on tuesday for the five of us", "R-102", "Tuesday", 5),
        ("Put the Sequoia Capital team in Aspen on Tuesday, 5 of them.", "R-102", "Tuesday", 5),
        ("hi, please book the Maple Room on tuesday for the five of us", "R-210", "Tuesday", 5),
    ],
)
def test_neighbours_keep_their_room(text: str, room: str, day: str, count: int) -> None:
    assert _asked(text) == (room, day, count)
