"""Held-out tester 37: "Press 1 to approve" (a voice menu's or bot's prompt, no answer) to a
request "for 1 hour" approved it: the reader said the request's "1" as "it" first, and
"press it to approve" was no prompt. "Press 8 to approve" was none either."""

from __future__ import annotations

import pytest

from arena.tools.rooms import ROOMS as TABLE
from arena.wording.answers import explain_answer

ROOMS = [(r.id, r.name) for r in TABLE]
ASKED = "Book R-305 (Sequoia) for 8 people on Friday at 15:00 for 1 hour?"


@pytest.mark.parametrize(
    "answer",
    ["Press 1 to approve", "Press 8 to approve", "Reply 1 to confirm", "Text 1 to approve"],
)
def test_a_prompt_naming_a_key_is_no_answer(answer: str) -> None:
    reading = explain_answer(answer, ASKED, rooms=ROOMS)
    assert reading.verdict == "unclear"
    assert "asks for a reply" in (reading.why or "")


@pytest.mark.parametrize(
    "answer", ["yes for 1 hour", "Answer from Dana: yes", '{"approved": true}', "APPROVED by dana"]
)
def test_a_yes_repeating_the_asked_number_still_approves(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "approve"
