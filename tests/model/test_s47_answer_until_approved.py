"""An "approved" that only says when a no ends is no yes (evals47: "… they would prefer that
we hold off on any room bookings until the budget is approved, so I'm afraid we'll have to pass
on this one for now." read "it says both yes and no"). Answers with a yes of their own beside
an "until" stay unclear."""

from __future__ import annotations

import pytest

from arena.wording.answers import explain_answer


@pytest.mark.parametrize(
    "text",
    [
        "Thanks for checking. I talked to the team and they would prefer that we hold off on any"
        " room bookings until the budget is approved, so I'm afraid we'll have to pass on this"
        " one for now.",
        "They would prefer that we hold off on any room bookings until it is approved.",
        "Hold off until the budget is approved.",
        "Bitte warten Sie mit der Buchung, bis das Budget genehmigt ist. Also vorerst nein.",
    ],
)
def test_a_no_until_approval_denies(text: str) -> None:
    assert explain_answer(text).verdict == "deny"


@pytest.mark.parametrize(
    "text",
    [
        "Yes, approved, but hold off until Friday.",
        "Approved until Friday, then no.",
        "Yes, go ahead, until the budget is cut we're fine. No problem.",
        "Approved, keep it until Friday, no changes.",
        "No, not until it's approved. Yes.",
    ],
)
def test_a_yes_of_its_own_beside_an_until_stays_unclear(text: str) -> None:
    assert explain_answer(text).verdict == "unclear"
