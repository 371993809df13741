"""Chat threads and Markdown marks in a request (requests44's third fresh batch). A later chat
line saying the booking is done ("ben: already done, booked it myself") still had the first
line's request booked; "6 ppl + 2 remote" read 8 ("remote" taken for a role, as "2 eng");
"**Room:** ~~Aspen~~ Cedar" named Aspen without saying whether to book it (the struck word read
as written); "the one with the screen (Maple)" named Maple said nothing of. Each now reads as
a careful clerk would; honest neighbours keep their reading."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, read_request

ASKED = "[09:01] ana: can someone book Cedar thu for 6?\n[09:03] ben: "


def _read(text: str) -> tuple[str | None, str, int, bool]:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    return _named([], got, text), got.day, got.capacity, got.book


@pytest.mark.parametrize(
    "said", ["already done, booked it myself", "I've booked it", "all sorted", "done"]
)
def test_a_later_line_says_it_is_done(said: str) -> None:
    assert _read(ASKED + said)[3] is False


@pytest.mark.parametrize(
    "text",
    [
        ASKED + "thanks, pls do",
        "Book Cedar Tuesday for 6 — Maple is already booked.",
        "I've booked it for Monday already; now please book Aspen for Tuesday, 4 people.",
        "Book Cedar Thursday for 6, all done with the agenda.",
        "Book Cedar Thursday for 6. All done, thanks!",
    ],
)
def test_still_a_booking(text: str) -> None:
    assert _read(text)[3] is True


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Book Maple for Thu. 6 ppl + 2 remote.", 6),
        ("Book Maple for Thu. 6 ppl + 2 online.", 6),
        ("Book Maple for Thu. 6 ppl plus 2 remote.", 6),
        ("Book Maple for Thu, 6 people + 2 guests.", 8),
        ("Book Maple for Thu, 2 design + 3 eng + 1 PM.", 6),
    ],
)
def test_those_away_take_no_seat(text: str, count: int) -> None:
    assert _read(text) == ("R-210", "Thursday", count, True)


@pytest.mark.parametrize(
    ("text", "room", "day", "count"),
    [
        ("**Room:** ~~Aspen~~ Cedar\n**Day:** Thursday\n**People:** 5", "R-204", "Thursday", 5),
        ("Book ~~Aspen~~ Cedar for ~~Wednesday~~ Thursday, 5 people.", "R-204", "Thursday", 5),
        ("Book Cedar for Thursday, ~~5~~ 7 people.", "R-204", "Thursday", 7),
        ("need a room wed ~8 ppl, any is fine", None, "Wednesday", 8),
        ("Book the one with the screen (Maple) for Friday, 7 people.", "R-210", "Friday", 7),
        ("Book the corner room (Maple) for Friday, 7 people.", "R-210", "Friday", 7),
        ("Book the one with the screen for Friday, 7 people.", None, "Friday", 7),
    ],
)
def test_marks_and_appositions(text: str, room: str | None, day: str, count: int) -> None:
    assert _read(text) == (room, day, count, True)
