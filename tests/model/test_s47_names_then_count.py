"""A list of names that opens a request, the writer last, counts each name (heldout46): "Ana,
Tom, me plus 2 guests — Aspen on Wednesday" read 3 (the "me" and the two guests), and once its
room was read it booked a room for 3 for five people; "Ana, Tom, me on Wednesday" said no count.
A greeting, a team, a day or a room before the writer is no one, and other lists read as
before."""

from __future__ import annotations

import pytest

from arena.model.head_count import capacity


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Ana, Tom, me plus 2 guests — Aspen on Wednesday", 5),
        ("Ana, Tom and me plus 2 guests on Wednesday", 5),
        ("Ana, Tom, and me plus 2 guests on Wednesday", 5),
        ("Ana, Tom, me on Wednesday", 3),
    ],
)
def test_each_name_before_the_writer_counts(text: str, count: int) -> None:
    assert capacity(text) == count


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Book Aspen for Ana, Tom, me plus 2 guests on Wednesday", 5),
        ("me plus 2 guests on Wednesday", 3),
    ],
)
def test_other_lists_read_as_before(text: str, count: int) -> None:
    assert capacity(text) == count


@pytest.mark.parametrize(
    "text",
    [
        "Hi, Tom, me plus 2 guests on Wednesday",
        "Wednesday, Tom, me plus 2 guests",
        "Sales, Tom, me plus 2 guests on Wednesday",
        "Aspen, Tom, me plus 2 guests on Wednesday",
    ],
)
def test_a_greeting_day_team_or_room_first_is_no_one(text: str) -> None:
    assert capacity(text) != 5
