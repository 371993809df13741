"""A postscript's number that is no head count leaves the count alone (regress42, after
85bcb84b): "Book a room for 4 on Monday. P.S. we're 5 floors up, take the lift." booked for 5,
as did "P.S. 5 people said no." and "P.S. 5 people declined."; "P.S. 5 people max in Aspen,
right?" booked Aspen for 5 where 7d511301 asked whether to book Aspen or avoid it. A postscript
corrects the count when its number ends the clause or is said of now ("P.S. We'll be 5.",
"PS 5 people, not 4", "P.S. we're 5 now"); those still read 5."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, NotUnderstood, read_request


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for 4 on Monday. P.S. 5 people said no.",
        "Book a room for 4 on Monday. P.S. 5 people declined.",
        "Book a room for 4 on Monday. P.S. we're 5 floors up, take the lift.",
        "Book a room for 4 on Monday. P.S. now 5 days to go!",
        "Book a room for 4 on Monday. P.S. it's 5 minutes from the station.",
    ],
)
def test_a_number_that_is_no_count_leaves_four(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert read.capacity == 4


def test_a_room_in_the_postscript_is_still_asked_about() -> None:
    text = "Book a room for 4 on Monday. P.S. 5 people max in Aspen, right?"
    assert type(read_request(text)) is NotUnderstood


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for 4 on Monday. P.S. We'll be 5.",
        "Book a room for 4 on Monday. P.S. we'll be 5 people",
        "Book a room for 4 on Monday. P.S. We'll be 5 — Jo is joining.",
        "Book a room for 4 on Monday. P.S. we're 5 now",
        "Book a room for 4 on Monday.\nPS 5 people, not 4",
        "Book a room for 4 on Monday. P.S. 5 of us.",
        "Book a room for 4 on Monday. P.S. we are 5 in total.",
        "Book a room for 4 on Monday. PS for 5 instead",
        "Book a room for 4 on Monday. PS 5 now",
    ],
)
def test_a_postscript_count_still_corrects(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert read.capacity == 5
