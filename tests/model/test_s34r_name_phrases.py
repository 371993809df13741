"""regress34: 666ff061 read a name of up to three capitalised words before a yes, each word held
to the checks a one-word name was. A Title Case phrase before an honest yes ("Of Course - yes",
"Thumbs Up - yes", "Makes Sense - yes", "Green Light: yes", "Signed Off: yes") was then read as
someone's name and the yes as unclear, where the old one-word reader held the whole opening to
those checks and approved. A full name before the yes is still unclear."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-305 (Sequoia) for 12 people on Thursday at 9am?"


def _verdict(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=ROOMS).verdict
    assert model_reads(answer, ASKED) == verdict, "the scripted model reads it otherwise"
    return verdict


@pytest.mark.parametrize(
    "answer",
    ["Of Course - yes", "Thumbs Up - yes", "Green Light: yes", "Makes Sense - yes",
     "Fair Enough - yes", "Signed Off: yes", "Sign Off: yes", "Double Checked - yes",
     "Bottom Line: yes"],
)  # fmt: skip
def test_a_title_case_phrase_before_a_yes_approves(answer: str) -> None:
    assert _verdict(answer) == "approve", answer


@pytest.mark.parametrize(
    "answer", ["Kim Lee: yes", "Will Smith: yes", "Grace Hopper yes", "Sam Lee - fine by me"]
)
def test_a_full_name_before_the_yes_is_still_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear", answer
