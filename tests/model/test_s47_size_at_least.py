"""An indefinite "an 8-seat room" asks for a room of at least 8 seats (regress47): with Cedar
(the one 8-seat room) taken on Friday, "Book an 8-seat room on Friday for 6" booked Aspen, 6
seats, any room fitting the head count. Now it books the smallest free room of at least 8
(Maple, 10); Cedar where it is free; "the 8-person room" (that room) still books nothing where
it is taken, and a request with no size still books the smallest room for the count."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@pytest.mark.parametrize(
    "text",
    [
        "Book an 8-seat room on Friday for 6",
        "We need an 8-person room on Friday, 6 of us",
        "Friday, 5 people, an 8-seater please",
    ],
)
def test_an_indefinite_size_taken_books_a_bigger_free_room(text: str) -> None:
    assert _booked(text) == ["R-210"]


@pytest.mark.parametrize(
    ("text", "booked"),
    [
        ("Book an 8-seat room on Tuesday for 6", ["R-204"]),
        ("Book a room for 6 on Friday", ["R-102"]),
        ("the 8-person one, Friday, 7 of us", []),
    ],
)
def test_a_free_size_a_plain_count_and_the_sized_room_read_as_before(
    text: str, booked: list[str]
) -> None:
    assert _booked(text) == booked
