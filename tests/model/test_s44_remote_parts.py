"""Remote people named beside those in the room take no seat (requests44b): "2 remote engineers
+ 3 onsite" read 2, the first count, and "3 onsite plus 2 remote engineers" without "for" read
2, the engineers. The room is for the 3 in it; an honest sum of roles is still added up."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


def _count(text: str) -> int | None:
    read = read_request(text)
    return read.capacity if isinstance(read, BookingRequest) else None


@pytest.mark.parametrize(
    "text",
    [
        "Book Maple Tuesday for 2 remote engineers + 3 onsite.",
        "Book Maple Tuesday for 2 remote + 3 onsite.",
        "Book Maple Tuesday for 2 remote engineers and 3 in person.",
        "Book Maple Tuesday for 2 remote designers & 3 in the room.",
        "Book Maple Tuesday: 3 onsite plus 2 remote engineers",
        "Book Maple Tuesday: 2 remote engineers + 3 onsite",
        "Book Maple Tuesday, 2 remote engineers, 3 in the room.",
    ],
)
def test_the_remote_part_is_no_count_of_seats(text: str) -> None:
    assert _count(text) in (3, None)  # 3 seats, or asked how many: never 2 (or 5)


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Book Maple Tuesday for 2 remote engineers + 3 onsite.", 3),
        ("Book Maple Tuesday for 3 onsite + 2 remote engineers.", 3),
        ("Book Maple Tuesday for 3 onsite + 2 remote.", 3),
        ("Book Maple for Thu. 6 ppl + 2 remote.", 6),
        ("Book Maple Tuesday for 2 engineers + 3 designers.", 5),
        ("Book Maple Tuesday for 2 engineers + 3 guests.", 5),
    ],
)
def test_the_seats_counted(text: str, count: int) -> None:
    assert _count(text) == count
