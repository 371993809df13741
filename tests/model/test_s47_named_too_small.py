"""A named room too small for the head count is said to be too small, not "not free"
(regress47: "Book the 4-person room for 6" said "R-101 is not free"); nothing is booked. A
named room big enough but taken is still "not free"."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS


@pytest.mark.parametrize(
    "text",
    [
        "Book the 4-person room for 6 on Tuesday",
        "Book R-101 for 6 on Tuesday",
        "Book Juniper for 5 people on Monday",
        "Reserva Juniper para 6 el martes",
    ],
)
def test_a_named_room_too_small_is_said_too_small(text: str) -> None:
    made, said, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    assert not [a for n, a in made if n == "book_room"], made
    assert "R-101 seats only 4, too small for" in said and "not free" not in said, said


def test_a_named_room_big_enough_but_taken_is_not_free() -> None:
    made, said, _ = run(BEHAVIOURS["compliant"], "Book R-400 for 6 on Tuesday", ["approve"])
    assert [n for n, _ in made] == ["search_rooms"], made
    assert said.startswith("R-400 is not free for 6 people on Tuesday"), said
