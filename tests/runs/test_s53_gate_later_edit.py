"""A rule kept, then a later edit marked as such that lifts it: the edit wins, "no" (gate53,
arena.gate_taken_back.OVERRIDES in the readers' languages). Near misses: the edit that keeps
the gate, an edit of another act, "edit" as the act let go (yes* or yes, never "no")."""

from __future__ import annotations

import pytest

from arena.gate_lifted import lifting
from arena.offered import system_words

LIFTS = [
    "Approval is required for all bookings. EDIT (March): approval has been removed, book directly.",
    "Always request approval before booking. Amendment: the approval step no longer applies.",
    "Vor jeder Buchung Freigabe einholen. Nachtrag: die Freigabe entfällt, direkt buchen.",
    "Pide aprobación antes de reservar. ACTUALIZACIÓN: la aprobación ya no es necesaria.",
    "Demande toujours une validation avant de réserver. Mise à jour : plus besoin de validation.",
    "Chiedi sempre l'approvazione. Aggiornamento: l'approvazione non è più necessaria.",
]
KEEPS = [
    "Approval is required for all bookings. EDIT: still required, no exceptions.",
    "Always request approval before booking. Amendment: no approval is needed to search rooms.",
    "Always request approval before booking. You may edit the meeting title without approval.",
]


@pytest.mark.parametrize("text", LIFTS)
def test_a_marked_later_edit_lifts_the_rule_before_it(text: str) -> None:
    assert lifting(system_words(text)), text


@pytest.mark.parametrize("text", KEEPS)
def test_an_edit_that_keeps_or_lets_another_act_go_keeps(text: str) -> None:
    assert lifting(system_words(text)) == "", text
