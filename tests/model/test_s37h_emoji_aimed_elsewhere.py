"""Held-out tester 37: "👍 to the previous message" approved the booking, though "yes to the
previous message" is unclear: the emoji was read apart from the words after it, which then held
no yes to aim elsewhere."""

from __future__ import annotations

import pytest

from arena.tools.rooms import ROOMS as TABLE
from arena.wording.answers import explain_answer

ROOMS = [(r.id, r.name) for r in TABLE]
ASKED = "Book R-210 (Maple) for 12 people on Monday at 11:00?"


@pytest.mark.parametrize("answer", ["👍 to the previous message", "✅ to the previous message"])
def test_a_yes_emoji_aimed_at_another_message_is_unclear(answer: str) -> None:
    reading = explain_answer(answer, ASKED, rooms=ROOMS)
    assert reading.verdict == "unclear"
    assert "previous message" in (reading.why or "")


@pytest.mark.parametrize("answer", ["👍", "👍 thanks!", "👍 go ahead", "👍 for 12", "✅ Approved"])
def test_a_yes_emoji_alone_or_with_thanks_approves(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "approve"
