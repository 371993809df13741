"""A "but it's …, so Cedar" that rules Cedar out keeps the room asked for (regress49).

96569440 read "Aspen would be nice, but it's small, so Cedar please" as turning from Aspen to
Cedar. "Book Aspen …, but it's for a client, so Cedar won't do" was read the same way: Aspen,
asked for, was ruled out with Cedar, and another room booked. The turn is one only where the
room led to is not itself ruled out."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, read_request

ASPEN_KEPT = [
    "Book Aspen for 6 on Tuesday, but it's for a client, so Cedar won't do.",
    "Book Aspen for 6 on Tuesday, but it's a big meeting, so Cedar is too small.",
    "Book Aspen for 6 on Tuesday, but it's a board meeting, so Cedar is not an option.",
    "Aspen for 6 on Tuesday please, but it's for the board, so Cedar is out.",
    "Buch Aspen für Dienstag für 6, aber es ist wichtig, also Cedar ist zu klein.",
]


@pytest.mark.parametrize("text", ASPEN_KEPT)
def test_the_room_led_to_ruled_out_keeps_the_room_asked(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert _named([], read, text) == "R-102", read


#: Near misses: the turn to Cedar stands.
CEDAR = [
    "Aspen would be nice but it's small, so Cedar please. Tuesday, 6 people.",
    "Book Aspen for 6 on Tuesday, but it's noisy, so Cedar would be better.",
    "We usually use Aspen, but it's being painted, so Cedar for 6 on Tuesday.",
]


@pytest.mark.parametrize("text", CEDAR)
def test_a_turn_to_a_room_still_books_it(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert _named([], read, text) == "R-204", read
