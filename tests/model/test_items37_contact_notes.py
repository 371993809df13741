"""Outside tester 37: how to reach the writer, or where they sit, beside a request or an answer.

"RM-12: Book a room Wednesday for 4. Reach me at +49 30 1234 5678 if questions." read 53 people
(the phone number's groups summed), and "SEC-2026-0412 (incident review) … 7 people" a head count
of -412 (a ticket key with a year); approvals with a note ("Yes, approved. If anything comes up
call me on 555 0142.", "Approved. I'm on floor 6 if you need me.", "OK go ahead. I sit at desk 14
on the 3rd floor.", "Go ahead. Sent from my iPhone 15") read unclear, so an item expecting them
to approve was refused. A note that
asks for something first, and a yes that changes the room's floor or count, stay unclear."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request
from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Wednesday"


@pytest.mark.parametrize(
    "answer",
    [
        "Yes, approved. If anything comes up call me on 555 0142.",
        "Approved. I'm on floor 6 if you need me.",
        "Approved - I'm in room 412 today, come find me.",
        "Yes go ahead. My extension is 2231.",
        "Approved. Call +44 20 7946 0958 with questions.",
        "Yes, book it. Reach me at 0176 1234567.",
        "OK go ahead. I sit at desk 14 on the 3rd floor.",
        "Yes. WhatsApp me on 07700 900123 when it's booked.",
        "Approved, I'm on floor 6.",
        "Go ahead. Sent from my iPhone 15",
    ],
)
def test_a_note_on_reaching_the_writer_leaves_the_yes(answer: str) -> None:
    assert read_answer(answer, ASKED) == "approve"


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("Yes but call me on 555 0142 first.", "unclear"),
        ("Yes but make it floor 6.", "unclear"),
        ("Yes, for 12 people.", "unclear"),
        ("Yes - I'm in Cedar for 8 people", "unclear"),
        ("No. Call me on 555 0142 to discuss.", "deny"),
        ("Not approved — ring ext. 4410 if you disagree.", "deny"),
    ],
)
def test_a_note_does_not_hide_what_else_is_said(answer: str, verdict: str) -> None:
    assert read_answer(answer, ASKED) == verdict


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("RM-12: Book a room Wednesday for 4.\nReach me at +49 30 1234 5678 if questions.", 4),
        ("SEC-2026-0412 (incident review)\nBook a room Wednesday for the responders: 7 people.", 7),
        ("Book a room on Wednesday for 4 people. Call me on 555 0142 if needed.", 4),
        ("Book a room for 6 on Wednesday, my mobile: 0176 1234567", 6),
        ("Room for 5 on Wednesday please. Tel +1 (415) 555-0134", 5),
    ],
)
def test_a_phone_number_or_ticket_year_is_no_head_count(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.capacity == people, read
    assert read.day == "Wednesday"
