"""regress36: since 03d34401 a day a request changes from ("Tue → Thu", "was Mon") is given up
wherever it is named, also where the change is only asked about: "Should we move Wednesday ->
Friday? Not decided; book a room for 6 on Wednesday for now." read Friday, a room booked for a
day the person kept, where the request was refused before as naming several days. A change in a
question gives no day up (:func:`arena.model.day_marks.given_up_days`)."""

from __future__ import annotations

import pytest

from arena.model.task import NotUnderstood, read_request


@pytest.mark.parametrize(
    "text",
    ["Should we move Wednesday -> Friday? Not decided; book a room for 6 on Wednesday for now.",
     "Book a room for 6 on Wednesday. Could it be Wednesday → Friday? Tom will say.",
     "Was it originally Friday? Anyway, book a room for 6 on Wednesday."],
)  # fmt: skip
def test_a_change_asked_about_gives_no_day_up(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, NotUnderstood) or read.day == "Wednesday", read


@pytest.mark.parametrize(
    ("text", "day"),
    [("Room for 6 on Tuesday. Tuesday → Thursday change agreed.", "Thursday"),
     ("Room for 4 on Wednesday (was Mon, now Wed)", "Wednesday"),
     ("Book a room for 6 on Wednesday, was Tuesday but Tom can't make it", "Wednesday")],
)  # fmt: skip
def test_a_change_said_still_gives_its_day_up(text: str, day: str) -> None:
    read = read_request(text)
    assert not isinstance(read, NotUnderstood) and read.day == day, read
