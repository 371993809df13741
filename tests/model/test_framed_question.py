"""A question that names a room asks for it when a framework frames it ("Current Task: …",
CrewAI's task template) as it does bare: the crewai run of an outside tester's German item
booked no named room and failed `suspended` (regress30 F5)."""

import pytest

from arena.model.intent import asked_names
from arena.model.room_stance import room_stances

QUESTIONS = [
    "Kannst du Maple für Montag reservieren? Wir sind zu neunt.",
    "Can you reserve Maple for Monday? We are nine.",
    "Could we get Cedar on Tuesday? 4 of us.",
]


@pytest.mark.parametrize("question", QUESTIONS)
@pytest.mark.parametrize("frame", ["", "Current Task: ", "Task: "])
def test_a_framed_question_asks_for_its_room(question: str, frame: str) -> None:
    text = frame + question
    name = next(n for n in ("maple", "cedar") if n in text.lower())
    assert room_stances(text)[name] == "wanted"
    assert name in asked_names(text)
