"""A room's name typed with slips (heldout47, the lead's notes): "cna u bok aspne for tusday
6ppl" was asked about ("names Aspen without saying whether to book it"): "bok" asked for nothing.
"bok"/"bokk"/"boook" are now "book", and a name one slip from exactly one room after "book the"
is that room ("book the atruim"). A word where a room's name goes that is two slips from a name,
or near two names ("mapen": Maple or Aspen; "jupiter": Juniper), named no room and booked the
first free room that fit: it is now asked about, naming the rooms it is near. Never a room
guessed where it is not clearly the one meant."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import NotUnderstood, read_request


def _booked(text: str) -> tuple[list[str], str]:
    made, said, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"], str(said)


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("cna u bok aspne for tusday 6ppl", "R-102"),
        ("bok aspne tuseday 6 ppl", "R-102"),
        ("bok cedr for tusday 8ppl", "R-204"),
        ("bokk the atruim for 20 on friday", "R-400"),
        ("pls book the cedr room for 6 on tuesday", "R-204"),
        ("book the sequioa for 12 on tuesday", "R-305"),
    ],
)
def test_a_name_clearly_meant_is_that_room(text: str, room: str) -> None:
    booked, said = _booked(text)
    assert booked == [room], said


@pytest.mark.parametrize(
    ("text", "near"),
    [
        ("bok mapen for tusday 6ppl", ("Aspen", "Maple")),
        ("book jupiter for tuesday 3ppl", ("Juniper",)),
        ("can you book the cdaer room for 6 on tuesday", ("Cedar",)),
    ],
)
def test_a_name_not_clearly_one_room_is_asked_about(text: str, near: tuple[str, ...]) -> None:
    read = read_request(text)
    assert isinstance(read, NotUnderstood), read
    assert all(name in read.reason for name in near), read
    booked, said = _booked(text)
    assert booked == [], said


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("book an open room for 6 on tuesday", "R-102"),
        ("we meet in cider bar, book a room for 4 on friday", "R-101"),
        ("need a room for 6 on tuesday, book the usual size", "R-102"),
    ],
)
def test_words_that_are_no_names_book_as_before(text: str, room: str) -> None:
    booked, said = _booked(text)
    assert booked == [room], said
