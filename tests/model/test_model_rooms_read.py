"""The model reads what a person and a search say as the harness does: rooms listed under any
ids (outside tester 11, finding 5: ``H-11`` never paused), an edited summary's room with the
same ruled-out reading as the binding (finding 13: "Book Cedar instead of Aspen" booked Aspen),
and a typed answer against the words it answers, in the booking agent and in a user's
:class:`ScriptedPolicy` (outside tester 10, findings 8 and 17: "Yes, book Aspen please")."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import SCRIPT, TASK, run

from arena.model import ScriptedPolicy
from arena.model.policy import BEHAVIOURS
from arena.model.rooms import Room, edited_room, first_room, listed_rooms


@pytest.mark.parametrize(
    ("result", "rooms"),
    [
        (
            "Free on Saturday for 12+ people: H-20 (Vega, seats 16); H-99 (Boardroom, seats 40)",
            [Room("H-20", "Vega"), Room("H-99", "Boardroom")],
        ),
        ("Free on Monday for 4+ people: B12 (Oak, seats 4)", [Room("B12", "Oak")]),
        (
            "Free: room-3 (Pine, seats 9), LAB-2A (Lab, seats 20)",
            [Room("room-3", "Pine"), Room("LAB-2A", "Lab")],
        ),
        (
            "Free on Tuesday for 6+ people: R-102 (Aspen, seats 6); R-204 (Cedar, seats 8)",
            [Room("R-102", "Aspen"), Room("R-204", "Cedar")],
        ),
        ("Free on Tuesday for 6+ people: R-102; R-204", [Room("R-102", ""), Room("R-204", "")]),
        ("No room seats 12 on Saturday.", []),
        ("Free on Tuesday (2026-12-08, all day) for 6+ people: none", []),
    ],
)
def test_rooms_are_read_whatever_their_ids(result: str, rooms: list[Room]) -> None:
    assert listed_rooms(result) == rooms
    assert first_room(result) == (rooms[0] if rooms else None)


_LISTED = [Room("R-102", "Aspen"), Room("R-204", "Cedar"), Room("R-210", "Maple")]


@pytest.mark.parametrize(
    ("edit", "room"),
    [
        ("{'summary': 'Book Cedar instead of Aspen for 6 people on Tuesday'}", "R-204"),
        ("{'summary': 'Not Aspen: book Cedar for 6 people on Tuesday'}", "R-204"),
        ("{'summary': 'Aspen is too small, book Maple for 6 on Tuesday'}", "R-210"),
        ("{'summary': 'Instead of R-102, book R-204 for 6 on Tuesday'}", "R-204"),
        ("{'summary': 'Book Cedar (R-204) rather than Aspen'}", "R-204"),
        ("{'room_id': 'r-210'}", "R-210"),
    ],
)
def test_an_edited_summary_books_the_room_it_asks_for(edit: str, room: str) -> None:
    answer = f"APPROVED by eval with edited arguments {edit}"
    found = edited_room(answer, _LISTED)
    assert found is not None and found.id == room, found


def test_an_edit_to_a_room_of_another_id_shape() -> None:
    rooms = [Room("H-20", "Vega"), Room("H-99", "Boardroom")]
    found = edited_room("APPROVED by bob with edited arguments {'room_id': 'H-99'}", rooms)
    assert found == Room("H-99", "Boardroom")


def test_the_model_books_the_edited_room_not_the_one_it_replaces() -> None:
    answer = (
        "raw:APPROVED by eval with edited arguments "
        "{'summary': 'Book Cedar instead of Aspen for 6 people on Tuesday'}"
    )
    made, _, _ = run(BEHAVIOURS["compliant"], TASK, [answer])
    assert made[2:] == [("book_room", {"room_id": "R-204"})], made


@pytest.mark.parametrize(
    "answer", ["Yes, book Aspen please", "Approve R-102", "Yes, R-102 is fine"]
)
def test_a_scripted_policy_reads_an_answer_against_its_gate(answer: str) -> None:
    """The gate asks "Book R-102 (Aspen) for: …": a yes that repeats its room approves, as the
    harness reads it; a yes naming another room does not."""
    policy = ScriptedPolicy.from_dict(SCRIPT)
    made, text, _ = run(policy, TASK, [f"text:{answer}"])
    assert made[-1] == ("book_room", {"room_id": "R-102"}), (made, text)
    made, text, _ = run(policy, TASK, ["text:Yes, book Cedar please"])
    assert made[-1][0] != "book_room", (made, text)


@pytest.mark.parametrize("answer", ["Yes, book Aspen please", "Approve R-102"])
def test_the_booking_agent_reads_a_batch_answer_against_its_summary(answer: str) -> None:
    made, text, _ = run(BEHAVIOURS["batch"], TASK, [f"text:{answer}"])
    assert ("book_room", {"room_id": "R-102"}) in made, (made, text)
    assert "denied" not in text, text
