"""Session 33 (outside tester answers33): a head count said in Japanese, Chinese or Korean ("は
い、6名でお願いします", "好的，六人", "네, 6명으로 해주세요") was not read, so a plain yes for
the asked count was unclear. The count is now held against the request's
(:mod:`arena.wording.cjk_counts`): the asked one approves, another one never does.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
SIX = "Book R-102 (Aspen) for 6 people on Wednesday"
EIGHT = "Book R-204 (Cedar) for 8 people on Tuesday"


def _verdict(answer: str, asked: str) -> str:
    verdict = explain_answer(answer, asked, rooms=ROOMS).verdict
    assert model_reads(answer, asked) == verdict, "the scripted model reads it otherwise"
    return verdict


ASKED_COUNT = [
    ("はい、6名でお願いします", SIX), ("6名で承認します", SIX), ("はい、六名で", SIX),
    ("好的，6人", SIX), ("可以，六个人", SIX), ("네, 6명으로 해주세요", SIX), ("네, 여섯 명이요", SIX),
    ("はい、8名でお願いします", EIGHT), ("好的，八人", EIGHT), ("네, 여덟 명이요", EIGHT),
]  # fmt: skip
OTHER_COUNT = [
    ("はい、8名でお願いします", SIX), ("8名で承認します", SIX), ("はい、十二名で", SIX),
    ("好的，八人", SIX), ("可以，十个人", SIX), ("네, 8명으로 해주세요", SIX), ("네, 네 명이요", SIX),
    ("はい、6名でお願いします", EIGHT), ("好的，六人", EIGHT), ("네, 열두 명", EIGHT),
]  # fmt: skip


@pytest.mark.parametrize(("answer", "asked"), ASKED_COUNT)
def test_a_yes_for_the_asked_count_approves(answer: str, asked: str) -> None:
    assert _verdict(answer, asked) == "approve", answer


@pytest.mark.parametrize(("answer", "asked"), OTHER_COUNT)
def test_a_yes_for_another_count_never_approves(answer: str, asked: str) -> None:
    assert _verdict(answer, asked) != "approve", answer
