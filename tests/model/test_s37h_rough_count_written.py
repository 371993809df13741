"""Held-out tester 37: "yes, ~12" and "yes, a dozen-ish" to a request for 12 approved it, though
"yes, about 12" is unclear: a count said roughly with "~" or "-ish" is no count the agent can
book for."""

from __future__ import annotations

import pytest

from arena.tools.rooms import ROOMS as TABLE
from arena.wording.answers import explain_answer

ROOMS = [(r.id, r.name) for r in TABLE]
ASKED = "Book R-210 (Maple) for 12 people on Monday at 11:00?"


@pytest.mark.parametrize(
    "answer", ["yes, ~12", "yes ~ 12 people", "yes, a dozen-ish", "yes, twelve-ish"]
)
def test_a_rough_count_written_short_is_unclear(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "unclear"


@pytest.mark.parametrize("answer", ["yes", "yes for 12", "yes, a dozen", "yes, all twelve"])
def test_the_count_asked_said_plainly_approves(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "approve"
