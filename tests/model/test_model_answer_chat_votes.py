"""Chat shorthand for a yes read unclear: "sgtm" and "+1" (outside tester 18). "sgtm" is a yes
word like "lgtm"; a vote is read only as the whole answer ("+1", "-1")."""

from __future__ import annotations

import pytest

from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday"


@pytest.mark.parametrize("answer", ["sgtm", "SGTM!", "Sgtm, thanks", "+1", "+1!", "+ 1"])
def test_chat_shorthand_for_yes_approves(answer: str) -> None:
    assert read_answer(answer, ASKED) == "approve"


@pytest.mark.parametrize("answer", ["-1", "not sgtm", "sgtm? no"])
def test_chat_shorthand_for_no_denies(answer: str) -> None:
    assert read_answer(answer, ASKED) in ("deny", "unclear")
    assert read_answer(answer, ASKED) != "approve"


@pytest.mark.parametrize("answer", ["+2", "+1 for 8 people", "sgtm, but make it Cedar"])
def test_a_vote_or_shorthand_that_changes_the_booking_is_no_plain_yes(answer: str) -> None:
    assert read_answer(answer, ASKED) != "approve"
