"""answers37 (outside tester, session 37), second round: clear answers read unclear, and one yes
that waits on the person read as a go-ahead.

- a yes taken back by a refusal that opens the clause after a turn, the person's reason after it
  ("Yes please. Hmm no, cancel that, we're remote.", "Yes. No, wait, don't, the client
  cancelled."), and one whose refusal ends it after a spaced hyphen ("… - don't book."): deny,
  as the reason before the refusal did (answers36); a turn to another booking ("…, book Cedar
  instead") stays unclear (arena.wording.free_text);
- "Don't book it. Hm, or do.": a turn to a yes, unclear as "Actually, do." is (it denied:
  arena.wording.turns);
- an "ok" with only an errand after it ("ok, and send me the confirmation") agrees as "yes, and
  send me the confirmation" does (arena.wording.errands.errand_only);
- an errand for after the booking ("let the team know it's booked") is no news that it is booked
  already (arena.wording.need_gone);
- "yes, send me the details first" waits on what the person sees first, as a check before
  booking does (arena.wording.check_first): it approved."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import Reading, explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-305 (Sequoia) for 12 people on Monday at 2pm for 2 hours?"


def _read(answer: str, asked: str = ASKED) -> Reading:
    reading = explain_answer(answer, asked, rooms=ROOMS)
    assert model_reads(answer, asked, ROOMS) == reading.verdict, (
        "the scripted model reads it otherwise"
    )
    return reading


@pytest.mark.parametrize(
    "answer",
    ["Yes please. Hmm no, cancel that, we're remote.", "Yes. No, wait, don't, the client cancelled.",
     "Yes!! Oh wait, we moved it online - don't book.", "Sure. Actually no - scrap it, the meeting moved."],
)  # fmt: skip
def test_a_yes_taken_back_with_the_reason_after_the_refusal_denies(answer: str) -> None:
    assert _read(answer).verdict == "deny"


@pytest.mark.parametrize(
    "answer",
    ["Yes. Actually no, cancel that, book Cedar instead.", "don't book it. hm, or do",
     "Sure. Hmm, don't tell Bob, it's a surprise."],
)  # fmt: skip
def test_a_turn_to_another_booking_or_a_yes_stays_unclear(answer: str) -> None:
    assert _read(answer).verdict == "unclear"


@pytest.mark.parametrize(
    "answer",
    ["ok, and forward me the booking", "ok, and send me the confirmation", "ok and let me know",
     "ok, and tell Sam", "Yes, and let the team know it's booked."],
)  # fmt: skip
def test_an_ok_or_yes_with_an_errand_approves_naming_it(answer: str) -> None:
    reading = _read(answer)
    assert reading.verdict == "approve" and "not part of the booking" in (reading.why or "")


@pytest.mark.parametrize(
    "answer",
    ["Ok, later", "ok, and tell Sam to book it", "ok, and send it to Sam instead",
     "ok, send me the details first", "yes, send me the details first",
     "ok, let me know before you book"],
)  # fmt: skip
def test_an_ok_that_waits_or_changes_the_booking_stays_unclear(answer: str) -> None:
    assert _read(answer).verdict == "unclear"
