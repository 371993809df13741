"""A no whose counter-offer is put as a question reads unclear, as a stated one does (evals46).

"No, Thursday works better" and "No - how about Thursday?" read unclear since session 42 (the
agent asks again: a typed answer carries no edited call), but "No, could we do Thursday
instead?", "No, can we do Thursday afternoon instead?" and "No, ¿podemos hacerlo el jueves?"
read as a plain no: the "we do" of the question was taken for people doing it themselves, and
the question forms of other languages were no offer. The agent acknowledged a denial where the
person wanted Thursday; ``arena reply`` said "read as a no (deny)".
"""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from arena.cli import main
from arena.model.reading import read_answer as model_reads
from arena.store import SQLiteStore
from arena.wording.answers import explain_answer, read_answer
from row_table import rows
from store_support import start_waiting

ROOMS = [("R-101", "Juniper"), ("R-102", "Aspen"), ("R-204", "Cedar"), ("R-210", "Maple")]
ASKED = "Book R-102 (Aspen) for 5 people on Tuesday for the design crit?"

ASKED_BACK = [
    # the outside team's
    "No, not Tuesday - could we do Thursday afternoon instead?",
    "No, not Tuesday, could we do Thursday instead?",
    "No, could we do Thursday instead?",
    "No, can we do Thursday afternoon instead?",
    "No, not Tuesday - could we do Thursday?",
    "No, ¿podemos hacerlo el jueves?",
    # neighbours: other verbs, rooms, counts, languages
    "No, can we have Cedar?",
    "No, could we get Maple instead?",
    "Nope, shall we do Wednesday?",
    "No, could you make it 8 people?",
    "No, we could do Thursday though.",
    "Non, on peut faire jeudi ?",
    "Nein, können wir Donnerstag machen?",
    "No, possiamo fare giovedì?",
    "Nee, kunnen we donderdag doen?",
    "No, ¿podríamos usar Cedar?",
]
STILL_NO = [
    "No.",
    "No, can we talk first?",
    "No, can you tell me why Tuesday?",
    "No, we'll do it ourselves.",
    "No, can we do Thursday? I'll book it myself.",
    "No, we booked Cedar already.",
    "Nee, we doen het zelf.",
    "No, can't do Tuesday.",
    "No, I'll book Cedar.",
]


@rows("answer", ASKED_BACK)
def test_a_counter_offer_asked_as_a_question_is_unclear(answer: str) -> None:
    reading = explain_answer(answer, ASKED, rooms=ROOMS)
    assert reading.verdict == "unclear", reading
    assert "asks for another booking" in (reading.why or "")
    assert model_reads(answer, ASKED, ROOMS) == "unclear"


@rows("answer", STILL_NO)
def test_a_no_that_asks_nothing_in_its_place_stays_a_no(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "deny"


def test_arena_reply_says_unclear(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    store = SQLiteStore(db)
    request = store.requests(start_waiting(store))[0].id  # "Book a room for 6 on Tuesday."
    env = {"ARENA_POLICY": None, "ARENA_ENV": None, "COLUMNS": "200"}
    words = "No, could we do Thursday afternoon instead?"
    answered = CliRunner().invoke(main, ["reply", request, words, "--store", str(db)], env=env)
    assert answered.exit_code == 0, answered.output
    assert "read as unclear" in answered.stdout, answered.stdout
