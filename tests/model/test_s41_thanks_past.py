"""A thank-you for a booking already made is no new booking (items41).

"Thanks for booking Cedar on Tuesday for 8 last week!" was read as a booking of Cedar for 8
on Tuesday: past_day knew "Book … last week" but not a thank-you's "for booking".
"""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, NotUnderstood, read_request


@pytest.mark.parametrize(
    "text",
    [
        "Thanks for booking Cedar on Tuesday for 8 last week!",
        "Thanks for reserving Aspen on Monday for 6 yesterday",
        "Thank you so much for booking Maple on Friday for 9 last week.",
    ],
)
def test_a_thank_you_for_a_past_booking_books_nothing(text: str) -> None:
    read = read_request(text)
    assert type(read) is NotUnderstood and "already past" in read.reason


@pytest.mark.parametrize(
    ("text", "people", "day"),
    [
        ("Thanks for booking last week! Now I need a room for 6 on Friday", 6, "Friday"),
        ("My booking last week was great. Book Cedar Tuesday for 8", 8, "Tuesday"),
        ("Thanks in advance for booking Cedar on Tuesday for 8", 8, "Tuesday"),
        ("Book a room for 6 on Friday, same as last week", 6, "Friday"),
    ],
)
def test_a_request_beside_a_thank_you_still_books(text: str, people: int, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and (read.capacity, read.day) == (people, day)


@pytest.mark.parametrize(
    "text",
    [
        "Thanks for booking Cedar for 8 last week. Please book Maple on Thursday for 9.",
        "You booked Cedar for 8 last week. Please book Maple on Thursday for 9.",
        "Last week we booked Cedar for 8. Please book Maple on Thursday for 9.",
        # as before
        "Cedar for 8 last week was great. Please book Maple on Thursday for 9.",
        "Please book Maple on Thursday for 9. Last week you booked Cedar for 8.",
    ],
)
def test_the_count_of_a_past_booking_is_not_this_ones(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and (read.capacity, read.day) == (9, "Thursday")
    assert _named([], read, text) == "R-210"


@pytest.mark.parametrize(
    "text",
    [
        "Room for 8 on Tuesday like last week",
        "Book a room for 8 on Tuesday, same as last week",
        "Room for 8 on Tuesday; I booked one yesterday but it was cancelled",
    ],
)
def test_a_count_beside_last_week_is_of_now(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and (read.capacity, read.day) == (8, "Tuesday")


@pytest.mark.parametrize(
    "text",
    [
        "I booked Aspen last time; book a room for 6 on Tuesday.",
        "Thanks for booking Cedar! Can you get a room for 6 on Tuesday?",
        "We reserved Maple before, book a room for 6 Tuesday",
    ],
)
def test_a_room_booked_before_is_no_room_asked_for(text: str) -> None:
    read = read_request(text)  # Aspen was read as asked for ("booked Aspen"), Cedar too
    assert isinstance(read, BookingRequest) and (read.capacity, read.day) == (6, "Tuesday")
    assert _named([], read, text) is None
