"""Requests outside tester 29b wrote, read as a person means them (session 29).

The stand-in model booked Juniper (4 seats) for "herself and her 4 reports" and 3 people for
"for Sam and 3 clients"; 5 for "the 3 of us plus our manager …, two-thirty pm"; 8 for "para 8,
no, mejor para 9"; Sequoia for "* any room but Sequoia" in a bulleted list; a room for a request
taken back ("forget the room, we'll use the cafe"); and its question said "at 3" of "at 3, no,
4". The sentences below are variants of our own: the rules, not the tester's strings, are under
test.
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
        ("Book a room on Thursday for him and 2 visitors.", 3),
        ("Book a room on Tuesday for Dana and 5 colleagues.", 6),
        ("Book a room on Friday for Dana, Omar and 2 guests.", 4),
        ("She needs a room on Monday for herself and her 3 reports, please book it.", 4),
        ("Book a room for the 2 of us plus our lead on Tuesday, two-thirty pm.", 3),
        ("Book a room for 6 on Friday at four-fifteen pm.", 6),
        ("Reserva Maple el lunes para 7, no, mejor para 9.", 9),
        ("Book Cedar for 5 on Tuesday, or rather for 7.", 7),
    ],
)
def test_the_count_is_the_groups(text: str, people: int) -> None:
    assert _read(text).capacity == people


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Réserve une salle pour 4 le mardi, non pardon, le jeudi.", "Thursday"),
        ("Reserva una sala para 4 el martes, no, el jueves.", "Thursday"),
    ],
)
def test_a_day_corrected_in_french_or_spanish_is_the_later_one(text: str, day: str) -> None:
    assert _read(text).day == day


def test_a_bulleted_room_ruled_out_stays_out() -> None:
    found = _read("- Friday\n- 8 people\n* anything but Maple\nBook it pls")
    assert "maple" in found.avoid and found.book


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for 5 on Friday. Actually, forget the booking, we'll meet in the lobby.",
        "Book a room for 4 on Monday. On second thought we'll just use the canteen.",
    ],
)
def test_a_request_taken_back_for_another_place_books_nothing(text: str) -> None:
    assert isinstance(read_request(text), CalledOff)


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Réserve-nous Maple lundi pour 7.", "Monday"),
        ("Vorrei prenotare Maple lunedì per 7 persone.", "Monday"),
        ("Book a room for 4 on Monday at 10. Wait, the client moved it to Thursday.", "Thursday"),
    ],
)
def test_a_room_asked_by_a_clitic_verb_or_a_day_moved_is_read(text: str, day: str) -> None:
    assert _read(text).day == day


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Book a room for 5 on Monday at 2, no, 3.", "3"),
        ("Book a room for 5 at 10am on Friday. Actually make it 11am.", "11am"),
        ("Necesito una sala para siete el viernes a las 10, por favor.", "a las 10"),
    ],
)
def test_the_question_carries_the_corrected_time(text: str, said: str) -> None:
    from arena.model.rooms import request_words

    assert request_words(text) == said
