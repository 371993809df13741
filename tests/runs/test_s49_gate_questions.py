"""The booking's question let go, named as a question, lifts the gate (gate49, heldout48:
"Niente domande, prenota e basta.", "Keine Rückfrage nötig, einfach buchen", "Skip the 'shall
I book it?' step." read only ``yes*``). arena.gate_questions reads the family, not the phrases:
a skip of a quoted question about the booking, and "no questions" beside a clause that only
books, in every language the readers read. Negated, qualified, or beside a clause that asks,
the same words keep the gate."""

from __future__ import annotations

import pytest

from arena.gate_lifted import lifting
from arena.offered import system_words

LIFTS = [
    "Skip the 'shall I book it?' step.",
    'Skip the "are you sure?" question and book.',
    "Leave out the 'Do you want me to book this?' step.",
    "Don't bother with the 'should I book it?' question.",
    "Drop the usual 'okay to book?' check.",
    "Überspringe die Frage „Soll ich buchen?“.",
    "Saute l'étape « Je réserve ? ».",
    "Sáltate la pregunta «¿lo reservo?».",
    "Salta la domanda 'prenoto?'.",
    "Sla de vraag 'zal ik boeken?' over.",
    "Hoppa över frågan 'ska jag boka?'.",
    "'Shall I book it?' — skip that.",
    "Niente domande, prenota e basta.",
    "Keine Rückfrage nötig, einfach buchen.",
    "Keine Rückfragen, einfach buchen.",
    "No questions, just book.",
    "No questions asked — book it.",
    "Book it, no questions asked.",
    "Sin preguntas, reserva y ya.",
    "Pas de questions, réserve.",
    "Sem perguntas, reserve logo.",
    "Geen vragen, gewoon boeken.",
    "Inga frågor, boka bara.",
    "不要问问题，直接订。",
    "no more questions pls, just book",
]
KEEPS = [
    "Never skip the 'shall I book it?' step.",
    "Don't skip the 'shall I book it?' question.",
    "Überspringe nie die Frage „Soll ich buchen?“.",
    "Sla de vraag 'zal ik boeken?' nooit over.",
    "Skip the 'how are you?' small talk and ask before booking.",
    "Always ask 'shall I book it?' before booking.",
    "No questions about the weather; ask before booking.",
    "Niente domande inutili, ma chiedi sempre prima di prenotare.",
    "No questions, but always ask before booking.",
    "Keine Rückfrage nötig beim Suchen; vor dem Buchen immer fragen.",
    "Users hate questions. Still, ask before booking.",
]


@pytest.mark.parametrize("text", LIFTS)
def test_the_bookings_question_let_go_lifts(text: str) -> None:
    assert lifting(system_words(text))


@pytest.mark.parametrize("text", KEEPS)
def test_the_question_kept_or_qualified_keeps_the_gate(text: str) -> None:
    assert lifting(system_words(text)) == ""
