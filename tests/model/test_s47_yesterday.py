"""A today told by its yesterday: "Yesterday was Monday. Book a room for 6 tomorrow." is for
Wednesday (regress46: booked Monday, the yesterday, as the only weekday named). In German,
Spanish and Japanese too; a yesterday beside a weekday asked for names no day of its own."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


def _day(text: str) -> str:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    return read.day


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Yesterday was Monday. Book a room for 6 tomorrow.", "Wednesday"),
        ("Yesterday was Monday, so book Cedar for 5 tomorrow", "Wednesday"),
        ("Gestern war Montag. Bitte morgen einen Raum für 6 Personen buchen.", "Wednesday"),
        ("Ayer fue lunes. Reserva una sala para 6 mañana.", "Wednesday"),
        ("昨日は月曜日でした。明日6名で会議室を予約してください。", "Wednesday"),
        ("Yesterday was Tuesday. Book Aspen for 4 the day after tomorrow.", "Friday"),
    ],
)
def test_tomorrow_after_a_yesterday_is_two_days_on(text: str, day: str) -> None:
    assert _day(text) == day


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Yesterday was Monday. Book a room for 6 on Thursday.", "Thursday"),
        ("Today is Monday; book a room for 6 tomorrow.", "Tuesday"),
    ],
)
def test_a_weekday_asked_and_a_today_read_as_before(text: str, day: str) -> None:
    assert _day(text) == day
