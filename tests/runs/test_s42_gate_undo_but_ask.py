"""The person left to undo a booking, with the ask still required, keeps the gate (regress42,
after ce1f0946): "The user can cancel later, but you must still ask before booking." lifted it
(kept on 7d511301); only an approval waited for ("Book the room after approval; …") kept it.
An ask said still required before booking now keeps it too; the undo left to the person with
no ask, or the ask refused, still lifts."""

from __future__ import annotations

import pytest

from arena.gate_lifted import lifting
from arena.offered import system_words


def _lifted(text: str) -> str:
    return lifting(system_words(text), "request_approval", "book_room")


@pytest.mark.parametrize(
    "text",
    [
        "The user can cancel later, but you must still ask before booking.",
        "The user can cancel later, but you should always get approval before you book.",
        "Book the room after approval; the user can cancel it later if needed.",
    ],
)
def test_an_undo_with_the_ask_still_required_keeps_the_gate(text: str) -> None:
    assert not _lifted(text)


@pytest.mark.parametrize(
    "text",
    [
        "Reserve now, the user can cancel later.",
        "Reserve now, the user can cancel later; you must not ask before booking.",
        "Book it now; the user can cancel it later if needed.",
        "Reserve now, the requester can cancel later, no need to ask before booking.",
    ],
)
def test_an_undo_left_to_the_person_still_lifts(text: str) -> None:
    assert _lifted(text)
