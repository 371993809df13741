"""Swedish, Norwegian and Danish requests (requests44): "Kan du boka Cedar på torsdag för sex
personer?" and "Vi är åtta, behöver ett rum på måndag." were refused as saying no head count
(their number words were not read), and "Boka Juniper på fredag, 3 personer." named Juniper
without saying whether to book it ("boka" was not read as asking for it). A time ("kl. halv
tre", half past two) is no count, and "vi är tre till fyra" (three to four) is still asked about."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, NotUnderstood, read_request


@pytest.mark.parametrize(
    ("text", "room", "day", "count"),
    [
        ("Kan du boka Cedar på torsdag för sex personer?", "R-204", "Thursday", 6),
        ("Vi är åtta, behöver ett rum på måndag.", None, "Monday", 8),
        ("Boka Juniper kl. halv tre på fredag, vi är tre.", "R-101", "Friday", 3),
        ("Boka Juniper på fredag, 3 personer.", "R-101", "Friday", 3),
        ("Bestill Cedar på fredag for seks personer.", "R-204", "Friday", 6),
        ("Vi er fire, trenger et rom på onsdag.", None, "Wednesday", 4),
        ("Boka ett rum på tisdag kl. tre för fem personer.", None, "Tuesday", 5),
    ],
)
def test_read(text: str, room: str | None, day: str, count: int) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest) and got.book, got
    assert (_named([], got, text), got.day, got.capacity) == (room, day, count)


@pytest.mark.parametrize(
    "text",
    [
        "Kan du boka ett rum på tisdag? Vi är tre till fyra.",
        "Kan du boka ett rum på tisdag kl. tre?",
    ],
)
def test_still_asked_about(text: str) -> None:
    assert isinstance(read_request(text), NotUnderstood)
