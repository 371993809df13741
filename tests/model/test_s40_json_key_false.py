"""regress40: a yes key set to false in JSON, its key quoted ('```json\\n{"approved": false}\\n```',
'"approved": false') read as an approval and booked: arena.wording.negation.KEY_FALSE took the
key only where ':' or '=' followed it at once (b1abb851 made the YAML form a no)."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASPEN = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ('```json\n{"approved": false}\n```', "deny"),
        ('{"approved": false, "note": "not this week"}', "deny"),
        ('"approved": false', "deny"),
        ("'approved': False", "deny"),
        ('"approved": "no"', "deny"),
        ('```json\n{"approved": true}\n```', "approve"),
        ('"approved": true', "approve"),
    ],
)
def test_a_quoted_yes_key_set_to_false_is_a_no(answer: str, verdict: str) -> None:
    got = explain_answer(answer, ASPEN, rooms=ROOMS).verdict
    assert model_reads(answer, ASPEN, ROOMS) == got, "the scripted model reads it otherwise"
    assert got == verdict
