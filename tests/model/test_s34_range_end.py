"""Outside tester 34: a bare number or a time alone that is the hour a request's range ends
("yes, 11", "ja, ab 11", "oui, 11h", "yes, 11:00" to a 10:00-11:00 request, "yes, 16" to
15:30-16:30) approved and booked the 10:00 slot, where "yes, at 11" read unclear (held-out
tester 33): it may say a start an hour later, or 11 people. Each is unclear now; the range
("yes, 10-11", "10 till 11"), its end after "till" or "bis" and the request's head count still
approve. The start said alone ("yes, 10") approved here too until answers35: a bare number after
a yes may be a head count, an option or the hour ("YES 2" to "… at 2pm", held-out tester 34), so
it reads unclear unless it is the request's count (test_s35_bare_number).
"""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
TEN = "Book R-101 (Juniper) for 4 people on Monday 10:00-11:00?"
HALF = "Book R-400 (Atrium) for 2 people on Tuesday 15:30-16:30?"
PM = "Book R-210 (Maple) for 10 people on Friday 2-3pm?"


def _verdict(answer: str, asked: str) -> str:
    verdict = explain_answer(answer, asked, rooms=ROOMS).verdict
    assert model_reads(answer, asked) == verdict, "the scripted model reads it otherwise"
    return verdict


@rows(
    ("answer", "asked"),
    [("yes, 11", TEN), ("ja, ab 11", TEN), ("oui, 11h", TEN), ("yes, 11:00", TEN),
     ("yes 11", TEN), ("ok, 11 works", TEN), ("sure — 11", TEN), ("sí, 11", TEN),
     ("yes, 16", HALF), ("yep 16", HALF), ("yes, 3pm", PM), ("yes, 3", PM), ("yes, 10", TEN)],
)  # fmt: skip
def test_the_hour_a_range_ends_alone_is_unclear(answer: str, asked: str) -> None:
    assert _verdict(answer, asked) == "unclear", answer


@rows(
    ("answer", "asked"),
    [("yes, at 10", TEN), ("yes, 10-11", TEN), ("yes, 10 till 11", TEN), ("yes, till 11", TEN),
     ("ja, bis 11 Uhr", TEN), ("yes, 4", TEN), ("yes, 10:00-11:00", TEN), ("yes, 2", HALF),
     ("yes, 2pm", PM), ("yes, 2-3pm", PM), ("yes, 10", PM)],
)  # fmt: skip
def test_the_start_the_range_or_the_count_still_approves(answer: str, asked: str) -> None:
    assert _verdict(answer, asked) == "approve", answer
