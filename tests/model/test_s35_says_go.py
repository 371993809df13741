"""answers35's held-out set: "my boss says go" approved, where "my boss says yes", "says go ahead"
and "said go for it" read as someone else's say: a bare "go" was not among the words said on
someone's word. It is now ("Sam says go!", "everyone says go"); "go" and "ok go" alone still
approve, and "I said go" reads as "I said yes" does."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = (
    "Book R-204 (Cedar) for 8 people on Thursday (the request says: It's for the interview loop)"
)


def _verdict(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=ROOMS).verdict
    assert model_reads(answer, ASKED, ROOMS) == verdict, "the scripted model reads it otherwise"
    return verdict


@pytest.mark.parametrize("answer", ["my boss says go", "Sam says go!", "yes, everyone says go"])
def test_someone_else_saying_go_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear", answer


@pytest.mark.parametrize("answer", ["go", "ok go", "Go for it"])
def test_go_said_by_the_person_approves(answer: str) -> None:
    assert _verdict(answer) == "approve", answer
