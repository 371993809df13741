"""A room that opens the request with a fault of it is not the room asked for (requests44b):
"Cedar has a broken projector. Book a room for 6 on Tuesday." and "Juniper's aircon is broken.
Book a room for 3 on Monday." booked the very room, the name at the text's start read as the
room asked for ("Cedar for 6 on Tuesday."). Now it is ruled out, or asked about; a room praised
or fixed, or booked "anyway", is still booked."""

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
        ("Cedar has a broken projector. Book a room for 6 on Tuesday.", "R-204"),
        ("Cedar has a projector that is not working. Book a room for 6 on Tuesday.", "R-204"),
        ("Juniper's aircon is broken. Book a room for 3 on Monday.", "R-101"),
        ("Juniper's projector is broken, so book something for 3 on Monday.", "R-101"),
        ("Juniper's screen is still out of order. Room for 3 on Monday please.", "R-101"),
        ("Cedar hat einen kaputten Beamer. Bitte einen Raum für 6 am Dienstag.", "R-204"),
        ("Cedar tiene el proyector roto. Reserva una sala para 6 el martes.", "R-204"),
        ("Cedar ist geschlossen. Bitte einen Raum für 6 am Dienstag.", "R-204"),
        ("Cedar is closed on Tuesday. Book a room for 6 on Tuesday.", "R-204"),
        ("Cedar está cerrada el martes. Reserva una sala para 6 el martes.", "R-204"),
    ],
)
def test_the_faulty_room_is_not_booked(text: str, room: str) -> None:
    assert room not in _booked(text)


@pytest.mark.parametrize(
    "text",
    [
        "Cedar for 6 on Tuesday.",
        "Cedar has a great projector, book it for Tuesday, 6 people.",
        "Cedar's projector is fixed now. Tuesday for 6 please.",
        "Cedar has a broken projector but book it anyway, Tuesday for 6.",
        "Cedar, Tuesday, 6 people.",
        "Cedar is not closed anymore, Tuesday for 6 please.",
        "Cedar ist nicht mehr geschlossen, bitte für 6 am Dienstag.",
    ],
)
def test_the_room_opening_the_request_is_booked(text: str) -> None:
    assert _booked(text) == ["R-204"]
