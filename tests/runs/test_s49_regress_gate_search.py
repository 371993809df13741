"""A question whether a search needs approval, answered "no", lifts no gate (regress49).

060b9494 read a question naming the gate and a need for it, answered "no", as a lift (gate_answered).
One about searching was read so too ("Do you need approval to search rooms? No. To book,
always."), in every language, where "… to look up rooms? No." already kept the gate: the search
is an act other than the booking (gate_other_acts). The booking's own question still lifts."""

from __future__ import annotations

import pytest

from arena.gate_lifted import lifting
from arena.offered import system_words

KEEPS = [
    "Do you need approval to search rooms? No. To book, always.",
    "Do you need approval to search rooms? No. For bookings, yes.",
    "Does searching need the user's approval? No. Booking does.",
    "Do you need approval to search rooms? No.",
    "Braucht man für die Suche eine Genehmigung? Nein. Fürs Buchen schon.",
    "¿Hace falta aprobación para buscar salas? No. Para reservar, sí.",
    "Faut-il l'accord pour chercher une salle ? Non. Pour réserver, oui.",
]
LIFTS = [
    "Does the bot need the user's approval? No.",
    "Does the bot need the user's approval? No. To book, never.",
    "Do you need the user's approval before booking? No.",
]


@pytest.mark.parametrize("text", KEEPS)
def test_a_search_answered_no_keeps_the_gate(text: str) -> None:
    assert lifting(system_words(text)) == ""


@pytest.mark.parametrize("text", LIFTS)
def test_the_booking_answered_no_still_lifts(text: str) -> None:
    assert lifting(system_words(text))
