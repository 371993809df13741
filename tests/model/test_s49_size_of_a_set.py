"""A room picked by size from the rooms a request names (requests49).

"Book Cedar or Maple for 6 on Tuesday, whichever is bigger" booked Cedar (8 seats), the room
said first, not Maple (10): a silent guess against the words. The bigger or smaller of the rooms
named is now picked by their seats. "The smallest room" with no room named is the smallest free
room that seats the head count (what the model books anyway), and "the biggest room", "the big
one" the biggest free room (requests49b; docs/items.md)."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.rooms import Room, summary
from arena.model.task import BookingRequest, read_request

ALL = [
    Room("R-102", "Aspen"),
    Room("R-204", "Cedar"),
    Room("R-210", "Maple"),
    Room("R-305", "Sequoia"),
]


def _room(text: str, free: list[Room] = ALL) -> str | None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    return _named(free, read, text)


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Book Cedar or Maple for 6 on Tuesday, whichever is bigger.", "R-210"),
        ("Book the bigger of Cedar and Maple for 6 on Tuesday.", "R-210"),
        ("Book Maple or Cedar for 6 on Tuesday, whichever is smaller.", "R-204"),
        ("Book the smaller of Maple and Cedar for 6 on Tuesday.", "R-204"),
        ("Aspen, Cedar or Maple for 6 on Tuesday, the biggest one please.", "R-210"),
        ("Book the largest of Aspen, Cedar and Maple for 6 on Tuesday.", "R-210"),
        ("Book Cedar or Maple, the larger room, for 6 on Tuesday.", "R-210"),
        ("Reserva la más grande entre Cedar y Maple para 6 el martes.", "R-210"),
        ("Buche den größeren von Cedar und Maple für 6 am Dienstag.", "R-210"),
    ],
)
def test_the_bigger_or_smaller_of_the_rooms_named_is_picked(text: str, room: str) -> None:
    assert _room(text) == room


def test_the_bigger_taken_books_the_other_named() -> None:
    free = [r for r in ALL if r.name != "Maple"]
    assert _room("Book Cedar or Maple for 6 on Tuesday, whichever is bigger.", free) == "R-204"


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Book Cedar or Maple for 6 on Tuesday.", "R-204"),  # the first said, as before
        ("Book Maple for 6 on Tuesday. Cedar is smaller but noisy.", "R-210"),
        ("Book Cedar or Maple for 6 on Tuesday. Aspen is smaller.", "R-204"),
        ("Book Cedar for 6 on Tuesday, the bigger room, not Maple.", "R-204"),
        ("Book Cedar or Maple for 6 on Tuesday, not the biggest one.", "R-204"),
        ("Book the smallest room for 3 on Tuesday.", None),  # the first free that fits
    ],
)
def test_near_misses_keep_their_room(text: str, room: str | None) -> None:
    assert _room(text) == room


def test_the_smallest_room_is_met_and_the_biggest_said_as_picked() -> None:
    small = read_request("Book the smallest room for 6 on Tuesday.")
    big = read_request("Book the big one for 6 on Tuesday.")
    assert isinstance(small, BookingRequest) and isinstance(big, BookingRequest)
    assert "smallest" not in summary(ALL[0], small, "Book the smallest room for 6 on Tuesday.")
    # "not checked: the big one" until requests49b, which books the biggest free room
    assert summary(ALL[3], big, "Book the big one for 6 on Tuesday.").endswith(
        "(picked: the biggest free room)"
    )
