"""The arena's rooms may be handed to the answer reader as the room objects themselves (outside
tester 27): ``explain_answer(a, q, rooms=all_rooms())`` raised "TypeError: 'Room' object is not
iterable" from inside ``room_keys``. A room with ``id`` and ``name`` reads as its id and name, as
the pair does; anything else is refused saying what a room may be given as."""

from __future__ import annotations

import pytest

from arena.model.rooms import all_rooms
from arena.tools.rooms import ROOMS
from arena.wording.answers import explain_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"


@pytest.mark.parametrize(
    "answer",
    ["Yes please.", "Yes, but Maple instead", "No", "Yes, Aspen is fine", "Yes, book r102",
     "Sure, Cedar works too", "ok but not Juniper"],
)  # fmt: skip
def test_room_objects_read_as_their_id_and_name(answer: str) -> None:
    pairs = [(r.id, r.name) for r in all_rooms()]
    want = explain_answer(answer, ASKED, rooms=pairs)
    assert explain_answer(answer, ASKED, rooms=all_rooms()) == want
    assert explain_answer(answer, ASKED, rooms=ROOMS) == want


def test_a_room_neither_text_nor_named_is_refused_saying_what_is_taken() -> None:
    with pytest.raises(TypeError, match="an object with id and name attributes, not int"):
        explain_answer("Yes, Maple", ASKED, rooms=[3])  # type: ignore[list-item]


def test_the_models_reader_takes_room_objects_too() -> None:
    from arena.model.reading import read_answer

    pairs = [(r.id, r.name) for r in all_rooms()]
    for answer in ("Yes, Maple", "Yes please", "no thanks"):
        assert read_answer(answer, ASKED, all_rooms()) == read_answer(answer, ASKED, pairs)
