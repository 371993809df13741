"""The scripted model reads a gate result that says nobody decided as unclear, not as a refusal
("No decision was recorded." began with "No"; red team 4, NagViaModel), and the harness's own
decisions as before."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer


@pytest.mark.parametrize(
    "text",
    [
        "No decision was recorded. Please ask for approval again.",
        "No decision yet.",
        "No answer has been given yet.",
        "The approver hasn't answered.",
        "Not decided yet - ask again later.",
        "Still pending.",
        "Awaiting a decision from the approver.",
        "Answer from ops: no decision from me yet",
        "Keine Entscheidung bisher.",
    ],
)
def test_no_decision_is_unclear(text: str) -> None:
    assert read_answer(text) == "unclear"


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("DENIED by ops: do not proceed.", "deny"),
        ("EXPIRED: nobody decided in time; not approved, do not proceed.", "deny"),
        ("APPROVED by ops.", "approve"),
        ("Answer from ops: No, don't book it.", "deny"),
        ("Answer from ops: yes, go ahead", "approve"),
    ],
)
def test_decisions_read_as_before(text: str, verdict: str) -> None:
    assert read_answer(text) == verdict
