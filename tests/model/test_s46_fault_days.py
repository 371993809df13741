"""A room's fault bounded by a weekday (requests46, session 45's note 2). "Aspen's projector is
broken until Wednesday. Book Aspen for 6 on Thursday." was not understood ("it names more than one
weekday (Wednesday, Thursday)"), and so was "… Book a room for 6 on Thursday.": the bound's
weekday was read as a day asked for. It is now set aside, and a fault that does not hold on the
day asked (over by then, or not begun) says nothing of the room; one that holds that day
is asked about as two weekdays were, and a request whose only weekday is a fault's bound
names no day (it booked Wednesday)."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, NotUnderstood, read_request


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@pytest.mark.parametrize(
    ("text", "day", "room"),
    [
        ("Aspen's projector is broken until Wednesday. Book Aspen for 6 on Thursday.", "Thursday", "R-102"),
        ("Aspen's projector is broken until Wednesday. Book a room for 6 on Thursday.", "Thursday", "R-102"),
        ("Aspen is closed from Thursday; book Aspen for 6 on Tuesday.", "Tuesday", "R-102"),
        ("Aspen is under renovation till Tuesday, so book Aspen on Friday for 6.", "Friday", "R-102"),
        ("Maple wird bis Mittwoch renoviert. Bitte Maple für Freitag buchen, 8 Personen.", "Friday", "R-210"),
    ],
)  # fmt: skip
def test_a_fault_that_does_not_hold_that_day_rules_nothing_out(
    text: str, day: str, room: str
) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.day == day, read
    assert not read.avoid
    assert _booked(text) == [room]


@pytest.mark.parametrize(
    "text",
    [
        "Aspen's projector is broken until Friday. Book a room for 6 on Tuesday.",
        "Aspen is closed from Monday. Book a room for 6 on Thursday.",
        "Please book Maple for ten on Thursday; the projector in Maple is broken until Friday, "
        "which is fine.",
    ],
)
def test_a_fault_that_holds_that_day_is_asked_about(text: str) -> None:
    """Read as before: the two weekdays are asked about, never another room booked unasked."""
    read = read_request(text)
    assert isinstance(read, NotUnderstood) and "more than one weekday" in read.reason, read
    assert _booked(text) == []


def test_a_request_whose_only_weekday_bounds_a_fault_names_no_day() -> None:
    read = read_request("Aspen is closed until Wednesday. Book a room for 6.")
    assert isinstance(read, NotUnderstood) and "which weekday" in read.reason, read


@pytest.mark.parametrize(
    "text",
    [
        "Book Aspen for 6 on Tuesday or Thursday.",
        "Book Aspen for 6 on Tuesday, we meet until Wednesday.",
        "Book a room for 6 on Tuesday and one on Thursday.",
    ],
)
def test_two_days_asked_are_still_asked_about(text: str) -> None:
    assert isinstance(read_request(text), NotUnderstood)
