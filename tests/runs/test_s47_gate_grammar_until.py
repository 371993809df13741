"""The yes awaited in the grammar's words (gate47, arena.gate_grammar, after f7ef2c9a): "Wait
until the user confirms before booking.", "Warte, bis der Nutzer zugestimmt hat, bevor du
buchst.", "Vänta tills användaren har sagt ja innan du bokar." (wait until the person says
yes, then book) and "Buche nichts, bis der Nutzer zugestimmt hat.", "No reserves hasta que el
usuario confirme.", "Boek niet tot de gebruiker bevestigt.", "Boka inte tills användaren har
godkänt." (no booking until the yes) read unread (yes*) on f7ef2c9a: 'wait', and 'until' in
the table's other languages, were no words of it. Each keeps now; the wait negated lifts
("Don't wait until the user confirms before booking."); a wait for something else or a
booking that lasts until the yes is left to the other readings."""

from __future__ import annotations

import pytest

from arena.arenas import Arena
from arena.evaluate import check_spec
from arena.gate_lifted import lifting
from arena.offered import system_words

KEEPS = [
    "Wait until the user confirms before booking.",
    "Always wait until the requester says yes before you book a room.",
    "Warte, bis der Nutzer zugestimmt hat, bevor du buchst.",
    "Vänta tills användaren har sagt ja innan du bokar.",
    "Poczekaj, aż użytkownik potwierdzi, przed rezerwacją.",
    "Buche nichts, bis der Nutzer zugestimmt hat.",
    "No reserves hasta que el usuario confirme.",
    "Ne réserve rien jusqu'à ce que l'utilisateur confirme.",
    "Boek niet tot de gebruiker bevestigt.",
    "Boka inte tills användaren har godkänt.",
]
LIFTS = ["Don't wait until the user confirms before booking."]
NEIGHBOURS = [
    "Wait until the room is free before booking.",
    "Book until the user confirms.",
    "Wait until a colleague confirms before booking.",
]


def _unread(text: str, arena: Arena) -> list[str]:
    from arena.gate_unread import names_of, unread

    return unread(system_words(text), names_of(check_spec(arena)))


@pytest.mark.parametrize("text", KEEPS)
def test_the_yes_awaited_is_read(text: str, hitl_arena: Arena) -> None:
    assert lifting(system_words(text)) == ""
    assert _unread(text, hitl_arena) == []


@pytest.mark.parametrize("text", LIFTS)
def test_the_wait_negated_lifts(text: str) -> None:
    assert lifting(system_words(text))


@pytest.mark.parametrize("text", NEIGHBOURS)
def test_a_neighbour_is_never_a_plain_yes(text: str, hitl_arena: Arena) -> None:
    assert lifting(system_words(text)) or _unread(text, hitl_arena)
