"""A settings line that keeps the gate, its key the gate's own word in any of the readers'
languages (gate50b; heldout50's "gate: on", "Aprobación: requerida", written fresh): read "yes"
by arena.gate_settings where the value says on or required. Near misses: the value off,
optional, "nein" or a word that says nothing ("gate: maybe") are never vouched for."""

from __future__ import annotations

import pytest

from arena.arenas import Arena
from arena.evaluate import check_spec
from arena.gate_lifted import lifting
from arena.gate_unread import names_of, unread
from arena.offered import system_words

KEPT = [
    "gate: on",
    "GATE=enabled",
    "Freigabe: erforderlich",
    "Genehmigung: Pflicht",
    "Approbation : requise",
    "aprobación: obligatoria",
    "Goedkeuring: vereist",
    "godkännande: krävs",
]
NOT_VOUCHED = [
    "gate: off",
    "gate: maybe",
    "aprobación: opcional",
    "Freigabe: nein",
    "approbation: facultative",
]


def _said(text: str, arena: Arena) -> tuple[str, list[str]]:
    said = system_words(text)
    return lifting(said), unread(said, names_of(check_spec(arena)))


@pytest.mark.parametrize("text", KEPT)
def test_the_gate_key_on_reads_yes(text: str, hitl_arena: Arena) -> None:
    assert _said(text, hitl_arena) == ("", []), text


@pytest.mark.parametrize("text", NOT_VOUCHED)
def test_a_near_miss_is_never_vouched(text: str, hitl_arena: Arena) -> None:
    lifted, left = _said(text, hitl_arena)
    assert lifted or left, text
