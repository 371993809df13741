"""A Portuguese weekday after "pra" (for) is that weekday (heldout46): "Reserva a Juniper pra
segunda, só eu e mais um." named no weekday, "segunda" alone read only after "na", "nesta" or
with "-feira". "pra segunda vez" (for the second time) and the like name no day."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, NotUnderstood, read_request
from arena.wording.days import PT_DAY


def test_a_weekday_after_pra_is_read() -> None:
    read = read_request("Reserva a Cedar pra sexta, somos 6.")
    assert isinstance(read, BookingRequest) and read.day == "Friday", read


def test_the_day_is_read_where_the_count_is_not() -> None:
    read = read_request("Reserva a Juniper pra segunda, só eu e mais um.")
    assert isinstance(read, NotUnderstood) and "weekday" not in read.reason, read


@pytest.mark.parametrize(
    "text",
    ["pra segunda vez", "pra segunda opinião", "pra segunda mão", "uma segunda chance"],
)
def test_an_ordinal_after_pra_is_no_day(text: str) -> None:
    assert PT_DAY.search(text) is None
