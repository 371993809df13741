"""A room's size beside the group's count is not the head count (outside tester 7, finding 12):
"Book a 10-person room for 8 of us on Friday" was read as 10 people. A counted number right
before a room word ("a 10-person room", "a 10 person meeting room", "una sala de 10 personas")
sizes the room; another count in the request is the group's. Alone, it is still the count."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    ("text", "capacity", "day"),
    [
        ("Book a 10-person room for 8 of us on Friday", 8, "Friday"),
        ("Book a 12-person room for 8 people on Monday", 8, "Monday"),
        ("Need a 10 person meeting room for 6 of us Tuesday", 6, "Tuesday"),
        ("Book Sequoia, a 14 person room, for 12 people on Wednesday", 12, "Wednesday"),
        ("Reserva una sala de 10 personas para 6 el lunes", 6, "Monday"),
        ("Réservez une salle de 12 personnes pour 8 le mardi", 8, "Tuesday"),
        ("Book a 6-person room for 4 people plus 2 guests on Monday", 6, "Monday"),
        # alone, a room's size is all the request says: it is the count
        ("Book a 10-person room on Friday", 10, "Friday"),
        ("We are 8, book a 10 person room on Friday", 8, "Friday"),
        ("Book a room for 8 of us on Friday, 10 seats would be nice", 8, "Friday"),
    ],
)
def test_a_rooms_size_is_not_the_groups_count(text: str, capacity: int, day: str) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert (found.capacity, found.day) == (capacity, day)
