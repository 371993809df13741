"""Outside tester 34: a head count written in a slip for a number word ("yes for the too of
us", "yes, fore people", "yes — sixx of us coming", "yes, tw0 ppl", "yes, we're thre") approved
and booked the count asked, since the numbers reader read no number there
(:mod:`arena.wording.count_typos`). Each is unclear now, unless the number the slip stands for is
the request's own; a word there that is no number's ("the rest of us", "the right people") and
a number word spelt right are read as before.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
FOUR = "Book R-101 (Juniper) for 4 people on Monday 10:00-11:00?"
TWO = "Book R-400 (Atrium) for 2 people on Tuesday 15:30-16:30?"


def _verdict(answer: str, asked: str) -> str:
    verdict = explain_answer(answer, asked, rooms=ROOMS).verdict
    assert model_reads(answer, asked) == verdict, "the scripted model reads it otherwise"
    return verdict


@pytest.mark.parametrize(
    ("answer", "asked"),
    [("yes for the too of us", FOUR), ("yes, fore people", TWO), ("yes — sixx of us coming", FOUR),
     ("yes, tw0 ppl", FOUR), ("yes, we're thre", TWO), ("ok for fiev", FOUR),
     ("yes, eigth people", TWO), ("yes twleve people", FOUR), ("yes, tree of us", FOUR)],
)  # fmt: skip
def test_a_count_in_a_slip_for_another_number_is_unclear(answer: str, asked: str) -> None:
    assert _verdict(answer, asked) == "unclear", answer


@pytest.mark.parametrize(
    ("answer", "asked"),
    [("yes for the too of us", TWO), ("yes, foru people", FOUR), ("yes for the rest of us", FOUR),
     ("yes, the right people", TWO), ("yes, all of us", FOUR), ("yes for the four of us", FOUR),
     ("yes, we're done", TWO), ("yes, we're there", TWO), ("yes, nice people", FOUR),
     ("yes, the four of us", FOUR)],
)  # fmt: skip
def test_the_asked_count_or_no_count_still_approves(answer: str, asked: str) -> None:
    assert _verdict(answer, asked) == "approve", answer
