"""answers38 (outside tester, session 38): answers that approved what is no clear yes to the
request asked, or read a clear yes or "I don't know" the wrong way.

- someone else's say with who they are beside their name ("Sarah (my PA) says go ahead", "Sarah,
  my PA, says go ahead", "Kim (office manager) gave the green light"), a source with no comma
  ("According to HR it's fine", "Laut Jonas passt das"), a yes heard from someone ("Heard from
  Raj: yes") and someone else's view that it should go ahead ("My manager thinks we should book
  it") approved, where "Sarah says go ahead" is unclear (arena.wording.reported);
- a yes or 👍 aimed at another message ("👍 (to the previous message)", "👍 for the last msg",
  "👍 — meant for the catering thread", "👍 (that was for Tom)", "^ 👍", "👆 yes")
  (arena.wording.addressed);
- a count said as an idiom or roughly ("a baker's dozen" is 13, "a score" 20, "a threesome" 3;
  "a handful of us", "a few of us", "half a dozen or so", "twenty-odd" say no count)
  (arena.wording.numbers, arena.wording.changes);
- speech-to-text's sound-alikes for an hour ("yes at to p m", "yes at tree p m", "ate thirty")
  and a count word misspelt in a count's place ("yes for eighht people": approves a request for
  8, another count stays unclear) (arena.wording.dictation, arena.wording.count_typos);
- a length in the other languages' number words ("Sí, pero dos horas.") (arena.wording.named_facts);
- "I don't know" in Italian, Portuguese and Dutch ("Non lo so", "Não sei", "Weet ik niet") denied:
  it decides nothing (arena.wording.everyday)."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import Reading, explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
MAPLE = "Book Maple (R-210) for 8 people on Wednesday at 13:00 for 1 hour?"
CEDAR_13 = "Book R-204 (Cedar) for 13 people on Monday at 14:30?"
SEQUOIA = "Book Sequoia (R-305) for 6 people on Tuesday at 8:30 for 2 hours?"
ATRIUM = "Book Atrium (R-400) for 20 people on Thursday at 9:00 for 90 minutes?"
JUNIPER = "Book Juniper (R-101) for 2 people on Monday 10:00-11:00?"
ASPEN = "Book R-102 (Aspen) for 3 people tomorrow at 16:00?"


def _read(answer: str, asked: str = MAPLE) -> Reading:
    reading = explain_answer(answer, asked, rooms=ROOMS)
    assert model_reads(answer, asked, ROOMS) == reading.verdict, (
        "the scripted model reads it otherwise"
    )
    return reading


@rows(
    "answer",
    ["Sarah (my PA) says go ahead", "Sarah, my PA, says go ahead", "Dana (facilities) says approved",
     "Kim (office manager) gave the green light", "According to HR it's fine",
     "Laut Jonas passt das", "Heard from Raj: yes", "My manager thinks we should book it"],
)  # fmt: skip
def test_someone_elses_yes_is_unclear(answer: str) -> None:
    reading = _read(answer)
    assert reading.verdict == "unclear" and reading.why, reading


@rows(
    "answer",
    ["I say go ahead", "Approved by me", "approved by the department head (me)",
     "Heard from Raj, yes. Go ahead from me too.", "Yes (my decision) go ahead",
     "My manager thinks we should book it. I agree, go ahead.", "Go ahead, my friend, thanks"],
)  # fmt: skip
def test_the_persons_own_yes_still_approves(answer: str) -> None:
    assert _read(answer).verdict == "approve"


@pytest.mark.parametrize(
    "answer",
    ["👍 (to the previous message)", "👍 for the last msg", "yes for the last msg",
     "👍 — meant for the catering thread", "👍 (that was for Tom)", "^ 👍", "👆 yes to that one",
     "yes (to the previous message)"],
)  # fmt: skip
@pytest.mark.parametrize("asked", [MAPLE, ASPEN, JUNIPER])
def test_a_yes_aimed_at_another_message_is_unclear(answer: str, asked: str) -> None:
    assert _read(answer, asked).verdict == "unclear"


@rows(
    "answer", ["👍", "👍 go ahead", "👍 thanks!", "yes, that's for 8 people", "yes ^_^", "👍 for 8"]
)
def test_a_plain_yes_emoji_still_approves(answer: str) -> None:
    assert _read(answer).verdict == "approve"


@rows(
    ("answer", "asked", "verdict"),
    [("yes, a baker's dozen", CEDAR_13, "approve"), ("sure — a baker's dozen of us", CEDAR_13, "approve"),
     ("yes, a baker's dozen", MAPLE, "unclear"), ("yes, a score of people", MAPLE, "unclear"),
     ("yes, a score of us", ATRIUM, "approve"), ("yes, a threesome", JUNIPER, "unclear"),
     ("yes, half a dozen of us", SEQUOIA, "approve"), ("yes, half a dozen or so", SEQUOIA, "unclear"),
     ("yes, a score or so", ATRIUM, "unclear"), ("yes, twenty-odd", ATRIUM, "unclear"),
     ("yes, a handful of us", MAPLE, "unclear"), ("yes, a few of us", JUNIPER, "unclear"),
     ("sure, a small crowd", MAPLE, "unclear"), ("yes, thanks a bunch", MAPLE, "approve"),
     ("yes, thanks a lot", MAPLE, "approve")],
)  # fmt: skip
def test_a_count_said_as_an_idiom(answer: str, asked: str, verdict: str) -> None:
    assert _read(answer, asked).verdict == verdict


@rows(
    ("answer", "asked", "verdict"),
    [("yes at to p m", MAPLE, "unclear"), ("yes at too p m", MAPLE, "unclear"),
     ("yes at tree p m", ASPEN, "unclear"), ("yes at for p m", ASPEN, "approve"),
     ("yes ate thirty", SEQUOIA, "approve"), ("yes at ate o'clock", SEQUOIA, "unclear"),
     ("yes for eighht people", MAPLE, "approve"), ("yes for ate people", MAPLE, "approve"),
     ("yes for eigth people", MAPLE, "approve"), ("yes for twelv people", MAPLE, "unclear"),
     ("yes for tree people", ASPEN, "approve"), ("yes for tree people", JUNIPER, "unclear"),
     ("yes for too people", JUNIPER, "approve"), ("yes, go for it", MAPLE, "approve")],
)  # fmt: skip
def test_speech_to_text_hours_and_count_slips(answer: str, asked: str, verdict: str) -> None:
    assert _read(answer, asked).verdict == verdict


@rows(
    "answer",
    ["Sí, pero dos horas.", "Ja, aber zwei Stunden.", "Sì, per due ore.", "Sim, duas horas."],
)
def test_a_length_in_other_languages_is_unclear(answer: str) -> None:
    assert _read(answer).verdict == "unclear"


@rows(
    "answer",
    ["Non lo so", "Non so", "Boh, non lo so", "Non saprei", "Não sei", "Não sei não", "Não faço ideia",
     "Weet ik niet", "Ik weet het niet", "Geen idee"],
)  # fmt: skip
def test_i_dont_know_decides_nothing(answer: str) -> None:
    assert _read(answer, CEDAR_13).verdict == "unclear"


@rows("answer", ["No, non prenotare", "Não, não reserve", "Nee, niet boeken"])
def test_a_no_in_those_languages_still_denies(answer: str) -> None:
    assert _read(answer, CEDAR_13).verdict == "deny"
