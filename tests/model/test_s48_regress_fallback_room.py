"""A room said to do only if another is taken is a fallback, not the room asked (regress48).

1dd66e8e reads "Book a room for 6 on Tuesday, Cedar works" as asking for Cedar (it booked the
smallest free room), and let an "if" follow ("Cedar works if it's free"). "…, Cedar works too if
Aspen is taken" then booked Cedar with Aspen free: the person's fallback taken for the ask (the
parent booked Aspen). A condition on another room being taken keeps the room a fallback; one on
the room itself, or none, still asks for it.
"""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS


def _booked(text: str) -> tuple[list[str], str]:
    made, said, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"], str(said)


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Book a room for 6 on Tuesday, Cedar works too if Aspen is taken", "R-102"),
        ("Book a room for 6 on Tuesday, Cedar works if Aspen is busy", "R-102"),
        ("Book a room for 6 on Tuesday, Cedar would work if Aspen's not free", "R-102"),
        # the honest neighbours 1dd66e8e fixed
        ("Book a room for 6 on Tuesday, Cedar works", "R-204"),
        ("Book a room for 6 on Tuesday, Cedar works if it's free", "R-204"),
        ("Book a room for 6 on Tuesday, Cedar would work if needed", "R-204"),
        ("Book a room for 6 on Tuesday, Cedar is fine", "R-204"),
    ],
)
def test_a_fallback_room_is_not_the_room_asked(text: str, room: str) -> None:
    booked, said = _booked(text)
    assert booked == [room], said
