"""A weekday in a signature's office hours is no second day asked for (requests51).

"Could you please book Cedar for 6 on Tuesday?\n\nBest regards,\nMaria Lopez\nHead of Ops |
Room R-101 | Friday office hours" was asked about as naming Tuesday and Friday: a signature
field "<weekday> office hours" was not read as one (as "Mon–Fri 9–5", "in Mondays only" were).
A last line that changes the day ("Friday instead please") is still read.
"""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request

ASK = "Hi Facilities,\n\nCould you please book Cedar for 6 on Tuesday?\n\n"


@pytest.mark.parametrize(
    "sign",
    [
        "Best regards,\nMaria Lopez\nHead of Ops | Room R-101 | Friday office hours\nTel +1 555 0100",
        "Best,\nTom Reyes\nOps Lead | Friday office hours",
        "Kind regards,\nAna Ruiz\nFacilities, Building 4\nThursday hours: 9-12",
        "Thanks,\nJo Smith\nHR Partner, Fri office hours 10-12",
    ],
)
def test_a_signatures_office_hours_name_no_day(sign: str) -> None:
    read = read_request(ASK + sign)
    assert isinstance(read, BookingRequest), read
    assert read.day == "Tuesday"


@pytest.mark.parametrize(
    ("sign", "day"),
    [
        ("Thanks,\nJo\nPS: actually Wednesday works better", "Wednesday"),
        ("Best regards,\nMaria Lopez\nHead of Ops | Mon–Fri 9–5", "Tuesday"),
    ],
)
def test_near_misses_read_as_before(sign: str, day: str) -> None:
    read = read_request(ASK + sign)
    assert isinstance(read, BookingRequest), read
    assert read.day == day
