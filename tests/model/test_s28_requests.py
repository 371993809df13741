"""Requests outside tester 28b wrote in their own words, and the model misread (findings 17-23).

17. "the biggest free room" was no wish for a big room: the question did not say it unchecked
    (since requests49b it books the biggest free room, and says so).
18. A room ruled out by a condition ("except if it's Aspen", "unless it's Aspen") or by "anything
    bar Aspen" / "any but Aspen" was booked, or the request not understood.
19. "not the tiny one" booked the tiny room, and nothing said the wish was not checked.
20. A later "Update: we're now 8" (or "2 more are joining") was not the count: the room seated 6.
21. A line "On Thursday." under a bulleted list of names was counted as a person.
22. "Can you put 6 of us in Aspen" was not understood.
23. "three people, not counting me" was read as 3 (and "excluding myself" as 2).
And the minor one: "not on the ground floor" went unsaid in the question.

Each family is checked on wordings written for this file, beyond the tester's own.
"""

from __future__ import annotations

from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.rooms import Room, summary
from arena.model.task import BookingRequest, read_request
from row_table import rows


def _read(text: str) -> BookingRequest:
    read = read_request(text)
    assert isinstance(read, BookingRequest), (text, read)
    return read


def _booked(text: str) -> list[str]:
    made, said, pauses = run(BEHAVIOURS["compliant"], text, ["approve"])
    assert pauses == 1, (made, said)
    return [str(args["room_id"]) for name, args in made if name == "book_room"]


BIGGEST = [
    ("Book the biggest free room for twelve of us on Wednesday.", "the biggest free room"),
    ("Please book the largest available room for 6 on Friday.", "the largest available room"),
    ("Book the biggest empty room for 6 on Tuesday.", "the biggest empty room"),
    ("Book a big free room for 6 on Tuesday.", "a big free room"),
    ("Grab the roomiest open space for 6 on Tuesday.", "the roomiest open space"),
    ("Book the largest spare meeting room for 6 on Tuesday.", "the largest spare meeting room"),
]


@rows(("text", "words"), BIGGEST)
def test_the_biggest_free_room_is_said_in_the_question(text: str, words: str) -> None:
    """Said as not checked until requests49b; now the biggest free room is booked (the model
    booked the smallest under these words, a silent guess), and the question says what picked
    it. "A big free room" asks no biggest: still said as not checked."""
    asked = summary(Room("R-305", "Sequoia"), _read(text), text)
    if words.startswith("a "):
        assert f"not checked: {words})" in asked, asked
    else:
        assert asked.endswith("(picked: the biggest free room)"), asked


#: (request, the room it rules out, the room id)
RULED_OUT = [
    ("Book a room for 6 on Tuesday except if it's Aspen.", "R-102"),
    ("Book a room for 6 on Tuesday unless it's Aspen.", "R-102"),
    ("Book a room for 6 on Tuesday, just not if it's Aspen.", "R-102"),
    ("Book a room for 6 on Tuesday as long as it isn't Aspen.", "R-102"),
    ("Book a room for 6 on Tuesday, so long as it's not the Aspen room.", "R-102"),
    ("Book a room for 6 on Tuesday, except when it's Aspen.", "R-102"),
    ("book a room for 6 on tuesday, anything bar Aspen", "R-102"),
    ("Book a room for 6 on Tuesday, any but Aspen.", "R-102"),
    ("Book a room for 6 on Tuesday, barring Aspen.", "R-102"),
    ("Book a room for 6 on Tuesday, anything save Aspen.", "R-102"),
    ("Book a room for 6 on Tuesday other than Aspen.", "R-102"),
    ("Book a room for 6 on Tuesday, no Aspen please.", "R-102"),
    ("Book a room for 6 on Tuesday. Except if it's R-102.", "R-102"),
    ("Book a room for 6 on Tuesday, but don't put the six of us in Aspen.", "R-102"),
    ("Book a room for 6 on Tuesday. Please don't squeeze us into Cedar.", "R-204"),
]


@rows(("text", "room"), RULED_OUT)
def test_a_room_ruled_out_by_a_condition_is_never_booked(text: str, room: str) -> None:
    _read(text)
    booked = _booked(text)
    assert booked and room not in booked, booked


@rows(
    "text",
    [
        "Book Aspen for 6 on Tuesday if it's free.",
        "Book a room for 6 on Tuesday, Aspen if it's free.",
        "Book Aspen for 6 on Tuesday unless it's taken.",
    ],
)
def test_a_condition_on_the_room_asked_for_still_asks_for_it(text: str) -> None:
    assert _booked(text) == ["R-102"]


#: (request, the room it puts the people in)
PUT_IN = [
    ("Can you put 6 of us in Aspen on Wednesday?", "R-102"),
    ("Put 6 of us in Cedar on Wednesday.", "R-204"),
    ("Stick the 6 of us in Aspen on Tuesday please.", "R-102"),
    ("Squeeze the four of us into Juniper on Friday.", "R-101"),
    ("Can you fit 8 of us in Cedar on Tuesday?", "R-204"),
    ("Please seat the 6 of us in Aspen on Friday.", "R-102"),
]


@rows(("text", "room"), PUT_IN)
def test_putting_people_in_a_room_asks_for_it(text: str, room: str) -> None:
    assert _booked(text) == [room]


