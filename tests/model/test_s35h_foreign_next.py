"""Held-out tester 35: a yes that moves the asked weekday to "next <weekday>" in another language.

"yes, next Friday" to "… on Friday" is unclear (this week's Friday or the one after: outside
tester 33), but its French, German, Spanish, Portuguese, Italian and Dutch words were read as the
asked day alone, so "oui, mais vendredi prochain" approved a Friday the person may not have meant.
"""

from __future__ import annotations

import pytest

from arena.wording.answers import explain_answer

FRIDAY = "Book Cedar (R-204) for 4 people on Friday at 14:00?"


@pytest.mark.parametrize(
    "answer",
    [
        "oui, mais vendredi prochain",
        "oui, vendredi prochain",
        "ja, nächsten Freitag",
        "sí, el próximo viernes",
        "sí, el viernes que viene",
        "sim, na próxima sexta",
        "sì, venerdì prossimo",
        "ja, volgende vrijdag",
    ],
)
def test_next_weekday_in_another_language_is_unclear(answer: str) -> None:
    reading = explain_answer(answer, FRIDAY)
    assert reading.verdict == "unclear", answer
    assert "next" in (reading.why or "")


@pytest.mark.parametrize(
    "answer",
    ["oui, vendredi", "ja, am Freitag", "sí, el viernes", "sim, na sexta", "sì, venerdì va bene"],
)
def test_the_asked_weekday_alone_is_still_a_yes(answer: str) -> None:
    assert explain_answer(answer, FRIDAY).verdict == "approve", answer


def test_a_request_for_next_friday_is_repeated() -> None:
    asked = "Réserver Cedar (R-204) pour 4 personnes vendredi prochain à 14h00 ?"
    assert explain_answer("oui, vendredi prochain", asked).verdict == "approve"
