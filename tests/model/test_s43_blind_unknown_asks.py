"""heldout43's silent guesses: a room the arena does not have in a room's slot ("Book Birch for
4"), a room only the writer knows ("the usual room"), and a day or count the writer says is not
settled yet. Each is said and nothing is booked; honest neighbours book as before."""

from __future__ import annotations

from arena.model.policy import _named
from arena.model.task import BookingRequest, NotUnderstood, read_request
from row_table import rows


@rows(
    ("text", "said"),
    [
        ("Book Birch for 4 on Tuesday.", "room called Birch"),
        ("Book Birch Hall for 4 on Tuesday.", "room called Birch"),
        ("Reserve Oak, Tuesday, 4 people.", "room called Oak"),
        ("Birch, Fri, 4 people please.", "room called Birch"),
        ("Reserva Birch para 4 el martes.", "room called Birch"),
        ("Can you book the usual room for Thursday, 5 of us?", "'the usual room'"),
        ("Book the same room as last time for Thursday, 5 of us.", "'the same room'"),
        ("Book my room for Thursday, 5 of us", "'my room'"),
        ("Please book our regular spot on Thursday for 5.", "'our regular spot'"),
        ("Aspen Thursday - we'll be 5 or 9, don't know yet.", "head count is not settled"),
        ("Aspen Thursday for 5 or 9 people - not sure yet.", "head count is not settled"),
        ("Aspen on Thursday, not sure how many yet, maybe 5.", "head count is not settled"),
        (
            "Book Cedar for 5 on Monday, or Tuesday if Monday is gone... actually I'm not sure "
            "which day yet.",
            "day is not settled",
        ),
        ("Book Cedar for 5 on Monday. Not sure about the day yet.", "day is not settled"),
        ("Reserva Cedar para 5 el lunes, aunque no sé qué día todavía.", "day is not settled"),
        ("Buche Cedar für 5 am Montag, ich weiß noch nicht welchen Tag.", "day is not settled"),
    ],
)
def test_said_and_nothing_booked(text: str, said: str) -> None:
    got = read_request(text)
    assert isinstance(got, NotUnderstood), got
    assert said in got.reason


@rows(
    ("text", "room", "day", "count"),
    [
        ("Book Aspen, not Cedar, for 5 on Thursday", "R-102", "Thursday", 5),
        ("Book Maple for 4 on Tuesday.", "R-210", "Tuesday", 4),
        ("Book Sequoia for 4 on Tuesday.", "R-305", "Tuesday", 4),
        ("Book Atrium for 14 on Tuesday.", "R-400", "Tuesday", 14),
        ("Book Aspen Hall for 4 on Tuesday.", "R-102", "Tuesday", 4),
        ("Aspen, Fri, 4 people please.", "R-102", "Friday", 4),
        ("Book something for 4 on Tuesday.", None, "Tuesday", 4),
        ("Book Tuesday for 4 please", None, "Tuesday", 4),
        ("Book a room for 4 on Tuesday.\n--\nJo Smith, Birch Hall", None, "Tuesday", 4),
        ("Book the usual room, Cedar, for Thursday, 5 of us.", "R-204", "Thursday", 5),
        ("Aspen Thursday for 5 or 6 people.", "R-102", "Thursday", 6),
        ("Aspen Thursday for 5, not sure yet if Sam joins.", "R-102", "Thursday", 5),
        ("Book Cedar for 5 - not sure which day works? Monday!", "R-204", "Monday", 5),
        ("Same time as usual: book Cedar for 5 on Monday.", "R-204", "Monday", 5),
        ("Reserve Maple (10 seats) on Tuesday for the team of 6.", "R-210", "Tuesday", 6),
        ("Book a room for 6 on Tuesday; I will cancel the old one myself.", None, "Tuesday", 6),
        ("Our usual room, Cedar, is shut, so book something for 4 on Monday.", None, "Monday", 4),
    ],
)
def test_honest_neighbours_book(text: str, room: str | None, day: str, count: int) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert (_named([], got, text), got.day, got.capacity) == (room, day, count)
