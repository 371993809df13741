"""answers38 (outside tester, session 38), second wave, written after aca77d87: more answers that
approved what is no clear yes.

- someone else's say with who they are set off by dashes or a "who" clause ("My boss — Tom —
  says go ahead", "Sam, who runs the space, says it's ok"), "Kim says it's a go", "Per my EA,
  yes" and someone wanting it booked ("Tom wants you to book it") (arena.wording.reported);
- "👍 (previous msg)" (arena.wording.addressed);
- a count with a margin or a second count ("yes, 8 plus or minus", "yes, 20+", "yes, 13 or 14",
  "yes — a good few of us") (arena.wording.changes);
- the hour or minutes of the request's clock time said alone ("yes, 14" or "yes, fourteen" to
  "at 14:30": 14:00 or 14 people) (arena.wording.facts);
- an hour heard as a word at the end of its clause ("yes at to", "yes at tree", "yes at fife")
  (arena.wording.dictation)."""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import Reading, explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
MAPLE = "Book Maple (R-210) for 8 people on Wednesday at 13:00 for 1 hour?"
CEDAR_13 = "Book R-204 (Cedar) for 13 people on Monday at 14:30?"
ATRIUM = "Book Atrium (R-400) for 20 people on Thursday at 9:00 for 90 minutes?"
ASPEN = "Book R-102 (Aspen) for 3 people tomorrow at 16:00?"


def _read(answer: str, asked: str = MAPLE) -> Reading:
    reading = explain_answer(answer, asked, rooms=ROOMS)
    assert model_reads(answer, asked, ROOMS) == reading.verdict, (
        "the scripted model reads it otherwise"
    )
    return reading


@rows(
    ("answer", "asked", "verdict"),
    [("My boss — Tom — says go ahead", MAPLE, "unclear"),
     ("Sam, who runs the space, says it's ok", MAPLE, "unclear"), ("Kim says it's a go", MAPLE, "unclear"),
     ("Per my EA, yes", MAPLE, "unclear"), ("Tom wants you to book it", ATRIUM, "unclear"),
     ("Our CEO wants it booked", ATRIUM, "unclear"), ("👍 (previous msg)", MAPLE, "unclear"),
     ("yes, 8 plus or minus", MAPLE, "unclear"), ("yes, 20+", ATRIUM, "unclear"),
     ("yes, 13 or 14", CEDAR_13, "unclear"), ("yes — a good few of us", MAPLE, "unclear"),
     ("yes, 14", CEDAR_13, "unclear"), ("yes, fourteen", CEDAR_13, "unclear"),
     ("yes at to", MAPLE, "unclear"), ("yes at tree", MAPLE, "unclear"), ("yes at fife", ASPEN, "unclear")],
)  # fmt: skip
def test_no_clear_yes_to_this_request(answer: str, asked: str, verdict: str) -> None:
    reading = _read(answer, asked)
    assert reading.verdict == verdict and reading.why, reading


@rows(
    ("answer", "asked"),
    [("I want you to book it", MAPLE), ("yes, 8 max", MAPLE),
     ("yes, 13", CEDAR_13), ("Yes, 14:30", CEDAR_13), ("Yes, R-204", CEDAR_13), ("Ja, 13-14 Uhr", MAPLE),
     ("yes at won", MAPLE), ("yes at for", ASPEN), ("yes, all eight of us", MAPLE),
     ("Go ahead (Sarah, my PA, is copied)", MAPLE), ("Yes. I've told Priya.", MAPLE)],
)  # fmt: skip
def test_a_clear_yes_still_approves(answer: str, asked: str) -> None:
    assert _read(answer, asked).verdict == "approve"
