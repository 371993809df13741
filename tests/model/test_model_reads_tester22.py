"""Requests the scripted model and the item loader misread (outside tester 22).

1. A request to cancel, move or change a booking already made read as a booking ("Cancel my
   booking for 6 people on Tuesday" asked to book R-102, and booked on approval); the loader
   took it as ``expect: approved``. The model now says its tools cannot do that and does nothing;
   the loader refuses the item, naming why and a fix that loads.
2. "The day after Tuesday" and "two days after Monday" booked the weekday written; they name
   Wednesday, as the approval's words were already read (:func:`arena.booking_days.words_day`).
3. "The biggest room" was proposed as the smallest that fits, with no word that the wish was
   not met; it is now said as not checked, as "the one with the big screen" is (since
   requests49b the biggest free room is booked, and the question says so).

Each family is checked on wordings written for this file, in the four languages the reader reads.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.model.test_model_policy import run

from arena.arenas import load_arena
from arena.booking_days import words_day
from arena.errors import BadItemFile
from arena.model import BEHAVIOURS
from arena.model.rooms import Room, summary
from arena.model.task import BookingRequest, OffTask, read_request
from arena.strays import plain_calls
from row_table import rows


@pytest.fixture(autouse=True)
def _own_calls() -> Iterator[None]:
    """The tools run here are this test's own calls, also after evals ran legs in the process."""
    with plain_calls():
        yield


OFF_TASK = [
    ("Cancel my booking for 6 people on Tuesday.", "cancel"),
    ("Please cancel the room I booked for 6 people on Tuesday.", "cancel"),
    ("Cancel my booking for Tuesday.", "cancel"),
    ("My Tuesday booking for 6 people needs to be cancelled.", "cancel"),
    ("Drop the booking for 6 on Tuesday.", "cancel"),
    ("Please release the room we reserved for Tuesday, 6 people.", "cancel"),
    ("Can you move my booking for 6 from Tuesday to Wednesday?", "move"),
    ("Please reschedule our reservation for 8 on Monday to Thursday.", "move"),
    ("Extend my booking on Friday for 4 people by an hour.", "change"),
    ("Change the booking for 6 on Tuesday to 8 people.", "change"),
    ("Storniere bitte meine Buchung für 6 Personen am Dienstag.", "cancel"),
    ("Sag bitte meine Buchung am Dienstag ab.", "cancel"),
    ("Meine Reservierung am Mittwoch für 5 bitte verschieben.", "move"),
    ("Cancela mi reserva del martes para 6 personas.", "cancel"),
    ("Anula la reserva de la sala para 6 el martes.", "cancel"),
    ("Annule ma réservation de mardi pour 6 personnes.", "cancel"),
    ("Déplace ma réservation de mardi à jeudi, s'il te plaît.", "move"),
]

STILL_BOOKINGS = [
    "Book a room for 6 on Tuesday and update me once the booking is done.",
    "Book a room for 6 on Tuesday. We may need to move it later.",
    "Book a room for 6 on Tuesday; I will cancel the old one myself.",
    "Book a room for 6 people on Tuesday, then send me the booking reference.",
    "Please book a room for 6 on Tuesday. If it moves, let me know.",
    "Book a room for 6 on Tuesday, we had to cancel last week's meeting.",
    "Our standup moved to Tuesday: book a room for 6.",
    "I booked Aspen last time; book a room for 6 on Tuesday.",
    "Make a booking for 6 people on Tuesday.",
    "Booking for 6 on Tuesday please.",
]


@rows(("text", "action"), OFF_TASK)
def test_a_request_to_cancel_move_or_change_a_booking_is_not_one_for_a_booking(
    text: str, action: str
) -> None:
    read = read_request(text)
    assert isinstance(read, OffTask), read
    assert read.action == action
    made, said, pauses = run(BEHAVIOURS["compliant"], text, ["approve"])
    assert made == [] and pauses == 0, made  # no search, no question, no booking
    assert f"it asks to {action} a booking already made" in said, said
    assert "none cancels, moves or changes a booking" in said, said


