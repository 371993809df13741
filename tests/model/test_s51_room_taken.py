"""A room said to be taken is a fact to avoid, not a room named without a stance (heldout51,
requests51b).

"Aspen is booked on Monday. Book a room for 5 on Monday." was not understood ("it names Aspen
without saying whether to book it or to avoid it"), while "Aspen is taken on Monday. …" ruled
Aspen out; and in German, French, Spanish, Italian, Portuguese and Dutch ("Aspen ist am Montag
belegt. Buch einen Raum für 5 …") Aspen was asked for and booked, the one room the writer said
was taken. Near misses: a question ("Aspen is booked? Book it."), a room said to be free, one to
book all the same, one said free again, a wish ("Make sure Aspen is booked"), a condition.
"""

from __future__ import annotations

import pytest

from arena.model.room_stance import room_stances
from arena.model.task import BookingRequest, NotUnderstood, read_request


@pytest.mark.parametrize(
    "text",
    [
        "Aspen is booked on Monday. Book a room for 5 on Monday.",
        "Aspen is already booked Monday, so book a room for 5 on Monday.",
        "Aspen is fully booked on Monday; I need a room for 5 that day.",
        "Aspen's reserved on Monday. Book a room for 5 on Monday please.",
        "Aspen ist am Montag belegt. Buch einen Raum für 5 am Montag.",
        "Aspen ist am Montag schon gebucht. Bitte einen Raum für 5 am Montag buchen.",
        "Aspen est déjà réservée lundi. Réserve une salle pour 5 lundi.",
        "Aspen está ocupada el lunes. Reserva una sala para 5 el lunes.",
        "Aspen è occupata lunedì. Prenota una sala per 5 lunedì.",
        "Aspen está reservada na segunda. Reserve uma sala para 5 na segunda.",
        "Aspen is bezet op maandag. Boek een zaal voor 5 op maandag.",
    ],
)
def test_a_room_said_taken_is_avoided(text: str) -> None:
    assert room_stances(text) == {"aspen": "ruled_out"}
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day, read.book) == (5, "Monday", True)
    assert "aspen" in read.avoid


@pytest.mark.parametrize(
    "text",
    [
        "Aspen is booked? Book it for 5 on Monday.",
        "Aspen is free, book it for 5 on Monday.",
        "If Aspen is booked on Monday, book Maple for 5.",
    ],
)
def test_near_misses_do_not_rule_it_out(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert "aspen" not in read.avoid


@pytest.mark.parametrize(
    "text",
    [
        "Aspen is booked on Monday, book it anyway for 5.",
        "Aspen is booked on Monday, but it's free again now, book it for 5.",
        "Make sure Aspen is booked for 5 on Monday.",
    ],
)
def test_taken_then_wanted_is_still_asked_about(text: str) -> None:
    """Not read as taken: these stay asked about (as before), never another room booked."""
    read = read_request(text)
    assert isinstance(read, NotUnderstood) or "aspen" not in read.avoid, read
