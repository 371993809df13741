"""A room named as one that will do is the room asked for: "Book a room for 6 on Tuesday, Cedar
works" booked Aspen, the smallest free room that fits, as did "Cedar is fine", "Cedar is ok",
"Cedar works for us". A room said not to work, to have worked once, to be fine but too small,
or asked about on a condition ("If Cedar works, great; otherwise book Aspen") is not."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS


def _booked(text: str) -> tuple[list[str], str]:
    made, said, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"], str(said)


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for 6 on Tuesday, Cedar works",
        "Book a room for 6 on Tuesday, Cedar is fine",
        "Book a room for 6 on Tuesday, Cedar is fine too",
        "Book a room for 6 on Tuesday, Cedar works for us",
        "Book a room for 6 on Tuesday; Cedar works.",
        "Book a room for 6 on Tuesday, Cedar is ok",
        "Book a room for 6 on Tuesday, Cedar would work",
        "Book a room for 6 on Tuesday, Cedar would be great",
        "Book a room for 6 on Tuesday, Cedar if possible",
        "Raum f\u00fcr 6 am Dienstag, Cedar passt",
        "Sala para 6 el martes, Cedar est\u00e1 bien",
        "Salle pour 6 mardi, Cedar nous convient",
        "Kamer voor 6 op dinsdag, Cedar is prima",
    ],
)
def test_a_room_that_will_do_is_booked(text: str) -> None:
    booked, said = _booked(text)
    assert booked == ["R-204"], said


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for 6 on Tuesday, Cedar doesn't work",
        "Book a room for 6 on Tuesday, Cedar worked last time but it's too small",
        "Book a room for 6 on Tuesday, Cedar is fine but too small",
        "Book a room for 6 on Tuesday, Cedar was fine last time",
        "Book a room for 6 on Tuesday, Cedar is not fine",
        "If Cedar works, great; otherwise book Aspen for 6 on Tuesday.",
    ],
)
def test_a_room_that_will_not_do_is_not_booked(text: str) -> None:
    booked, said = _booked(text)
    assert "R-204" not in booked, said
