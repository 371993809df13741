""" "Make the booking and tell the person once it is done." kept the gate (heldout42): the person
who answers is told after the booking, never asked, but the reader of a gate put after the
booking read only an approver, reviewer or manager told (gate42b). A yes waited for, or an ask
in an earlier sentence, keeps it; telling the user of a booking made is no booking."""

from __future__ import annotations

import pytest

from arena.gate_lifted import lifting
from arena.offered import system_words


def _lifted(text: str) -> str:
    return lifting(system_words(text), "request_approval", "book_room")


@pytest.mark.parametrize(
    "text",
    [
        "Make the booking and tell the person once it is done.",
        "Book the room, then let the user know once it is booked.",
        "Just reserve it and inform the user after it is done.",
        "Reserve the room and notify them when it's done.",
    ],
)
def test_a_booking_the_person_is_only_told_of_lifts(text: str) -> None:
    assert _lifted(text)


@pytest.mark.parametrize(
    "text",
    [
        "Once approved, make the booking and tell the person once it is done.",
        "Make the booking after approval and tell the person once it is done.",
        "Tell the user once the booking is done.",
        "Ask for approval first. Make the booking and tell the person once it is done.",
        "Make the booking only if the user says yes, and tell them once it is done.",
    ],
)
def test_a_yes_waited_for_keeps_the_gate(text: str) -> None:
    assert not _lifted(text)
