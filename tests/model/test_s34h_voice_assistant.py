"""Held-out tester 34: a yes dictated to a voice assistant.

"Hey Siri, text Tom yes" to "Book R-102 (Aspen) for 6 people on Wednesday?" approved and booked
Aspen: dictation caught a command to the phone's assistant, whose yes goes to Tom, not to the
agent. An answer that opens with an assistant's wake word is said to the assistant; "OK, Google
Meet is fine" and a yes that names no assistant still approve."""

from __future__ import annotations

import pytest

from arena.tools.rooms import ROOMS as TABLE
from arena.wording.answers import explain_answer
from arena.wording.facts import RoomWords

ROOMS: RoomWords = [(r.id, r.name) for r in TABLE]
ASKED = "Book R-102 (Aspen) for 6 people on Wednesday?"


@pytest.mark.parametrize(
    "answer",
    [
        "Hey Siri, text Tom yes",
        "Alexa, tell Ana ok",
        "OK Google, send yes to Priya",
        "hey google reply yes",
        "Siri, approve it",
    ],
)
def test_a_yes_said_to_a_voice_assistant_is_unclear(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "unclear", answer


@pytest.mark.parametrize(
    "answer",
    ["OK, Google Meet is fine, book it", "Ok google docs has the agenda, yes book it", "yes"],
)
def test_no_assistant_named_still_approves(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "approve", answer
