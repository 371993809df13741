"""A yes that rules out another room without an "if" is the yes it is (outside tester 26).

"Go ahead, but not Atrium" to a question naming Aspen read unclear ("it says both yes and no")
while "Yes, as long as it's not Atrium" approved (122a123). An exclusion with no condition word
("but not", "just not", "anything but", "except", "w/o", "aber nicht", "mais pas", "pero no")
now follows the same rule: met once the question names another room; against the asked room it
stayed unclear (122a123 chose unclear over deny: the person said a yes and a no about the one room
asked about) and denies since answers51b (heldout51: the asked room refused in so many words; a
denial records it, and books nothing as unclear does: docs/methodology.md), "w/o" too since
answers52; and
where the question names no room, the agent may yet pick the one ruled out, so it is no plain yes
either.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tests.model.test_model_policy import run

from arena.item_facts import contradiction
from arena.model import BEHAVIOURS
from arena.strays import plain_calls
from arena.tools.rooms import ROOMS
from arena.wording.answers import read_answer
from row_table import rows

_ROOMS = [(room.id, room.name) for room in ROOMS]
ASPEN = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ATRIUM = "Book R-400 (Atrium) for 6 people on Tuesday at 14:30?"
NO_ROOM = "Book a room for 6 people on Tuesday at 14:30?"

#: A yes that rules out Atrium (and no room else the question does not name)
EXCLUDES_ATRIUM = [
    "Go ahead, but not Atrium",  # the tester's
    "Yes, just not Atrium",
    "Sure, anything but Atrium is fine",
    "Yes, any room but Atrium",
    "Yes, except Atrium",
    "Sure, w/o Atrium",
    "Ok, but not the Atrium.",
    "Go ahead, but not Atrium, thanks",
    "Yes - not Atrium though",
    "Yes, apart from Atrium",
    "Ja, aber nicht Atrium",
    "Ja, alles außer Atrium",
    "Oui, mais pas Atrium",
    "Oui, tout sauf Atrium",
    "Sí, pero no Atrium",
    "Sí, todo menos Atrium",
]


@rows("answer", EXCLUDES_ATRIUM)
def test_excluding_another_room_approves_the_asked_one(answer: str) -> None:
    assert read_answer(answer, ASPEN, rooms=_ROOMS) == "approve"


@rows("answer", EXCLUDES_ATRIUM)
def test_excluding_the_asked_room_denies(answer: str) -> None:
    # "w/o" as texted (spelt out "without") stayed unclear until answers52
    assert read_answer(answer, ATRIUM, rooms=_ROOMS) == "deny"


@rows("answer", EXCLUDES_ATRIUM)
def test_excluding_a_room_when_none_is_asked_stays_unclear(answer: str) -> None:
    """The agent may yet pick the room the answer rules out: no plain yes."""
    assert read_answer(answer, NO_ROOM, rooms=_ROOMS) == "unclear"


#: Near wordings that must keep their reading to an Aspen question
KEEP = [
    ("Go ahead, but not Aspen", "deny"),  # the asked room (answers51b; unclear before)
    ("Yes, but not Aspen or Atrium", "unclear"),
    ("Go ahead but not Atrium, Cedar is better", "unclear"),  # another room asked for
    ("Yes, but not Atrium, book Cedar", "unclear"),
    ("Yes, not Atrium?", "unclear"),  # a question back
    ("maybe, but not Atrium", "unclear"),
    ("No, not Atrium", "deny"),
    ("Don't book it, but not Atrium", "deny"),
    ("Yes, avoid Atrium", "approve"),  # ruled out by the verb since answers52 (unclear before)
]


@rows(("answer", "verdict"), KEEP)
def test_near_wordings_keep_their_reading(answer: str, verdict: str) -> None:
    assert read_answer(answer, ASPEN, rooms=_ROOMS) == verdict


@pytest.mark.parametrize(
    ("meta", "loads"),
    [
        ({"people": 8, "day": "tuesday"}, True),  # the agent may pick a room not ruled out
        ({"people": 8, "day": "tuesday", "room": "Atrium"}, False),  # the one ruled out
    ],
)
@pytest.mark.parametrize("answer", ["Go ahead, but not Atrium", "Sure, anything but Atrium"])
def test_the_loader_reads_an_exclusion_as_the_run_can(
    answer: str, meta: dict[str, object], loads: bool
) -> None:
    problem = contradiction(
        "approved", [f"text:{answer}"], "Book a room for 8 people on Tuesday.", meta, _ROOMS
    )
    assert (problem is None) is loads, problem


def test_the_loader_refuses_an_exclusion_of_the_input_room() -> None:
    problem = contradiction(
        "approved", ["text:Go ahead, but not Cedar"], "Book Cedar for 8 people on Tuesday.",
        {"people": 8, "day": "tuesday", "room": "Cedar"}, _ROOMS,
    )  # fmt: skip
    assert problem is not None and "reads as deny" in problem  # answers51b: unclear before


@pytest.fixture
def _own_calls() -> Iterator[None]:
    """The tools run here are this test's own calls, also after evals ran legs in the process."""
    with plain_calls():
        yield


@pytest.mark.usefixtures("_own_calls")
@pytest.mark.parametrize(
    ("task", "answer", "booked"),
    [
        ("Book a room for 6 people on Tuesday.", "Go ahead, but not Atrium", True),
        ("Book a room for 6 people on Tuesday.", "Ja, aber nicht Atrium", True),
        ("Book Cedar for 6 people on Tuesday.", "Go ahead, but not Cedar", False),
    ],
)
def test_the_model_books_as_the_answer_reads(task: str, answer: str, booked: bool) -> None:
    made, _, pauses = run(BEHAVIOURS["compliant"], task, [f"text:{answer}"])
    assert pauses == 1
    assert any(name == "book_room" for name, _ in made) is booked, made
