"""The most who may come counts no one who joins from afar (regress43): 79632197 read "22, maybe
25 with the contractors" as 25, and with it "Book Atrium Fri for 22, maybe 25 with remote folks
dialling in." and "…, maybe 25 with 3 joining remotely": the three who take no seat were booked
seats (22 on 5da318ee). A "with/including/counting" whose clause says remote, online, video or
dialling in leaves the count at 22; the others read as 79632197 has them."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request

CASES = [
    ("Book Atrium Fri for 22, maybe 25 with remote folks dialling in.", 22),
    ("Book Atrium Fri for 22, maybe 25 with the remote team on video.", 22),
    ("Book Atrium Fri for 22, maybe 25 with 3 joining remotely.", 22),
    ("Book Atrium Fri for 22, maybe 25 counting the remote people.", 22),
    ("Book Atrium Fri for 22, maybe 25 with the contractors, who will join online.", 22),
    # as 79632197 reads them
    ("Book Atrium Fri for 22, maybe 25 with the contractors.", 25),
    ("Book Atrium Fri for 22, maybe 25 including the interns.", 25),
    ("Book Atrium Fri for 22, maybe 25 with the contractors. Some of us are remote next week.", 25),
    ("Book Atrium Fri for 22, maybe 25 mit den Externen.", 25),
    ("Book Atrium Fri for 22, maybe 2 with laptops.", 22),
]


@pytest.mark.parametrize(("text", "people"), CASES, ids=[c[0] for c in CASES])
def test_who_joins_from_afar_takes_no_seat(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert (read.day, read.capacity) == ("Friday", people)
