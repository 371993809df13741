"""A room named as the one used before and refused through a pronoun is not booked
(requests44b): "Cedar war letztes Mal schlecht, nimm ihn nicht wieder." (don't take it again)
booked Cedar, the room named first read as asked for; so did the Swedish, Italian and French
forms. Each now rules the room out; "nimm ihn wieder" (take it again) still asks for it."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.room_stance import room_stances


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


REFUSED = [
    "Cedar war letztes Mal schlecht, nimm ihn nicht wieder. Dienstag, 6 Personen.",
    "Cedar war schlecht, den nicht wieder nehmen bitte. Dienstag, 6 Personen.",
    "Cedar fue malo la última vez, no lo reserves otra vez. Martes, 6 personas.",
    "Cedar var dålig förra gången, boka den inte igen. Tisdag, vi är sex.",
    "Cedar var dårlig sist, bestill den ikke igjen. Tirsdag, vi er seks.",
    "Cedar era pessima l'ultima volta, non prenotarla di nuovo. Martedì, 6 persone.",
    "Cedar était nul la dernière fois, ne la reprends pas. Mardi, 6 personnes.",
    "Cedar was okay last time, but I don't want it again. Tuesday, 6 people.",
    "Cedar was fine last time but we won't use that one again. Tuesday, 6 people.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_the_room_refused_again_is_ruled_out(text: str) -> None:
    assert room_stances(text).get("cedar") == "ruled_out"
    assert "R-204" not in _booked(text)


@pytest.mark.parametrize(
    "text",
    [
        "Cedar war letztes Mal gut, nimm ihn wieder. Dienstag, 6 Personen.",
        "Cedar fue genial, resérvala otra vez. Martes, 6 personas.",
        "Cedar was great last time, let's do that again. Tuesday, 6 people.",
        "Nimm Cedar am Dienstag für 6 Personen.",
        "Cedar, Dienstag, 6 Personen.",
    ],
)
def test_the_room_asked_again_is_booked(text: str) -> None:
    assert _booked(text) == ["R-204"]
