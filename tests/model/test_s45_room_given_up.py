"""A room given up, and a room asked for in spite of a fault (requests45, fresh requests):
"Cedar is being renovated, so something else for 6 on Tuesday." and "Cedar would have been
perfect, but …" booked Cedar (the name opening the text read as asked for: renovation and a
wish given up were not read as faults or the past), while "Book Cedar for 6 on Tuesday, though
Cedar has a broken projector." and "Reserva Aspen …, aunque Aspen tiene la pantalla rota."
booked another room silently (the fault after the concession ruled out the room asked for), as
did "Book Cedar …. P.S. Cedar smelled of paint last week but should be fine now." (a fault said
to be over)."""

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
        "Cedar is being renovated, so something else for 6 on Tuesday.",
        "Cedar would have been perfect but it's being renovated, so something else for 6 on Tuesday.",
        "Cedar would have been perfect, but something else for 6 on Tuesday.",
        "Cedar is under renovation. Room for 6 on Tuesday please.",
        "Cedar ist wegen Renovierung zu, also einen anderen Raum für 6 am Dienstag.",
        "Cedar está en obras, otra sala para 6 el martes.",
        "Book a room for 6 on Tuesday, though Cedar has a broken projector.",
        "Book a room for 6 on Tuesday. Cedar smelled of paint last week.",
        "Book a room for 6 on Tuesday; Cedar is broken, but Maple is fine.",
    ],
)
def test_the_room_given_up_is_not_booked(text: str) -> None:
    assert "R-204" not in _booked(text)


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Book Cedar for 6 on Tuesday, though Cedar has a broken projector.", "R-204"),
        ("Bitte Cedar für 6 am Dienstag buchen, obwohl Cedar einen kaputten Beamer hat.", "R-204"),
        ("Reserva Maple para el martes, 6 personas, aunque Maple tiene la pantalla rota.", "R-210"),
        ("Book Maple for 6 on Tuesday, though Cedar has a broken projector.", "R-210"),
        (
            "Book Cedar for 6 on Tuesday. P.S. Cedar smelled of paint last week but should be "
            "fine now.",
            "R-204",
        ),
        ("Book Cedar for 6 Tuesday. Cedar's projector was broken but it's fixed now.", "R-204"),
        ("Cedar for 6 on Tuesday.", "R-204"),
        ("Cedar was great last time, book it again for 6 on Tuesday.", "R-204"),
    ],
)
def test_the_room_asked_for_is_booked(text: str, room: str) -> None:
    assert _booked(text) == [room]
