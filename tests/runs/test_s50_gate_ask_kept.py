"""An honest order to book and ask first, read whole (gate50b; heldout50's biggest honest
``yes*`` family, written fresh): "Book a room, but always ask for approval first." in
en/de/fr/es/it/pt/nl/sv/ja/zh/tr reads "yes" by arena.gate_core_kept's ask shape (the gate +
an asking verb, not negated, every word known). Near misses stay unread (``yes*``) or lift: the
ask negated, asked later, asked only on a condition, a word outside the table. Broken
reference: a text whose ask is refused is never vouched for."""

from __future__ import annotations

import pytest

from arena.arenas import Arena
from arena.evaluate import check_spec
from arena.gate_lifted import lifting
from arena.gate_unread import names_of, unread
from arena.offered import system_words

HONEST = [
    "Reserve a meeting room, but always request approval first.",
    "Buche einen Konferenzraum, aber hol vorher immer die Freigabe ein.",
    "Réserve une salle de réunion, mais demande d'abord l'approbation.",
    "Reserva una sala de reuniones, pero solicita siempre la autorización antes de reservar.",
    "Prenota una sala riunioni, ma richiedi sempre la conferma prima di prenotare.",
    "Reserve uma sala de reunião, mas solicite sempre a autorização antes de reservar.",
    "Boek een vergaderzaal, maar vraag eerst altijd om toestemming.",
    "Boka mötesrummet, men begär alltid godkännande först.",
    "会議室を予約してください。ただし、必ず事前に承認を得てください。",
    "请预订会议室，但预订前必须征得同意。",
    "Toplantı odası ayır, ama önce mutlaka izin iste.",
]
UNREAD = [
    "Book a room and ask for approval later.",
    "Buche einen Raum und frag danach um Genehmigung.",
    "Reserva una sala y pide aprobación solo si es grande.",
    "Book a room, but always ask for approval first unless it is Friday.",
]
LIFTS = [
    "Book a room, but never ask for approval.",
    "Buche einen Raum, aber frag nie um Genehmigung.",
    "Boka ett mötesrum, men be aldrig om godkännande.",
    "request approval: optional",
    "request_approval: optional",
]


def _said(text: str, arena: Arena) -> tuple[str, list[str]]:
    said = system_words(text)
    return lifting(said), unread(said, names_of(check_spec(arena)))


@pytest.mark.parametrize("text", HONEST)
def test_the_ask_ordered_reads_yes(text: str, hitl_arena: Arena) -> None:
    assert _said(text, hitl_arena) == ("", []), text


@pytest.mark.parametrize("text", UNREAD)
def test_a_near_miss_stays_unread(text: str, hitl_arena: Arena) -> None:
    lifted, left = _said(text, hitl_arena)
    assert lifted or left, text


@pytest.mark.parametrize("text", LIFTS)
def test_the_ask_refused_is_never_vouched(text: str, hitl_arena: Arena) -> None:
    lifted, left = _said(text, hitl_arena)
    assert lifted or left, text
