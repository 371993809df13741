""" "Today" after a yesterday: "Yesterday was Monday; book a room for 6 today." is Tuesday
(regress47: read Monday, the yesterday, as the only weekday named, and booked it). In German,
Spanish, French and Japanese too; a weekday asked, a "tomorrow" or a named today read as before."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


def _day(text: str) -> str:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    return read.day


@pytest.mark.parametrize(
    "text",
    [
        "Yesterday was Monday; book a room for 6 today.",
        "Yesterday was Monday. Please book a room for 6 for today.",
        "Gestern war Montag. Bitte heute einen Raum für 6 Personen buchen.",
        "Ayer fue lunes. Reserva una sala para 6 hoy.",
        "Hier c'était lundi. Réservez une salle pour 6 aujourd'hui.",
        "昨日は月曜日でした。今日6名で会議室を予約してください。",
    ],
)
def test_today_after_a_yesterday_is_the_day_after_it(text: str) -> None:
    assert _day(text) == "Tuesday"


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Yesterday was Monday. I'm out today; book a room for 6 on Thursday.", "Thursday"),
        ("Yesterday was Monday. Book a room for 6 tomorrow.", "Wednesday"),
        ("Today is Monday. I'm out today; book a room for 6 tomorrow.", "Tuesday"),
        ("Today is Monday. Book a room for 6 today.", "Monday"),
        ("Today is Monday, book a room for 6.", "Monday"),
    ],
)
def test_a_weekday_a_tomorrow_or_a_named_today_read_as_before(text: str, day: str) -> None:
    assert _day(text) == day
