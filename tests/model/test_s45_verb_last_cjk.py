"""A Korean or Japanese request puts its booking verb last, after the room (heldout44, warned
instead): "수요일에 Aspen 7명으로 예약해 주세요." (please book Aspen for 7 on Wednesday) named
Aspen "without saying whether to book it", as German "Bitte Aspen … buchen" did before items32.
The verb at the clause's end asks for the room; "Aspen 말고" (not Aspen) still rules it out."""

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
        ("수요일에 Aspen 5명으로 예약해 주세요.", "R-102"),
        ("수요일에 Aspen을 5명으로 예약해 주세요.", "R-102"),
        ("水曜日にAspenを5名で予約してください。", "R-102"),
        ("Bitte Aspen am Mittwoch für 5 Personen buchen.", "R-102"),
    ],
)
def test_the_room_before_the_verb_is_booked(text: str, room: str) -> None:
    assert _booked(text) == [room]


def test_a_room_ruled_out_is_not_booked() -> None:
    assert "R-102" not in _booked("수요일에 Aspen 말고 5명으로 예약해 주세요.")
