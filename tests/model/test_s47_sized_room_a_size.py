"""Regress 47: "an 8-person room" asks for a size, not for the one room of that size.

7afc12c2 made a room named by its size the arena's one room of that size ("the 8-person one,
Friday, 7 of us" is Cedar, and where Cedar is taken the model says so and books nothing). It
read "an 8-person room" the same way, so "We need an 8-person room for Friday, 7 people." and
"Can we get an 8-seater for 7 on Friday?" booked nothing where Cedar is taken on Friday (before
7afc12c2 both booked Maple, a free room for 7). An indefinite article asks for the size: Cedar
where the search lists it free, else the first free room that fits; "the 8-person one" still
names Cedar.
"""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS


def _booked(text: str) -> tuple[list[str], str]:
    made, said, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"], said


@pytest.mark.parametrize(
    ("text", "room"),
    [
        # Cedar, the one 8-seat room, is taken on Friday and free on Tuesday
        ("We need an 8-person room for Friday, 7 people.", "R-210"),
        ("Can we get an 8-seater for 7 on Friday?", "R-210"),
        ("Book an 8-seat room on Tuesday for 5.", "R-204"),
        ("Book a 10-person room for 9 on Monday.", "R-210"),
    ],
)
def test_a_size_asked_with_a_is_met_by_a_free_room(text: str, room: str) -> None:
    assert _booked(text)[0] == [room]


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Book the 8-person one for Tuesday, we are 5.", "R-204"),
        ("Can we get the 8-seater for 5 on Tuesday?", "R-204"),
    ],
)
def test_the_room_named_by_its_size_is_still_that_room(text: str, room: str) -> None:
    assert _booked(text)[0] == [room]


def test_the_room_named_by_its_size_and_taken_is_still_said_and_not_booked() -> None:
    booked, said = _booked("the 8-person one, Friday, 7 of us")
    assert booked == [] and "R-204" in said, (booked, said)
