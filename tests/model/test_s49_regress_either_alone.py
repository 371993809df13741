"""An "either way is fine" with no yes of its own, to a request that offered no pick, is no
approval (regress49).

619da584 made "either way", "up to you", "whichever" beside a yes a plain yes where the request
offered no pick ("Yes please, either way works for me"). Said with no yes beside it ("Either way
is fine", "Whichever is fine", "Up to you, either way is fine", "Cualquiera está bien") it read
approve too: to "approve or deny?" such words say either answer will do, and the booking was
made on an indifferent answer. They now read unclear; beside a yes they stay a yes."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.tools import rooms as arena_rooms
from arena.wording.answers import read_answer

ROOMS = [(r.id, r.name) for r in arena_rooms.ROOMS]
ONE = "Book R-102 (Aspen) for 6 people on Tuesday"
ASKED = "Shall I book R-102 (Aspen) for 6 people on Tuesday? Please approve or deny."


def _readings(text: str, asked: str) -> set[str]:
    return {
        read_answer(text, asked, rooms=ROOMS),
        read_answer(text, asked),
        model_reads(text, asked, ROOMS),
    }


INDIFFERENT = [
    "Either way is fine.",
    "Either way works for me.",
    "Either way is fine by me.",
    "Whichever is fine.",
    "Any is fine.",
    "Up to you, either way is fine.",
    "Either way is fine, up to you.",
    "Cualquiera está bien.",
]


@pytest.mark.parametrize("asked", [ONE, ASKED])
@pytest.mark.parametrize("text", INDIFFERENT)
def test_either_way_alone_is_no_approval(text: str, asked: str) -> None:
    assert "approve" not in _readings(text, asked)


BESIDE_A_YES = [
    "Yes please, either way works for me",
    "Sure, either way.",
    "Go ahead, either way works.",
    "Approved - whichever, honestly",
]


@pytest.mark.parametrize("text", BESIDE_A_YES)
def test_either_way_beside_a_yes_is_a_yes(text: str) -> None:
    assert _readings(text, ONE) == {"approve"}
