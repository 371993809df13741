"""The word "jo" is a German and Swiss yes and the name Jo (session 23): read as a yes wherever
it stood, "Jo is out today" and "Jo has the final say" approved. It is the yes only as the answer's
first word, alone in its clause or before another yes; elsewhere it names someone."""

from __future__ import annotations

import pytest

from arena.wording.answers import explain_answer, read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday"


@pytest.mark.parametrize("answer", ["jo", "Jo!", "jo, go ahead", "jo passt", "jo mei, passt scho"])
@pytest.mark.parametrize("asked", [None, ASKED])
def test_jo_as_the_answer_approves(answer: str, asked: str | None) -> None:
    assert read_answer(answer, asked) == "approve"


@pytest.mark.parametrize(
    "answer", ["Jo is out today", "Jo has the final say", "Jo handles this", "Jo will decide"]
)
@pytest.mark.parametrize("asked", [None, ASKED])
def test_jo_as_a_name_is_no_yes(answer: str, asked: str | None) -> None:
    reading = explain_answer(answer, asked)
    assert reading.verdict == "unclear"
    assert "the yes" not in (reading.why or "")  # no yes was said, so none is qualified


@pytest.mark.parametrize("asked", [None, ASKED])
def test_jo_says_no_is_the_no_it_says(asked: str | None) -> None:
    assert read_answer("Jo says no", asked) == read_answer("Sam says no", asked) == "deny"


@pytest.mark.parametrize("answer", ["ask Jo", "ask jo first"])
def test_asking_jo_is_no_yes(answer: str) -> None:
    reading = explain_answer(answer, ASKED)
    assert reading.verdict == "unclear" and "the yes" not in (reading.why or "")
