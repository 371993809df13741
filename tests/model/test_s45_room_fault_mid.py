"""A room's fault said mid-sentence is no ask for it (requests45): "Need a room Tuesday for 6 and
Cedar has a broken projector." booked Cedar, the name read as the object of "need" six words
before it; "… and Juniper's aircon is broken so not that one." booked Juniper. A name right
before its fault ("has a broken …", "'s aircon is broken", "ist geschlossen") is never the room
asked for, wherever it stands; "book Cedar, which has a broken projector" and "… anyway" keep
it."""

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
        ("Need a room Tuesday for 6 and Cedar has a broken projector.", "R-204"),
        ("I need a room for 6 on Tuesday and Cedar is closed.", "R-204"),
        ("Book a room for 3 Monday and Juniper's aircon is broken so not that one.", "R-101"),
        ("Ich brauche Dienstag einen Raum für 6 und Cedar hat einen kaputten Beamer.", "R-204"),
        ("Necesito una sala el martes para 6 y Cedar tiene el proyector roto.", "R-204"),
        ("Ich brauche am Dienstag einen Raum für 6, und Cedar ist geschlossen.", "R-204"),
    ],
)
def test_the_faulty_room_is_not_booked(text: str, room: str) -> None:
    assert room not in _booked(text)


@pytest.mark.parametrize(
    "text",
    [
        "Cedar for 6 on Tuesday.",
        "Book Cedar, which has a broken projector, for 6 on Tuesday.",
        "Book Cedar for 6 on Tuesday, it has a broken projector but that's fine.",
        "Need Cedar Tuesday for 6; it has a broken projector but book it anyway.",
        "Need a room Tuesday for 6 and Cedar has a great projector, so Cedar please.",
    ],
)
def test_the_room_asked_for_is_booked(text: str) -> None:
    assert _booked(text) == ["R-204"]
