"""A second batch outside tester 32 wrote after the first fixes, and found approved and booked
(session 32): someone else's yes relayed in words the reader did not know as a relay ("Priya
says go for it", "Priya replied 'yes'", "Dana (manager): approved", "per my manager, go ahead"),
a name before a yes with a please ("Omar yes please") and a "who's asking" with no question
mark. Each beside answers that stay a yes."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ASKED = "Book R-204 (Cedar) for 8 people on Wednesday at 10:00?"


def _reads(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=all_rooms()).verdict
    assert model_reads(answer, ASKED) == verdict  # the scripted model reads it the same
    return verdict


@pytest.mark.parametrize(
    "answer",
    [
        "Priya says go for it",
        "Priya replied 'yes'",
        "Dana (manager): approved",
        "per my manager, go ahead",
        "According to our director, go ahead",
        "Omar yes please",
        "Sam yes thanks",
        "yes - who's asking",
        "ok who is this",
    ],
)
def test_someone_else_s_yes_or_one_given_blind_is_unclear(answer: str) -> None:
    assert _reads(answer) == "unclear"


@pytest.mark.parametrize(
    "answer",
    [
        "I said 'yes' already, go ahead",
        "Yes (me): approved",
        "Cedar (R-204): yes",
        "as per my request, go ahead",
        "Go ahead. Who is this meeting with, by the way?",
        "Yes, go ahead, I know what this is about",
        "Yes please",
    ],
)
def test_the_person_s_own_yes_stays_a_yes(answer: str) -> None:
    assert _reads(answer) == "approve"
