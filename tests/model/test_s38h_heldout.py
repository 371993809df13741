"""answers38's held-out set (401 answers written last, read once on 7504a7bf: 39 misses, 11
dangerous; 86 and 38 on 681ce7fe): the answers that still approved what is no clear yes, and a few
plain answers in other languages read as unclear.

- a thumbs-up meant for someone else or an earlier message ("👍 (meant that for Jo)", "👍 to the
  one before") (arena.wording.addressed);
- a count said as more than asked or roughly ("yes, a few more than that", "yes, sixteen or so")
  (arena.wording.changes);
- someone's view passed on ("Apparently Nina's happy for it to go ahead", "Nina's thumbs-up:
  yes") (arena.wording.reported);
- a range that starts at the hour of the request's time but not at the time ("Ok, 11 till 12" to
  "at 11:30 for 30 minutes") (arena.wording.facts);
- "Weet ik nog niet", "Não tenho certeza" denied; "Da, sigur.", "Да, давайте." approve, "Ei
  tarvitse.", "Нет, не нужно." deny (arena.wording.everyday, arena.wording.other_languages)."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
JUNIPER = "Book Juniper (R-101) for 4 people on Friday at 11:30 for 30 minutes?"
ATRIUM = "Book R-400 (Atrium) for 16 people on Wednesday at 10:00?"
CEDAR = "Book Cedar (R-204) for 7 people on Tuesday 09:00-10:00?"


@pytest.mark.parametrize(
    ("answer", "asked", "verdict"),
    [("👍 (meant that for Jo)", JUNIPER, "unclear"), ("👍 to the one before", JUNIPER, "unclear"),
     ("yes, a few more than that", CEDAR, "unclear"), ("yes, sixteen or so", ATRIUM, "unclear"),
     ("Apparently Nina's happy for it to go ahead", ATRIUM, "unclear"),
     ("Nina's thumbs-up: yes", ATRIUM, "unclear"), ("Ok, 11 till 12", JUNIPER, "unclear"),
     ("Weet ik nog niet", CEDAR, "unclear"), ("Não tenho certeza", CEDAR, "unclear"),
     ("Da, sigur.", CEDAR, "approve"), ("Да, давайте.", CEDAR, "approve"),
     ("Ei tarvitse.", CEDAR, "deny"), ("Нет, не нужно.", CEDAR, "deny"),
     ("Yes, 11:30-12:00", JUNIPER, "approve"), ("Sure, 11:30–12", JUNIPER, "approve"),
     ("yes at eleven thirty", JUNIPER, "approve"), ("👍 meant it, go ahead", JUNIPER, "approve"),
     ("yes, sixteen", ATRIUM, "approve")],
)  # fmt: skip
def test_heldout_answers(answer: str, asked: str, verdict: str) -> None:
    reading = explain_answer(answer, asked, rooms=ROOMS)
    assert model_reads(answer, asked, ROOMS) == reading.verdict
    assert reading.verdict == verdict, reading
