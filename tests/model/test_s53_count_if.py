"""A larger head count said under a condition is the most who may come: plan for it.

heldout53: "Book for 8 on Thursday, 9 if Tom comes." booked Cedar (8 seats). Mechanism
(:func:`arena.model.count_maybe.maybe_total`): a count said after the head count in a clause
that is a condition ("9 if Tom comes", "9 wenn …", "9 si …", "if Tom comes, make it 11") and
larger than it is the count the room must seat. Near misses: a smaller count under a condition,
an hour ("at 9 if possible", "9am if"), people who would join from afar, and counts of things."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Book for 8 on Thursday, 9 if Tom comes.", 9),
        ("Book for 8 on Thursday, or 9 if Tom comes.", 9),
        ("Book a room on Thursday for 8 (9 if Tom joins).", 9),
        ("Bitte einen Raum für 8 am Donnerstag buchen, 9 wenn Tom mitkommt.", 9),
        ("Réserve une salle pour 8 jeudi, 9 si Tom vient.", 9),
        ("Reserva una sala para 8 el jueves, 9 si viene Tom.", 9),
        ("Prenota una sala per 8 giovedì, 9 se viene Tom.", 9),
        ("Book for 8 on Thursday; if Tom comes we'll be 9.", 9),
        ("Book for 8 on Thursday. If Tom comes, make it 11.", 11),
        ("Book for 8 on Thursday, eleven if the interns come.", 11),
        # near misses: the count stands
        ("Book for 9 on Thursday, 8 if Tom can't come.", 9),
        ("Book for 8 on Thursday, 7 if Tom doesn't come.", 8),
        ("Book for 8 on Thursday at 9 if possible.", 8),
        ("Book for 8 on Thursday, 9am if Tom is free.", 8),
        ("Book for 8 on Thursday, 9 if Tom joins remotely.", 8),
        ("Book for 8 on Thursday if possible, 10 chairs.", 8),
        ("Book for 8 on Thursday, with 2 screens if possible.", 8),
        ("Book a room for 6 on Thursday if Cedar is free.", 6),
    ],
)
def test_a_count_that_may_grow_is_planned_at_its_largest(text: str, count: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.capacity == count, read
