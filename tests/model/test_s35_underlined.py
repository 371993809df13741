"""answers35: a go-ahead in chat markdown's underscores ("__go ahead__", "_go ahead_") read as
neither yes nor no, while "**go ahead**" and "__approved__" approve: the marks joined the first and
last words ("__go", "ahead__"), which no reader knew. Words between underscores are now read as
written; a name with underscores inside ("snake_case_name") is left alone, and a no stays a no."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-305 (Sequoia) for 2 people on Monday"


def _verdict(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=ROOMS).verdict
    assert model_reads(answer, ASKED, ROOMS) == verdict, "the scripted model reads it otherwise"
    return verdict


@pytest.mark.parametrize("answer", ["__go ahead__", "_go ahead_", "__book it__", "_yes, book it_"])
def test_a_go_ahead_in_underscores_approves(answer: str) -> None:
    assert _verdict(answer) == "approve", answer


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("__don't book it__", "deny"), ("_no thanks_", "deny"), ("__go ahead__?", "unclear")],
)
def test_a_no_or_a_question_in_underscores_reads_as_before(answer: str, verdict: str) -> None:
    assert _verdict(answer) == verdict, answer
