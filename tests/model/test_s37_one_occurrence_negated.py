"""Words for one occurrence excuse only the series they qualify (regress37).

3ef8bc31 read a request for one occurrence of a series ("Invite (recurring series, this
occurrence only): …") as one booking by setting every repeat of the text aside wherever such
words stood, so a request that turns them down or asks for the series beside them read as one
booking too, where it read as more than one before: "every Friday, not just this one", "this
occurrence only, and every Friday after", "a one-off? No, make it weekly". The words now excuse
a repeat they follow in the same clause, and not where "not", "starting with" or the like turns
them.
"""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for 6 every Friday at 10:00, not just this one",
        "Book a room for 6 on Friday at 10:00, this occurrence only, and every Friday after",
        "Book a room for 6 on Friday at 10:00 and every week after that, starting with just "
        "this one",
        "Book a room for 6 on Friday at 10:00 — a one-off? No, make it weekly.",
        "Book a room for 6 every Friday at 10:00. Not a one-off.",
    ],
)
def test_a_series_asked_beside_one_occurrence_is_more_than_one_booking(text: str) -> None:
    assert not isinstance(read_request(text), BookingRequest)


@pytest.mark.parametrize(
    "text",
    [
        "Invite (recurring series, this occurrence only): Friday 11 Dec, 16:00, room for 4",
        "Weekly sync, just this one: book a room for 4 on Friday at 16:00",
    ],
)
def test_one_occurrence_of_a_series_is_still_one_booking(text: str) -> None:
    assert isinstance(read_request(text), BookingRequest)
