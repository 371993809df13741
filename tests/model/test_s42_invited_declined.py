"""An invitee count with those who declined beside it: "12 invited, 3 declined. Book a room on
Monday." was not understood (two numbers, neither said to count people), and "for 12 people, 3
declined" booked for 12, a "declined" not read as away as "can't come" is (items42b). "12
invited" now counts people where a number says it, and who declined, said no or sent regrets
are taken from it: 9. Who accepted or confirmed are part of those invited, so the room seats
the most who may come (docs/methodology.md §2: "for 12 people, 8 confirmed" was 12 already),
unless the rest declined ("12 invited, 8 accepted, 4 declined": 8)."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, parse_capacity, read_request


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("12 invited, 3 declined. Book a room on Monday.", 9),
        ("Book a room on Monday: 12 invited, 3 have declined", 9),
        ("Book a room on Monday: twelve invited, three declined", 9),
        ("Book a room on Monday. Of the 12 invited, 3 declined.", 9),
        ("Book a room on Monday for 12 people, 3 declined", 9),
        ("Book a room on Monday for 12, 3 declined the invite", 9),
        ("Book a room on Monday for 12 people; 3 said no", 9),
        ("Book a room on Monday for 12 people. 3 turned it down.", 9),
        ("Book a room on Monday, 12 invited, 3 can't come", 9),
        ("Book a room on Monday: 12 invited, 8 accepted, 4 declined", 8),
        ("Book a room for Monday, 10 invited, 8 accepted", 10),
        # as before
        ("Book a room on Monday: 12 invited.", 12),
        ("Book a room on Monday for the 12 invited guests", 12),
        ("Book a room on Monday for 12 people, 8 confirmed", 12),
        ("Book a room for 5 on Monday. I declined 2 other meetings.", 5),
        ("Book a room for 6 on Monday; I invited 2 clients", 6),
        ("Book a room for 4 on Monday. P.S. 5 people declined.", 4),  # others (regress42)
        ("Book a room for 4 on Monday, 4 declined", 4),
        ("Book a room for 8 on Monday, 2 invited speakers included", 8),
    ],
)
def test_who_declined_is_taken_from_those_invited(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day) == (people, "Monday")
    assert parse_capacity(text) == people
