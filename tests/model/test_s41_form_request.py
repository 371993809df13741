"""A booking form filled in asks for a booking (items41).

"Form submission\\nName: Priya\\nDate: Tuesday\\nAttendees: 9\\nRoom: any" and "Guests: 6\\nWhen:
Tuesday afternoon" hold no booking verb and were read as asking only what is free (the loader
refused them as items that ask for no booking).
"""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    ("text", "people", "day"),
    [
        ("Form submission\nName: Priya\nDate: Tuesday\nAttendees: 9\nRoom: any", 9, "Tuesday"),
        ("Guests: 6\nWhen: Tuesday afternoon", 6, "Tuesday"),
        ("REQ-118\nRequest: meeting room\nHeadcount - 6\nWhen - Thursday 10:00", 6, "Thursday"),
        ("Event: 3 Amigos session\nWhen: Monday\nWho: 3 people", 3, "Monday"),
        ("Anzahl: 6\nTag: Mittwoch", 6, "Wednesday"),
        ("Personnes : 4\nJour : vendredi", 4, "Friday"),
    ],
)
def test_a_form_asks_for_a_booking(text: str, people: int, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book
    assert (read.capacity, read.day) == (people, day)


@pytest.mark.parametrize(
    "text",
    [
        "Check availability\nDay: Tuesday\nPeople: 6",
        "Day: Tuesday\nPeople: 6\nIs anything free?",
        "Day: Tuesday\nPeople: 6\nWhich rooms are available?",
        "Is a room free on Tuesday for 6?",
    ],
)
def test_a_form_that_asks_what_is_free_stays_a_question(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and not read.book
