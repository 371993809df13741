"""A colleague's @-mention that opens a request as its subject is no address (regress45, after
6642c775): "@priya, @sam and I need maple tue 6ppl, please book it." and "@priya is presenting,
so book maple tue 6ppl." were read as written to @priya and asked about, where the writer asks the
agent. 6642c775 knew "@priya and I …" and "@priya's team …" only. A mention followed by a list of
mentions that ends in "and", or by a verb said of the person ("is presenting", "has asked me",
"ist im Urlaub"), is a subject; a question put to the person ("@priya is it possible to book …?",
"@priya, @sam can you book …?") is still asked about."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.addressed import addressed_to


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@pytest.mark.parametrize(
    "text",
    [
        "@priya, @sam and I need maple tue 6ppl, please book it.",
        "@priya, @sam, @li and I need maple tue 6ppl.",
        "@priya is presenting, so book maple tue 6ppl.",
        "@priya has asked me to get maple tue 6ppl, please book it.",
        "@priya has the keys; book maple tue 6ppl.",
        "@priya and I need maple tue for 6",
    ],
)
def test_a_colleague_as_subject_is_the_agent_s_request(text: str) -> None:
    assert addressed_to(text) is None
    assert _booked(text) == ["R-210"]


@pytest.mark.parametrize(
    "text",
    [
        "@priya ist im Urlaub, bitte Maple für Dienstag, 6 Personen buchen.",
        "@priya quiere Maple el martes para 6, resérvala por favor.",
    ],
)
def test_a_colleague_as_subject_in_other_languages_is_no_address(text: str) -> None:
    assert addressed_to(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "@priya can you book maple tue 6ppl?",
        "@priya, can you book maple tue 6ppl?",
        "@priya, @sam can you book maple tue 6ppl?",
        "@priya is it possible to book maple tue 6ppl?",
        "@priya is there a chance you can book maple tue 6ppl?",
        "@priya kannst du Maple für Dienstag, 6 Personen buchen?",
    ],
)
def test_a_question_put_to_a_colleague_is_still_asked_about(text: str) -> None:
    assert addressed_to(text) == "@priya"
    assert _booked(text) == []
