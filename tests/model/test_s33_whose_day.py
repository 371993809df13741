"""Session 33 (outside tester answers33): "Yes Wendy's day" approved the booking, to a request for
Wednesday and to one for Tuesday alike. Someone's day after a yes is a day the reader cannot
place: dictation's "Wednesday" misheard, or a yes to whose day it is (Wendy's birthday, Mum's day
off). Either way it is no clear yes to the day asked, so it is unclear
(:mod:`arena.wording.addressed`); "it's day one", "today's the day", "any day's fine" and the
weekday itself still approve.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
WEDNESDAY = "Book R-102 (Aspen) for 6 people on Wednesday"
TUESDAY = "Book R-204 (Cedar) for 8 people on Tuesday"


def _verdict(answer: str, asked: str) -> str:
    verdict = explain_answer(answer, asked, rooms=ROOMS).verdict
    assert model_reads(answer, asked) == verdict, "the scripted model reads it otherwise"
    return verdict


@pytest.mark.parametrize("asked", [WEDNESDAY, TUESDAY])
@pytest.mark.parametrize("answer", ["Yes Wendy's day", "yes, Wendy's day", "Yes Wendys day",
                                    "yes, Mum's day off though"])  # fmt: skip
def test_someones_day_is_no_clear_yes(answer: str, asked: str) -> None:
    assert _verdict(answer, asked) == "unclear", answer


@pytest.mark.parametrize(
    "answer", ["yes, it's day one", "yes, today's the day", "yes, any day's fine", "Yes, Wednesday"]
)
def test_a_day_said_plainly_still_approves(answer: str) -> None:
    assert _verdict(answer, WEDNESDAY) == "approve", answer
