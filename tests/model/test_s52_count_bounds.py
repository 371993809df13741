"""Session 52 (answers52): a yes on a head-count bound the request meets.

"yes if it's under 10 people" to a request for 8 read unclear, a condition the agent cannot
check, where a condition the request meets approves ("yes if it's on a weekday" to a Friday
request, "as long as it's for 8"): the head count is the request's own, so the bound is checked
against it (:mod:`arena.wording.count_bounds`). Unmet, or with no count asked, it stays unclear.
"""

from __future__ import annotations

from arena.model.reading import read_answer
from row_table import rows

FOR_8 = "Approve booking Sequoia R-305 for 8 on Thursday?"
FOR_12 = "Approve booking Sequoia R-305 for 12 on Thursday?"
NO_COUNT = "Approve booking Sequoia R-305 on Thursday?"

MET_FOR_8 = [
    "yes if it's under 10 people",
    "ok as long as it's no more than 10 people",
    "yes, as long as we are fewer than 10 people",
    "yes if under ten people",
    "yes if it's up to 8 people",
    "yes if it's at least 5 people",
    "oui si c'est moins de 10 personnes",
    "sì, se sono meno di 10 persone",
]


@rows("answer", MET_FOR_8)
def test_s52_a_count_bound_the_request_meets_approves(answer: str) -> None:
    assert read_answer(answer, FOR_8) == "approve"


@rows("answer", MET_FOR_8[:-1])  # "at least 5" is met by 12 too
def test_s52_a_count_bound_the_request_does_not_meet_stays_unclear(answer: str) -> None:
    if "at least" in answer:
        assert read_answer(answer, FOR_12) == "approve"
    else:
        assert read_answer(answer, FOR_12) == "unclear"


@rows(
    ("answer", "asked"),
    [
        *((a, NO_COUNT) for a in MET_FOR_8),
        ("yes if it's under 8 people", FOR_8),  # 8 is not under 8
        ("yes if under 10", FOR_8),  # no people word: may be a time or a price
        ("yes if it's under 10 euros", FOR_8),
        ("yes, under 10 people", FOR_8),  # no condition: a count of its own
        ("yes if it's under 10 people and Bo agrees", FOR_8),
    ],
)
def test_s52_a_count_bound_not_checkable_stays_unclear(answer: str, asked: str) -> None:
    assert read_answer(answer, asked) == "unclear"


def test_s52_a_reader_blind_to_the_count_fails_the_table() -> None:
    """A reader that approves any bound (or none) fails one side: 12 is not under 10."""
    assert read_answer("yes if it's under 10 people", FOR_12) != read_answer(
        "yes if it's under 10 people", FOR_8
    )


# s55 (heldout55 train): a floor on the room's seats the head count meets is met (the room asked
# for seats the group); a higher floor, a ceiling, another noun, or no count asked stays unclear.
SEATS_MET_FOR_8 = [
    "Yes if it has at least 6 seats.",
    "yes provided the room has at least five seats",
    "Only if it seats at least 8.",
    "Ja, wenn er mindestens 6 Plätze hat.",
    "Sí, si tiene al menos 6 plazas.",
    "Oui, s'il a au moins 6 places.",
    "Sì, se ha almeno 6 posti.",
    "Ja, als hij minstens 6 plaatsen heeft.",
]


@rows(
    ("answer", "asked", "verdict"),
    [
        *((a, FOR_8, "approve") for a in SEATS_MET_FOR_8),
        *((a, NO_COUNT, "unclear") for a in SEATS_MET_FOR_8),
        ("Yes if it has at least 10 seats.", FOR_8, "unclear"),  # 8 says nothing of 10
        ("Yes if it has more than 8 seats", FOR_8, "unclear"),
        ("Yes if it has at most 10 seats.", FOR_8, "unclear"),  # a ceiling: the room's size unknown
        ("Yes if it has at least 6 windows.", FOR_8, "unclear"),
        ("Only if it has at least 6 seats and a projector.", FOR_8, "unclear"),
        ("No, even if it has at least 6 seats.", FOR_8, "deny"),
    ],
)
def test_s55_a_seat_floor_the_count_meets(answer: str, asked: str, verdict: str) -> None:
    assert read_answer(answer, asked) == verdict
