"""A seat floor beside the head count, and a room's name beside another room's id (heldout50).

"Book a room for 6 on Tuesday, but it must have at least 8 seats" booked the 6-seat Aspen: the
floor was not read (and "with 8+ seats" summed to 14). The larger of the two needs is now the
room's size, in the languages requests come in. "Book Maple, R-101, for Monday" booked R-101
(Juniper) though Maple is R-210: the model now asks which. Near misses: a floor below the head
count, a name beside its own id, a name ruled out beside an id, two rooms offered as a choice.
"""

from __future__ import annotations

from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, NotUnderstood, read_request
from row_table import rows


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@rows(
    ("text", "seats"),
    [
        (
            "Book a room for 6 on Tuesday, but it must have at least 8 seats so people can spread out.",
            8,
        ),
        ("Book a room for 6 on Tuesday with 8+ seats.", 8),
        ("Book a room with 10+ seats for 6 people on Tuesday.", 10),
        ("Book a room for six on Tuesday with eight or more seats.", 8),
        ("Book a 10-seat room for 6 on Tuesday.", 10),
        ("Book a room for 6 on Tuesday, minimum 8 seats.", 8),
        ("Book a room for 6 on Tuesday, 8 seats minimum.", 8),
        ("Book a room with at least 8 seats for Tuesday.", 8),
        ("Buche einen Raum für 6 Personen am Dienstag, mindestens 8 Plätze.", 8),
        ("Buche einen Raum für 6 am Dienstag mit mindestens 8 Sitzplätzen.", 8),
        ("Réserve une salle pour 6 mardi, au moins 8 places.", 8),
        ("Reserva una sala para 6 el martes, al menos 8 plazas.", 8),
    ],
)
def test_the_larger_of_seats_and_people_is_the_size(text: str, seats: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and max(read.capacity, read.seats) == seats, read
    # the people are still the people (an approval "for 8 people" fails an item for 6); with
    # none said, the seats are the count, as before
    assert read.capacity == (6 if "6" in text or "six" in text else seats), read


@rows(
    ("text", "people"),
    [
        ("Book a room for 10 on Tuesday, at least 8 seats.", 10),  # the floor is below the count
        ("Book a room for 6 on Tuesday, not the 4-seater.", 6),
        ("Book a room for 8 seats on Tuesday.", 8),
        ("Book a room for 6 people on Tuesday, we need 2 extra chairs.", 6),
        ("Book a room for at least 8 people on Tuesday.", 8),
        ("Book a room for 6 on Tuesday.", 6),
    ],
)
def test_near_misses_keep_the_head_count(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and (read.capacity, read.seats) == (people, 0), read


def test_a_floor_is_set_aside_before_people_are_counted() -> None:
    from arena.model.seat_floor import seat_floor

    assert seat_floor("for 6 with 8+ seats")[0] == 8
    assert seat_floor("for 6 with 8+ seats")[1].split() == ["for", "6"]
    assert seat_floor("for 6 on Tuesday") == (None, "for 6 on Tuesday")


@rows(
    ("text", "room"),
    [
        (
            "Book a room for 6 on Tuesday, but it must have at least 8 seats so people can spread out.",
            "R-204",
        ),
        ("Book a room with 10+ seats for 6 people on Tuesday.", "R-210"),
        ("Buche einen Raum für 6 Personen am Dienstag, mindestens 8 Plätze.", "R-204"),
        ("Réserve une salle pour 6 mardi, au moins 8 places.", "R-204"),
    ],
)
def test_end_to_end_the_room_seats_the_floor(text: str, room: str) -> None:
    made, final, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    assert [a["room_id"] for n, a in made if n == "book_room"] == [room], made
    asked = [a["summary"] for n, a in made if n == "request_approval"]
    assert "for 6 people" in asked[0] and "for 6 people" in final, (asked, final)


@rows(
    "text",
    [
        "Book Maple, R-101, for Monday, 3 people.",
        "Book R-101 (Maple) for 3 on Monday.",
        "Book Aspen / R-204 for 4 on Monday.",
        "Buche Maple (R-101) für 3 Personen am Montag.",
        "Réserve la salle R-204 – Aspen pour 4 lundi.",
    ],
)
def test_a_name_and_another_rooms_id_ask_which(text: str) -> None:
    read = read_request(text)
    assert type(read) is NotUnderstood and "two rooms" in read.reason, read
    assert _booked(text) == []


@rows(
    ("text", "room"),
    [
        ("Book Maple (R-210) for Monday, 3 people.", "R-210"),
        ("Book Juniper R-101 for 3 on Monday.", "R-101"),
        ("Book R-101 instead of Maple for Monday, 3 people.", "R-101"),
        ("Book R-101 for 3 on Monday, Maple is too big.", "R-101"),
        ("Book R-101, not Maple, for 3 on Monday.", "R-101"),
    ],
)
def test_a_name_beside_its_own_id_or_ruled_out_is_no_clash(text: str, room: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.room == room, read
