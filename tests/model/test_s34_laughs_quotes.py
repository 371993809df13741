"""Outside tester 34: a bare yes with a laugh or a joke's mark anywhere in it ("ha. yes. of
course.", "obviously yes lol", "yes xD", "yess /j", "Riiight. Yes.") and a bare yes in scare
quotes ("'sure'", "«yes»", "“Yes.”", '"yes" lol') approved and booked, where session 33 read
only a laugh right before or after a single yes ("lol sure"). The laugh or the quotes may be at
the request: each is unclear now. A laugh beside a yes that asks for the booking ("haha yes,
book it") and a framework's JSON string ('"yes"') still approve.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-210 (Maple) for 10 people on Friday 14:00-15:00?"


def _verdict(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=ROOMS).verdict
    assert model_reads(answer, ASKED) == verdict, "the scripted model reads it otherwise"
    return verdict


@pytest.mark.parametrize(
    "answer",
    ['"yes" lol', "ha. yes. of course.", "obviously yes lol", "yes xD", "yess /j",
     "Riiight. Yes.", "heh. yes. obviously.", "ha! yes, of course", "'sure'", "«yes»",
     "“Yes.”", "yes /s"],
)  # fmt: skip
def test_a_marked_bare_yes_is_not_an_approval(answer: str) -> None:
    assert _verdict(answer) != "approve", answer


@pytest.mark.parametrize(
    "answer",
    ['"yes"', "haha yes, book it", "lol sure, go ahead and book it", "yes, of course",
     "Yes. Of course.", "Yes, obviously."],
)  # fmt: skip
def test_a_yes_that_asks_for_the_booking_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve", answer
