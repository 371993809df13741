"""A preferred room with a fallback, and a room taken "so" after another is turned from
(requests49).

"Ideally we'd have Sequoia, but Cedar works too" asks for Sequoia, and for Cedar where Sequoia
is not free (as "Ideally Cedar …, but Aspen is fine too" already read: session 48); in German,
French, Spanish, Italian and Dutch ("Idealerweise Sequoia, aber Cedar geht auch") the ideal was
named "without saying whether to book it". "Aspen is out, so Cedar then please" named Cedar
without saying so; "Aspen would be nice but it's small, so Cedar please" and "We usually use
Aspen, but it's being painted, so Cedar …" booked Aspen, the room turned from."""

from __future__ import annotations

from arena.model.policy import _named
from arena.model.rooms import Room
from arena.model.task import BookingRequest, read_request
from row_table import rows

ALL = [
    Room("R-102", "Aspen"),
    Room("R-204", "Cedar"),
    Room("R-210", "Maple"),
    Room("R-305", "Sequoia"),
]


def _room(text: str, free: list[Room]) -> str | None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    return _named(free, read, text)


PREFERRED = [
    "Ideally we'd have Sequoia, but Cedar works too. 6 people Tuesday.",
    "Ideally Sequoia, but Cedar is fine too, 6 people Tuesday.",
    "We'd prefer Sequoia but Cedar would also work, for 6 on Tuesday.",
    "Idealerweise Sequoia, aber Cedar geht auch. 6 Personen am Dienstag.",
    "Vorzugsweise Sequoia, aber Cedar ist auch ok. 6 Personen am Dienstag.",
    "Idéalement Sequoia, mais Cedar convient aussi. 6 personnes mardi.",
    "Idealmente Sequoia, pero Cedar también sirve. 6 personas el martes.",
    "Idealmente Sequoia, ma anche Cedar va bene. 6 persone martedì.",
    "Idealiter Sequoia, maar Cedar is ook goed. 6 personen dinsdag.",
]


@rows("text", PREFERRED)
def test_the_preferred_room_is_asked_where_it_is_free(text: str) -> None:
    assert _room(text, ALL) == "R-305"


@rows("text", PREFERRED)
def test_the_fallback_is_asked_where_the_preferred_is_taken(text: str) -> None:
    assert _room(text, [r for r in ALL if r.name != "Sequoia"]) == "R-204"


SO_OTHER = [
    "Book for 6 on Tuesday; Aspen is out, so Cedar then please.",
    "Aspen is booked, so Cedar, 6 on Tuesday.",
    "Room for 6 on Tuesday. Aspen would be nice but it's small, so Cedar please.",
    "We usually use Aspen, but it's being painted, so Cedar for 6 on Tuesday please.",
    "I wanted Aspen but it's taken, so Cedar please, for 6 on Tuesday.",
    "Aspen wäre schön, aber er ist zu eng, also Cedar bitte, 6 Personen am Dienstag.",
    "Aspen serait bien, mais elle est trop petite, donc Cedar, 6 personnes mardi.",
]


@rows("text", SO_OTHER)
def test_the_room_after_so_is_asked(text: str) -> None:
    assert _room(text, ALL) == "R-204"


KEPT = [
    ("Ideally Cedar for 8 on Thursday, but Aspen is fine too.", "R-204"),
    ("Book Cedar for 8 on Thursday. Ideally Sequoia, but only if it's free.", "R-204"),
    ("Aspen would be nice, so book it for 6 on Tuesday.", "R-102"),
    ("Book Aspen for 6 on Tuesday, it's small but so is the team.", "R-102"),
    ("Book Aspen for 6 on Tuesday, Cedar works too if Aspen is taken.", "R-102"),
    ("Book a room for 6 on Tuesday, so the team can meet.", None),
]


@rows(("text", "room"), KEPT)
def test_near_misses_keep_their_room(text: str, room: str | None) -> None:
    assert _room(text, ALL) == room
