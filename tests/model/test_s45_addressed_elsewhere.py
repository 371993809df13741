"""A request written to a colleague is not the agent's to book (requests45): "@priya can you
book maple tue 6ppl?" booked Maple — only a short question after the mention was read as put to
the person (requests44b). A careful clerk does not act on a message addressed to someone else:
the reader says who it is written to and asks, in every language the mention opens. Where the
agent is mentioned too, a person is copied or named as a subject, or thanked before the ask, the
request is the agent's, as before."""

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
        "@priya can you book maple tue 6ppl?",
        "@Priya could you please book Maple for Tuesday, 6 people?",
        "hey @priya, can you book maple tue for 6?",
        "@priya book maple tue 6ppl pls",
        "[09:16] Ana: @priya book maple tue 6ppl pls",
        "@ana ¿puedes reservar maple el martes para 6?",
        "@jonas kannst du Maple am Dienstag für 6 buchen?",
        "@marie tu peux réserver Maple mardi pour 6 ?",
        "@priya can you book a room for 6 on Tuesday?",
    ],
)
def test_a_request_to_a_colleague_is_asked_about(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, NotUnderstood)
    assert "written to @" in read.reason and "not to me" in read.reason
    assert _booked(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "can you book maple tue 6ppl?",
        "@roombot can you book maple tue 6ppl?",
        "@priya @roombot can you book maple tue 6ppl?",
        "can you book maple tue 6ppl? cc @priya",
        "Book maple tue 6ppl @priya fyi",
        "@priya and I need maple tue for 6",
        "Thanks @priya. Maple tue 6ppl?",
        "priya@corp.com can you book maple tue 6ppl?",
        "@here can someone book maple tue 6ppl?",
    ],
)
def test_a_request_to_the_agent_books(text: str) -> None:
    assert _booked(text) == ["R-210"]
