"""A short question put to a person by @-mention is no request to the agent (requests44b):
"@priya maple tue 6ppl?" booked Maple, the question read as asking for the room, though
"@priya aspen thu 4ppl pls" is asked about. The same question to the agent ("@roombot …") or
to no one ("maple tue 6ppl?") still books."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import NotUnderstood, read_request


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@pytest.mark.parametrize(
    "text",
    [
        "@priya maple tue 6ppl?",
        "@Priya Maple Tue 6ppl?",
        "@priya: Maple, Tue, 6 ppl?",
        "hey @priya, maple tue 6ppl?",
        "@ana ¿maple el martes para 6?",
        "@jonas Maple Dienstag 6 Personen?",
    ],
)
def test_a_question_to_a_person_books_nothing(text: str) -> None:
    assert isinstance(read_request(text), NotUnderstood)
    assert _booked(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "maple tue 6ppl?",
        "@roombot maple tue 6ppl?",
        "@roombot: Maple, Tue, 6 ppl?",
        "priya@corp.com maple tue 6ppl?",
        "Thanks @priya. Maple tue 6ppl?",
    ],
)
def test_the_question_to_the_agent_books(text: str) -> None:
    assert _booked(text) == ["R-210"]
