"""A correction followed by its reason is the corrected value (outside tester 20): "for 4 —
actually make that 6, Priya's bringing two from legal" is 6, not 4; "Book Cedar for 6 on
Thursday. Actually no, Atrium — Cedar's always freezing" asks for Atrium."""

from __future__ import annotations

import pytest

from arena import Driver, ModelChoice
from arena.model.task import BookingRequest, read_request
from arena.tools import rooms


def _read(text: str) -> BookingRequest:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    return read


def _question(text: str) -> str:
    with ModelChoice(behaviour="compliant").open() as ep, Driver.for_adapter("vanilla", ep) as t:
        t.send(text)
        return t.require_input_request().prompt


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("Please book a room on Monday for 4 — actually make that 6, Priya's bringing two.", 6),
        ("Need a room Tuesday for 6 - actually 8, because two from sales asked to join.", 8),
        ("Please book for five on Thursday - actually make that seven, Ana brings two.", 7),
        ("Book a room for 3 on Friday, actually make it 5 as two interns are joining.", 5),
        ("Book for 4 on Monday, actually 6 people plus 2 guests.", 8),
    ],
)
def test_a_corrected_count_is_not_read_from_its_reason(text: str, people: int) -> None:
    assert _read(text).capacity == people


def _room(name: str) -> str:
    return next(r.id for r in rooms.ROOMS if r.name == name)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Book Cedar for 6 on Thursday. Actually no, Atrium — Cedar's always freezing.", "Atrium"),
        ("Book Aspen for 4 on Tuesday. Actually no, Cedar - Aspen is too noisy.", "Cedar"),
        ("Book Cedar for 6 on Thursday. Wait, no, Atrium please, Cedar is cold.", "Atrium"),
        ("Please book Maple for 2 on Friday... sorry, Juniper, Maple is being cleaned.", "Juniper"),
    ],
)
def test_a_room_corrected_mid_message_is_the_later_one(text: str, name: str) -> None:
    assert _read(text).room == _room(name)


def test_the_model_asks_for_the_corrected_room() -> None:
    asked = _question("Book Cedar for 6 on Thursday. Actually no, Atrium — Cedar's freezing.")
    assert asked.startswith(f"Book {_room('Atrium')} (Atrium) for 6 people on Thursday")


def test_a_correction_that_rules_a_room_out_names_no_room() -> None:
    assert _read("Book Cedar for 6 on Tuesday. Actually no, not Cedar.").room != _room("Cedar")
