"""Someone else's vote or answer, named by a possessive, is theirs (regress50).

"Dana's vote is yes" read unclear (someone else's yes: the person must answer themself), but
"Dana's vote's yes", "Sam's answer is yes", "Sam's answer's yes" and "Priya's final answer is
ok" approved: only "vote is" was read as another's. Near misses: the person's own ("My vote's
yes", "My answer is yes"), "Let's vote yes", "That's my answer" and a room's "'s" ("Aspen's
fine, yes") read as before.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.tools import rooms as arena_rooms
from arena.wording.answers import read_answer

ROOMS = [(r.id, r.name) for r in arena_rooms.ROOMS]
ASKED = "May I book Aspen (R-102) for 6 people on Tuesday? Please reply yes or no."


def _readings(text: str) -> set[str]:
    return {
        read_answer(text, ASKED, rooms=ROOMS),
        read_answer(text),
        model_reads(text, asked=ASKED),
    }


@pytest.mark.parametrize(
    "text",
    [
        "Dana's vote's yes.",
        "Sam's answer is yes.",
        "Sam's answer's yes.",
        "Sam\u2019s answer is yes",
        "Priya's final answer is ok",
        "Jo's decision: yes",
        "Dana's vote is yes.",
    ],
)
def test_a_named_persons_vote_is_not_the_answer(text: str) -> None:
    assert _readings(text) == {"unclear"}, text


@pytest.mark.parametrize(
    "text",
    [
        "My vote's yes.",
        "My answer is yes.",
        "Let's vote yes.",
        "Yes. That's my answer.",
        "Aspen's fine, yes.",
    ],
)
def test_the_persons_own_yes_still_approves(text: str) -> None:
    assert _readings(text) == {"approve"}, text
