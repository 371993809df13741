"""Requests outside tester 31b wrote, read as a person means them (session 31).

The stand-in model read "a dozen people, Tuesday - no, sorry, half a dozen" as 12 and booked
Sequoia for 12; "for 12 on Tuesday, no sorry, 6" as 12; "media docena" as no count (the item was
refused at load); and a signature's "Out of office every Friday" as a booking every Friday (the
item was refused). Variants of the tester's strings: the rules are under test.
"""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, CalledOff, read_request


def _read(text: str) -> BookingRequest:
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    return found


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("Room for a dozen on Wednesday - no, sorry, half a dozen. Please book.", 6),
        ("Book a room for 10 on Friday, no sorry, 7.", 7),
        ("Book a room for 5 on Monday, no wait, 3.", 3),
        ("Necesito una sala para media docena de personas el jueves.", 6),
        ("Bitte einen Raum für ein halbes Dutzend Leute am Freitag buchen.", 6),
        ("Réservez une salle pour une demi-douzaine de personnes lundi.", 6),
        ("Preciso de uma sala para meia dúzia de pessoas na quarta-feira.", 6),
        ("Book a room for half a dozen on Tuesday.", 6),
        ("Book a room for a dozen on Tuesday.", 12),
    ],
)
def test_the_count_is_the_last_said(text: str, people: int) -> None:
    assert _read(text).capacity == people


@pytest.mark.parametrize(
    "text",
    [
        "Please book a room for 3 people on Wednesday.\n\nBest,\nKim\n\nOut of office every Monday",
        "Book a room for 3 on Wednesday. I work from home every Friday, so not then.",
    ],
)
def test_the_writers_own_week_is_no_repeat(text: str) -> None:
    found = _read(text)
    assert (found.capacity, found.day) == (3, "Wednesday")


def test_a_repeat_ordered_is_still_one() -> None:
    assert not isinstance(
        read_request("Book a room for 3 on Wednesday and every Friday."), BookingRequest
    )


@pytest.mark.parametrize(
    "text",
    [
        "Hold off on booking anything for Friday, numbers are not final. Just check what's free "
        "for 8.",
        "If I wanted to book Maple for 10 on Monday, would it be free?",
    ],
)
def test_a_booking_held_off_or_supposed_is_only_a_question(text: str) -> None:
    assert _read(text).book is False


def test_a_booking_taken_back_with_a_reason_is_called_off() -> None:
    found = read_request(
        "Book a room for 4 on Friday. Actually, don't - let's wait until Sam confirms."
    )
    assert isinstance(found, CalledOff)


def test_a_booking_with_a_room_held_off_is_still_one() -> None:
    assert _read("Don't book Aspen; book a room for 6 on Tuesday.").book is True
