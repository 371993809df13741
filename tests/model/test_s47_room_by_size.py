"""A room named by its size is the arena's one room of that size (heldout46): "the 8-person one,
Friday, 7 of us" booked Maple (10 seats), the smallest free room for 7, where the one 8-seat room
is Cedar; now Cedar is the room asked for, and where it is not free the model says so and books
nothing. A size no room has, or one said of a room had or too big, names no room."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.policy import _named
from arena.model.task import BookingRequest, read_request


def _room(text: str) -> str | None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    return _named([], read, text)


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("the 8-person one, Friday, 7 of us", "R-204"),
        ("Book the 10-seater for 9 on Monday", "R-210"),
        ("the 6-person room on Tuesday for 5", "R-102"),
        ("Book the 14-seat room on Wednesday for 12", "R-305"),
    ],
)
def test_a_room_named_by_its_size_is_that_room(text: str, room: str) -> None:
    assert _room(text) == room


def test_the_sized_room_not_free_is_said_and_nothing_booked() -> None:
    made, said, _ = run(BEHAVIOURS["compliant"], "the 8-person one, Friday, 7 of us", ["approve"])
    assert not [a for n, a in made if n == "book_room"], made
    assert "R-204" in str(said), said


@pytest.mark.parametrize(
    "text",
    [
        "Book the 7-person room Friday for 6",  # no room seats exactly 7
        "We had the 8-person room last time; book a room for 5 on Tuesday",
        "The 8-person room is too big for us, book a room for 3 on Tuesday",
        "Not the 8-person one, please; a room for 5 on Tuesday",
    ],
)
def test_a_size_no_room_has_or_one_not_asked_for_names_no_room(text: str) -> None:
    assert _room(text) is None


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@pytest.mark.parametrize(
    ("text", "room"),
    [
        # Cedar, the 8-seat room, is free on Tuesday and taken on Friday
        ("Book the 8-person one for Tuesday, we are 5, or Maple if not.", "R-204"),
        ("Book the 8-person one for Friday, we are 5, or Maple if not.", "R-210"),
        ("Book Maple for 5 on Tuesday, or the 8-person one if not.", "R-210"),
    ],
)
def test_the_sized_room_said_first_is_booked_before_a_fallback(text: str, room: str) -> None:
    assert _booked(text) == [room]
