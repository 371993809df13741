"""Session 49: "either way" to a request that offered no choice is a plain yes.

"Yes please, either way works for me" and "Yes, up to you on the catering" to "Book R-102
(Aspen) for 6 people on Tuesday" read unclear ("'either way' leaves the choice to the agent"):
the alternatives reader took every "either"/"up to you" for a pick handed back, whether or not
the request offered one. Now those words leave a yes unclear only where the request offers a
pick (two rooms, counts, days or times, or asks which) or is not given; two values the answer
names itself ("Tuesday or Friday works") stay unclear whatever was asked, and so does a pick
handed back in French, Spanish, Italian, Portuguese or Dutch to a request that offered two rooms
(those approved before).
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.tools import rooms as arena_rooms
from arena.wording import alternatives
from arena.wording.answers import read_answer

ROOMS = [(r.id, r.name) for r in arena_rooms.ROOMS]
ONE = "Book R-102 (Aspen) for 6 people on Tuesday"
OFFERED = "Book R-102 (Aspen, 6 seats) or R-204 (Cedar, 8 seats) for 6 on Tuesday?"
WHICH = "Which room should I book for 6 people on Tuesday: Aspen, or would you prefer Cedar?"
SIZES = "Book a 6-person or 8-person room on Tuesday?"


def _readings(text: str, asked: str | None) -> set[str]:
    """How the harness (with and without the rooms) and the model read ``text``."""
    return {
        read_answer(text, asked, rooms=ROOMS),
        read_answer(text, asked),
        model_reads(text, asked, ROOMS),
    }


EITHER_YES = [
    "Yes please, either way works for me",
    "Yes, up to you on the catering",
    "Yes, either way",
    "Sure, up to you",
    "Either way is fine, go ahead",
    "Go ahead, I don't mind which",
    "yes pls, either way's fine",
    "Approved - whichever, honestly",
    "Oui, peu importe laquelle.",
    "Sí, cualquiera.",
    "Sim, tanto faz.",
    "Sì, qualsiasi va bene.",
]


@pytest.mark.parametrize("text", EITHER_YES)
def test_either_to_a_request_with_no_choice_approves(text: str) -> None:
    assert _readings(text, ONE) == {"approve"}, text


@pytest.mark.parametrize("text", EITHER_YES)
@pytest.mark.parametrize("asked", [OFFERED, WHICH, SIZES])
def test_either_to_a_request_that_offered_a_choice_stays_unclear(text: str, asked: str) -> None:
    assert _readings(text, asked) == {"unclear"}, (text, asked)


@pytest.mark.parametrize("text", ["Yes please, either way works for me", "Sure, up to you"])
def test_either_with_no_request_given_stays_unclear(text: str) -> None:
    assert read_answer(text) == "unclear"


@pytest.mark.parametrize(
    "text",
    [
        "Up to you",  # no yes of its own: the decision handed back
        "Either way, no.",
        "Yes, Tuesday or Friday works",  # two values the answer names itself
        "Yes, Aspen or Cedar, either is fine",
        "Yes, 6 or 8 people, either way",
        "Either way works, but not Tuesday",
        "Yes, either way — though is Cedar free?",
    ],
)
def test_its_neighbours_to_a_request_with_no_choice_do_not_approve(text: str) -> None:
    assert "approve" not in _readings(text, ONE), text


@pytest.mark.parametrize(
    ("asked", "offers"),
    [
        (ONE, False),
        ("Approve or deny: Book R-102 (Aspen) for 6 people on Tuesday", False),
        ("Book R-102 (Aspen) for 6 people on Tuesday at 14:30?", False),
        (OFFERED, True),
        (WHICH, True),
        (SIZES, True),
        ("Book Aspen on Tuesday or Friday?", True),
        ("Welchen Raum soll ich buchen, Aspen oder Cedar?", True),
        ("Quelle salle préférez-vous ?", True),
    ],
)
def test_what_counts_as_a_request_offering_a_pick(asked: str, offers: bool) -> None:
    assert alternatives.offers_pick(asked, ROOMS) is offers, asked
