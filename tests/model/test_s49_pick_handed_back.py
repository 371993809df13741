"""Session 49: a pick handed back in words the alternatives reader did not know.

To "Book Aspen or Cedar?" the answers "Either's fine by me, book it", "Oui, comme tu veux",
"Ja, egal, buch es", "Sí, como quieras" approved, the agent left to pick a room nobody chose:
they now read unclear there, as "either one works" does. To a request that offered one room
they are the plain yes they say (``test_s49_either_without_a_choice``), and an answer that picks
one of the two still approves.
"""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.tools import rooms as arena_rooms
from arena.wording.answers import read_answer
from row_table import rows

ROOMS = [(r.id, r.name) for r in arena_rooms.ROOMS]
ONE = "Book R-102 (Aspen) for 6 people on Tuesday"
OFFERED = "Book R-102 (Aspen, 6 seats) or R-204 (Cedar, 8 seats) for 6 on Tuesday?"

HANDED_BACK = [
    "Either's fine by me, book it",
    "Sure, either’s fine",
    "Yes, as you like",
    "Go ahead, as you see fit",
    "Oui, comme tu veux",
    "Oui, comme vous préférez",
    "Ja, egal, buch es",
    "Ja, wie du willst",
    "Sí, como quieras",
    "Sì, come preferisci",
    "Ja, zoals je wilt",
]


def _readings(text: str, asked: str) -> set[str]:
    return {
        read_answer(text, asked, rooms=ROOMS),
        read_answer(text, asked),
        model_reads(text, asked, ROOMS),
    }


@rows("text", HANDED_BACK)
def test_a_pick_handed_back_to_two_rooms_is_unclear(text: str) -> None:
    assert _readings(text, OFFERED) == {"unclear"}, text


@rows("text", HANDED_BACK)
def test_the_same_words_to_one_room_approve(text: str) -> None:
    assert _readings(text, ONE) == {"approve"}, text


@rows(
    "text",
    ["Yes, Aspen please", "Oui, Aspen", "Ja, Aspen bitte", "Yes, as usual, Aspen", "Sí, Cedar"],
)
def test_a_yes_that_picks_one_of_the_two_still_approves(text: str) -> None:
    assert _readings(text, OFFERED) == {"approve"}, text
