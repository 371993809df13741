"""A room's name misspelt by one letter ("pls book Cedr for 6") is that room, as a person reads
it: the model booked another room and the items loader said nothing (outside tester 19). The
approval question names the room read, so a wrong guess is seen before anything is booked. Real
words one slip from a name, plurals, and a word near two names are left as written."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.rooms import all_rooms
from arena.model.task import BookingRequest, read_request
from arena.wording.spelling import room_slips


def _booked_name(task: str) -> str | None:
    req = read_request(task)
    assert isinstance(req, BookingRequest)
    return _named(all_rooms(), req, task)


@pytest.mark.parametrize(
    ("task", "room"),
    [
        ("book Ceder for 6 people on Monday please", "R-204"),
        ("can you book Mapel for 4 on Friday", "R-210"),
        ("Please book Aspn for 3 people on Wednesday", "R-102"),
        ("pls book junipr for 2 ppl thursday", "R-101"),
    ],
)
def test_a_room_name_one_letter_off_is_that_room(task: str, room: str) -> None:
    assert _booked_name(task) == room


def test_a_misspelt_room_ruled_out_is_ruled_out() -> None:
    req = read_request("Book a room for 4 on Monday, not Mapel")
    assert isinstance(req, BookingRequest) and "maple" in req.avoid


@pytest.mark.parametrize(
    "text",
    [
        "a male colleague and I",
        "the Cedars team",
        "Book Cider for the party",
    ],
)
def test_real_words_and_plurals_stay_as_written(text: str) -> None:
    assert room_slips(text, ("maple", "cedar", "aspen")) == text


def test_a_word_near_two_names_stays_as_written() -> None:
    assert room_slips("book Cedr", ("cedar", "cedor")) == "book Cedr"
    assert room_slips("book Mapel", ("maple", "mabel")) == "book Mapel"
