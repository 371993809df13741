"""answers38 (outside tester, session 38), second round: clear answers read as unclear, and a
yes for the evening read as the morning asked.

- a footer below a plain answer changed its verdict: a text service's ("Reply STOP to opt out",
  "Msg&data rates may apply") and a paragraph on when the writer works or reads mail ("Office
  hours Mon to Fri, 8am–4pm", "I work part-time: Mon, Tue, Wed", "Note: I don't check email on
  weekends") (arena.wording.signatures, arena.wording.mail);
- the asked time said back as the range a start and a length make ("Yes: 13:00–14:00.", "Sure,
  one hour at 13:00." to "at 13:00 for 1 hour"): a length is read in minutes however it is
  written, and the request's end is its start plus its length; "yes, 14:00" still names the
  request's end, not its start (arena.wording.named_facts, arena.wording.facts);
- "X. No, Y." and "X, no, Y" where Y is the request's own ("Yes for 9. No, 8.", "Yes, Cedar, no,
  Maple, sorry."): a correction, not a yes and a no; "Yes. No, don't." takes the yes back
  (arena.wording.corrections, arena.wording.free_text);
- "yes, 20:30" to "at 8:30": a time from 7 to 11 written without "am" or "pm" is the morning's
  (arena.wording.facts);
- "Hayır, ayırtma." (Turkish "no, don't book it") and "Javisst" (Swedish "of course"), and a yes
  after "Wait —" (arena.wording.other_languages, arena.wording.name_first)."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import Reading, explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
MAPLE = "Book Maple (R-210) for 8 people on Wednesday at 13:00 for 1 hour?"
SEQUOIA = "Book Sequoia (R-305) for 6 people on Tuesday at 8:30 for 2 hours?"
JUNIPER = "Book Juniper (R-101) for 2 people on Monday 10:00-11:00?"
CEDAR = "Book Cedar (R-204) for 12 people on Friday 15:00-16:00?"


def _read(answer: str, asked: str = MAPLE) -> Reading:
    reading = explain_answer(answer, asked, rooms=ROOMS)
    assert model_reads(answer, asked, ROOMS) == reading.verdict, (
        "the scripted model reads it otherwise"
    )
    return reading


FOOTERS = ["Reply STOP to opt out", "Reply HELP for help, STOP to cancel",
           "Msg&data rates may apply. Reply STOP to unsubscribe.", "Office hours Mon to Fri, 8am–4pm",
           "I work part-time: Mon, Tue, Wed", "Note: I don't check email on weekends"]  # fmt: skip


@pytest.mark.parametrize("footer", FOOTERS)
@pytest.mark.parametrize("asked", [MAPLE, JUNIPER])
def test_a_footer_keeps_the_verdict_above_it(footer: str, asked: str) -> None:
    assert _read(f"Yes, go ahead.\n\n{footer}", asked).verdict == "approve"
    assert _read(f"No, don't book it.\n\n{footer}", asked).verdict == "deny"
    assert _read(f"Maybe, let me check.\n\n{footer}", asked).verdict == "unclear"


@rows(
    "answer",
    ["Yes.\n\nI don't check email on weekends so book it for Monday", "Yes.\nOffice hours only",
     "Yes.\n\nWorking hours only please"],
)  # fmt: skip
def test_a_line_that_answers_is_no_footer(answer: str) -> None:
    assert _read(answer).verdict != "deny"
    assert _read(answer.replace("Yes.", "Maybe.")).verdict == "unclear"


@rows(
    "answer",
    ["Yes: 13:00–14:00.", "Ok — 1 to 2pm.", "Sure, one hour at 13:00.", "Yes, Wed 1pm for an hour",
     "yes, for 60 minutes", "Fine. Wednesday 13:00."],
)  # fmt: skip
def test_the_asked_start_and_length_said_back_approve(answer: str) -> None:
    assert _read(answer).verdict == "approve"


@rows(
    "answer",
    ["Yes, 14:00", "yes, at 2pm", "Yes, 13:00-15:00", "yes, two hours", "yes, half an hour",
     "Fine. Wednesday 14:00."],
)  # fmt: skip
def test_another_time_or_length_stays_unclear(answer: str) -> None:
    assert _read(answer).verdict == "unclear"


@rows(
    ("answer", "verdict"),
    [("Yes for 9. No, 8.", "approve"), ("Yes, Cedar, no, Maple, sorry.", "approve"),
     ("Yes. 14:00, no, 13:00.", "approve"), ("Thursday. No, Wednesday. Yes.", "approve"),
     ("Tuesday — no, Wednesday, yes go ahead.", "approve"), ("Yes for 8. No, 9.", "unclear"),
     ("Yes for 9. No, 8 is too few.", "unclear"), ("yes for nine no eight", "unclear"),
     ("Yes. No, Thursday.", "unclear"), ("Yes. No, don't.", "deny"), ("Sure. No, leave it.", "deny"),
     ("Oui. Non, laisse tomber.", "deny"), ("Yes. Don't forget it.", "unclear"),
     ("Yes. No, don't forget the projector.", "unclear")],
)  # fmt: skip
def test_a_correction_inside_one_answer(answer: str, verdict: str) -> None:
    assert _read(answer).verdict == verdict


@rows(
    ("answer", "verdict"),
    [("yes, 20:30", "unclear"), ("yes eight thirty p m", "unclear"), ("yes, 8:30pm", "unclear"),
     ("yes, 8:30", "approve"), ("yes, 08:30", "approve")],
)  # fmt: skip
def test_a_morning_time_without_am_is_the_mornings(answer: str, verdict: str) -> None:
    assert _read(answer, SEQUOIA).verdict == verdict


@rows(
    ("answer", "verdict"),
    [("Hayır, ayırtma.", "deny"), ("Ayırtma", "deny"), ("Javisst", "approve"),
     ("Wait — yes, book it.", "approve"), ("Sam - yes", "unclear")],
)  # fmt: skip
def test_other_words(answer: str, verdict: str) -> None:
    assert _read(answer, CEDAR).verdict == verdict
