"""A today written as a label ("(today: Thursday)") makes "tomorrow", in any spelling, the next
weekday (heldout53: "(today: Thursday) need a room tmrw for 8" booked Thursday).

Mechanism (:mod:`arena.model.day_today`): "today" followed by a colon, equals sign or dash and a
weekday names today's weekday, as "today is Thursday" does; and "tmr", "tomorow", "tommorow",
"2moro" are "tomorrow". Near misses: the labelled today with a weekday asked for, or with no
day said from it, stays as before; "tmrw" with no today named is asked about."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, NotUnderstood, read_request


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("(today: Thursday) need a room tmrw for 8", "Friday"),
        ("today: Thursday. Book a room tomorrow for 8", "Friday"),
        ("(Today = Thursday) book for 8 tomorrow", "Friday"),
        ("Heute: Donnerstag. Bitte morgen einen Raum für 8.", "Friday"),
        ("(aujourd'hui : jeudi) une salle pour 8 demain", "Friday"),
        ("(hoy: jueves) sala para 8 mañana", "Friday"),
        ("(oggi: giovedì) una sala per 8 domani", "Friday"),
        ("(today: Thursday) need a room tmr for 8", "Friday"),
        ("(today: Monday) need a room tomorow for 8", "Tuesday"),
        ("(today: Thursday) need a room 2moro for 8", "Friday"),
        ("Today's date: Thursday. Room for 8 tomorrow please.", "Friday"),
        ("[today - Tuesday] pls book a room for 4 the day after tomorrow", "Thursday"),
        # near misses: the weekday asked, or no day said from the today
        ("(today: Thursday) need a room for 8 on Friday", "Friday"),
        ("(today: Thursday) need a room for 8", "Thursday"),
        ("Book a room for 8 on Thursday, today-ish if possible", "Thursday"),
    ],
)
def test_a_labelled_today_sets_tomorrow(text: str, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.day == day, read


def test_tomorrow_with_no_today_is_asked_about() -> None:
    assert type(read_request("Need a room tmrw for 8")) is NotUnderstood
