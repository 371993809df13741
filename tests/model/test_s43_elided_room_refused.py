"""A room refused with its article elided is ruled out, not asked for (regress43): since
b202fd38 read "Prenota l'Atrium" as asking for the Atrium, "Non prenotare l'Atrium, martedì per
4." ("don't book the Atrium") booked the Atrium, where it was asked about before. "non" with an
Italian booking verb, and a "not"/"non" before an elided "l'", now rule the room out; the room
asked for beside it ("…, prenota Cedar") and "Prenota l'Atrium" read as after b202fd38."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, read_request

REFUSED = [
    "Non prenotare l'Atrium, martedì per 4.",
    "Non prenotare l'Atrium martedì, siamo in 4.",
    "Martedì per 4, non prenotare l'Atrium.",
    "Per favore non prenotate l'Atrium, martedì per 4.",
    "Non riservare l'Atrium, martedì per 4.",
    "Prenota pure, ma non l'Atrium: martedì per 4.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_a_room_refused_with_an_elided_article_is_not_booked(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.day, read.capacity) == ("Tuesday", 4)
    assert "atrium" in read.avoid
    assert _named([], read, text) is None


KEPT = [
    ("Prenota l'Atrium martedì per 20.", "R-400"),
    ("Réserve l'Atrium mardi pour 20.", "R-400"),
    ("Non prenotare l'Atrium, prenota Cedar martedì per 20.", "R-204"),
    ("Ne réserve pas l'Atrium, réserve Cedar mardi pour 20.", "R-204"),
    ("Prenota l'Atrium martedì per 20, non la Cedar.", "R-400"),
    ("Non vedo l'ora! Prenota l'Atrium martedì per 20.", "R-400"),
]


@pytest.mark.parametrize(("text", "room"), KEPT, ids=[k[0] for k in KEPT])
def test_the_room_asked_for_beside_it_is_still_booked(text: str, room: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert (read.day, read.capacity) == ("Tuesday", 20)
    assert _named([], read, text) == room
