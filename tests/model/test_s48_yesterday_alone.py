"""A yesterday is no day asked (heldout47's note): "Yesterday was Monday. Book a room for 6."
read Monday, a day gone, and booked it. Where a yesterday names a weekday and the request names
no other day (no weekday, no "today" or "tomorrow"), it now says no day, and the model asks which
weekday, in six languages; a weekday or a day from today said beside it reads as before."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, NotUnderstood, read_request


@pytest.mark.parametrize(
    "text",
    [
        "Yesterday was Monday. Book a room for 6.",
        "Gestern war Montag. Bitte einen Raum f\u00fcr 6 buchen.",
        "Ayer fue lunes. Reserva una sala para 6.",
        "Hier c'\u00e9tait lundi. R\u00e9servez une salle pour 6.",
        "Ieri era luned\u00ec. Prenota una sala per 6.",
        "\u6628\u65e5\u306f\u6708\u66dc\u65e5\u3067\u3057\u305f\u3002"
        "6\u4eba\u3067\u4f1a\u8b70\u5ba4\u3092\u4e88\u7d04\u3057\u3066\u304f\u3060\u3055\u3044\u3002",
    ],
)
def test_a_yesterday_alone_names_no_day(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, NotUnderstood), read
    assert "weekday" in read.reason, read


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Yesterday was Monday; book a room for 6 today.", "Tuesday"),
        ("Yesterday was Monday. Book a room for 6 tomorrow.", "Wednesday"),
        ("Yesterday was Monday. Book a room for 6 on Thursday.", "Thursday"),
        ("Today is Monday. Book a room for 6.", "Monday"),
        ("Today is Tuesday, yesterday was Monday. Book a room for 6.", "Tuesday"),
    ],
)
def test_a_day_said_beside_a_yesterday_reads_as_before(text: str, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert read.day == day
