"""The harness's plain reading (``item_expected``) agrees with the scripted model's reading on the
families requests53b changed: where the harness is sure of a weekday or room, the model reads the
same; where the model reads a day from a labelled today and "tomorrow" in any spelling ("tmr",
"tomorow", "2moro"), the harness is unsure and compares nothing (on the parent it held the
labelled today, Wednesday, as the day asked, and would have failed the honest booking of
Thursday). A booking of another day where it is sure reads no (the broken reference)."""

from __future__ import annotations

import pytest
from tests.runs.test_s50_input_room_checked import SPEC, _item, _run

from arena.checks import booked_as_approved
from arena.item_expected import expected
from arena.model.task import BookingRequest, read_request
from arena.tools.rooms import ROOMS

TABLE = [(r.id, r.name) for r in ROOMS]
INPUTS = [
    "(today: Wednesday) Book Cedar for 6 tomorow",
    "(today: Wednesday) Book Cedar for 6 tmr",
    "Today: Wednesday. Book Cedar for 6 2moro.",
    "(today: Wednesday) Book Cedar for 6 tommorow please",
    "Book Cedar for 6 on Thursday, 9 if Tom comes.",
    "Book a room for 6 on Thursday.\n\nThanks,\nLee\nOps | Atrium Building, R-400 wing",
    "Let's do Cedar on Thursday for 6.",
    "> can you book Cedar for 8 on monday?\nScratch that, make it Thursday for 6.",
]


@pytest.mark.parametrize("text", INPUTS)
def test_the_model_reads_what_the_harness_is_sure_of(text: str) -> None:
    sure = expected(text, {}, TABLE)
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    if sure.day is not None:
        assert read.day.lower() == sure.day, (read, sure)
    if sure.room is not None and read.room is not None:
        assert read.room == sure.room[0], (read, sure)


def test_a_booking_of_another_day_reads_no_where_the_harness_is_sure() -> None:
    item = _item("Book Cedar for 6 on Tuesday.")
    wrong = booked_as_approved(_run("R-204", day="Friday"), item, SPEC)
    assert not wrong.passed and "tuesday" in wrong.detail, wrong
    assert booked_as_approved(_run("R-204", day="Tuesday"), item, SPEC).passed
