"""A request to book nothing on the one day it names ("Don't book Tuesday for 6, just check
what's free") read as a question about that day until fe7ad50 and 9cf4b81: the first rules a
day out after a negated booking, so the request named no day and was refused as not understood;
the second strips a day kept free before reading whether a booking is asked for, so what was
left ("for 6.") read as one. Such a request asks for nothing; a day kept free beside another
still asks for that one (items32)."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    ("text", "capacity", "day"),
    [
        ("Don't book Tuesday for 6.", 6, "Tuesday"),
        ("Please don't book Tuesday for 6 people.", 6, "Tuesday"),
        ("Do not reserve Friday for 4 people.", 4, "Friday"),
        ("Don't book Tuesday for 6, just check what's free.", 6, "Tuesday"),
        ("Please do not book Monday for 3, I'll do it myself.", 3, "Monday"),
    ],
)
def test_a_booking_refused_for_the_one_day_named_asks_for_nothing(
    text: str, capacity: int, day: str
) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert (got.capacity, got.day, got.book) == (capacity, day, False)


@pytest.mark.parametrize(
    ("text", "capacity", "day"),
    [
        ("Do NOT book anything on Monday, it's a holiday. Wednesday for 6.", 6, "Wednesday"),
        ("Don't book Monday; book Wednesday for 6.", 6, "Wednesday"),
        ("Don't book Tuesday for 6, I need a room on Thursday for 6.", 6, "Thursday"),
        ("Don't forget to book a room for 4 on Tuesday.", 4, "Tuesday"),
        ("Book a room for 6 on Tuesday. Monday is a no-go.", 6, "Tuesday"),
    ],
)
def test_a_day_kept_free_beside_another_still_asks_for_it(
    text: str, capacity: int, day: str
) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert (got.capacity, got.day, got.book) == (capacity, day, True)


def test_a_day_ruled_out_and_a_booking_asked_names_no_day() -> None:
    """The day kept free is never the one booked: "Book a room for 4, not Monday" names none."""
    got = read_request("Book a room for 4, but not Monday.")
    assert not isinstance(got, BookingRequest) or got.day != "Monday", got
