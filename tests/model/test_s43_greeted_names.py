"""A room's name right after a greeting or thanks, set off as the one spoken to, is a person's
(requests43): "Hi Aspen, could you book a room for Tuesday for 4 of us? Thanks, Jo" booked Aspen
(the question's opening words read as asking for it), and "Tue, 4 ppl, thanks Aspen" was refused
as naming Aspen without saying whether to book it. Such a name is no room: the first free room
that fits is booked. A room after a greeting and a comma ("Hello, Aspen please"), one not set off
("Hi Cedar Tue 4 ppl") and a room id ("Thanks R-204 …") are read as before."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, read_request

CASES = [
    ("Hi Aspen, could you book a room for Tuesday for 4 of us? Thanks, Jo", None),
    ("Dear Aspen,\nplease book a room for 4 on Tuesday.", None),
    ("Hi Aspen, Tue, 4 ppl please", None),
    ("Tue, 4 ppl, thanks Aspen", None),
    ("Tue, 4 ppl, thanks Aspen!", None),
    # as before
    ("Hello, Aspen please, Tue, 4", "R-102"),
    ("Hi Cedar Tue 4 ppl", "R-204"),
    ("Hi, book Aspen for Tuesday for 4", "R-102"),
    ("Thanks! Book Aspen for Tuesday, 4 people.", "R-102"),
    ("Thanks R-204 for 4 on Tuesday", "R-204"),
]


@pytest.mark.parametrize(("text", "room"), CASES, ids=[c[0] for c in CASES])
def test_a_name_greeted_is_a_person_not_a_room(text: str, room: str | None) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert (read.day, read.capacity) == ("Tuesday", 4)
    assert _named([], read, text) == room
