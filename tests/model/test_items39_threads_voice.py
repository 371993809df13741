"""Outside tester 39's Slack threads and dictated voice notes. A sender's name and time alone on
a line with one space ("priya 10:06" above "sorry, make that 6") read as the time the
correction corrects, so the model booked for 5; a thread's "1 reply" below "Attending: Sara,
Tom, Ugo, Vik, Wes" read as 1 person; and a spoken filler set off by commas ("it's me and, uh,
four others") cut the count to 4. Each was a wrong head count the model would book silently
where an item gives no ``meta.people``."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    ("text", "people"),
    [
        (
            "priya 10:02\nneed a room thursday for the vendor demo, there'll be 5 of us\n"
            "sam 10:05\n:eyes:\npriya 10:06\nsorry, make that 6 — Raj is joining",
            6,
        ),
        (
            "Sara Lee   12:01\n  Please book a room on Thursday. Attending: Sara, Tom, Ugo, Vik, "
            "Wes\n  1 reply\n  Tom   12:03\n  👍",
            5,
        ),
        ("Book a room for 6 on Thursday\n↳ 2 replies", 6),
        ("Book a room for 6 on Thursday\nView 3 more replies", 6),
        ("hi so I need a room for Thursday and it's me and, uh, four others, yeah", 5),
        ("book a room for 5, um, 6 people on Thursday", 6),  # a filler between two is a fix
        ("um, could you book a room on, um, Thursday? For, erm, six of us.", 6),
        ("okay uh so Thursday, uh, eleven people, um, plus the two of us, so thirteen", 13),
    ],
)
def test_thread_and_voice_counts(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert (read.capacity, read.day) == (people, "Thursday")


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("Buche einen Raum für 6 Personen am Donnerstag um 9 Uhr.", 6),  # "um" is a word there
        ("Meeting on Thursday 10:00\nfor 5 people, book a room", 5),
        ("Book a room on Thursday at\n10:00\nfor 6. sorry, 11", 11),
    ],
)
def test_words_that_are_no_filler_or_stamp_keep_their_reading(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.capacity == people, read
