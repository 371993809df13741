"""A spoken "no wait" corrects what came before (requests45, fresh requests): "Book Cedar for 6
on Tuesday. No wait, Maple." booked Cedar, the room taken back ("no … Maple" read as ruling
Maple out, "wait" as a room's name), and "Tuesday, 6 people, Cedar — no wait, Maple." booked a
third room. "No wait, <room / count / weekday>" now reads as "actually, …", as "wait, we're 8"
did; "No, wait for my ok." and "no waiting around" are no correction."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, read_request


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@pytest.mark.parametrize(
    "text",
    [
        "Book Cedar for 6 on Tuesday. No wait, Maple.",
        "Tuesday, 6 people, Cedar — no wait, Maple.",
        "Tuesday, 6 people, Cedar, no wait, Maple.",
        "Book Cedar — no wait, Maple — for 6 on Tuesday.",
        "Book Cedar for 6 on Tuesday. Nope, hold on, Maple is better.",
        "Book Cedar for 6 on Tuesday — wait, no, Maple.",
    ],
)
def test_the_room_said_last_is_booked(text: str) -> None:
    assert _booked(text) == ["R-210"]


@pytest.mark.parametrize(
    ("text", "count", "day"),
    [
        ("Book Cedar for 6 on Tuesday. No wait, we're 8.", 8, "Tuesday"),
        ("Book Cedar for 6 on Tuesday. No wait, Thursday.", 6, "Thursday"),
        ("Book Cedar for 6 on Tuesday — wait, we're 8", 8, "Tuesday"),
        ("Book Cedar for 6 on Tuesday. No, wait for my ok.", 6, "Tuesday"),
        ("Book Cedar for 6 on Tuesday, no waiting around.", 6, "Tuesday"),
    ],
)
def test_counts_and_days(text: str, count: int, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest)
    assert (read.capacity, read.day) == (count, day)
