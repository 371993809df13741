"""A room named by its size and said not to do is no wish (regress45, after 4887d011): "Book a
room for 6 on Tuesday, the 8-seat room is too big." was asked as "(the request says, not
checked: the 8-seat room)" — the opposite of the request — as were "an 8-seater would be
overkill" and "last time the 8-seat room was fine" (a room of the past). 4887d011 left out a
sized room ruled out before it ("avoid the 4-seat room"), not one said too big after it, nor
one that was. A sized room asked for is still said."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.tools import rooms


def _asked(text: str) -> str:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    [summary] = [str(a.get("summary")) for n, a in made if n == rooms.GATE]
    return summary


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for 6 on Tuesday, the 8-seat room is too big.",
        "Book a room for 4 on Tuesday; an 8-seater would be overkill.",
        "Book a room for 5 on Tuesday, last time the 8-seat room was fine.",
        "Book a room for 5 on Tuesday; the 30-person room is way too big.",
    ],
)
def test_a_sized_room_said_not_to_do_is_not_asked_for(text: str) -> None:
    assert "not checked" not in _asked(text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("grab the 8-seat room on Tuesday for 5 of us", "the 8-seat room"),
        ("Book our usual 10-seat room for 6 on Tuesday.", "our usual 10-seat room"),
        ("Book the 8-seat room for 5 on Tuesday, it is the best.", "the 8-seat room"),
        ("Book the 8-seat room for 5 on Tuesday; the 8-seat room is quiet.", "the 8-seat room"),
    ],
)
def test_a_sized_room_asked_for_is_still_said(text: str, said: str) -> None:
    assert f"not checked: {said})" in _asked(text)
