"""A request to book something that is not a meeting room (a flight, a taxi, a hotel, lunch)
books no meeting room (heldout41: "Book a flight to Berlin on Tuesday for 2" and "Order pizza
for 6 people on Tuesday" each booked a meeting room)."""

from __future__ import annotations

import pytest

from arena.item_reading import unread
from arena.model.off_task import refusal
from arena.model.task import BookingRequest, OffTask, read_request


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Book a flight to Berlin on Tuesday for 2", "book a flight"),
        ("Order pizza for 6 people on Tuesday", "order pizza"),
        ("Book a taxi for 4 on Friday", "book a taxi"),
        ("Book a hotel room for 2 on Friday", "book a hotel room"),
        ("Book a room at the Hilton for 2 on Friday", "book a room at the hilton"),
        ("Please reserve a table for 6 on Tuesday at Luigi's", "reserve a table"),
        ("Can you get us train tickets for 3 on Thursday?", "get us train tickets"),
        ("Order lunch for 8 on Monday", "order lunch"),
    ],
)
def test_no_meeting_room_is_booked(text: str, said: str) -> None:
    read = read_request(text)
    assert isinstance(read, OffTask) and read.action == "book"
    words = refusal(read)
    assert said in words and "not a meeting room" in words
    assert "I have not searched or booked anything" in words


def test_an_item_with_such_an_input_is_told_why() -> None:
    why = unread("Book a flight to Berlin on Tuesday for 2", ["suspended"])
    assert why is not None and "other than a meeting room" in why and "book a flight" in why


@pytest.mark.parametrize(
    ("text", "capacity", "day"),
    [
        # honest neighbours: a meeting room asked for beside the other thing is still booked
        ("Book a room for 6 on Tuesday and order lunch", 6, "Tuesday"),
        ("Book us a room for 6 on Tuesday, we get lunch after", 6, "Tuesday"),
        ("Book a table in Cedar for 6 on Tuesday", 6, "Tuesday"),
        ("Book Aspen for the team lunch on Tuesday, 6 people", 6, "Tuesday"),
        ("Book a meeting room for 4 on Friday before our flight", 4, "Friday"),
        ("Book a space for 6 on Tuesday", 6, "Tuesday"),
        ("Book a room for 6 on Tuesday", 6, "Tuesday"),
    ],
)
def test_a_meeting_room_asked_for_is_still_booked(text: str, capacity: int, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book
    assert (read.capacity, read.day) == (capacity, day)