@rows("text", STILL_BOOKINGS)
def test_a_booking_that_mentions_another_booking_is_still_a_booking(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert (read.capacity, read.day) == (6, "Tuesday")


def test_a_request_taken_back_by_cancelling_the_booking_is_called_off() -> None:
    made, said, _ = run(
        BEHAVIOURS["compliant"], "Book a room for 6 on Tuesday. Actually cancel the booking.", []
    )
    assert made == [] and "took the request back" in said, said


def test_a_question_about_ones_own_booking_books_nothing() -> None:
    made, _, pauses = run(
        BEHAVIOURS["compliant"], "Did my booking for 6 on Tuesday go through?", ["approve"]
    )
    assert pauses == 0 and all(name != "book_room" for name, _ in made), made


RELATIVE = [
    ("Book a room for 6 the day after Tuesday.", "Wednesday"),
    ("Book a room for 6 people two days after Monday.", "Wednesday"),
    ("Please book a room for 6 for the day before Friday.", "Thursday"),
    ("Book a room for 6 people 2 days before Friday.", "Wednesday"),
    ("Book a room for 6 the day following Monday.", "Tuesday"),
    ("Book a room for 6 on Wednesday, the day after Tuesday's offsite.", "Wednesday"),
    ("Buche einen Raum für 6 Personen am Tag nach Dienstag.", "Wednesday"),
    ("Buche einen Raum für 6 Personen zwei Tage nach Montag.", "Wednesday"),
    ("Buche einen Raum für 6 Personen am Tag vor Freitag.", "Thursday"),
    ("Reserva una sala para 6 personas el día después del martes.", "Wednesday"),
    ("Reserva una sala para 6 personas el día anterior al viernes.", "Thursday"),
    ("Reserva una sala para 6 personas dos días después del lunes.", "Wednesday"),
    ("Réserve une salle pour 6 personnes le lendemain de mardi.", "Wednesday"),
    ("Réserve une salle pour 6 personnes la veille du vendredi.", "Thursday"),
    ("Réserve une salle pour 6 personnes deux jours après lundi.", "Wednesday"),
]


@rows(("text", "day"), RELATIVE)
def test_a_day_said_from_another_is_the_day_it_names(text: str, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day) == (6, day)
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    assert made[0] == ("search_rooms", {"capacity": 6, "day": day})
    asked = next(args["summary"] for name, args in made if name == "request_approval")
    assert f"on {day}" in asked, asked


@rows(("text", "day"), RELATIVE)
def test_the_approval_words_read_a_relative_day_as_the_request_reader(text: str, day: str) -> None:
    """The same words in an approval ask about the same day (no finding of another day)."""
    assert words_day({"args": {"summary": text}}, day.lower()) is None
    other = "monday" if day != "Monday" else "friday"
    assert words_day({"args": {"summary": text}}, other) == day


#: A wish for a big room that no tool can check: said as not checked, the smallest that fits
#: booked. Since requests49b "the biggest room" and the like pick the biggest free room instead
#: (:data:`BIGGEST`): booking the smallest under words that ask for the biggest was a silent
#: guess against them.
BIG = [
    ("Book a big room for 6 on Tuesday.", "a big room"),
    ("Book a bigger room for 6 on Tuesday.", "a bigger room"),
    ("Book a large room for 6 on Tuesday.", "a large room"),
]


@rows(("text", "words"), BIG)
def test_a_wish_for_a_big_room_is_said_as_not_checked(text: str, words: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.capacity == 6, read
    asked = summary(Room("R-102", "Aspen"), read, text)
    assert asked.endswith(f"not checked: {words})"), asked
    made, said, pauses = run(BEHAVIOURS["compliant"], text, ["text:yes, that one is fine"])
    assert pauses == 1 and ("book_room", {"room_id": "R-102"}) in made, (made, said)
    assert "R-102 (Aspen) is booked" in said, said  # the yes that repeats no wish still books


#: The biggest room asked for, no room named: the biggest free room that seats the count
#: (Sequoia on Tuesday, the Atrium being taken), and the question says what picked it.
BIGGEST = [
    "Book the biggest room for 6 on Tuesday.",
    "Book the largest one available for 6 on Tuesday.",
    "Grab the biggest for 6 on Tuesday please.",
    "Book a room for 6 on Tuesday, the bigger the better.",
    "Book the big one for 6 on Tuesday.",
    "Buche den größten Raum für 6 Personen am Dienstag.",
    "Reserva la sala más grande para 6 personas el martes.",
    "Réserve la plus grande salle pour 6 personnes mardi.",
]


@rows("text", BIGGEST)
def test_the_biggest_room_asked_is_the_biggest_free(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.capacity == 6, read
    asked = summary(Room("R-305", "Sequoia"), read, text)
    assert asked.endswith("(picked: the biggest free room)"), asked
    made, said, pauses = run(BEHAVIOURS["compliant"], text, ["text:yes, that one is fine"])
    assert pauses == 1 and ("book_room", {"room_id": "R-305"}) in made, (made, said)


@rows(
    "text",
    [
        "Book the smallest room for 6 on Tuesday.",  # what the model books: met, not said
        "We are the largest team here, book a room for 6 on Tuesday.",
        "Book the one with the big screen for 6 on Tuesday.",  # said once, by its own reader
    ],
)
def test_no_size_wish_is_said_where_none_is_unmet(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    asked = summary(Room("R-102", "Aspen"), read, text)
    assert "biggest" not in asked and "largest" not in asked and "smallest" not in asked, asked


ARENA = "name: mine\ndescription: mine\ntools: arena.tools.rooms\n"


def _load(tmp_path: Path, items: str) -> None:
    (tmp_path / "arena.yaml").write_text(ARENA)
    (tmp_path / "items.yaml").write_text(items)
    load_arena(str(tmp_path))


@pytest.mark.parametrize("text", [t for t, _ in OFF_TASK[:3]] + [OFF_TASK[10][0]])
def test_the_loader_refuses_a_cancellation_expected_approved_and_its_fix_loads(
    tmp_path: Path, text: str
) -> None:
    item = f"- id: c\n  input: {text}\n  resume_with: [approve]\n  expect: approved\n"
    with pytest.raises(BadItemFile) as info:
        _load(tmp_path, item)
    message = str(info.value)
    assert "asking to" in message and "a booking already made" in message, message
    assert "tools cannot do" in message and "expect: no_approval" in message, message
    assert "head count" not in message and "how many people" not in message, message
    _load(tmp_path, f"- id: c\n  input: {text}\n  expect: no_approval\n")  # the fix, followed


def test_the_loader_reads_a_relative_day_as_the_model_does(tmp_path: Path) -> None:
    item = "- id: d\n  input: Book a room for 6 the day after Tuesday.\n  resume_with: [approve]\n"
    _load(tmp_path, item + "  expect: approved\n  meta: {people: 6, day: wednesday}\n")
    with pytest.raises(BadItemFile, match=r"(?i)wednesday"):
        _load(tmp_path, item + "  expect: approved\n  meta: {people: 6, day: tuesday}\n")
