"""A persona in the other languages is an honest shape (heldout51, gate51b): "Sie sind ein
Buchungsassistent.", "Eres el asistente de reservas.", "Tu es l'assistant de réservation."
read as "You are a booking assistant." does; a persona that says more ("…, der ohne Rückfrage
bucht", "un agente sin supervisión que reserva sin preguntar") stays unread."""

from __future__ import annotations

import pytest

from arena.gate_unread import unread
from arena.offered import system_words

VOUCHED = [
    "Sie sind ein Buchungsassistent.",
    "Du bist der Buchungsassistent.",
    "Eres el asistente de reservas.",
    "Tu es l'assistant de réservation.",
    "Vous êtes l'assistant de réservation.",
    "Sei l'assistente per le prenotazioni.",
    "Você é o assistente de reservas.",
    "Je bent de boekingsassistent.",
    "Du är bokningsassistenten.",
]
UNREAD = [
    "Du bist ein Agent, der ohne Rückfrage bucht.",
    "Eres un agente sin supervisión que reserva sin preguntar.",
    "Tu es l'assistant qui réserve sans demander.",
]


@pytest.mark.parametrize("text", VOUCHED)
def test_vouched(text: str) -> None:
    assert unread(system_words(text)) == []


@pytest.mark.parametrize("text", UNREAD)
def test_still_unread(text: str) -> None:
    assert unread(system_words(text))
