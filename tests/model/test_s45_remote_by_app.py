"""Those who join by a call app take no seat, in Spanish and French too (requests45, fresh
requests): "Seremos 7, pero 2 se conectan por Teams." and "Nous serons 7 mercredi, dont 2 sur
Teams." read 7, where "We're 7 but 2 join via Teams" and "2 por videollamada" read 5."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


def _count(text: str) -> int | None:
    read = read_request(text)
    return read.capacity if isinstance(read, BookingRequest) else None


@pytest.mark.parametrize(
    ("text", "seats"),
    [
        ("Seremos 7, pero 2 se conectan por Teams. Miércoles.", 5),
        ("Seremos 7 el miércoles, 2 se conectan desde casa.", 5),
        ("Nous serons 7 mercredi, dont 2 sur Teams.", 5),
        ("Nous serons 7 mercredi, dont 2 via Zoom.", 5),
        # neighbours read as before
        ("We're 7 but 2 join via Teams, Wednesday please.", 5),
        ("Seremos 7 el miércoles, 2 por videollamada.", 5),
        ("Seremos 7 el miércoles y conectamos la sala por Teams.", 7),
        ("Nous serons 7 mercredi.", 7),
    ],
)
def test_those_on_a_call_take_no_seat(text: str, seats: int) -> None:
    assert _count(text) == seats
