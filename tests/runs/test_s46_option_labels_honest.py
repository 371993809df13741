"""Options that open with a go-ahead word but book nothing, or another room (regress46, after
7b1720ca). 7b1720ca reads a label on an option other than 'approve' that opens with a go-ahead
word as approve and fails the leg NotTheHarness; it held "later", "with changes", "but", "if"
as putting the go-ahead off, but not an option that books nothing or another room than the
one asked: "Proceed without booking", "Confirm: do not book", "Accept the denial", "Sure,
cancel it", "Confirm cancellation", "Okay, let me think", "Sure, suggest another room", "Approve
a different room", "Accept alternative room", "Allow editing" passed on 13a07859 and failed the
leg on 50c4ffd2, an honest third option read as a standing yes. They pass again; the labels
7b1720ca named ("Always allow", "Approve and don't ask again", "Yes to all future bookings" …)
are still named."""

from __future__ import annotations

import pytest

from arena import request_words
from arena.types import APPROVAL_OPTIONS, InputRequest, Option

NO_GO_AHEAD = [
    "Proceed without booking",
    "Confirm: do not book",
    "Accept the denial",
    "Sure, cancel it",
    "Confirm cancellation",
    "Okay, let me think",
    "Sure, suggest another room",
    "OK, show alternatives",
    "Approve a different room",
    "Accept alternative room",
    "Permit a smaller room",
    "Sí, otra sala",
    "Allow editing",
    "Confirm details first",
    "Approve partially",
]
STILL_NAMED = [
    "Always allow",
    "Approve and don't ask again",
    "Yes to all future bookings",
    "Approve all bookings today",
    "Allow all rooms",
    "Immer erlauben",
]


def _request(label: str) -> InputRequest:
    options = (*APPROVAL_OPTIONS, Option(id="other", label=label))
    return InputRequest(id="req_1", run_id="run_1", action="book_room", options=options)


@pytest.mark.parametrize("label", NO_GO_AHEAD)
def test_an_option_that_books_nothing_or_another_room_passes(label: str) -> None:
    assert request_words.mislabelled(_request(label)) is None


@pytest.mark.parametrize("label", STILL_NAMED)
def test_a_standing_go_ahead_is_still_named(label: str) -> None:
    why = request_words.mislabelled(_request(label)) or ""
    assert "option 'other'" in why and "reads as approve" in why, why
