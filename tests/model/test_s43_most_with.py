"""The most who may come, said with who makes them so (requests43): "Book Atrium Fri for 22,
maybe 25 with the contractors." read 22, three seats short, where "…, maybe 25." and "…, maybe
6 if Bob comes" read the larger count (methodology §2: the room must seat the most who may
come). A "with", "including" or "counting" after the larger count now reads it too; a smaller
one ("maybe 2 with laptops") changes nothing."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request

CASES = [
    ("Book Atrium Fri for 22, maybe 25 with the contractors.", 25),
    ("Book a room Fri for 5, maybe 6 with Bob.", 6),
    ("Book a room Fri for 5, maybe 6 including Bob.", 6),
    ("Book a room Fri for 5 people, maybe 6 with the intern.", 6),
    ("Reserva una sala el viernes para 5, quizás 6 con Ana.", 6),
    # as before
    ("Book Atrium Fri for 22, maybe 25.", 25),
    ("Book a room Fri for 5, maybe 6 if Bob comes.", 6),
    ("Book a room Fri for 5, maybe 2 with laptops", 5),
    ("Book a room Fri for 5, maybe 10:00 with coffee.", 5),
]


@pytest.mark.parametrize(("text", "people"), CASES, ids=[c[0] for c in CASES])
def test_the_most_who_may_come_is_the_count(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert read.capacity == people
