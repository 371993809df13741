"""Noon and midnight in the languages read are times, not a goodbye (outside tester 26):
"oui, à midi" to a 14:30 question approved, "midi" taken for a weekday of "à lundi" ("see you
Monday"); "à minuit", "um Mitternacht", "a medianoche" were no time at all."""

from __future__ import annotations

import pytest

from arena.wording.answers import explain_answer

AT_1430 = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
AT_NOON = "Book R-102 (Aspen) for 6 people on Tuesday at 12:00?"
AT_MIDNIGHT = "Book R-102 (Aspen) for 6 people on Tuesday at 00:00?"


@pytest.mark.parametrize(
    "answer", ["oui, à midi", "Oui, à midi.", "oui à midi", "yes, at noon", "sí, a mediodía"]
)
def test_noon_to_another_time_is_unclear_and_to_noon_approves(answer: str) -> None:
    assert explain_answer(answer, AT_1430).verdict == "unclear"
    assert explain_answer(answer, AT_NOON).verdict == "approve"


@pytest.mark.parametrize(
    "answer", ["oui, à minuit", "Ja, um Mitternacht", "sí, a medianoche", "yes, at midnight"]
)
def test_midnight_is_a_time(answer: str) -> None:
    assert explain_answer(answer, AT_1430).verdict == "unclear"
    assert explain_answer(answer, AT_MIDNIGHT).verdict == "approve"


@pytest.mark.parametrize("answer", ["oui, à demain", "oui, à mardi", "Oui, bon après-midi !"])
def test_goodbyes_still_read_as_goodbyes(answer: str) -> None:
    assert explain_answer(answer, AT_1430).verdict == "approve"
