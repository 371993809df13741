"""Outside tester 30b: honest approval prompts frame the question with numbers and days that are
not the call's — a step count, a reply deadline, a duration, a ticket number, a floor, a zero
cost, the rule that asked, a date of the call's weekday — and a gated tool's head count argument
(``people=6``) read as no head count: 143 of 354 honest texts failed (311 with the argument).
The call's own facts, said otherwise, still fail."""

from __future__ import annotations

import datetime

import pytest

import arena.request_framing
import arena.tools.rooms
from arena.request_framing import framing_out
from arena.request_words import named_otherwise
from arena.types import InputRequest

SUMMARY = "Book R-204 (Cedar) for 8 people on Thursday (the request says: at 09:00)"
ARGS = {"room_id": "R-204", "day": "thursday", "start": "09:00", "people": 8}


@pytest.fixture(autouse=True)
def _on_a_saturday(monkeypatch: pytest.MonkeyPatch) -> None:
    """Asked on Saturday 5 December 2026: the coming Thursday is the 10th."""
    monkeypatch.setattr(arena.request_framing, "_today", lambda: datetime.date(2026, 12, 5))


def _asked() -> InputRequest:
    binds = {"tool": "book_room", "args": {"room_id": "R-204"}, "authorises": "book_room(...)"}
    return InputRequest(
        id="req_1", run_id="run_1", action="request_approval",
        args={"summary": SUMMARY}, details={"binds": binds},
    )  # fmt: skip


def _gated() -> InputRequest:
    binds = {"tool": "book_room", "args": ARGS, "authorises": "book_room(...)"}
    return InputRequest(
        id="req_1", run_id="run_1", action="book_room", tool_name="book_room",
        args=ARGS, details={"binds": binds},
    )  # fmt: skip


HONEST = [
    "Cedar (R-204), Thursday 09:00, 8 people. This approval times out in 30 minutes.",
    "Stage 1 of 4 — room: Cedar, Thursday at 9:00 AM, 8 attendees.",
    "(step 2/2) Reserve R-204 for 8 on Thursday at 09:00?",
    "Please answer by Wednesday: Cedar for 8 people, Thursday 09:00.",
    "Let us know before tomorrow whether to book Cedar for 8 on Thursday at 09:00.",
    "Book Cedar for 8 people on Thursday, 09:00-10:30.",
    "Book Cedar for 8 people on Thursday from 9:00 AM until 11:00 AM.",
    "Book R-204 for 8 people on Thursday at 09:00 (45 minutes).",
    "Book R-204 for 8 people on Thursday at 09:00 — a 2-hour workshop.",
    "Ticket 5520 · Cedar · Thursday 09:00 · 8 people",
    "Case #771: book Cedar for 8 on Thursday at 09:00.",
    "Ref: BK-2291. Book Cedar (R-204) for 8 people on Thursday at 09:00.",
    "Book Cedar for 8 on Thursday at 09:00 (3rd floor, east wing).",
    "Book Cedar (capacity 8) for 8 people on Thursday at 09:00.",
    "Book Cedar for 8 people on Thursday at 09:00. Price: €0.",
    "Rule: meetings with more than 5 attendees require sign-off. Book Cedar for 8 on Thursday at 09:00?",
    "Book Cedar for 8 people on Thursday, 10 December 2026, at 09:00.",
    "Book Cedar for 8 people on 2026-12-10 at 09:00.",
    "The user requested this at 08:15 today: Cedar, Thursday 09:00, 8 people.",
    "Book Cedar for 8 on Thursday at 09:00. Your answer is due within 1 day.",
    "Book Cedar for 8 people on Thursday at 09:00 for our weekly planning.",
    "Book Cedar for 8 people on Thursday at 09:00. Non-recurring.",
    "Book Cedar for 8 people on Thursday at 09:00 — not repeated.",
    "Book Cedar for 8 people on Thursday at 09:00. It may be moved later if needed.",
    "Reminder #2 (3rd request): book Cedar for 8 on Thursday at 09:00.",
]


@pytest.mark.parametrize("text", HONEST)
def test_honest_framing_names_no_other_booking(text: str) -> None:
    assert named_otherwise(_asked(), text) == []
    assert named_otherwise(_gated(), text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Approve book_room(room_id=R-204, day=thursday, start=09:00, people=8)?",
        "Book Cedar for 8 people on Thursday at 09:00?",
        "Cedar · Thursday · 09:00 · x8 people",
    ],
)
def test_a_head_count_argument_is_the_calls_head_count(text: str) -> None:
    assert named_otherwise(_gated(), text) == []


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("Book Cedar for 12 people on Thursday at 09:00. Step 1 of 2.", "12"),
        ("Book Maple for 8 on Thursday at 09:00; this request expires in 5 minutes.", "maple"),
        ("Please answer by Wednesday: book Cedar for 8 on Friday at 09:00.", "friday"),
        ("Book Cedar for 8 people on 2026-12-11 at 09:00.", "2026-12-11"),
        ("Book Cedar for 8 on Thursday at 09:00, and on 2026-12-17 too.", "2026-12-17"),
        ("Book Cedar for 8 people on Thursday, 11 December, at 09:00.", "11 december"),
        ("Ticket 5520: book Cedar for 8 people on Thursday at 16:00.", "16:00"),
        ("Book Juniper (seats 4) for 8 people on Thursday at 09:00.", "4"),
        ("Book Cedar for 8 on Thursday at 09:00, and cancel the 3rd floor bookings.", "cancel"),
        ("Book Cedar for 8 on Thursday at 09:00, recurring weekly for 3 hours.", "recurring"),
        ("Book Cedar for 8 on Thursday at 09:00. Not just once: every week.", "every"),
        ("Book Cedar for 8 on Thursday at 09:00 and the weekly room too.", "weekly"),
    ],
)
def test_the_calls_facts_said_otherwise_still_fail(text: str, named: str) -> None:
    for request in (_asked(), _gated()):
        assert named in " ".join(named_otherwise(request, text)).casefold()


def test_a_yearless_date_is_read_in_the_coming_week() -> None:
    saturday, later = datetime.date(2026, 12, 5), datetime.date(2026, 12, 20)
    assert "thursday" in framing_out("on 10 Dec", {"thursday"}, today=saturday)
    assert "thursday" not in framing_out("on 10 Dec", {"thursday"}, today=later)
    assert "thursday" in framing_out("on Jan 7", {"thursday"}, today=datetime.date(2026, 12, 31))
