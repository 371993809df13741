"""Dutch "geen" (no) before a room rules it out (regress45, after d77dbd52): once "liefst" /
"bij voorkeur" (preferably) read as asking for the room after it, "Zaal nodig op dinsdag voor 6
personen, liefst geen Cedar." (preferably not Cedar) booked Cedar, where it had been asked
about. "geen" now says a room will not do, as "no" does ("no Aspen please"); "geen probleem",
"geen zorgen" (no problem, no worries) rule nothing out, as "no problem" does."""

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
        "Zaal nodig op dinsdag voor 6 personen, liefst geen Cedar.",
        "Zaal nodig op dinsdag voor 6 personen, bij voorkeur geen Cedar.",
        "Zaal voor 6 op dinsdag, geen Cedar.",
        "Zaal voor 6 op dinsdag, maar geen Cedar alsjeblieft.",
        "Zaal voor 6 op dinsdag, liefst niet Cedar.",
    ],
)
def test_a_room_said_no_to_is_not_booked(text: str) -> None:
    booked = _booked(text)
    assert booked and "R-204" not in booked


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Zaal nodig op dinsdag voor 6 personen, liefst Cedar.", "R-204"),
        ("Zaal voor 6 op dinsdag, liefst Cedar, geen Maple.", "R-204"),
        ("Cedar voor 6 op dinsdag, geen Maple.", "R-204"),
        ("Boek Cedar voor 6 op dinsdag, geen projector nodig.", "R-204"),
        ("Geen zorgen, Cedar voor 6 op dinsdag boeken.", "R-204"),
        ("Geen zorgen, boek Cedar voor 6 op dinsdag.", "R-204"),
        ("Boek Cedar voor 6 op dinsdag, geen zorgen.", "R-204"),
        ("Geen haast: boek Cedar voor 6 op dinsdag.", "R-204"),
        ("Cedar heeft geen projector, maar boek hem voor 6 op dinsdag.", "R-204"),
    ],
)
def test_the_room_asked_for_beside_geen_is_booked(text: str, room: str) -> None:
    assert _booked(text) == [room]
