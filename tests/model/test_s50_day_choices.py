"""Several weekdays named, one settled on (heldout50): each was "more than one weekday", and
nothing was booked.

"Monday no longer works. Book … Thursday instead." moves the request to Thursday; "Tuesday or
Wednesday, whichever — Tuesday preferred" asks for the preferred day; "Thursday or Friday,
whichever is free" for the first; "10 people Tuesday, 4 people Wednesday — just the Tuesday one"
for the one kept, for its own 10; "earliest in the week" for Monday. Near misses: two days both
asked for, or offered with nothing to choose between them, are still asked about; a day given up
in passing is not the one asked for.
"""

from __future__ import annotations

from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, NotUnderstood, parse_day, read_request
from row_table import rows


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@rows(
    ("text", "day", "people"),
    [
        ("Monday no longer works. Book for 6 on Thursday instead.", "Thursday", 6),
        ("Monday is no longer possible, book a room for 6 on Thursday.", "Thursday", 6),
        ("Monday's off the table; book Thursday for 6.", "Thursday", 6),
        ("Lundi ne marche plus, réserve pour 6 jeudi.", "Thursday", 6),
        ("El lunes ya no, reserva para 6 el jueves.", "Thursday", 6),
        ("Book a room for 8 on Tuesday or Wednesday, whichever — Tuesday preferred.", "Tuesday", 8),
        ("Book a room for 8 on Tuesday or Wednesday, preferably Wednesday.", "Wednesday", 8),
        ("Buche einen Raum für 8 am Dienstag oder Mittwoch, lieber Dienstag.", "Tuesday", 8),
        (
            "Reserva una sala para 8 el martes o el miércoles, preferiblemente el miércoles.",
            "Wednesday",
            8,
        ),
        ("Book a room for 8, Thursday or Friday, whichever is free.", "Thursday", 8),
        ("Book a room for 8, either Tuesday or Wednesday.", "Tuesday", 8),
        ("Réserve une salle pour 8 mardi ou mercredi, peu importe.", "Tuesday", 8),
        ("10 people Tuesday, 4 people Wednesday — just the Tuesday one for now.", "Tuesday", 10),
        ("4 people Tuesday, 10 people Wednesday; only the Wednesday one for now.", "Wednesday", 10),
        ("Room for 8, day doesn't matter — earliest in the week.", "Monday", 8),
        ("Book a room for 8 on the earliest day possible.", "Monday", 8),
    ],
)
def test_the_day_settled_on_is_read(text: str, day: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and (read.day, read.capacity) == (day, people), read
    assert parse_day(text) == day  # the harness reads the same day


@rows(
    "text",
    [
        "Book a room for 8 on Tuesday and Wednesday.",
        "Book a room for 8 on Tuesday or Wednesday.",
        "Book a room for 6 for every day next week.",
        "Book a room for 8, day doesn't matter.",
        "Book a room for 8, preferably Tuesday or Wednesday.",  # two days preferred
    ],
)
def test_no_choice_between_days_still_asks(text: str) -> None:
    assert type(read_request(text)) is NotUnderstood, read_request(text)


@rows(
    ("text", "day"),
    [
        ("Book a room for 6 on Monday, it no longer clashes with the offsite.", "Monday"),
        ("Book for 6 on Monday. The Thursday meeting was cancelled.", "Monday"),
        ("Book a room for 6 on Tuesday, only 6 of us.", "Tuesday"),
        ("Ich bin nur Montag frei; buch bitte einen Raum für 4 am Dienstag und Mittwoch", None),
        ("I'm only free Monday; book a room for 4 on Tuesday or Wednesday.", None),
        (
            "> Book a room for the 6 of us on Friday\n\nNo longer 6 — Chen and Dev dropped, so 4.",
            "Friday",
        ),
    ],
)
def test_near_misses_keep_their_day(text: str, day: str | None) -> None:
    read = read_request(text)
    if day is None:  # the writer's own free day is no day kept: still two days asked
        assert type(read) is NotUnderstood, read
    else:
        assert isinstance(read, BookingRequest) and read.day == day, read


@rows(
    ("text", "room"),
    [
        ("Monday no longer works. Book for 6 on Thursday instead.", "R-102"),
        ("10 people Tuesday, 4 people Wednesday — just the Tuesday one for now.", "R-210"),
        ("Book a room for 8 on Tuesday or Wednesday, whichever — Tuesday preferred.", "R-204"),
    ],
)
def test_end_to_end_the_settled_day_is_booked(text: str, room: str) -> None:
    assert _booked(text) == [room]
