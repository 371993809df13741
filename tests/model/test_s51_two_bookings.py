"""Two bookings in one request are said to be two bookings, not two weekdays (heldout51,
requests51b).

"Book a room for 6 on Tuesday at 10, and a separate room for 20 on Friday." was answered "it
names more than one weekday (Tuesday, Friday)" and asked "say … which weekday": the writer wants
both, and picking one day would drop the other booking. The model books one room a request, so
asking is right; it now says the request asks for two bookings and to send one request a room.
Italian, Portuguese and Dutch ("e un'altra sala", "e outra sala", "en nog een zaal") and "and
one for 20" are read as a second room too. A choice of days ("Tuesday or Friday") and a fallback
day stay as they were.
"""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, ManyRooms, NotUnderstood, read_request


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for 6 on Tuesday at 10, and a separate room for 20 on Friday.",
        "Book a room for 6 on Tuesday and another for 20 on Friday.",
        "Book a room for 6 on Tuesday, and one for 20 on Friday.",
        "Bitte einen Raum für 6 am Dienstag und einen weiteren Raum für 20 am Freitag buchen.",
        "Réserve une salle pour 6 mardi et une autre salle pour 20 vendredi.",
        "Reserva una sala para 6 el martes y otra sala para 20 el viernes.",
        "Prenota una sala per 6 martedì e un'altra sala per 20 venerdì.",
        "Reserve uma sala para 6 na terça e outra sala para 20 na sexta.",
        "Boek een zaal voor 6 op dinsdag en nog een zaal voor 20 op vrijdag.",
    ],
)
def test_two_rooms_on_two_days_are_two_bookings(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, ManyRooms), read
    assert read.reason.startswith("it asks for 2 bookings (Tuesday, Friday)"), read.reason
    assert "weekday" not in read.reason


@pytest.mark.parametrize(
    "text",
    ["Book a room for 6 on Tuesday or Friday.", "Book a room for 6 on Tuesday and Friday."],
)
def test_a_choice_of_days_is_still_asked_as_days(text: str) -> None:
    read = read_request(text)
    assert type(read) is NotUnderstood, read
    assert "more than one weekday" in read.reason


def test_a_fallback_day_is_one_booking() -> None:
    read = read_request("Book a room for 6 on Tuesday, or Wednesday if Tuesday is full.")
    assert isinstance(read, BookingRequest), read
    assert read.day == "Tuesday"


def test_one_room_said_again_is_one_booking() -> None:
    read = read_request("Need a room on Tuesday, one for 8 people.")
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day) == (8, "Tuesday")
