"""Punctuation changes no head count, a list of people is a count, and a room's name set beside
the words that name it is the room asked for (outside tester 15).

The tester found "We're 5, plus a guest, on Tuesday" read as 5 where "We're five plus a guest"
was 6, "My boss, two clients and I" as 3, "me, my co-founder and an investor" as no count at all,
and "Book the quiet room, Juniper, for 3 on Tuesday" as a room said nothing of; in a real run "4 of
us, plus our manager" booked a 4-seat room for 5 and passed.
"""

from __future__ import annotations

from arena.model.room_stance import rooms_ruled_out, rooms_wanted, unplaced
from arena.model.task import BookingRequest, NotUnderstood, read_request
from row_table import rows

#: The same request with and without the marks around the person added, and its count.
MARKED = [
    ("We're 5, plus a guest, on Tuesday - please book a room.", 6),
    ("Book a room on Tuesday for 5 of us, and a guest.", 6),
    ("Book a room on Tuesday for our team of 5, plus our manager.", 6),
    ("Five of us, and our VP, need a room on Tuesday.", 6),
    ("Four of us, plus our manager and two interns, need a room on Tuesday.", 7),
    ("4 of us, plus our manager, need a room on Tuesday.", 5),
    ("Book a room on Monday for 4 people - plus my boss.", 5),
    ("Book a room on Friday for 3 devs, and a client.", 4),
    ("Wir sind 5, plus ein Gast, am Dienstag.", 6),
    ("Somos 6, más nuestro jefe, el jueves.", 7),
    ("Nous sommes 4, plus notre manager, mardi.", 5),
    ("Une salle pour 5 personnes, plus un invité, vendredi.", 6),
]

#: Lists of people, with a count in them or none.
LISTS = [
    ("My boss, two clients and I need a room on Tuesday.", 4),
    ("My manager, three interns, and I need a room on Thursday.", 5),
    ("Book a room on Tuesday: me, my co-founder and an investor.", 3),
    ("Book a room on Friday for me, my boss, and a client.", 3),
    ("Book a room on Monday: me, my co-founder, our lawyer and an investor.", 4),
    ("Mein Chef, zwei Kunden und ich brauchen am Freitag einen Raum.", 4),
    ("Mi jefe, dos clientes y yo necesitamos una sala el lunes.", 4),
    ("Mon patron, deux clients et moi avons besoin d'une salle lundi.", 4),
    ("Book a room on Tuesday for the team (6) and a guest.", 7),
    ("Book a room on Monday for the team (8), plus me.", 9),
    # what was read right stays so
    ("me, myself and I on Friday", 1),
    ("Book a room for 6 people on Friday, 2 engineers and 4 designers.", 6),
    ("Book a room for 10 of us on Monday, but 3 are remote.", 7),
    ("Book a room for 4 on Monday, and 10 chairs would be nice.", 4),
]


def _count(text: str) -> int:
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    return found.capacity


@rows(("text", "people"), MARKED)
def test_marks_around_an_added_person_change_no_count(text: str, people: int) -> None:
    unmarked = text.replace(",", "").replace(" - ", " ")
    assert (_count(text), _count(unmarked)) == (people, people)


@rows(("text", "people"), LISTS)
def test_a_list_of_people_is_counted_whole(text: str, people: int) -> None:
    assert _count(text) == people


def test_a_list_with_a_group_of_unsaid_size_stays_unread() -> None:
    found = read_request("Book a room on Monday for me, my boss and the sales team.")
    assert isinstance(found, NotUnderstood)
    assert "without saying how many" in found.reason


@rows(
    ("text", "room", "people"),
    [
        ("Book the big one, the Atrium, for 22 people on Friday.", "atrium", 22),
        ("Book our usual room, Cedar, for 6 on Tuesday.", "cedar", 6),
        ("Can you book the corner room (Maple) for 9 on Friday?", "maple", 9),
        ("Book the quiet room, Juniper, for 3 on Tuesday.", "juniper", 3),
        ("Please reserve the big room (the Atrium) for 20 on Wednesday.", "atrium", 20),
    ],
)
def test_a_room_named_beside_the_words_that_ask_for_it_is_asked_for(
    text: str, room: str, people: int
) -> None:
    assert rooms_wanted(text) == {room}
    assert unplaced(text) is None
    assert _count(text) == people


@rows(
    ("text", "room"),
    [
        ("Book a room for 4 on Monday, not the quiet room, Juniper.", "juniper"),
        ("The corner room (Maple) is too noisy; book a room for 4 on Monday.", "maple"),
        ("Our usual room, Cedar, is under renovation, so book something for 4 on Monday.", "cedar"),
    ],
)
def test_a_room_named_beside_words_that_rule_it_out_is_ruled_out(text: str, room: str) -> None:
    found = read_request(text)
    assert rooms_ruled_out(text) == {room}
    assert isinstance(found, BookingRequest), found
    assert (found.capacity, room in found.avoid) == (4, True)


def test_a_room_named_alone_after_the_request_is_still_said_nothing_of() -> None:
    found = read_request("Book a room for 5 on Friday, Aspen.")
    assert isinstance(found, NotUnderstood)
    assert "Aspen" in found.reason
