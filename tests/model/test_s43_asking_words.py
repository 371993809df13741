"""More ways a request asks for the room it names (requests43): "Could you set up Cedar for our
Thursday retro?", "can u snag maple thurs??", "Prenota l'Atrium per 15 persone mercoledì" and a
JSON object's '"room": "Atrium"' each named the room "without saying whether to book it", and
"Could we possibly have the Maple room this coming Tuesday?" read as only asking what is free.
A room said with such words is asked for; "We set up Cedar last week" (done, not asked) is
not, and a JSON object that is no flat form reads as before. The model's refusal of one person
says "1 person", not "1 people"."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.policy import _named
from arena.model.task import BookingRequest, NotUnderstood, read_request

ASKED = [
    ("Could you set up Cedar for our Thursday retro? We're 6.", "R-204", "Thursday", 6),
    ("Set up Cedar for Thursday, 6 people.", "R-204", "Thursday", 6),
    ("yo can u snag maple thurs?? there's like 9 of us lol", "R-210", "Thursday", 9),
    ("Prenota l'Atrium per 15 persone mercoledì.", "R-400", "Wednesday", 15),
    ("Réserve l'Atrium pour 15 mardi.", "R-400", "Tuesday", 15),
    ("Could we possibly have the Maple room this coming Tuesday? We're 4.", "R-210", "Tuesday", 4),
    ('{"room": "Atrium", "day": "Monday", "attendees": 18}', "R-400", "Monday", 18),
]


@pytest.mark.parametrize(("text", "room", "day", "people"), ASKED, ids=[t[0] for t in ASKED])
def test_the_room_is_asked_for(text: str, room: str, day: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert (read.day, read.capacity, _named([], read, text)) == (day, people, room)


def test_a_room_set_up_before_is_not_asked_for() -> None:
    # recalled from the past: no room asked for, the count picks (requests52b, test_s52_room_past)
    text = "We set up Cedar last week for 6; book a room on Tuesday for 6."
    read = read_request(text)
    assert isinstance(read, BookingRequest) and _named([], read, text) is None, read


def test_a_json_field_that_rules_a_room_out_is_read() -> None:
    text = '{"room": "Aspen", "avoid": "Cedar", "day": "Tue", "pax": 4}'
    read = read_request(text)
    assert isinstance(read, BookingRequest) and "cedar" in read.avoid, read
    assert _named([], read, text) == "R-102"


def test_a_json_object_that_is_no_flat_form_reads_as_before() -> None:
    text = '{"room": "Atrium", "day": "Monday", "attendees": 18, "cancel": true}'
    assert isinstance(read_request(text), NotUnderstood)


def test_a_room_not_free_for_one_person_says_person() -> None:
    made, said, _ = run(BEHAVIOURS["compliant"], "I need Aspen on Mon for me alone.", [])
    assert made == [("search_rooms", {"capacity": 1, "day": "Monday"})], made
    assert "R-102 is not free for 1 person on Monday" in said and "1 people" not in said, said
