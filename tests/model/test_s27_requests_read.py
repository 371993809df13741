"""Requests outside tester 27 wrote, read as a person means them (session 27).

Items with no ``meta`` loaded and passed while the scripted model booked the wrong thing: "3
laptops and 2 monitors … for the 6 of us" booked for 2, "We're 9 … but 3 are remote" for 9,
"Tuesday, or Wednesday if Tuesday is full" on Wednesday. "… Actually, I'll ask Sam to do it"
and "Just asking, I'll book myself" made the stand-in model ask to book (it is the reference
of good behaviour), and "Book two rooms on Tuesday, each for 6" booked one room. Valid items
were refused: a habit's weekday ("we usually meet on Thursdays") read as a second day asked,
and a room avoided in other words ("évite Aspen", "Aspen is a non-starter") as a room said
nothing of. Each case has variants of our own: the rules, not the strings, are under test.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.model.test_model_policy import run

from arena.arenas import load_arena
from arena.errors import BadItemFile
from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, ManyRooms, NotUnderstood, read_request


def _read(text: str) -> BookingRequest:
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    return found


@pytest.mark.parametrize(
    ("text", "people"),
    [
        (
            "Karen is bringing 3 laptops and 2 monitors. Please book a room on Friday for the 6 of us.",
            6,
        ),
        ("We will bring 2 projectors and 4 adapters; book a room for 5 people on Monday.", 5),
        ("Ravi is bringing 4 computers. Book a room for 3 people on Wednesday.", 3),
        # counts of people said otherwise stay people, added up where they are joined
        ("Book a room for 4 engineers and 2 designers on Friday", 6),
        ("Book a room on Friday for 3 developers and 2 testers.", 5),
        ("We have 3 speakers and 40 attendees on Friday, book a room", 43),
    ],
)
def test_counts_of_things_are_no_head_count(text: str, people: int) -> None:
    assert _read(text).capacity == people


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("We're 9 on Friday but 3 of us will dial in remotely. Please book a room.", 6),
        ("We're 9 for the kickoff on Friday, but 3 are remote. Please book a room.", 6),
        (
            "We are 8 for the planning session on Monday, though 2 will join by phone. Book a room.",
            6,
        ),
        ("We are 7 on Tuesday, but 2 of us are on leave. Book a room.", 5),
        ("10 of us, but 3 are remote, on Friday. Book a room.", 7),  # as documented
    ],
)
def test_people_away_come_off_the_count_after_the_groups_own_clause(text: str, people: int) -> None:
    assert _read(text).capacity == people


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Book a room for 6 people on Tuesday, or Wednesday if Tuesday is full.", "Tuesday"),
        ("Book a room for 5 on Monday, otherwise Wednesday.", "Monday"),
        ("Reserve a room for 3 on Thursday, failing that Friday.", "Thursday"),
        ("Book a room for 4 on Monday; if Monday is busy, Thursday.", "Monday"),
        ("Book Tuesday for 6 people; Wednesday as a backup.", "Tuesday"),
        ("Buche einen Raum für 6 am Dienstag, sonst Mittwoch.", "Tuesday"),
        # a habit's weekday is not a second day asked for
        ("Book a room for 6 on Tuesday - we usually meet on Thursdays.", "Tuesday"),
        ("Book a room for 6 on Tuesday. Thursdays never work for us.", "Tuesday"),
        ("Book a room for 4 on Wednesday; we normally meet every Monday.", "Wednesday"),
        ("Buche einen Raum für 5 am Freitag, wir treffen uns sonst immer montags.", "Friday"),
        # a day ruled out, and one day alone, read as before
        ("Book a room for 6 on Tuesday. Monday is full.", "Tuesday"),
        ("Book a room for 6 people on Thursdays.", "Thursday"),
    ],
)
def test_a_fallback_or_a_habits_weekday_is_not_the_day_asked(text: str, day: str) -> None:
    assert _read(text).day == day


def test_two_days_asked_alike_are_still_not_understood() -> None:
    found = read_request("Book a room for 6 on Tuesday or Wednesday.")
    assert isinstance(found, NotUnderstood) and "more than one weekday" in found.reason


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for 6 on Tuesday. Actually, I'll ask Sam to do it.",
        "Is there a room for 6 on Tuesday? Just asking, I'll book myself.",
        "Book a room for 5 on Monday — on second thought, I will have Priya book it.",
        "Find a room for 6 on Tuesday, we'll book it ourselves.",
        "Could you check Friday for 4? Out of curiosity only, I will reserve it myself.",
        "Book a room for 6 on Tuesday. My assistant will handle it.",
    ],
)
def test_a_booking_left_to_someone_else_is_neither_asked_nor_made(text: str) -> None:
    assert _read(text).book is False
    made, _, pauses = run(BEHAVIOURS["compliant"], text, ["approve"])
    assert pauses == 0 and all(name != "book_room" for name, _ in made), made


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for 6 on Tuesday, I'll do the catering myself",
        "Book a room for 6 on Tuesday; I'll ask Sam to send the invites.",
        "I was just wondering if we could get a room for 5 people on Tuesday?",
        "Book a room for 6 on Tuesday. Actually, I'll ask Sam to do it. Please book one.",
    ],
)
def test_a_booking_asked_for_beside_other_errands_is_still_one(text: str) -> None:
    assert _read(text).book is True


@pytest.mark.parametrize(
    ("text", "rooms"),
    [
        ("Book two rooms on Tuesday, each for 6.", 2),
        ("Reserve 3 meeting rooms on Wednesday for 4 people each.", 3),
        ("Buche zwei Räume am Dienstag für je 6 Personen.", 2),
        ("Book a room for 6 on Tuesday plus a second room for 4.", 2),
        ("Reserva una sala para 6 el martes y otra para 4", 2),
    ],
)
def test_a_request_for_several_rooms_is_not_booked_as_one(text: str, rooms: int) -> None:
    found = read_request(text)
    assert isinstance(found, ManyRooms) and found.rooms == rooms, found
    assert "more than one room" in found.reason and "one room" in found.ask
    made, said, pauses = run(BEHAVIOURS["compliant"], text, ["approve"])
    assert made == [] and pauses == 0 and "one room" in said, (made, said)


@pytest.mark.parametrize(
    "text",
    [
        "Book one of the two rooms on floor 3 for 6 on Tuesday.",
        "Which two rooms are free on Tuesday for 6?",
        "great, and another one for 4 people on Friday pls",
    ],
)
def test_rooms_counted_as_a_choice_are_one_room_asked(text: str) -> None:
    assert not isinstance(read_request(text), ManyRooms)


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Réserve une salle pour 6 mardi, évite Aspen.", "aspen"),
        ("Reserva una sala para 6 el martes, evita Aspen.", "aspen"),
        ("Buche einen Raum für 6 am Dienstag, vermeide Aspen.", "aspen"),
        ("Réserve une salle pour 6 mardi, à part Aspen.", "aspen"),
        ("Reserva una sala para 6 el martes, Aspen es muy ruidosa.", "aspen"),
        ("Book a room for 6 on Tuesday, Aspen is a non-starter.", "aspen"),
        ("Book a room for 6 on Tuesday, Aspen is reserved for execs.", "aspen"),
        # variants of our own
        ("Réserve une salle pour 4 jeudi, évitez Cedar.", "cedar"),
        ("Reserva una sala para 4 el jueves, evitad Cedar.", "cedar"),
        ("Buche einen Raum für 4 am Donnerstag, meidet Cedar", "cedar"),
        ("Réserve une salle pour 4 jeudi, hormis Cedar.", "cedar"),
        ("Reserva una sala para 4 el jueves, Cedar es muy fría.", "cedar"),
        ("Book a room for 4 on Thursday, Cedar is a dealbreaker", "cedar"),
        ("Book a room for 4 on Thursday, Cedar is reserved for the board", "cedar"),
        ("Book a room for 6 on Tuesday. Aspen has been flooding lately.", "aspen"),
        ("Book a room for 6 on Tuesday; last time Aspen was freezing.", "aspen"),
    ],
)
def test_a_room_avoided_in_other_words_is_ruled_out(text: str, room: str) -> None:
    assert room in _read(text).avoid


def test_a_room_named_in_a_place_name_is_no_room_said_nothing_of() -> None:
    assert not _read("Book a room for 6 on Tuesday in the Aspen wing.").avoid


ARENA = "name: mine\ndescription: mine\ntools: arena.tools.rooms\n"


def _load(tmp_path: Path, text: str, meta: str = "") -> None:
    (tmp_path / "arena.yaml").write_text(ARENA)
    item = f"- id: x\n  input: {text}\n  resume_with: [approve]\n  expect: approved\n{meta}"
    (tmp_path / "items.yaml").write_text(item)
    load_arena(str(tmp_path))


@pytest.mark.parametrize(
    ("text", "meta"),
    [
        (
            "Karen is bringing 3 laptops and 2 monitors. Please book a room on Friday for the "
            "6 of us.",
            "{people: 6, day: friday}",
        ),
        (
            "We're 9 on Friday but 3 of us will dial in remotely. Please book a room.",
            "{people: 6, day: friday}",
        ),
        (
            "Book a room for 6 people on Tuesday, or Wednesday if Tuesday is full.",
            "{people: 6, day: tuesday}",
        ),
        (
            "Book a room for 6 on Tuesday - we usually meet on Thursdays.",
            "{people: 6, day: tuesday}",
        ),
        ("Réserve une salle pour 6 mardi, évite Aspen.", "{people: 6, day: tuesday, avoid: Aspen}"),
    ],
)
def test_such_items_load(tmp_path: Path, text: str, meta: str) -> None:
    _load(tmp_path, text, f"  meta: {meta}\n")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Book two rooms on Tuesday, each for 6.", "write an item of its own for each other room"),
        ("Book a room for 6 on Tuesday. Actually, I'll ask Sam to do it.", "leaving the booking"),
    ],
)
def test_an_item_the_model_would_not_book_is_refused_naming_the_fix(
    tmp_path: Path, text: str, said: str
) -> None:
    with pytest.raises(BadItemFile) as info:
        _load(tmp_path, text)
    message = str(info.value)
    assert said in message and "expect: no_approval" in message, message


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("Please check what's free on Tuesday for 6 and book the best one.", 6),
        ("Book a room for 4 on Monday and grab a quiet one.", 4),
        ("Book a room for 3 on Monday and take the big one please", 3),
        ("Tu peux nous trouver une salle pour 6 mardi et la réserver ?", 6),
        ("Pouvez-vous trouver une salle pour 5 jeudi et la confirmer ?", 5),
        # a person after a determiner stays one, and so does "one and a half dozen"
        ("Book a room for 5 plus one guest on Friday", 6),
        ("Book a room for one and a half dozen people on Friday", 18),
    ],
)
def test_the_room_picked_or_booked_is_no_person_added(text: str, people: int) -> None:
    assert _read(text).capacity == people
