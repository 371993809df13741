"""Outside tester 36 (open since session 35): a head count given as a table's or a list's total
row below the parts it sums ("| Design | 3 |" … "| Total | 9 |", "- Eng: 5 / - QA: 2 / - Total:
7") was refused as several numbers none of which says how many people. The total is the count
where the rows right above add up to it and the rest gives none; a bill's total, or one whose
rows do not add up, is no count."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, NotUnderstood, read_request

TABLE = (
    "| Team | People |\n|------|--------|\n| Design | 3 |\n| Eng | 4 |\n| PM | 2 |\n"
    "| Total | 9 |\n\nPlease book a room for all of the above on Tuesday."
)
LIST = "Headcount:\n- Eng: 5\n- QA: 2\n- Total: 7\nDay: Tuesday. Please book a room."
BOLD = "Room on Tuesday please:\n* Sales: 4\n* Ops: 4\n* **Total: 8**"


@pytest.mark.parametrize(("text", "people"), [(TABLE, 9), (LIST, 7), (BOLD, 8)])
def test_a_total_row_is_the_head_count(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day) == (people, "Tuesday")


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("Book a room for 6 on Tuesday.\n| Item | Cost |\n| Pizza | 80 |\n| Drinks | 40 |\n"
         "| Total | 120 |", 6),
        ("Budget\n- Total: 300\nBook a room for 6 on Tuesday", 6),
    ],
)  # fmt: skip
def test_a_count_said_outright_wins_over_a_total(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.capacity == people, read


def test_rows_that_do_not_add_up_say_no_count() -> None:
    text = "Book a room on Tuesday.\n| Team | N |\n|---|---|\n| A | 3 |\n| B | 4 |\n| Total | 8 |"
    assert isinstance(read_request(text), NotUnderstood)
