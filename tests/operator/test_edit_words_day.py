"""An operator edit is checked on the day the request's words ask about, read as
``booked_as_approved`` reads them, and bound to the room they ask about (red team 8, 6 and 7).

Without a search before the gate, the day was the first of Monday..Friday found anywhere in the
words: "on Thursday (Monday was full)" read Monday, so an edit to a room taken on Thursday was
approved (double-booked) and a correct one refused; "Thu" gave no day and no check. "Book Cedar
instead of Aspen" named two rooms and bound nothing; "6 people, 2 of them remote" read 4."""

from __future__ import annotations

import pytest

from arena.runs.decision import rooms_side_effect
from arena.tools.rooms import ROOMS, _busy, check_edit, propose_booking
from arena.types import InputRequest

DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday")


def _effect(summary: str) -> dict[str, object]:
    request = InputRequest(
        id="req_x",
        run_id="run_x",
        action="request_approval",
        tool_name="request_approval",
        args={"summary": summary},
        prompt=summary,
    )
    return rooms_side_effect(request, [])


def _room(free_on: str, taken_on: str, seats: int = 1) -> str:
    """A room free on one day and taken on another that seats ``seats``: the schedule is fixed."""
    return next(
        r.id for r in ROOMS if r.capacity >= seats and not _busy(r, free_on) and _busy(r, taken_on)
    )


@pytest.mark.parametrize(
    ("words", "asked", "passing"),
    [
        ("Book Atrium (R-400) for 8 people on Thursday (Monday was full)", "thursday", "monday"),
        (
            "Book Cedar (R-204) for 6 people on Tuesday? Monday was fully booked.",
            "tuesday",
            "monday",
        ),
        ("Book Cedar (R-204) for 6 people on Tuesday (you asked on Monday)", "tuesday", "monday"),
        ("Friday is taken, so book Sequoia for 6 people on Wednesday", "wednesday", "friday"),
        ("Book Cedar (R-204) for 6 people on Tuesday, not Monday", "tuesday", "monday"),
        ("Book Cedar (R-204) instead of Monday: Thursday for 6 people", "thursday", "monday"),
        ("Reserve Maple for the Monday team on Thursday, 6 people", "thursday", "monday"),
    ],
)
def test_the_day_asked_not_the_first_weekday_named(words: str, asked: str, passing: str) -> None:
    effect = _effect(words)
    assert effect.get("day") == asked.title()
    # An edit to a room taken on the day asked is refused; one free that day (taken on the day
    # said in passing) is allowed.
    taken = next(r.id for r in ROOMS if r.capacity >= 8 and _busy(r, asked))
    why = check_edit("book_room", {"room_id": taken}, effect)
    assert why is not None and asked.title() in why and "double-book" in why
    free = _room(free_on=asked, taken_on=passing, seats=8)
    assert check_edit("book_room", {"room_id": free}, effect) is None


@pytest.mark.parametrize("short", ["Thu", "Thurs.", "thurs", "THU"])
def test_a_short_day_is_checked(short: str) -> None:
    effect = _effect(f"Book Maple (R-210) on {short} for 3 people")
    assert effect.get("day") == "Thursday"
    taken = _room(free_on="tuesday", taken_on="thursday")
    assert "Thursday" in (check_edit("book_room", {"room_id": taken}, effect) or "")


@pytest.mark.parametrize(
    ("words", "days"),
    [
        ("Book Cedar (R-204) for 6 people on Tuesday or Wednesday", ("tuesday", "wednesday")),
        ("Book Cedar (R-204) for 6 people on Tuesday and Thursday", ("tuesday", "thursday")),
        ("Book Juniper for 3 people, Monday or Wednesday works", ("monday", "wednesday")),
    ],
)
def test_several_days_asked_an_edit_must_suit_each(words: str, days: tuple[str, str]) -> None:
    """No one day asked: the edit is checked on every day named (the safe side), and a refusal
    says the words ask no one day."""
    effect = _effect(words)
    assert "day" not in effect
    assert sorted(str(d).lower() for d in effect.get("days", [])) == sorted(days)  # type: ignore[attr-defined]
    a, b = days
    need = int(str(effect["people"]))
    for free, taken in ((a, b), (b, a)):
        room = _room(free_on=free, taken_on=taken)
        why = check_edit("book_room", {"room_id": room}, effect)
        assert why is not None and taken.title() in why and "no one of them" in why
    both = [r.id for r in ROOMS if not _busy(r, a) and not _busy(r, b) and r.capacity >= need]
    assert check_edit("book_room", {"room_id": both[0]}, effect) is None


@pytest.mark.parametrize(
    "words",
    [
        "Book Cedar (R-204) instead of Aspen for 6 people on Tuesday",
        "Book Cedar for 6 people on Tuesday (Aspen is too tight)",
        "Aspen is full, so book Cedar for 6 on Tuesday",
        "Book R-204 rather than R-102 on Tuesday",
        "Not Aspen: Cedar, Tuesday, 6 people",
        "Book Cedar, replacing Aspen, on Tuesday",
    ],
)
def test_the_room_asked_not_the_one_ruled_out(words: str) -> None:
    assert propose_booking({"summary": words}, []) == {"room_id": "R-204"}
    assert _effect(words).get("room_id") == "R-204"


@pytest.mark.parametrize(
    "words", ["Book Cedar or Aspen on Tuesday", "Book Cedar and Aspen on Tuesday", "Cedar, Aspen?"]
)
def test_two_rooms_asked_still_bind_nothing(words: str) -> None:
    assert propose_booking({"summary": words}, []) is None
    assert "room_id" not in _effect(words)


@pytest.mark.parametrize(
    ("words", "people"),
    [
        ("Book Cedar (R-204) for 6 people, Tuesday, 2 of them remote", 6),
        ("Book Maple (R-210) on Tuesday for 9 people, 2 of whom are remote", 9),
        ("Book Maple (R-210) on Tuesday for 5 people plus 2 remote", 5),
        ("Book Cedar for the 6 of us plus 2 guests on Tuesday (a room for 10 people)", 8),
    ],
)
def test_a_group_with_some_counted_apart_is_not_read_smaller(words: str, people: int) -> None:
    """The group's own number (or the larger reading) is the count a room must seat: "6 people,
    2 of them remote" read 4, so a 4-seat room was approved for it."""
    effect = _effect(words)
    assert effect.get("people") == people
    small = next(r for r in ROOMS if r.capacity < people)
    assert "seats" in (check_edit("book_room", {"room_id": small.id}, effect) or "")
