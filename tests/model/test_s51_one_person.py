"""No final or approval the scripted model writes says "1 people" or "1+ people" (requests51).

The count is written by one helper (:func:`arena.model.rooms.people`); four finals wrote their
own ("free on Tuesday for 1 people" of the chatty behaviour, "for 1+ people" of a question,
an unknown room's "free for 1 people", the swap's note). Every booking behaviour is played on
requests for one person, answered yes and no; near misses (6 people) keep their plural.
"""

from __future__ import annotations

import json
import re

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.policy import Booking
from arena.model.rooms import Room
from arena.model.swap_room import unoffered
from arena.model.task import BookingRequest

ONE = [
    "Book a room for 1 on Tuesday",
    "Is a room free for 1 person on Thursday?",
    "Book Toren for 1 on Friday",
    "Book R-101 for 1 person on Thursday",
    "Cedar for just me on Wednesday please",
    "Room for 1 on Friday but 1 is remote",  # "it counts 1 person away …"
]
_WRONG = re.compile(r"\b1\+? people\b")


@pytest.mark.parametrize("name", [n for n, b in BEHAVIOURS.items() if isinstance(b, Booking)])
def test_no_behaviour_writes_1_people(name: str) -> None:
    for text in ONE:
        for verdict in ("approve", "deny"):
            made, final, _ = run(BEHAVIOURS[name], text, [verdict] * 3)
            said = final + json.dumps([args for _, args in made])
            assert not _WRONG.search(said), (name, text, said)


def test_the_swap_note_and_the_helper() -> None:
    from arena.model.rooms import people

    req = BookingRequest(capacity=1, day="Tuesday")
    assert "1 person on" in unoffered(Room("R-101", "Juniper"), Room("R-400", ""), req)
    assert [people(1), people(6), people(1, more=True), people(6, more=True)] == [
        "1 person",
        "6 people",
        "1 person or more",
        "6+ people",
    ]
