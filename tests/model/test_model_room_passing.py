"""A room's name said in passing — offered as one of alternatives, ruled out as too big, or only
part of another thing's name — is read for what it says, not given up on (red team 11, finding 3:
"Aspen or Cedar, whichever is free", "(Atrium is overkill)", "for the Cedar project kickoff",
"Our client is Sequoia Capital", "The Maple Street team is joining" were NotUnderstood, so every
correct adapter failed the item)."""

from __future__ import annotations

from tests.model.test_model_policy import run

from arena.model.policy import BEHAVIOURS
from arena.model.room_stance import room_stances, rooms_wanted
from arena.model.task import BookingRequest, NotUnderstood, read_request
from row_table import rows

B = "Book a room for 6 people on Tuesday"

#: Two or more rooms offered as alternatives: each is acceptable, the model takes a free one.
ALTERNATIVES = [
    (f"{B}. Aspen or Cedar, whichever is free.", {"aspen", "cedar"}),
    (f"{B}. Cedar or Maple.", {"cedar", "maple"}),
    (f"{B}. Maple or Cedar, we don't mind.", {"cedar", "maple"}),
    (f"{B}, Cedar/Maple.", {"cedar", "maple"}),
    (f"{B}. Cedar, Maple or Sequoia, whichever is open.", {"cedar", "maple", "sequoia"}),
]


@rows(("text", "rooms"), ALTERNATIVES)
def test_alternatives_are_each_wanted(text: str, rooms: set[str]) -> None:
    assert isinstance(read_request(text), BookingRequest), read_request(text)
    assert rooms_wanted(text) == rooms


def test_the_model_books_one_of_the_alternatives() -> None:
    made, said, pauses = run(
        BEHAVIOURS["compliant"], f"{B}. Cedar or Maple, whichever.", ["approve"]
    )
    assert pauses == 1, said
    assert made[2] == ("book_room", {"room_id": "R-204"}), made


@rows(
    ("text", "out"),
    [
        (f"{B}, but not Aspen or Cedar.", {"aspen", "cedar"}),
        (f"{B}. No Juniper or Aspen please.", {"juniper", "aspen"}),
        (f"{B}. Aspen or Cedar are both under renovation.", {"aspen", "cedar"}),
    ],
)
def test_a_negation_or_a_fault_covers_every_alternative(text: str, out: set[str]) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert out <= read.avoid


#: A room too big for the group is ruled out, however it is said.
TOO_BIG = [
    f"{B} (Atrium is overkill).",
    f"{B}. Atrium would be overkill for us.",
    f"{B}. The Atrium is a bit much.",
    f"{B}; Atrium is oversized.",
    f"{B}. Atrium is bigger than we need.",
    f"{B}. Atrium is way too large.",
]


@rows("text", TOO_BIG)
def test_a_room_too_big_is_ruled_out(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert "atrium" in read.avoid


#: A room's name that is only part of another thing's name: no mention of the room at all.
OTHER_NAMES = [
    f"{B} for the Cedar project kickoff.",
    f"{B}. Our client is Sequoia Capital.",
    f"{B}. The Maple Street team is joining.",
    f"{B} for Project Aspen.",
    f"{B}. It's for Team Cedar.",
    f"{B} for the Aspen launch.",
    f"{B}. Guests from Juniper Networks are coming.",
    f"{B}. Topic: the Maple migration.",
    f"{B}, it's the Sequoia kick-off.",
    f"{B}. Visitors from Cedar Rapids.",
    # s54: a possessive before a person's or group's thing
    f"{B} for Cedar's farewell.",
    f"{B}, for Maple's team offsite.",
    f"{B}. It's Aspen\u2019s birthday drinks.",
    f"{B} for Cedar's big send-off.",
]


@rows("text", OTHER_NAMES)
def test_a_name_inside_another_name_is_no_room(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert read.room is None and not read.avoid
    assert room_stances(text) == {}


def test_the_model_books_the_first_free_room_despite_a_project_name() -> None:
    made, said, pauses = run(BEHAVIOURS["compliant"], OTHER_NAMES[0], ["approve"])
    assert pauses == 1, said
    assert made[2] == ("book_room", {"room_id": "R-102"}), made


@rows(
    ("text", "room"),
    [
        ("Book Cedar Tuesday for 6 people.", "cedar"),
        (f"{B}, Cedar Room please.", "cedar"),
        ("Book Cedar For 6 People On Tuesday.", "cedar"),
    ],
)
def test_a_room_before_a_day_or_room_word_stays_a_room(text: str, room: str) -> None:
    assert room in rooms_wanted(text)


@rows("text", [f"{B}. Aspen.", f"{B}. Aspen and Cedar came up.", f"{B}, Maple."])
def test_a_bare_mention_is_still_not_guessed(text: str) -> None:
    assert isinstance(read_request(text), NotUnderstood)


def test_a_room_among_bare_facts_is_asked_for() -> None:
    """ "Cedar Tuesday." gives the room and the day side by side: a terse request for Cedar, as
    "Cedar, Fri, 4 ppl." is (requests43; not understood until then)."""
    assert rooms_wanted(f"{B}. Cedar Tuesday.") == {"cedar"}
