"""Session 33 (outside tester answers33): "lol sure", "great. just great." and "sure, I'll
just pay for it myself then" approved the booking. A bare yes with a laugh and nothing else may
laugh at the request, and praise said twice ("Perfect, just perfect") and resentment ("I'll just
... myself then") are the stock sarcastic replies (:mod:`arena.wording.mockery`): unclear. A
laugh beside a yes that says more ("lol sure, go ahead and book it") and plain praise ("that's
just perfect, thanks") still approve.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-102 (Aspen) for 6 people on Wednesday"


def _verdict(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=ROOMS).verdict
    assert model_reads(answer, ASKED) == verdict, "the scripted model reads it otherwise"
    return verdict


@pytest.mark.parametrize(
    "answer",
    ["lol sure", "sure lol", "haha ok", "lmao yes", "ok haha", "yeah sure lol", "great. just great.",
     "Perfect, just perfect!", "wonderful... just wonderful",
     "sure, I'll just pay for it myself then"],
)  # fmt: skip
def test_a_laugh_or_praise_said_twice_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear", answer


@pytest.mark.parametrize(
    "answer",
    ["lol sure, go ahead and book it", "yes that's just perfect, thanks", "great, go ahead",
     "haha yes, book it"],
)  # fmt: skip
def test_a_laugh_beside_a_go_ahead_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve", answer
