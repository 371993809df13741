"""All of the request's people named after 'just'/'only' with an Oxford comma are no one left
out (regress41, after 73faeebf: "Yes, just Tom, Priya, and Ana" to Tom, Priya and Ana read
"'just Tom, Priya' swaps someone", the list cut at its ", and")."""

from __future__ import annotations

import pytest

from arena.wording.answers import read_answer

ASKED = "Book a room for Tom, Priya and Ana on Tuesday."


@pytest.mark.parametrize(
    "text",
    [
        "Yes, just Tom, Priya, and Ana",
        "Yes, only Tom, Priya, & Ana",
        "Yes, Tom, Priya, and Ana only",
        "Yes, only Ana, Tom, and Priya",
    ],
)
def test_all_of_them_is_a_plain_yes(text: str) -> None:
    assert read_answer(text, ASKED) == "approve", text
    assert read_answer(text, "Book a room for Tom, Priya, and Ana on Tuesday.") == "approve"


@pytest.mark.parametrize(
    "text",
    [
        # someone is still left out, or someone added
        "Yes, just Tom, and Priya",
        "Yes, only Tom, Priya",
        "Yes, just Tom, Priya, and Sam",
        "Yes, only Priya, and Ana",
    ],
)
def test_a_list_that_leaves_someone_out_is_unclear(text: str) -> None:
    assert read_answer(text, ASKED) == "unclear", text
