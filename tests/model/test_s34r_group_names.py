"""regress34: c98bdd60 reads a name's following capitalised words as one person ("Mary Smith",
"General Counsel") and a bare role as one within a list ("CEO, CFO and me"). A group or a firm
named in two or three capitalised words ("Team Alpha", "Project Phoenix", "Acme Corp", "New York
Office") then read as one person, and "the CEO, CFO and their assistants" as two, where each read
as no head count before: a room for 2 was asked for people in a number nobody said."""

from __future__ import annotations

import pytest

from arena.model.head_count import capacity


@pytest.mark.parametrize(
    "text",
    ["Book Tuesday for Team Alpha and me.", "Book Tuesday for Project Phoenix and me.",
     "Book Tuesday for Acme Corp and me.", "Book Tuesday for New York Office and me.",
     "Book Tuesday for the CEO, CFO and their assistants.",
     "Book Tuesday for the CEO, CFO and their teams."],
)  # fmt: skip
def test_a_group_named_in_capitals_is_no_head_count(text: str) -> None:
    assert isinstance(capacity(text), str), text


@pytest.mark.parametrize(
    ("text", "count"),
    [("Book Tuesday for Mary Smith, Bob Jones and me.", 3),
     ("Attendees: CEO, CFO, COO, General Counsel, and me.", 5),
     ("Book Tuesday for our CEO, CFO and me.", 3), ("Book a room for Ana Lopez and me on Tuesday.", 2),
     ("Book Tuesday for the CEO and 4 guests.", 5)],
)  # fmt: skip
def test_people_named_in_full_still_count(text: str, count: int) -> None:
    assert capacity(text) == count, text
