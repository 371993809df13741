"""A room's fault followed, in the same sentence, by the ask for another room (regress46).
"Aspen is broken, so book Maple for 6 on Thursday." booked R-102 (Aspen) on ab91a806 and on
5841885e: the booking's words after Aspen's fault were read as asking for Aspen, though they
name Maple (not free that day for 6). The clause that tells of a room's fault, followed by a
booking verb and another room's name, now rules the first room out; an ask for the same room
after its fault is still that room's ("… but book it anyway", "book Aspen anyway")."""

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
        "Aspen is broken, so book Maple for 6 on Thursday.",
        "Aspen is broken, so please book Cedar for 4 on Thursday.",
    ],
)
def test_the_faulty_room_is_not_booked_for_another_asked(text: str) -> None:
    assert room_stances(text)["aspen"] == "ruled_out"
    assert "R-102" not in _booked(text)


@pytest.mark.parametrize(
    "text",
    [
        "Aspen is broken, but book it anyway for 6 on Thursday.",
        "Aspen's projector is broken, book Aspen anyway for 6 on Thursday.",
    ],
)
def test_the_same_room_asked_after_its_fault_is_still_booked(text: str) -> None:
    assert _booked(text) == ["R-102"]
