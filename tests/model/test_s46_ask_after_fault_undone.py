"""A room's name after its fault that is no ask for it (regress46, after bade13c0). bade13c0
let a room asked for after its fault be booked ("Aspen's aircon was broken last week; book
Aspen for 6 on Thursday."), but read every later mention that a booking's words stand near as
that ask: "Aspen is too noisy; book something other than Aspen for 6 on Thursday." booked
R-102 (Aspen), as did "… rather than Aspen, …", "… besides Aspen …", "… a different room than
Aspen …", "… an alternative to Aspen …", "buche statt Aspen …", "Book Aspen …? No way." and
"Bob wants me to book Aspen …, but please book another room." (each booked R-400 on
fac2a441). The fault's ruling now stands where the later mention's own clause rules the room
out or the ask is taken back after it; a room asked for after its fault is booked as before."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.room_stance import ruled_out


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@pytest.mark.parametrize(
    "text",
    [
        "Aspen is too noisy; book something other than Aspen for 6 on Thursday.",
        "Aspen is too noisy; book something besides Aspen for 6 on Thursday.",
        "Aspen is too noisy; rather than Aspen, book a room for 6 on Thursday.",
        "Aspen is too noisy; please book a different room than Aspen for 6 on Thursday.",
        "Aspen is too noisy; book an alternative to Aspen for 6 on Thursday.",
        "Aspen ist zu laut; buche statt Aspen einen Raum für 6 am Donnerstag.",
        "Aspen is too noisy. Book Aspen for 6 on Thursday? No way.",
        "Aspen's aircon is broken; book Aspen for 6 on Thursday? No, book something else.",
        "Aspen is too noisy; Bob wants me to book Aspen for 6 on Thursday, but please book"
        " another room.",
    ],
)
def test_a_later_mention_that_asks_for_another_room_keeps_the_fault(text: str) -> None:
    assert "aspen" in ruled_out(text)
    assert _booked(text) == ["R-400"]


@pytest.mark.parametrize(
    "text",
    [
        "Aspen's aircon was broken last week; book Aspen for 6 on Thursday.",
        "Aspen was too noisy last time, but book Aspen for 6 on Thursday anyway.",
        "Aspen was noisy last time. Book Aspen for 6 on Thursday.",
        "Aspen was too noisy last time; book Aspen for 6 on Thursday, no other room.",
        "Aspen was noisy before. Is it fixed? Book Aspen for 6 on Thursday.",
    ],
)
def test_a_room_asked_for_after_its_fault_is_still_booked(text: str) -> None:
    assert "aspen" not in ruled_out(text)
    assert _booked(text) == ["R-102"]
