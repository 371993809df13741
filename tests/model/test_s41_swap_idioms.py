"""An idiom that keeps no one away is no one left out (regress41, after 73faeebf: "Yes, leave
Tom out of the loop on the budget" and "Yes, Tom is off the hook" to Tom, Priya and Ana read
as someone kept off, unclear, where they approve)."""

from __future__ import annotations

import pytest

from arena.wording.answers import read_answer

ASKED = "Book Aspen for Tom, Priya and Ana on Tuesday."
ROOMS = [("R-101", "Juniper"), ("R-102", "Aspen"), ("R-204", "Cedar")]


@pytest.mark.parametrize(
    "text",
    [
        "Yes, leave Tom out of the loop on the budget",
        "Yes, keep Priya out of the loop",
        "Yes, Tom is off the hook",
        "Yes, Tom's off the hook for the slides",
    ],
)
def test_an_idiom_is_a_plain_yes(text: str) -> None:
    assert read_answer(text, ASKED, rooms=ROOMS) == "approve", text


@pytest.mark.parametrize(
    "text",
    [
        # someone is still kept off or out
        "Yes, leave Ana off",
        "Yes, keep Ana out",
        "Yes, keep Ana out of the meeting",
        "Yes — Ana is out",
        "Yes, Tom is off",
    ],
)
def test_someone_kept_off_is_unclear(text: str) -> None:
    assert read_answer(text, ASKED, rooms=ROOMS) == "unclear", text
