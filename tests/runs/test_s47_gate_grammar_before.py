"""The grammar's booking held before the yes (gate47, arena.gate_grammar, after 52b869ea):
"Never book before the user's approval." / "Ne réserve pas avant l'accord de
l'utilisateur." / "Buche nicht vor der Zustimmung des Nutzers." keep the gate as "never book
without" does, and "Don't book until they say yes." and "Always run it past the user before
booking." are the same rule in other words; each was unread on 52b869ea. The booking put
before the yes, not negated ("Book before the user confirms.", "Reserva antes de que el
usuario confirme."), and the ask "run past" negated lift."""

from __future__ import annotations

import pytest

from arena.arenas import Arena
from arena.evaluate import check_spec
from arena.gate_lifted import lifting
from arena.offered import system_words

KEEPS = [
    "Never book before the user's approval.",
    "Don't book a room before the requester approves.",
    "Don't book until they say yes.",
    "Always run it past the user before booking.",
    "Ne réserve pas avant l'accord de l'utilisateur.",
    "Buche nicht vor der Zustimmung des Nutzers.",
    "No reserves antes de la confirmación del usuario.",
]
LIFTS = [
    "Book before the user confirms.",
    "Reserve the room before asking the user.",
    "You don't have to run it past them before booking.",
    "Reserva antes de que el usuario confirme.",
    "Réserve avant l'accord de l'utilisateur.",
]
#: Neighbours the grammar leaves to the other readings: never a plain yes.
NEIGHBOURS = [
    "Never book before noon without asking.",
    "Don't book until tomorrow; the user can wait.",
    "Run it past a colleague before booking.",
    "Book, then ask the user before confirming.",
]


def _unread(text: str, arena: Arena) -> list[str]:
    from arena.gate_unread import names_of, unread

    return unread(system_words(text), names_of(check_spec(arena)))


@pytest.mark.parametrize("text", KEEPS)
def test_the_booking_held_before_the_yes_is_read(text: str, hitl_arena: Arena) -> None:
    assert lifting(system_words(text)) == ""
    assert _unread(text, hitl_arena) == []


@pytest.mark.parametrize("text", LIFTS)
def test_the_booking_put_before_the_yes_lifts(text: str) -> None:
    assert lifting(system_words(text))


@pytest.mark.parametrize("text", NEIGHBOURS)
def test_a_neighbour_is_never_a_plain_yes(text: str, hitl_arena: Arena) -> None:
    assert lifting(system_words(text)) or _unread(text, hitl_arena)
