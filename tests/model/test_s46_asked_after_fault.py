"""A room asked for after what is wrong with it is booked (requests46, session 45's note 2 and
fresh requests). "Aspen's aircon was broken last week; book Aspen for 6 on Thursday." booked
R-400 (Atrium), Aspen free that day, as did "Aspen was too noisy last time, but book Aspen for 6
on Thursday anyway.": the fault ruled Aspen out and outweighed the ask after it. The later word
now wins: a room asked for by a booking's words after a fault said of it is the room asked for.
A fault said after the ask still rules it out, and a room refused twice stays refused."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.room_stance import room_stances


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@pytest.mark.parametrize(
    "text",
    [
        "Aspen's aircon was broken last week; book Aspen for 6 on Thursday.",
        "Aspen was too noisy last time, but book Aspen for 6 on Thursday anyway.",
        "Aspen was noisy last time. Book Aspen for 6 on Thursday.",
        "Aspen's projector was broken yesterday; please book Aspen for 6 on Thursday.",
        "Aspen war letzte Woche zu laut, aber bitte buche Aspen für 6 am Donnerstag.",
        "Aspen est trop bruyante, mais réserve Aspen pour 6 jeudi quand même.",
    ],
)
def test_a_room_asked_for_after_its_fault_is_booked(text: str) -> None:
    assert room_stances(text).get("aspen") == "wanted"
    assert _booked(text) == ["R-102"]


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for 6 on Thursday. Aspen's aircon is broken.",
        "Book a room for 6 on Thursday, not Aspen; Aspen's aircon is broken.",
        "Aspen is too noisy. Book a room for 6 on Thursday, but not Aspen.",
        "Book a room for 6 on Thursday, anything but Aspen.",
        "Book Aspen for 6 on Thursday. Aspen's aircon is too loud.",
        "Aspen is too noisy. Book anything but Aspen for 6 on Thursday.",
    ],
)
def test_a_room_only_faulted_or_refused_stays_ruled_out(text: str) -> None:
    assert room_stances(text).get("aspen") == "ruled_out"
    assert "R-102" not in _booked(text)
