"""The bigger or smaller of the rooms named is picked from those rooms only (regress49).

c1d8d4be picked by seats from every room a request names but rules out, so a fallback ("…; if
neither is free, Sequoia"), a past booking ("We had the Atrium last week.") and a room a
sentence only describes ("Maple is the biggest one.") were booked as the biggest or smallest.
The set is the rooms the comparison's own sentence names, not as a fallback."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.rooms import Room
from arena.model.task import BookingRequest, read_request

ALL = [
    Room("R-102", "Aspen"),
    Room("R-204", "Cedar"),
    Room("R-210", "Maple"),
    Room("R-305", "Sequoia"),
    Room("R-400", "Atrium"),
]


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Book the bigger of Cedar and Maple for 6 on Tuesday; if neither is free, Sequoia.", "R-210"),
        ("Book the smaller of Cedar and Maple for 6 on Tuesday; if neither is free, Aspen.", "R-204"),
        ("We had the Atrium last week. Book Cedar or Maple for 6 on Tuesday, whichever is bigger.", "R-210"),
        ("I booked Sequoia last time; book Cedar or Maple for 6 on Tuesday, whichever is bigger.", "R-210"),
        ("Book Cedar for 6 on Tuesday. Maple is the biggest one.", "R-204"),
        ("Book the largest of Aspen, Cedar and Maple for 6 on Tuesday, or Sequoia if none is free.", "R-210"),
        # near misses: the pick stands
        ("Book Cedar or Maple for 6 on Tuesday, whichever is bigger.", "R-210"),
        ("Book Cedar or Maple for 6 on Tuesday. The bigger one please.", "R-210"),
        ("Book Cedar or Maple for 6 on Tuesday, whichever is bigger. Sequoia is too big.", "R-210"),
    ],
)  # fmt: skip
def test_the_pick_is_from_the_rooms_of_its_sentence(text: str, room: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert _named(ALL, read, text) == room
