"""Rooms in requests an outside tester wrote (items33, session 33), each refused at load as
naming a room it does not say whether to book or avoid, or as asking for no booking: a room
asked for with "require" or German "brauchen wir" ("we require Sequoia", "Am Donnerstag
brauchen wir Aspen"), a form's "Room: Sequoia", rooms complained of together ("Juniper and
Aspen are too small"), Spanish "no Juniper ni Aspen", and a booking refused for one room beside
a room asked for ("please do not book Atrium … We need a room for 9", read as only asking)."""

from __future__ import annotations

import pytest

from arena.model.room_stance import room_stances
from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    ("text", "stances"),
    [
        (
            "We require Sequoia on Tuesday for a workshop with 12 stakeholders.",
            {"sequoia": "wanted"},
        ),
        ("Am Donnerstag brauchen wir Aspen für vier Leute, bitte buchen.", {"aspen": "wanted"}),
        ("Book: Wednesday. Headcount: 14. Room: Sequoia.", {"sequoia": "wanted"}),
        (
            "Book a room for seven on Wednesday; Juniper and Aspen are too small, Atrium is too big.",
            {"juniper": "ruled_out", "aspen": "ruled_out", "atrium": "ruled_out"},
        ),
        (
            "Book a room for 7 on Wednesday; Juniper and Aspen are both too small.",
            {"juniper": "ruled_out", "aspen": "ruled_out"},
        ),
        (
            "Reservar sala el miércoles para quince personas, no Juniper ni Aspen.",
            {"juniper": "ruled_out", "aspen": "ruled_out"},
        ),
        (
            "Please do not book Atrium for internal meetings. We need a room for 9 on Wednesday.",
            {"atrium": "ruled_out"},
        ),
    ],
)
def test_rooms_are_read_as_asked_for_or_ruled_out(text: str, stances: dict[str, str]) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest) and got.book, got
    assert room_stances(text) == stances


@pytest.mark.parametrize(
    "text",
    [
        "Per company policy, please do not book Atrium for internal meetings. We need a room for 9"
        " on Wednesday for the quarterly business review.",
        "Don't book Aspen, we need a room for 5 on Tuesday.",
        "Bitte nicht Aspen buchen, wir brauchen einen Raum für 5 am Dienstag.",
        "Por favor no reserves Aspen, necesitamos una sala para 5 el martes.",
    ],
)
def test_a_booking_refused_for_one_room_asks_for_another(text: str) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest) and got.book, got


@pytest.mark.parametrize(
    "text",
    [
        "Don't book Aspen for 5 on Tuesday.",  # the one booking said, refused
        "Don't book anything, just tell me what is free for 5 on Tuesday.",
        "Don't book R-102. Is anything free for 5 on Tuesday?",
    ],
)
def test_a_refused_booking_alone_still_asks_for_none(text: str) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest) and not got.book, got
