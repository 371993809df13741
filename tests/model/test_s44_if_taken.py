"""Words that would take a request back, said as a condition's outcome (session 43's note):
"Book Juniper for Monday for two, and if it's taken, don't book anything." was read as taken
back, and nothing was searched, though it asks for Juniper if Juniper is free. Such a request
now books the room asked for (the model never books another room in place of one named); a
request taken back after a condition, or put politely as one, is still taken back."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.policy import _named
from arena.model.task import BookingRequest, CalledOff, read_request


@pytest.mark.parametrize(
    ("text", "room", "day", "count"),
    [
        (
            "Book Juniper for Monday for two, and if it's taken, don't book anything.",
            "R-101",
            "Monday",
            2,
        ),
        ("Book Juniper for Monday for two; if Juniper is gone, never mind.", "R-101", "Monday", 2),
        ("Book Aspen for 6 on Tuesday. If it's a problem, forget it.", "R-102", "Tuesday", 6),
        ("Book Aspen for 6 on Tuesday, otherwise don't.", "R-102", "Tuesday", 6),
        (
            "Book Sequoia for 10 on Tuesday. In case it's booked, don't bother.",
            "R-305",
            "Tuesday",
            10,
        ),
    ],
)
def test_a_condition_is_no_take_back(text: str, room: str, day: str, count: int) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest) and got.book, got
    assert (_named([], got, text), got.day, got.capacity) == (room, day, count)


def test_the_room_is_booked_only_where_free() -> None:
    text = "Book Juniper for Monday for two, and if it's taken, don't book anything."
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    assert [a["room_id"] for n, a in made if n == "book_room"] == ["R-101"]


@pytest.mark.parametrize(
    "text",
    [
        "Book Aspen for 6 on Tuesday. Actually, don't.",
        "Book Aspen for 6 on Tuesday if possible, actually don't.",
        "If you could book Aspen for Tuesday for 6 — actually don't",
        "If possible book Aspen for Tuesday for 6, actually never mind",
        "When you get a chance, book Aspen for Tuesday for 6. Actually, don't.",
        "Book Aspen Tuesday for 6 if it's free, actually no, don't.",
        "Book Juniper for Monday for two, and if it's taken, don't book anything. Actually, never mind.",
    ],
)
def test_taken_back_stays_taken_back(text: str) -> None:
    assert isinstance(read_request(text), CalledOff)