NOT_TINY = [
    ("Book a room for 3 on Tuesday, not the tiny one.", "not the tiny one"),
    ("Book a room for 3 on Tuesday, no small rooms please.", "no small rooms"),
    ("Book a room for 3 on Tuesday, anything but the smallest.", "anything but the smallest"),
    ("Book a room for 3 on Tuesday, avoid the 4-seat room.", "avoid the 4-seat room"),
    ("Book a room for 3 on Tuesday; the tiny one won't do.", "the tiny one won't do"),
    ("Book a room for 3 on Tuesday, nothing too small.", "nothing too small"),
]


@rows(("text", "words"), NOT_TINY)
def test_a_small_room_ruled_out_is_not_booked_and_said_as_not_checked(
    text: str, words: str
) -> None:
    asked = summary(Room("R-102", "Aspen"), _read(text), text)
    assert f"not checked: {words})" in asked, asked
    booked = _booked(text)
    assert booked and "R-101" not in booked, booked  # Juniper, 4 seats: the arena's smallest


def test_the_smallest_room_is_still_booked_where_nothing_rules_it_out() -> None:
    assert _booked("Book a room for 3 on Tuesday.") == ["R-101"]


UPDATED = [
    ("Room for 6 people Tuesday please. Update: we're now 8.", 8),
    ("Book a room for 6 on Tuesday. Oh and it's for 8 now.", 8),
    ("Room for 6 people Tuesday please. UPDATE - we are 8 now.", 8),
    ("Room for 6 people Tuesday please. Edit: headcount is now 8.", 8),
    ("Room for 6 people Tuesday please. PS: we're 8 now.", 8),
    ("Book a room for 6 on Tuesday. We're now 8.", 8),
    ("Room for 6 people Tuesday please. Update: 2 more are joining.", 8),
    ("Book a room for 6 on Tuesday. Actually, 2 more are coming.", 8),
    ("Book a room for 6 on Tuesday. Actually another 2 are joining.", 8),
    ("Book a room for 6 on Tuesday. Oh, and there'll be 3 more.", 9),
    ("Book a room for 6 on Tuesday. Actually, we need 2 more chairs.", 8),  # never 2
    ("Book a room for 6 on Tuesday. Update: 2 laptops needed.", 6),
    ("Book a room for 6 on Tuesday. We need 2 more chairs.", 6),
    ("Book a room for 6 on Tuesday. The meeting is now at 3.", 6),
    ("Book a room for 4 on Monday, actually 6 people plus 2 guests.", 8),
]


@rows(("text", "people"), UPDATED)
def test_a_later_update_of_the_count_wins_and_an_addition_adds(text: str, people: int) -> None:
    assert _read(text).capacity == people


BESIDES_ME = [
    ("Book a room for three people, not counting me, on Tuesday.", 4),
    ("Book a room for three people not including me on Tuesday.", 4),
    ("Book a room for 3 people, excluding myself, on Tuesday.", 4),
    ("Book a room for 3 people, me not included, on Tuesday.", 4),
    ("Book a room for 3 (me not counted) on Tuesday.", 4),
    ("Book a room for 4 others besides me on Friday.", 5),
    ("Book a room on Tuesday for 5 people, not counting me.", 6),
    ("Reserva una sala para 3 personas sin contarme el martes.", 4),
    ("Réserve une salle pour 3 personnes sans me compter mardi.", 4),
    ("Book a room for me plus five on Tuesday.", 6),
    ("Book a room for the 9 of us except me on Tuesday.", 8),  # "of us": the writer is in it
    ("Book a room for a team of 6 minus Bob on Tuesday.", 5),
]


@rows(("text", "people"), BESIDES_ME)
def test_a_count_not_counting_the_writer_adds_the_writer(text: str, people: int) -> None:
    assert _read(text).capacity == people


LISTS = [
    ("Hi,\nPlease book a room for:\n- Alice\n- Bob\n- Carol\nOn Thursday.\nThanks!", 3),
    ("Book a room for:\n- Alice\n- Bob\n- Carol\nAt 3pm on Thursday.", 3),
    ("Book a room on Thursday for:\n* Alice\n* Bob\n* Carol\nThanks", 3),
    ("Book a room on Thursday for:\n1. Alice\n2. Bob\n3. Carol\nRegards, Dan", 3),
    ("Attendees:\nAlice\nBob\nCarol\nOn Thursday.", 3),
    ("Book a room Thursday. Attendees:\nAlice\nBob\nCarol\nDan", 4),
]


@rows(("text", "people"), LISTS)
def test_a_line_after_a_list_of_names_is_no_person(text: str, people: int) -> None:
    assert _read(text).capacity == people


FLOORS = [
    (
        "Tuesday, six people, some room with a whiteboard, and please not on the ground floor. "
        "Book it.",
        "not on the ground floor",
    ),
    ("Book a room for 6 on Tuesday, upstairs please.", "upstairs"),
    ("Book a room for 6 on Tuesday, ideally on the top floor.", "ideally on the top floor"),
    ("Book a room for 6 on Tuesday, nothing in the basement level.", "in the basement level"),
]


@rows(("text", "words"), FLOORS)
def test_a_floor_asked_for_in_words_is_said_as_not_checked(text: str, words: str) -> None:
    asked = summary(Room("R-102", "Aspen"), _read(text), text)
    assert "not checked:" in asked and words in asked, asked


def test_a_floor_the_room_codes_check_is_not_said_as_unchecked() -> None:
    """s54: R-102's code says floor 1, so "not on the second floor" was checked; R-204's says
    floor 2, and the question still says it was not (model/room_floor.py)."""
    text = "Book a room for 6 on Tuesday, not on the second floor."
    assert "not checked" not in summary(Room("R-102", "Aspen"), _read(text), text)
    asked = summary(Room("R-204", "Cedar"), _read(text), text)
    assert "not checked: not on the second floor" in asked, asked
