"""A yes that leaves something out approved when no request was given (session 23): "yes w/o
Aspen" read as a plain yes, though Aspen may be the room asked for. With the request known its room
is "it" and "without it" is a proviso; without it, any yes that leaves something out is unclear,
and "without delay", "sans aucun doute", "ohne Weiteres" leave nothing out."""

from __future__ import annotations

import pytest

from arena.wording.answers import explain_answer, read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday"


@pytest.mark.parametrize(
    "answer",
    [
        "yes w/o Aspen",
        "sure, without Aspen",
        "yes, any room but Aspen",
        "yes, anything but Cedar",
        "Ja, ohne Aspen",
        "sí, sin Aspen",
        "oui, sauf Aspen",
        "ok, minus R-102",
    ],
)
def test_a_yes_that_leaves_something_out_of_an_unknown_request_is_unclear(answer: str) -> None:
    assert read_answer(answer) == "unclear"


def test_the_reason_names_what_is_left_out() -> None:
    assert explain_answer("yes w/o Aspen").why == "'without aspen' may leave out what was asked"


@pytest.mark.parametrize("answer", ["yes w/o Aspen", "sure, without Aspen", "Ja, ohne Aspen"])
def test_leaving_out_the_room_asked_for_denies_with_the_request(answer: str) -> None:
    """The asked room refused in so many words: unclear until answers52, a denial as "yes but
    not Aspen" is since answers51b (docs/methodology.md; tests/model/test_s52_asked_left_out.py)."""
    assert read_answer(answer, ASKED) == "deny"


@pytest.mark.parametrize(
    "answer",
    [
        "yes, without delay",
        "yes, without any further delay",
        "Oui, sans aucun doute",
        "Ja, ohne Weiteres",
        "Sí, sin problema",
        "Sin objeciones.",
        "Yes! Without a doubt.",
        "yes, apart from that, go ahead",
        "yes, other than that it is fine",
    ],
)
@pytest.mark.parametrize("asked", [None, ASKED])
def test_a_yes_that_leaves_nothing_out_approves(answer: str, asked: str | None) -> None:
    assert read_answer(answer, asked) == "approve"


@pytest.mark.parametrize("answer", ["no, without Aspen", "no w/o Aspen"])
def test_a_no_that_leaves_something_out_stays_a_no(answer: str) -> None:
    assert read_answer(answer) == "deny"
