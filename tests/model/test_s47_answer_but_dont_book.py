"""A yes-word answered by a last "but don't book it" is a no, in the languages the reader
knows, as in English (evals47: "Oui, c'est bien noté, mais je préfère que vous ne fassiez pas
la réservation." read "it says both yes and no"). A "but" that refuses something else, or is
turned back to a yes, stays unclear."""

from __future__ import annotations

import pytest

from arena.wording.answers import explain_answer


@pytest.mark.parametrize(
    "text",
    [
        "Oui, c'est bien noté, mais je préfère que vous ne fassiez pas la réservation.",
        "C'est parfait, merci, mais je préfère que vous ne fassiez pas la réservation pour"
        " l'instant.",
        "Oui, c'est noté, mais ne réservez pas.",
        "Ja, klingt gut, aber bitte nicht buchen.",
        "Sí, suena bien, pero no la reserves.",
        "Sì, va bene, ma non prenotare.",
        "Ja, prima, maar niet boeken.",
        "Sim, ok, mas não reserve.",
        "Tak, dobrze, ale nie rezerwuj.",
        "Sounds good, but please don't book it for now.",
    ],
)
def test_a_last_dont_book_denies(text: str) -> None:
    assert explain_answer(text).verdict == "deny"


@pytest.mark.parametrize(
    "text",
    [
        "Oui, réservez, mais pas la salle Aspen.",
        "Oui, mais ne réservez pas le traiteur.",
        "Ja, aber bitte nicht buchen lassen, sondern ich mache es.",
        "Oui, réservez. Mais ne réservez pas trop tôt la prochaine fois.",
        "Yes, but don't book it for now, actually yes book it.",
    ],
)
def test_a_but_about_something_else_stays_unclear(text: str) -> None:
    assert explain_answer(text).verdict == "unclear"
