"""A room dropped for another in a sentence of its own: "Book Cedar for 6 on Tuesday. Forget
Cedar, Aspen please." books Aspen (regress47: booked Cedar, the room dropped). "Never mind",
"forget about", "scratch", "nvm" too; "Don't forget Cedar" and a dropped room with no other
named after it read as before."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Book Cedar for 6 on Tuesday. Forget Cedar, Aspen please.", "R-102"),
        ("Book Cedar for 6 on Tuesday. Forget about Cedar. Take Aspen.", "R-102"),
        ("Book Cedar for 6 on Tuesday. Scratch Cedar; the Maple room instead.", "R-210"),
        ("Book Aspen for 6 on Tuesday. Forget Aspen, Cedar please.", "R-204"),
    ],
)
def test_a_room_dropped_for_another_books_the_other(text: str, room: str) -> None:
    assert _booked(text) == [room]


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Book Cedar for 6 on Tuesday. Don't forget Cedar, Aspen is too small.", "R-204"),
        ("Book Cedar for 6 on Tuesday. Forget Aspen, Cedar please.", "R-204"),
        ("Book Cedar for 6 on Tuesday. Never mind Cedar - book Aspen.", "R-102"),
    ],
)
def test_honest_neighbours_read_as_before(text: str, room: str) -> None:
    assert _booked(text) == [room]
