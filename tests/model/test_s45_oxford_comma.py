"""A list of names with a comma before its "and" (the serial comma) counts its last name
(requests45, fresh requests): "Book Maple Tuesday for Ana, Raj, and Li." read 2 and
"Tuesday: me, Ana, Raj, and Li." read 3 — the name after ", and" was left out, a room for fewer
than come. The list without that comma, and lists ending in "me", a count or a group, read as
before."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, NotUnderstood, read_request


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Book Maple Tuesday for Ana, Raj, and Li.", 3),
        ("Book Maple Tuesday for me, Ana, Raj, and Li.", 4),
        ("Tuesday: me, Ana, Raj, and Li. Maple please.", 4),
        ("Book Maple Tuesday: Ana, Raj, Li, and Bo.", 4),
        # neighbours
        ("Book Maple Tuesday for me, Ana, Raj and Li.", 4),
        ("Book Maple Tuesday for Ana, Raj, Li and me.", 4),
        ("Book Maple Tuesday for Ana, Ben, and me.", 3),
        ("Book Maple Tuesday for Ana, Raj, and two guests.", 4),
        ("Book Maple Tuesday for 3: Ana, Raj, and Li.", 3),
    ],
)
def test_every_name_counts(text: str, count: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.capacity == count


def test_a_group_at_the_end_is_asked_about() -> None:
    read = read_request("Book Maple Tuesday for Ana, Raj, and the design team.")
    assert isinstance(read, NotUnderstood) and "group" in read.reason
