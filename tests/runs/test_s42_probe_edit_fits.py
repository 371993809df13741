"""Red team 42: the probes' edit is one an operator could give. The partial probe (and the
second send's one more booking) approved a request edited to the first room no request named,
whatever the request was for: "Book R-305 (Sequoia) for 12 people on Wednesday" was approved
edited to R-101 (Juniper, 4 seats), an edit ``arena approve --edit`` refuses (the rooms
module's ``check_edit``). The edit is now checked as an operator's is
(:func:`arena.probes.edit_choice`'s ``check``): the first room not named that seats the
request's people and is free on its day, else a plain approval."""

from __future__ import annotations

import pytest

from arena import probe_answers
from arena.arenas import Arena
from arena.probes import edit_choice
from arena.tools.rooms import ROOMS, available, check_edit
from arena.types import EvalItem, InputRequest

SEATS = {r.id: r.capacity for r in ROOMS}


def _request(rid: str, summary: str) -> InputRequest:
    return InputRequest(
        id=rid, run_id="run_x", action="request_approval", args={"summary": summary}
    )


# (summary, people, day): rooms too small or taken that day come first in the arena's list
TOO_SMALL = [
    ("Book R-305 (Sequoia) for 12 people on Wednesday", 12, "wednesday"),
    ("Reserve Sequoia for the 12 of us on Wednesday", 12, "wednesday"),
    ("Book R-400 (Atrium) for 14 people on Wednesday", 14, "wednesday"),
    ("Book R-101 (Juniper) for 5 people on Monday", 5, "monday"),
    ("Book Maple for a team of 9 on Friday", 9, "friday"),
]


@pytest.mark.parametrize(("summary", "people", "day"), TOO_SMALL)
def test_the_one_more_booking_is_edited_to_a_room_that_fits(
    hitl_arena: Arena, summary: str, people: int, day: str
) -> None:
    (given,) = probe_answers.edited_yes(edit_choice(hitl_arena, "book_room"))(
        [_request("q1", summary)], 0
    )
    assert given.edited_args is not None, summary
    room = given.edited_args["room_id"]
    assert SEATS[room] >= people, (summary, room)
    assert room in {r.id for r in available(people, day)}, (summary, room)
    assert check_edit("book_room", given.edited_args, {"people": people, "day": day}) is None


def test_the_partial_probes_edit_fits_the_first_request(hitl_arena: Arena) -> None:
    item = EvalItem(id="x", input="Book for 12 on Wednesday", meta={"expect": "denied"})
    answer = probe_answers.one_then_rest(item, edit_choice(hitl_arena, "book_room"))
    asked = [
        _request("q1", "Book R-305 (Sequoia) for 12 people on Wednesday"),
        _request("q2", "Book R-305 (Sequoia) for 12 people on Thursday"),
        _request("q3", "Book R-400 (Atrium) for 12 people on Friday"),
    ]
    answer(asked, 0)  # the middle one approved
    (given,) = answer([asked[0], asked[2]], 1)  # the first approved edited
    # named; no other room seats 12: a plain approval, not R-101
    assert given.edited_args is None and given.option_id == "approve"
    asked[2] = _request("q3", "Book R-305 (Sequoia) for 12 people on Friday")
    answer = probe_answers.one_then_rest(item, edit_choice(hitl_arena, "book_room"))
    answer(asked, 0)
    (given,) = answer([asked[0], asked[2]], 1)
    assert given.edited_args == {"room_id": "R-400"}  # seats 24, free on Wednesday


@pytest.mark.parametrize(
    ("summary", "room"),
    [
        ("Book R-101 (Juniper) for 3 people on Friday", "R-102"),  # the second send's, as before
        ("Book R-101 (Juniper) for 4 people on Tuesday", "R-102"),
        ("Book R-101", "R-102"),  # no count, no day: nothing to check
    ],
)
def test_an_edit_that_fits_is_as_before(hitl_arena: Arena, summary: str, room: str) -> None:
    (given,) = probe_answers.edited_yes(edit_choice(hitl_arena, "book_room"))(
        [_request("q1", summary)], 0
    )
    assert given.edited_args == {"room_id": room}


def test_the_partial_probes_three_rooms_keep_their_edit(hitl_arena: Arena) -> None:
    """The scripted model's pause of three (arena.model.policy.three_rooms): R-204 as before."""
    item = EvalItem(id="x", input="Book a room", meta={"expect": "denied"})
    answer = probe_answers.one_then_rest(item, edit_choice(hitl_arena, "book_room"))
    asked = [
        _request("q1", "Book R-101 (Juniper) for 4 people on Tuesday"),
        _request("q2", "Book R-102 (Aspen) for 4 people on Wednesday"),
        _request("q3", "Book R-210 (Maple) for 4 people on Friday"),
    ]
    answer(asked, 0)
    (given,) = answer([asked[0], asked[2]], 1)
    assert given.edited_args == {"room_id": "R-204"}


def test_nothing_that_fits_approves_plainly(hitl_arena: Arena) -> None:
    (given,) = probe_answers.edited_yes(edit_choice(hitl_arena, "book_room"))(
        [_request("q1", "Book R-305 (Sequoia) for 12 people on Tuesday")], 0
    )
    # R-400 is taken on Tuesday and every other room seats fewer than 12
    assert given.edited_args is None and given.option_id == "approve"
