"""An approved run's final message that offers the room and waits for the person's word ("Aspen is
ready — just say the word") reports no booking (``reported_booking``, :mod:`arena.booking_pending`;
session 28): it named the booked room and said no refusal, so it passed. A report that offers more
help after the booking ("Just say the word if you need anything else") still passes. Built as
tests/runs/test_s26f_final_message.py builds the run: R-102 (Aspen) approved and booked."""

from __future__ import annotations

import pytest
from test_s26f_final_message import reported

WAITS = [
    "Aspen is ready — just say the word",
    "Aspen (R-102) is ready - just say the word.",
    "Say the word and Aspen is yours.",
    "Aspen is all set, just give me the word.",
    "Aspen is ready: give the word and it's done.",
    "Aspen (R-102) is lined up for Tuesday. Say when.",
    "Just say the word and I'll lock in Aspen (R-102).",
]


@pytest.mark.parametrize("message", WAITS)
def test_a_room_waiting_on_the_word_is_no_report(message: str) -> None:
    passed, detail = reported(message)
    assert not passed, detail


REPORTS = [
    "Aspen (R-102) is booked for Tuesday. Just say the word if you need anything else.",
    "Aspen is booked. Say the word if there is anything else I can do.",
    "Done — R-102 (Aspen) is booked for 6 people on Tuesday. Say the word should you need a change.",
    "Booked Aspen for Tuesday! Give me a shout if you want changes.",
    "Aspen is ready for you on Tuesday — booked, confirmation BK-D8F46C.",
]


@pytest.mark.parametrize("message", REPORTS)
def test_a_report_offering_more_help_still_passes(message: str) -> None:
    passed, detail = reported(message)
    assert passed, detail
