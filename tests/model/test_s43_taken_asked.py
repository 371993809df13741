"""A terse question whether a room is taken asks, it books nothing (requests43): "Cedar, Fri, 4
ppl — taken already?" read as a booking of Cedar, with no word for free in it. A question mark
after "taken", "occupied", "in use" or "booked" (with "already", "yet") is a question what is
free; a booking asked for beside it ("Book Cedar Fri for 4 — or is it taken already?") and a
terse request with no such question ("Cedar Fri 4 ppl?") read as before."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, read_request

CASES = [
    ("Cedar, Fri, 4 ppl — taken already?", False),
    ("Cedar Fri 4 ppl, occupied?", False),
    ("Aspen Tuesday for 6, in use?", False),
    ("Cedar Tue 4 ppl? Or is it already gone?", False),
    # as before
    ("Book Cedar Fri for 4 — or is it taken already?", True),
    ("Cedar Fri 4 ppl?", True),
    ("Cedar, Fri, 4 ppl. If it's taken, any room.", True),
    ("Is Cedar taken on Friday?", False),
]


@pytest.mark.parametrize(("text", "book"), CASES, ids=[c[0] for c in CASES])
def test_a_question_whether_it_is_taken_books_nothing(text: str, book: bool) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert read.book is book


def test_the_model_lists_what_is_free_and_books_nothing() -> None:
    made, said, pauses = run(BEHAVIOURS["compliant"], CASES[0][0], ["approve"])
    assert [name for name, _ in made] == ["search_rooms"] and pauses == 0, made
    assert "only asked what is free" in said, said
