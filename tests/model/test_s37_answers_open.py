"""answers37 (outside tester, session 37), third round: a yes whose head count or length is left
open approved the booking as asked.

- a whole group said as who comes, with no count beside it ("yes, it'll be the whole team",
  "sure, me and the team", "yes — the whole gang"), and a meeting opened to anyone ("anyone can
  come", "the more the merrier", "bring a friend"): how many come is no count the request says
  (arena.wording.joining); "the whole team is the eight of us" gives its count and approves;
- a longer meeting than asked, in words ("we may run over", "we'll need it longer though"):
  the length asked changes (arena.wording.changes);
- "Yes, don't forget to email Sam" read as a yes to something ("yes to email Sam") once its
  reminder was set aside: the reminder's "to" goes with it (arena.wording.asides), as "Go
  ahead, don't forget to email Sam" approved."""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import Reading, explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book Maple (R-210) for 8 people on Wednesday at 13:00 for 1 hour?"


def _read(answer: str, asked: str = ASKED) -> Reading:
    reading = explain_answer(answer, asked, rooms=ROOMS)
    assert model_reads(answer, asked, ROOMS) == reading.verdict, (
        "the scripted model reads it otherwise"
    )
    return reading


@rows(
    "answer",
    ["yes, it'll be the whole team", "yes, we'll be the whole department", "yes — the whole gang",
     "sure, me and the team", "yes, my whole team", "yes, the full crew", "yes, the more the merrier",
     "yes, open invite", "Yes, open to everyone.", "yes, anyone can come", "yes, everyone's welcome",
     "yes, invite whoever wants to come", "Sure, bring a friend if you like.", "yes, and bring the kids",
     "yes, tell the whole team to come"],
)  # fmt: skip
def test_a_yes_that_leaves_who_comes_open_is_unclear(answer: str) -> None:
    reading = _read(answer)
    assert reading.verdict == "unclear" and reading.why, reading


@rows(
    "answer",
    ["yes, we may run over", "yes, we'll need it longer though", "ok, it might run long",
     "Sure, but we'll go over time probably"],
)  # fmt: skip
def test_a_yes_to_a_longer_meeting_is_unclear(answer: str) -> None:
    assert _read(answer).verdict == "unclear"


@rows(
    "answer",
    ["Yes, the whole team is the eight of us.", "yes, the whole team of 8",
     "Yes, send everyone the calendar invite.", "yes, I'd like that", "Sure, and bring the slides",
     "yes, for all 8 of us", "Yes, for the whole team (8 people).",
     "Yes, send the whole team the invite", "yes, share it with the whole team"],
)  # fmt: skip
def test_a_group_with_its_count_or_an_errand_still_approves(answer: str) -> None:
    assert _read(answer).verdict == "approve"


@rows(
    "answer",
    ["Yes, don't forget to email Sam", "Yes — don't forget to email Sam",
     "Sure - don't forget to send the agenda"],
)  # fmt: skip
def test_a_reminder_beside_a_yes_still_approves(answer: str) -> None:
    assert _read(answer).verdict == "approve"


def test_a_reminder_to_invite_someone_stays_unclear() -> None:
    assert _read("Yes, don't forget to invite Sam").verdict == "unclear"
