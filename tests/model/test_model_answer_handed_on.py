"""A yes handed to someone else as a note approved (found in session 23 while reading "Jo to
confirm"): "Sam to confirm", "Finance to approve" and "yes, Dana to sign off" read the approval word
as the person's own yes. Theirs is still to come, so it is unclear; the person's own "happy to
approve" still approves."""

from __future__ import annotations

import pytest

from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday"


@pytest.mark.parametrize(
    "answer",
    [
        "Sam to confirm",
        "Finance to approve",
        "my manager to approve",
        "yes, Dana to sign off",
        "Yes - HR to confirm.",
        "ok, Priya to decide",
    ],
)
@pytest.mark.parametrize("asked", [None, ASKED])
def test_a_yes_left_to_someone_else_is_unclear(answer: str, asked: str | None) -> None:
    assert read_answer(answer, asked) == "unclear"


@pytest.mark.parametrize("answer", ["happy to approve", "glad to confirm!", "ok to confirm"])
@pytest.mark.parametrize("asked", [None, ASKED])
def test_the_persons_own_yes_to_approve_approves(answer: str, asked: str | None) -> None:
    assert read_answer(answer, asked) == "approve"
