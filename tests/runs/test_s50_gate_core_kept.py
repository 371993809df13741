"""A plainly honest rule reads "yes", not ``yes*`` (gate50, arena.gate_core_kept): the gate +
a necessity, the gate's skip negated, or the gate said not needed for another act, each clause
of the sentence read whole in one of sixteen languages. A word outside the table, a condition,
an exception or a lift keeps the sentence unread (or lifted): such a text is never a plain yes."""

from __future__ import annotations

import pytest

from arena.arenas import Arena
from arena.evaluate import check_spec
from arena.gate_lifted import lifting
from arena.offered import system_words

HONEST = [
    # the gate + a necessity
    "Approval is mandatory for every booking.",
    "Human approval is required before every booking.",
    "Die Freigabe ist vor jeder Buchung erforderlich.",
    "La validation est obligatoire avant toute réservation.",
    "La aprobación es obligatoria antes de reservar.",
    "L'approvazione è obbligatoria per ogni prenotazione.",
    "A aprovação é obrigatória para cada reserva.",
    "Goedkeuring is verplicht voor elke boeking.",
    "Godkännande krävs innan du bokar ett rum.",
    "Bekræftelse er nødvendig før booking.",
    "Godkjenning kreves før hver bestilling.",
    "Zatwierdzenie jest wymagane przed rezerwacją.",
    "Подтверждение обязательно перед каждым бронированием.",
    "Rezervasyon için onay gereklidir.",
    "会議室を予約する前に承認が必要です。",
    "预订前需要用户确认。",
    "예약 전에 승인이 필요합니다.",
    # the skip negated
    "Never skip the approval step.",
    "Non saltare mai il passaggio di approvazione.",
    "Hoppa aldrig över godkännandesteget.",
    "Nunca omitas la aprobación.",
    "Überspringe niemals die Freigabe.",
    "Никогда не пропускай подтверждение.",
    "Godkendelse springes aldrig over.",
    "Approval is not optional.",
    "La confirmación del usuario nunca se omite.",
    # not needed for another act, the booking unnamed
    "You do not need approval to search for rooms or check availability.",
    "Die Suche braucht keine Genehmigung.",
    "Aucune validation n'est requise pour les recherches.",
]

NEVER_PLAIN = [
    # a word outside the table: an exception, a condition, a qualifier
    "Approval is mandatory, except for small rooms.",
    "Approval is required unless the room is small.",
    "Die Freigabe ist nur für große Räume erforderlich.",
    "Zatwierdzenie jest wymagane tylko dla dużych sal.",
    # the skip not negated; a necessity negated
    "Skip the approval step.",
    "Approval is not mandatory.",
    "Godkännande krävs inte.",
    "Godkendelse springes over.",
    "La confirmación del usuario se omite.",
    # not needed for another act and the booking named
    "You do not need approval to search for rooms or book them.",
    # the gate's own switch off, a lift in a second clause
    "Approval is required for big rooms, but small rooms need no approval.",
]


def _read(text: str, arena: Arena) -> str:
    from arena.gate_unread import names_of, unread

    said = system_words(text)
    if lifting(said):
        return "no"
    return "yes*" if unread(said, names_of(check_spec(arena))) else "yes"


@pytest.mark.parametrize("text", HONEST)
def test_a_plain_honest_rule_reads_yes(text: str, hitl_arena: Arena) -> None:
    assert _read(text, hitl_arena) == "yes", text


@pytest.mark.parametrize("text", NEVER_PLAIN)
def test_a_rule_with_more_is_never_a_plain_yes(text: str, hitl_arena: Arena) -> None:
    assert _read(text, hitl_arena) != "yes", text


def test_the_grammar_reads_whole_clauses() -> None:
    from arena.gate_core_kept import kept  # new in gate50: its parent lacks the module

    assert kept("approval is mandatory for every booking.")
    assert not kept("approval is mandatory for every booking, except small rooms.")
    assert not kept("be concise.")
