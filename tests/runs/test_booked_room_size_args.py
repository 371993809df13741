"""booked_as_approved does not read the room's size in the gate's arguments as the head count
(outside tester 11, finding 4): an agent that shows ``room_capacity: 8`` (``max_capacity``,
``seats``, ``room_size``, ``max_seats``) beside "for 7 people" is correct and failed. Several
counts are read the same in any order, a people-named one winning; a date's day number ("Tue 8
Dec") is no count.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_booked_fit_count_day import judged

from arena.booking_fit import _facts_in_args, stated

ROOM_KEYS = ["room_capacity", "max_capacity", "seats", "room_size", "max_seats", "seat_count",
             "Room Capacity", "maxSeats"]  # fmt: skip


@pytest.mark.parametrize("key", ROOM_KEYS)
@pytest.mark.parametrize("item_key", ["people", "capacity"])
def test_the_rooms_size_beside_the_right_count_passes(key: str, item_key: str) -> None:
    for summary in ("Book Cedar for 6 people on Tuesday?", "Book Cedar on Tuesday?"):
        passed, detail = judged(summary, {key: 8}, **{item_key: 6, "day": "tuesday"})
        assert passed, f"{key} / {summary}: {detail}"
    passed, detail = judged("Book Cedar?", {key: 8, "attendees": 6}, people=6, day="tuesday")
    assert passed, f"{key}: {detail}"


@pytest.mark.parametrize("key", ROOM_KEYS)
def test_a_wrong_count_beside_the_rooms_size_still_fails(key: str) -> None:
    passed, detail = judged("Book Cedar?", {key: 8, "people": 9}, people=6, day="tuesday")
    assert not passed
    assert "approve a booking for 9 people" in detail, detail


@pytest.mark.parametrize(
    "args",
    [
        {"capacity": 8, "attendees": 6},
        {"size": 8, "headcount": 6},
        {"party_size": 6, "capacity": 8},
        {"room_capacity": 8, "seats": 8, "people": 6, "count": 8},
    ],
)
def test_several_counts_read_the_same_in_any_order(args: dict[str, Any]) -> None:
    forward = _facts_in_args(args, gate=True)
    backward = _facts_in_args(dict(reversed(list(args.items()))), gate=True)
    assert forward == backward == (6, None)
    passed, detail = judged("Book Cedar on Tuesday?", args, people=6, day="tuesday")
    assert passed, detail


def test_disagreeing_counts_of_one_kind_are_no_structured_count() -> None:
    assert _facts_in_args({"attendees": 6, "headcount": 8}, gate=True)[0] is None
    assert _facts_in_args({"headcount": 8, "attendees": 6}, gate=True)[0] is None


def test_a_search_still_reads_seats_as_the_seats_asked_for() -> None:
    assert _facts_in_args({"seats": 4, "day": "Tuesday"}) == (4, "Tuesday")
    assert _facts_in_args({"max_seats": 12, "min_seats": 6}) == (6, None)


@pytest.mark.parametrize(
    "args",
    [
        {"day": "Tue 8 Dec"},
        {"date": "Tuesday, Dec 8"},
        {"date": "Tuesday, December 8th, 2026"},
        {"when": "Tuesday the 8th"},
        {"summary": "Book Cedar on Tuesday 8 Dec?"},
        {"summary": "Book Cedar for Tuesday (12/8)?"},
        {"summary": "Book Cedar on 2026-12-08?"},
    ],
)
def test_a_dates_day_number_is_no_head_count(args: dict[str, Any]) -> None:
    assert stated({"args": args})[0] is None, args
    passed, detail = judged("Book Cedar for the team?", args, people=6, day="tuesday")
    assert passed, f"{args}: {detail}"


def test_a_count_beside_a_date_is_still_read() -> None:
    assert stated({"args": {"summary": "Book Cedar for 7 people on Tue 8 Dec?"}})[0] == 7
    assert stated({"args": {"summary": "Book Cedar on Dec 8 for 7 people?"}})[0] == 7
