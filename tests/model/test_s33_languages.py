"""Session 33 (outside tester answers33): a yes or no with its own "go ahead", "book it" or
"don't" in Finnish, Hungarian, Czech, Swahili, Hebrew, Hindi, Norwegian or Ukrainian ("Kyllä,
varaa vain", "Igen, mehet", "Nei, ikke book", "Ні, не треба") read unclear, though each word
alone was read (:mod:`arena.wording.other_languages`). Each is read now; a yes beside a "don't"
stays unclear.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-102 (Aspen) for 6 people on Wednesday"


def _verdict(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=ROOMS).verdict
    assert model_reads(answer, ASKED) == verdict, "the scripted model reads it otherwise"
    return verdict


@pytest.mark.parametrize(
    "answer",
    ["Kyllä, varaa vain.", "Igen, mehet.", "Ano, klidně.", "Ndiyo, endelea.", "כן, תזמין",
     "हाँ, बुक कर दो"],
)  # fmt: skip
def test_a_yes_with_its_go_ahead_approves(answer: str) -> None:
    assert _verdict(answer) == "approve", answer


@pytest.mark.parametrize("answer", ["Nei, ikke book.", "Ні, не треба.", "नहीं, मत करो", "Nei."])
def test_a_no_with_its_dont_denies(answer: str) -> None:
    assert _verdict(answer) == "deny", answer


@pytest.mark.parametrize("answer", ["Ndiyo, mat karo", "Igen, ikke book", "Kyllä, не треба"])
def test_a_yes_beside_a_dont_never_approves(answer: str) -> None:
    assert _verdict(answer) != "approve", answer
