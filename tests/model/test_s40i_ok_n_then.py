"""A count settled on with "then", opening a chat line or a sentence, corrects the count said
before it (itemsheld40, session 40: "Jo: can u book smth for tue, 4 of us / Mia: I'm in too /
Jo: ok 5 then" read 4, and a room for 4 was booked for 5). "then" in the middle of a sentence,
or a time after it, corrects nothing."""

from __future__ import annotations

import pytest

from arena.model.task import read_request

CORRECTED = [
    ("Jo: can u book smth for tue, 4 of us\nMia: I'm in too\nJo: ok 5 then", 5),
    ("Book a room for 4 on Tuesday.\nOk 5 then.", 5),
    ("Book a room for 4 on Tuesday.\nok, 5 then", 5),
    ("Book a room for 4 on Tuesday.\nFive then!", 5),
    ("Book a room for 4 on Tuesday. So 6 then.", 6),
]

KEPT = [
    "Book for 4 on Tuesday. Ok then, see you.",
    "Book a room for 4 on Tuesday, then 5 more join at noon.",
    "Book a room for 4 on Tuesday at 10. 2 then 3 hours.",
    "Book a room for 4 on Tuesday. Back at 5 then.",
]


@pytest.mark.parametrize(("text", "people"), CORRECTED)
def test_a_count_settled_with_then_wins(text: str, people: int) -> None:
    assert read_request(text).capacity == people, text


@pytest.mark.parametrize("text", KEPT)
def test_then_elsewhere_corrects_nothing(text: str) -> None:
    assert read_request(text).capacity == 4, text
