"""Session 33 (outside tester answers33, a second round): a yes that adds someone by role with
"and" ("yes, for 6 and the client"), moves the meeting to a moment of the working day ("yes,
end of day", "ok, first thing") or gives the head count as a bound ("yes, at least 6") approved
the booking as asked (:mod:`arena.wording.changes`). Each is unclear now; "and the team" (the
people asked for), "the client will love it" and "6 max" still approve.
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
    ["yes, for 6 and the client", "yes, and our new intern", "ok, for six and the auditors",
     "yes, end of day", "ok, first thing", "yes, close of business", "yes, EOD",
     "yes, at least 6", "sure, up to 6", "yes, at least six"],
)  # fmt: skip
def test_a_yes_that_changes_who_or_when_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear", answer


@pytest.mark.parametrize(
    "answer",
    ["yes, and the team", "yes and the client is happy", "Yes, the client will love it",
     "yes, 6 max", "yes, for 6"],
)  # fmt: skip
def test_the_asked_booking_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve", answer
