"""answers37's held-out set (430 answers, read once after the four rounds): 10 of them still
approved what is no clear yes to the booking asked.

- a count lost said as "short" or "down" ("yes, we're one short now": arena.wording.changes);
- a whole group coming in German and Spanish, the verb after or before it ("Ja, und das ganze
  Team kommt mit.", "Sí, y que venga todo el equipo.") and all of a department invited ("yes,
  invite all of marketing": arena.wording.joining);
- hearsay beside a bare yes ("apparently yes": arena.wording.reported)."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import Reading, explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book Atrium (R-400) for 15 people on Tuesday at 12:00 for 3 hours?"


def _read(answer: str, asked: str = ASKED) -> Reading:
    reading = explain_answer(answer, asked, rooms=ROOMS)
    assert model_reads(answer, asked, ROOMS) == reading.verdict, (
        "the scripted model reads it otherwise"
    )
    return reading


@pytest.mark.parametrize(
    "answer",
    ["yes, we're one short now", "yes, we're one down", "Ja, und das ganze Team kommt mit.",
     "Sí, y que venga todo el equipo.", "yes, invite all of marketing", "apparently yes",
     "yes, apparently"],
)  # fmt: skip
def test_a_held_out_yes_that_is_no_clear_yes_is_unclear(answer: str) -> None:
    reading = _read(answer)
    assert reading.verdict == "unclear" and reading.why, reading


@pytest.mark.parametrize(
    "answer", ["yes, invite all of us", "yes, it's a short one", "Ja, das Team kommt gut an."]
)
def test_the_group_asked_or_a_remark_still_approves(answer: str) -> None:
    assert _read(answer).verdict == "approve"
