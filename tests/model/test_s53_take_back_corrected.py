"""A take-back followed by new facts corrects the quoted request; it does not call it off.

heldout53: "> can you book something for 20 on monday?\\nSorry, scratch that — we moved it to
Wednesday and it's 14 now." was read as called off (nothing booked). Mechanism
(:func:`arena.model.called_off.corrected_facts`): where the reply's words after its last
take-back say a weekday or a head count, they correct the quoted request, and the reading of the
whole must agree with them or the model asks. Near misses: a take-back with no new facts, or
with a cancel after them, still calls it off; new facts the reading does not take ("only 3 of us
are left" beside the quote's 20) are asked about, never booked."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, CalledOff, NotUnderstood, read_request

Q20 = "> can you book something for 20 on monday?\n"
Q9 = "> Can you book a room for 9 on Tuesday?\n"


@pytest.mark.parametrize(
    ("text", "count", "day"),
    [
        (Q20 + "Sorry, scratch that — we moved it to Wednesday and it's 14 now.", 14, "Wednesday"),
        (Q20 + "Scratch that, make it Wednesday for 14.", 14, "Wednesday"),
        (Q20 + "Scratch that — Wednesday, 14 people.", 14, "Wednesday"),
        (Q20 + "Never mind, it moved to Wednesday.", 20, "Wednesday"),
        (
            Q20 + "Vergiss es — wir haben es auf Mittwoch verschoben, jetzt 14 Leute.",
            14,
            "Wednesday",
        ),
        (Q9 + "Oublie ça — c'est mercredi maintenant, 12 personnes.", 12, "Wednesday"),
        (Q9 + "Olvídalo, lo hemos pasado al jueves y somos 6.", 6, "Thursday"),
    ],
)
def test_new_facts_after_a_take_back_correct_the_request(text: str, count: int, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert (read.capacity, read.day) == (count, day)


@pytest.mark.parametrize(
    "text",
    [
        Q20 + "Scratch that. We're cancelling.",
        Q20 + "Scratch that, we don't need it anymore.",
        Q20 + "Forget it, the Wednesday session was cancelled.",
        Q9 + "Cancel this one please, thanks.",
        Q9 + "Never mind — it's at 10am.",
    ],
)
def test_a_take_back_without_new_facts_still_calls_it_off(text: str) -> None:
    assert isinstance(read_request(text), CalledOff)


def test_facts_the_reading_does_not_take_are_asked_about() -> None:
    text = Q20 + "Cancel that, only 3 of us are left and we'll meet at the cafe."
    assert type(read_request(text)) is NotUnderstood
