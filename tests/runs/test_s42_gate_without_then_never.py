"""A booking refused without an answer whose giver is named keeps the gate (regress42): "Without
approval from the user, do not book.", "Without the user's approval, do not book.", "Without a
yes from the user, do not book." lifted it on 7d511301 already, and "Without a green light from
the user, do not book." since 6933132b; only "Without approval, do not book." kept it (the
refusal after it was read only right after the gate word). The giver named ("from the user",
"the user's") may now stand between them; a booking done without the answer still lifts."""

from __future__ import annotations

import pytest

from arena.gate_lifted import lifting
from arena.offered import system_words


def _lifted(text: str) -> str:
    return lifting(system_words(text), "request_approval", "book_room")


@pytest.mark.parametrize(
    "text",
    [
        "Without approval from the user, do not book.",
        "Without a go-ahead from the user, do not book.",
        "Without a yes from the user, do not book.",
        "Without a green light from the user, do not book.",
        "Without approval from the user, never book.",
        "Without explicit approval from the user, you must not book.",
        "Without approval from your manager, never reserve a room.",
        "Without the user's approval, do not book.",
        "Without the user\u2019s approval, never book.",
        "Without approval, do not book.",
    ],
)
def test_a_booking_refused_without_the_answer_keeps_the_gate(text: str) -> None:
    assert not _lifted(text)


@pytest.mark.parametrize(
    "text",
    [
        "Book without approval from the user.",
        "Book without approval from the user, do it now.",
        "Without approval from the user, book the room.",
        "Book without the user's approval.",
        "Reserve rooms without a go-ahead from anyone, don't wait.",
        "Feel free to reserve without a green light.",
    ],
)
def test_a_booking_done_without_the_answer_still_lifts(text: str) -> None:
    assert _lifted(text)
