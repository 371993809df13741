"""A chat's quote line ("--- Ana wrote (Mon 10:02) ---") says when the quoted words were said,
not when the meeting is (evals47: "Thanks Ana! @roombot can you take care of this? … --- Ana
wrote (Mon 10:02) --- need a room fri for 4 ppl" read Monday beside Friday and was asked
about as two weekdays)."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, NotUnderstood, read_request


@pytest.mark.parametrize(
    "text",
    [
        "Thanks Ana! @roombot can you take care of this?\n\n--- Ana wrote (Mon 10:02) ---\n"
        "need a room fri for 4 ppl",
        "Can you handle this?\n\nAna wrote (Mon 10:02):\nneed a room fri for 4 ppl",
        "Can you handle this?\n\n== Ana said [Mon 10:02] ==\nneed a room fri for 4 ppl",
        "Kannst du das übernehmen?\n\n--- Ana schrieb (Mo 10:02) ---\n"
        "brauche einen Raum am Freitag für 4 Personen",
        "Tu peux t'en occuper ?\n\n--- Ana a écrit (lun. 10:02) ---\n"
        "il me faut une salle vendredi pour 4",
    ],
)
def test_the_quote_lines_day_is_not_the_meetings(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert (read.day, read.capacity) == ("Friday", 4)


def test_a_quote_with_no_day_of_its_own_is_asked_for_its_day() -> None:
    read = read_request("Can you do this?\n\n--- Ana wrote (Mon 10:02) ---\nneed a room for 4")
    assert isinstance(read, NotUnderstood) and "weekday" in read.reason, read


def test_a_day_in_the_request_itself_is_read() -> None:
    read = read_request("Ana wrote that Monday works: book a room on Monday for 4 please.")
    assert isinstance(read, BookingRequest) and read.day == "Monday", read
