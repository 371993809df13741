"""A drawn-out yes ("yeahh", "yeppp", "yupp") is the yes it draws out, as a drawn-out no
("noooo", "nahhh") was already the no (heldout41: "yeahh" read "it says neither yes nor no")."""

from __future__ import annotations

import pytest

from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar")]


@pytest.mark.parametrize("answer", ["yeahh", "yeahhh", "yeaaah", "yeppp", "yupp", "Yeahh 👍"])
def test_a_drawn_out_yes_approves(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        # honest neighbours: what the yes carries is still read, mockery stays unclear
        ("yeahh but Cedar", "unclear"),
        ("yeppp, for 8 people", "unclear"),
        ("yeahh right", "unclear"),
        ("suuure", "unclear"),
        ("yeahhh no", "deny"),
        ("noooo", "deny"),
        ("nahhh", "deny"),
    ],
)
def test_neighbours_keep_their_reading(answer: str, verdict: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == verdict
