"""Names listed beside a count, under labels or before "plus" (evals45).

"Panel: Ana, Raj and Li. Candidate: 1." was read as 1 person (meant 4) and refused at load;
"with Ana, Raj and Li plus 1 candidate" and "for Sam and Priya plus 2 guests" were read as the
count alone (1, 2: a room the names do not fit). Names under one label and a count of other
people under another now add up; a count under a label that is the whole group ("People: 4")
does not, nor does a label that counts no people.
"""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, read_request


def _count(text: str) -> int:
    read = read_request(text)
    assert isinstance(read, BookingRequest), (text, read)
    return read.capacity


ADDED = [
    ("Interview on Tuesday. Panel: Ana, Raj and Li. Candidate: 1. Please book a room.", 4),
    ("Interview Tuesday, please book a room.\nPanel: Ana, Raj and Li\nCandidate: 1", 4),
    ("Interview on Tuesday. Panel: Ana, Raj and Li. Candidates: 2. Please book a room.", 5),
    ("Sync on Tuesday. Team: Ana, Bob and Cy. Guests: 2. Book a room please", 5),
    ("Interview on Tuesday with Ana, Raj and Li plus 1 candidate. Please book a room.", 4),
    ("Book a room for Sam and Priya plus 2 guests on Tuesday.", 4),
    ("Book a room for Sam and Priya + 2 on Tuesday.", 4),
]


@pytest.mark.parametrize(("text", "count"), ADDED)
def test_names_beside_a_count_are_counted(text: str, count: int) -> None:
    assert _count(text) == count


KEPT = [
    ("Book a room on Tuesday. Attendees: Ana, Raj and Li. People: 4.", 4),
    ("Book a room on Tuesday. Panel: Ana, Raj and Li.", 3),
    ("Book a room for Sam, Priya and 2 guests on Tuesday.", 4),
    ("Book a room for Sam and 3 clients on Tuesday.", 4),
    ("Book a room for 6 on Tuesday.", 6),
]


@pytest.mark.parametrize(("text", "count"), KEPT)
def test_a_total_or_names_alone_are_read_as_before(text: str, count: int) -> None:
    assert _count(text) == count


def test_the_panel_and_candidate_book_a_room_for_four() -> None:
    made, said, pauses = run(BEHAVIOURS["compliant"], ADDED[0][0], ["approve"])
    assert pauses == 1, said
    assert ("search_rooms", {"capacity": 4, "day": "Tuesday"}) in made, made
    assert made[-1] == ("book_room", {"room_id": "R-101"}), made  # Juniper seats 4
    assert "for 4 people" in said, said
