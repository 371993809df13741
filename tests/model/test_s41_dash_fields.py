"""A form's fields given with a dash or keyed by a question (items41).

"Headcount - 6" read as no count and "Headcount-6" as a count of -6; "How many: 6" and "Which
day: Wednesday" read as questions (what is free), not a booking; "Room - Aspen" named no room.
"""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, NotUnderstood, parse_capacity, read_request


def _booked(text: str) -> tuple[int, str, str | None]:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, (text, read)
    assert parse_capacity(text) == read.capacity
    return read.capacity, read.day, _named([], read, text)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Headcount - 6\nDay - Tuesday", (6, "Tuesday", None)),
        ("Headcount – 7\nDay – Monday", (7, "Monday", None)),
        ("Headcount-6, Tuesday", (6, "Tuesday", None)),
        ("People - 4\nDay - Thursday", (4, "Thursday", None)),
        ("Attendees — 9\nDay — Monday", (9, "Monday", None)),
        ("How many - 6\nDay - Tuesday", (6, "Tuesday", None)),
        ("How many: 6\nDay: Tuesday", (6, "Tuesday", None)),
        ("How many people: 7\nWhich day: Wednesday", (7, "Wednesday", None)),
        ("Size - 12\nDay - Tuesday", (12, "Tuesday", None)),
        ("# of people - 8\nDay - Friday", (8, "Friday", None)),
        ("Nombre de personnes - 9\nJour - vendredi", (9, "Friday", None)),
        ("Headcount - 6\nDay - Tuesday\nRoom - Aspen", (6, "Tuesday", "R-102")),
        ("People - 6\nDay - Tuesday\nRoom – Sequoia", (6, "Tuesday", "R-305")),
    ],
)
def test_dashed_and_asked_fields_read(text: str, want: tuple[int, str, str | None]) -> None:
    assert _booked(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # honest neighbours: a colon field, prose with a hyphen, a count that is the field's
        ("Headcount: 6\nDay: Tuesday", (6, "Tuesday", None)),
        ("Day-to-day ops: room for 6 on Tuesday", (6, "Tuesday", None)),
        ("People-first review - book a room for 6 on Tuesday", (6, "Tuesday", None)),
        ("Pax - 6, Tuesday", (6, "Tuesday", None)),
        ("How many people fit in Cedar? Book it Tuesday for 6", (6, "Tuesday", "R-204")),
    ],
)
def test_neighbours_read_as_before(text: str, want: tuple[int, str, str | None]) -> None:
    assert _booked(text) == want


@pytest.mark.parametrize(
    "text",
    [
        "How many rooms are free on Tuesday for 6?",
        "Which day is free for 6 people, Tuesday?",
        "Is there a room for 6 on Tuesday?",
    ],
)
def test_questions_stay_questions(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and not read.book


@pytest.mark.parametrize("text", ["Headcount - TBD\nDay - Tuesday", "How many: ?\nDay: Monday"])
def test_no_count_in_the_field_books_nothing(text: str) -> None:
    read = read_request(text)
    assert not (isinstance(read, BookingRequest) and read.book)
    if isinstance(read, NotUnderstood):
        assert "how many people" in read.reason
