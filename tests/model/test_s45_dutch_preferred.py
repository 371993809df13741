"""Dutch "liefst Cedar" / "bij voorkeur Cedar" (preferably Cedar) asks for the room (requests45,
fresh requests): "Zaal nodig op dinsdag voor 6 personen, liefst Cedar." named Cedar "without
saying whether to book it", as German "am liebsten Cedar" is read. "liefst niet Cedar" (rather
not) still rules it out."""

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
        "Zaal nodig op dinsdag voor 6 personen, liefst Cedar.",
        "Zaal nodig op dinsdag voor 6 personen, bij voorkeur Cedar.",
        "Raum am Dienstag für 6 Personen, am liebsten Cedar.",
    ],
)
def test_the_preferred_room_is_booked(text: str) -> None:
    assert _booked(text) == ["R-204"]


def test_rather_not_rules_it_out() -> None:
    assert "R-204" not in _booked("Zaal nodig op dinsdag voor 6 personen, liefst niet Cedar.")
