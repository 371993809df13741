"""A hybrid meeting's count: the room seats those in it (heldout46's outside team). "Cedar on
Tuesday, 3 in the room, 5 on Zoom" and "Book a room for Tuesday, 4 in person and 6 online" were
not understood (several numbers, none a count), and "Cedarで火曜日に8名、うち2名はリモート" (8, of
whom 2 remote) read 8. Counts with no one away read as before."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


def _count(text: str) -> int:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    return read.capacity


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Cedar on Tuesday, 3 in the room, 5 on Zoom", 3),
        ("Book Cedar for Tuesday: 3 in the room, 5 on Zoom", 3),
        ("Book a room for Tuesday, 4 in person and 6 online", 4),
        ("Book a room Thursday, 6 on Teams plus 2 in the room", 2),
        ("Book Aspen for Wednesday, 5 people in the room and 3 dialling in", 5),
        ("Cedarで火曜日に8名、うち2名はリモート", 6),
        ("火曜日に8名でCedarを予約、そのうち2名はオンライン参加", 6),
        ("周二订Cedar，8人，其中2人远程", 6),
    ],
)
def test_the_room_seats_those_in_it(text: str, count: int) -> None:
    assert _count(text) == count


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Book a room for 5 on Tuesday and set up a Zoom call", 5),
        ("Book Cedar for 6 on Tuesday, we'll be on the phone with 2 clients", 6),
        ("Book Maple Tuesday: 3 onsite plus 2 remote engineers", 3),
        ("火曜日に8名でCedarを予約してください", 8),
        ("Tuesday, 8 people, 2 of them remote, Cedar please", 6),
    ],
)
def test_counts_with_no_one_away_or_said_before_read_as_before(text: str, count: int) -> None:
    assert _count(text) == count
