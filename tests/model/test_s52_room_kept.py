"""A correction that keeps one of several rooms asked for keeps that room's count (requests52b).

heldout52_train r079: "Please book Cedar for the 8 of us on Monday and Maple for the 10 of us on
Monday too — no wait, just Cedar." read 18 people (the two counts summed) and booked nothing:
Cedar seats 8. The rooms the ending drops are taken out with their own counts before the
readers read, so the count is the kept room's. Endings that keep no one room as a whole
correction ("Just Cedar has a projector") are left as they were.
"""

from __future__ import annotations

import pytest

from arena.model.room_kept import kept_room
from arena.model.task import BookingRequest, parse_capacity, read_request

NAMES = ("Juniper", "Aspen", "Cedar", "Maple", "Sequoia", "Atrium")

KEPT = [
    (
        "Please book Cedar for the 8 of us on Monday and Maple for the 10 of us on Monday too"
        " — no wait, just Cedar.",
        8,
        "Monday",
    ),
    ("Book Aspen for 5 and Cedar for 8 on Tuesday, actually only Cedar.", 8, "Tuesday"),
    ("Cedar for 8 and Maple for 10 on Wednesday; on second thought just Maple.", 10, "Wednesday"),
    ("Book Cedar for 8 and Maple for 10 on Monday, only Cedar please", 8, "Monday"),
    ("Bitte Cedar für 8 und Maple für 10 am Montag buchen — nein, nur Cedar.", 8, "Monday"),
    ("Réservez Cedar pour 8 et Maple pour 10 lundi. En fait, seulement Maple.", 10, "Monday"),
    ("book juniper for 3 and aspen for 5 on friday... actually just juniper", 3, "Friday"),
]


@pytest.mark.parametrize(("text", "count", "day"), KEPT)
def test_the_kept_room_keeps_its_own_count(text: str, count: int, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day) == (count, day), read
    assert parse_capacity(text) == count  # the items loader reads the same count


NOT_KEPT = [
    "Book Cedar for 8 and Maple for 10 on Monday. Just Cedar has a projector though.",
    "Book Cedar for 8 on Monday, just Cedar.",  # one room asked for: nothing to drop
    "Book Cedar for 8 and Maple for 10 on Monday — no wait, just Sequoia.",  # not one of them
    "Book Cedar and Maple for 8 on Monday, actually only Cedar.",  # one count for both
    "Book Cedar for 8 and Maple for 10 on Monday, just Cedar for 9.",  # the ending says more
]


@pytest.mark.parametrize("text", NOT_KEPT)
def test_near_misses_are_left_as_they_were(text: str) -> None:
    assert kept_room(text, NAMES) == text


def test_no_room_names_leave_the_text() -> None:
    text = "Book Cedar for 8 and Maple for 10 on Monday, just Cedar."
    assert kept_room(text, ()) == text
    assert kept_room(text, NAMES) != text
