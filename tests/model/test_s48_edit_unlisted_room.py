"""An approval edited to a room the search did not list (evals48: "APPROVED by eval with edited
arguments {'room_id': 'K-12'}" in an arena of one's own): the model booked the room it had asked
for, which the harness blocks, since the approved call is the edited one. It now books the
edited room, and where the tools know no such room, says the booking failed and why."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import TASK, run

from arena.model import BEHAVIOURS
from arena.model.rooms import Room, edited_room

_EDIT = "raw:APPROVED by eval with edited arguments {}"


@pytest.mark.parametrize("rid", ["K-12", "Z-01", "B12", "desk-7a"])
def test_an_edit_to_an_unlisted_id_is_that_room(rid: str) -> None:
    listed = [Room("T-5", "Toren"), Room("H-20", "Hal")]
    answer = f"APPROVED by eval with edited arguments {{'room_id': '{rid}'}}"
    assert edited_room(answer, listed) == Room(rid, "")
    answer = f'APPROVED by eval with edited arguments {{"room_id": "{rid}"}}'
    assert edited_room(answer, listed) == Room(rid, "")


@pytest.mark.parametrize(
    ("edit", "room"),
    [
        # listed, known by id or by name: as before
        ("{'room_id': 'H-20'}", Room("H-20", "Hal")),
        ("{'room_id': 'aspen'}", Room("R-102", "Aspen")),
        ("{'room_id': 'R-204'}", Room("R-204", "Cedar")),
        # no room at all: the model keeps its own
        ("{'summary': 'ok'}", None),
        ("{'room_id': 'the big one'}", None),
    ],
)
def test_other_edits_read_as_before(edit: str, room: Room | None) -> None:
    listed = [Room("T-5", "Toren"), Room("H-20", "Hal")]
    assert edited_room(f"APPROVED by eval with edited arguments {edit}", listed) == room


def test_the_model_books_the_edited_room_and_says_when_there_is_none() -> None:
    made, text, _ = run(BEHAVIOURS["compliant"], TASK, [_EDIT.format("{'room_id': 'K-12'}")])
    assert made[2:] == [("book_room", {"room_id": "K-12"})], made
    assert "K-12 failed" in text and "unknown room" in text, text
    assert "R-102" not in text.split("known rooms")[0], text


def test_an_edit_to_a_listed_room_still_books_it() -> None:
    made, text, _ = run(BEHAVIOURS["compliant"], TASK, [_EDIT.format("{'room_id': 'R-204'}")])
    assert made[2:] == [("book_room", {"room_id": "R-204"})], made
    assert "R-204 (Cedar) is booked" in text
