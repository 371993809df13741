"""A room asked for with the booking verb last, as German puts it ("Bitte Aspen am Dienstag für
6 Personen buchen", "den Atrium-Raum … reservieren"), was read as a room said nothing of, and
the item refused as not understood (items32); the model now books it, on every adapter alike."""

from __future__ import annotations

import pytest

from arena.model.room_stance import room_stances
from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Bitte Aspen am Dienstag für 6 Personen buchen.", "aspen"),
        ("Bitte den Raum Aspen am Dienstag für 6 Personen reservieren.", "aspen"),
        ("Bitte den Atrium-Raum am Mittwoch für 20 Personen buchen.", "atrium"),
        ("Kannst du Cedar am Dienstag für 8 Leute bitte reservieren lassen?", "cedar"),
    ],
)
def test_a_room_before_a_verb_last_is_asked_for(text: str, room: str) -> None:
    assert isinstance(read_request(text), BookingRequest), read_request(text)
    assert room_stances(text)[room] == "wanted"


def test_a_room_in_another_clause_is_not_asked_for_by_it() -> None:
    stances = room_stances(
        "Wir waren letztes Mal in Aspen. Bitte einen Raum für 6 am Dienstag buchen."
    )
    assert stances.get("aspen") != "wanted", stances
