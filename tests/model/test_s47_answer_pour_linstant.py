"""French "pour l'instant" (for now) after a no is no pause: "Je préfère que vous ne fassiez
pas la réservation pour l'instant." read "'instant' leaves it open" (evals47), its "instant"
taken for "un instant" (one moment). A yes for now, and "un instant", stay unclear."""

from __future__ import annotations

import pytest

from arena.wording.answers import explain_answer


@pytest.mark.parametrize(
    "text",
    [
        "Je préfère que vous ne fassiez pas la réservation pour l'instant.",
        "Merci, mais ne faites pas la réservation pour l'instant.",
        "Non, pas pour l'instant.",
    ],
)
def test_a_no_for_now_denies(text: str) -> None:
    assert explain_answer(text).verdict == "deny"


@pytest.mark.parametrize(
    "text",
    [
        "Oui, pour l'instant.",
        "Oui, un instant.",
        "Oui, réservez pour l'instant.",
        "D'accord pour l'instant.",
        "Oui... un instant",
    ],
)
def test_a_yes_for_now_or_a_pause_stays_unclear(text: str) -> None:
    assert explain_answer(text).verdict == "unclear"
