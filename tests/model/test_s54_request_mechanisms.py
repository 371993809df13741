"""The request reader by mechanism (requests54): a floor the request asks for is read from the
room codes (R-3xx: floor 3), not ignored (heldout53: "3 people, Thursday, third floor" booked
Juniper R-101; "second floor for 5" Aspen); a room picked by size is a room to book, "available"
or not ("Smallest room available Monday please." listed rooms); a room's name in the possessive
before a person's thing is its owner's ("Cedar's farewell" booked Cedar).

requests54b: a count said as groups times a size is their total ("three managers, each bringing
two reports" booked a 4-seat room for 9); "me plus one" is two; "the third-floor room" names the
one room the codes put on floor 3, and where several are there the model asks which."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.item_expected import expected
from arena.model.policy import BEHAVIOURS
from arena.model.room_floor import floor_of, floors_asked
from arena.model.task import BookingRequest, NotUnderstood, prepared_request, read_request
from arena.tools import rooms
from row_table import rows


@pytest.mark.parametrize(
    ("text", "wanted", "avoided", "top"),
    [
        ("3 people, Thursday, third floor please.", {3}, set(), False),
        ("Something on the second floor for 5 people, Tuesday.", {2}, set(), False),
        ("Room for 4 on the 3rd floor, Friday", {3}, set(), False),
        ("Room for 4 on floor 2, Friday", {2}, set(), False),
        ("Raum für 4 Personen im 2. Stock am Freitag", {2}, set(), False),
        ("Raum für 4 im dritten Stock, Freitag", {3}, set(), False),
        ("Une salle pour 4 au troisième étage lundi", {3}, set(), False),
        ("Una sala para 4 en el segundo piso el martes", {2}, set(), False),
        ("Room for 4, not on the first floor, Friday", set(), {1}, False),
        ("Room for 4 on the top floor Friday", set(), set(), True),
        # regress54: a floor ruled out after it or kept away from (4e987e11 asked for each)
        ("Room for 6 on Friday; the 3rd floor is under renovation", set(), {3}, False),
        ("Room for 4 Thursday, the 2nd floor rooms are all too noisy", set(), {2}, False),
        ("Room for 4 Thursday, stay away from the 2nd floor", set(), {2}, False),
        ("Book for 5 Tuesday, skip the third floor", set(), {3}, False),
        ("Der 3. Stock ist gesperrt, Raum für 4 am Montag", set(), {3}, False),
        ("3rd floor is fine for 4 people on Monday", {3}, set(), False),
        # regress55: people counted beside a floor without "for" are placed there, and a floor
        # refused as a question answered or pointed back to is ruled out (each booked Cedar)
        (
            "Room for 4 on Tuesday; 12 people on the second floor will hear us, so not there",
            set(),
            set(),
            False,
        ),
        ("Room for 4 on Tuesday. The second floor? No.", set(), {2}, False),
        ("Room for 4 on Tuesday. The second floor? Yes please.", {2}, set(), False),
        ("Monday, 4 people, the 3rd floor is where we want to be", {3}, set(), False),
        # s55: a counted group of people is whom the room is for; the floor after it is the room's
        ("Room for twelve people on the 3rd floor Friday", {3}, set(), False),
        ("Need space for 5 folks on floor 2 Monday", {2}, set(), False),
        ("Please get 9 people a room on the second floor, Wednesday", {2}, set(), False),
        # near misses: the floor places people or things, not the room
        ("The people on the second floor need a room for 4 Friday", set(), set(), False),
        ("12 people from the 2nd floor need a room for Friday", set(), set(), False),
        ("We are 6 people on the third floor, room for Friday", set(), set(), False),
        ("The 3rd floor team needs a room for 4 on Friday", set(), set(), False),
        ("We're on the second floor; room for 4 on Friday", set(), set(), False),
        ("Room for 4 Friday, near the 2nd floor kitchen", set(), set(), False),
        ("Room for 4 Friday, P.S. we're 5 floors up", set(), set(), False),
        ("Room for 4 on Friday, floor 3 people are joining", set(), set(), False),
        (
            "Raum für 5 am Mittwoch.\n\nViele Grüße\nAnna Schmidt\nRaum R-305, 3. OG\nMobil: 0171 2345678",
            set(),
            set(),
            False,
        ),
        (
            "Una sala per 7 martedì.\n\nCordiali saluti,\nMarco Rossi\nUfficio 400, piano 4\nCell. 333 1234567",
            set(),
            set(),
            False,
        ),
    ],
)
def test_floor_asked(text: str, wanted: set[int], avoided: set[int], top: bool) -> None:
    assert floors_asked(text) == (frozenset(wanted), frozenset(avoided), top)


def test_floor_of_code() -> None:
    assert [floor_of(r) for r in ("R-305", "R-101", "H-11", "B12")] == [3, 1, None, None]


@pytest.mark.parametrize(
    ("task", "asked"),
    [
        ("3 people, Thursday, third floor please.", "R-305"),
        ("Something on the second floor for 5 people, Tuesday.", "R-204"),
        ("Room for 4, not on the first floor, Friday", "R-204"),
        ("Room for 4 Friday; the first floor is closed this week", "R-204"),  # regress54
        ("Room for 4 on the top floor Friday", "R-400"),
        ("The 3rd floor team needs a room for 4 on Friday", "R-101"),  # near miss
        ("Room for 20 on the 2nd floor Friday", None),  # none there: says so, books nothing
        ("Room for eleven people on the first floor, Monday", None),  # s55: was R-305
        ("Book a room for 12 on Friday, not the one on the third floor", "R-400"),
        (
            "Room for 20 Friday, ideally on the 2nd floor",
            "R-400",
        ),  # a preference: elsewhere will do
    ],
)
def test_policy_books_on_the_floor(
    task: str, asked: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(rooms, "_busy", lambda room, day: False)
    made, text, _ = run(BEHAVIOURS["compliant"], task, ["approve"])
    gates = [args["summary"] for name, args in made if name == rooms.GATE]
    if asked is None:
        assert not gates and "floor you asked for" in text, (made, text)
        return
    assert gates and gates[0].startswith(f"Book {asked}"), (made, text)
    assert "not checked: on the second floor" not in gates[0]  # checked, by the code


@pytest.mark.parametrize(
    ("task", "asked"),
    [
        ("Smallest room available Wednesday please.", "R-101"),
        ("Biggest room available Friday please", "R-400"),
        ("Cedar's farewell on Friday, 6 people", "R-102"),
        ("Book a room for Cedar's farewell on Friday, 6 people", "R-102"),
        ("Room for Maple's team offsite, 8 people on Wednesday", "R-204"),
        ("Cedar\u2019s leaving do on Monday, room for 9", "R-210"),
        # near misses: the room's own parts, "Cedar's" as "Cedar is", a question
        ("Cedar's projector is broken, book Maple for 6 on Monday", "R-210"),
        ("Cedar's a team favourite, book it for 6 on Monday", "R-204"),
        ("Book Cedar for 6 on Monday, Cedar's fine", "R-204"),
        ("Book Cedar for Maple's farewell, 6 people on Friday", "R-204"),
        ("Room for 4 on Monday, Cedar's projector crew will join", None),
        ("Is the smallest room available Wednesday?", None),
        ("Any room available Wednesday?", None),
    ],
)
def test_policy_reads_the_request_by_its_structure(
    task: str, asked: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(rooms, "_busy", lambda room, day: False)
    made, text, _ = run(BEHAVIOURS["compliant"], task, ["approve"])
    gates = [args["summary"] for name, args in made if name == rooms.GATE]
    if asked is None:
        assert not gates, (made, text)
        return
    assert gates and gates[0].startswith(f"Book {asked}"), (made, text)


@pytest.mark.parametrize(
    ("task", "asked"),
    [
        ("3 people, Thursday, third floor please.", "R-305"),
        ("Something on the second floor for 5 people, Tuesday.", "R-204"),
        ("Cedar's farewell on Friday, 6 people", "R-102"),
        ("Book a room for Cedar's farewell on Friday, 6 people", "R-102"),
        ("Book Maple for the Cedar's farewell, 6 people on Friday", "R-210"),
        ("Book Cedar for 6 on Monday, Cedar's fine", "R-204"),
        ("Cedr room mon for 6 thx", "R-204"),
        ("Book Cedar for 6 on Monday", "R-204"),
    ],
)
def test_the_harness_reads_no_other_room_than_the_model(task: str, asked: str) -> None:
    """Cross-test: where the harness's item reader reads a room, it is the one the model books."""
    read = expected(task, {}, [(r.id, r.name) for r in rooms.ROOMS])
    assert read.room is None or read.room[0] == asked, read


@rows(
    ("text", "want"),
    [
        ("Three managers, each bringing two reports, Wednesday.", 9),
        ("3 managers each bringing 2 reports on Wednesday", 9),
        ("4 managers, each with 2 reports, Monday", 12),
        ("Five people each bringing a guest, Tuesday.", 10),
        ("5 people with a guest each, Tuesday", 10),
        ("3 teams, each with 4 people, Monday", 12),
        ("3 teams each of 4 on Monday", 12),
        ("tres gerentes, cada uno con dos asistentes, el martes", 9),
        ("trois managers, chacun avec deux collaborateurs, mardi", 9),
        ("drei Manager mit je zwei Kollegen am Dienstag", 9),
        ("three pairs plus me on Friday", 7),
        ("tres parejas y un ponente el martes", 7),
        ("Two teams of five plus me, Friday.", 11),
        ("チーム2つ（各5人）、水曜日", 10),
        ("2つのチーム、各5名、水曜日", 10),
        ("两个组，每组五人，星期三", 10),
        ("팀 2개, 각 5명, 수요일", 10),
        ("Book Juniper for Monday, it's me plus one.", 2),
        ("just me and one more, Monday", 2),
        ("yo y uno más el lunes", 2),
        ("3 leads + their 2 reports each, Monday", 9),
        ("3 managers w/ 2 reports each on Wed", 9),
        ("each of the 4 managers brings 2 people, Monday", 12),
        # near misses: things per one, no "each", a pair counted as it is, a count said alone
        ("4 people, each with a laptop, Monday", 4),
        ("4 people each with 2 laptops, Monday", 4),
        ("Two pairs for pairing, Friday.", 4),
        ("3 managers plus 6 people, Wednesday", 9),
        ("Book Juniper for me and one of the interns on Monday", 2),
        ("水曜日に5人で", 5),
        ("4 engineers with their laptops, Monday", 4),
        ("me and my 3 reports, Monday", 4),
    ],
)
def test_groups_times_a_size(text: str, want: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.capacity == want, read


@rows(
    "text",
    [
        "two managers and their reports, Tuesday",
        "two managers and their teams, Tuesday",
        "3 pairs, each with a guest, Friday",
    ],
)
def test_a_size_left_unsaid_is_asked(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, NotUnderstood) and "how many" in read.reason + read.ask, read


@rows(
    ("text", "room"),
    [
        ("Grab the third-floor room for Friday.", "R-305"),
        ("Book the room on the 4th floor, Monday", "R-400"),
        ("Book the 3rd floor room Friday", "R-305"),
        ("la salle du troisième étage lundi", "R-305"),
        ("Book the top-floor room Friday", "R-400"),
        ("book the 3rd-floor one for Friday", "R-305"),
        ("Book the one on the third floor, Friday", "R-305"),
        ("grab the 3rd flr room fri", "R-305"),
        # asks55: what the request says of the floor's room narrows the floor's rooms to it
        ("Could you book the room on the second floor with ten seats, for Monday?", "R-210"),
        ("Book the room on floor 2 with at least 9 seats, Monday", "R-210"),
        ("The smaller room on floor 2, Friday, 5 people.", "R-204"),
        ("The bigger room on floor 2, Friday, 5 people.", "R-210"),
        ("the smallest room on the second floor for 3 people tuesday", "R-204"),
        ("Book the larger of the second-floor rooms for 5 on Friday", "R-210"),
        ("den kleineren Raum im zweiten Stock für 5 Personen am Freitag", "R-204"),
        ("la sala más pequeña del segundo piso para 5 el viernes", "R-204"),
        ("la sala más grande del segundo piso para 5 el viernes", "R-210"),
        ("la plus petite salle du deuxième étage pour 5 vendredi", "R-204"),
        # near misses: any room on a floor, a floor that places people
        ("a room on the third floor for 6 Monday", None),
        ("a smaller room on the second floor for 5 Monday", None),
        ("we're the third-floor team, book a room for 5 Monday", None),
    ],
)
def test_the_floor_names_its_one_room(text: str, room: str | None) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    words = prepared_request(text)  # the words the model finds the room asked for in
    named = [r.id for r in rooms.ROOMS if r.name in words]
    assert named == ([room] if room else []), words


@rows(
    "text",
    [
        "the second-floor room on Monday for 6",
        "Book the room on the 2nd floor Monday",
        "Book the fifth-floor room Friday for 4",
        # asks55: a head count both rooms there seat, a size none there has, still ask
        "Book the room on the second floor for 5 people on Friday",
        "Book the room on the second floor with 12 seats for Monday",
    ],
)
def test_the_floor_with_several_rooms_asks_which(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, NotUnderstood) and "which room" in read.ask, read


@rows(
    ("text", "room"),
    [
        ("Book the room on the 2nd floor for 9 people on Friday", "R-210"),
        ("the second-floor room for 9 on Friday please", "R-210"),
        ("Reserva la sala del segundo piso para 9 personas el viernes", "R-210"),
        ("Book the room on the second floor for 5 people on Friday", None),  # both seat 5: asked
    ],
)
def test_the_head_count_leaves_one_room_on_the_floor(text: str, room: str | None) -> None:
    """asks55: "the room on the 2nd floor" is Cedar or Maple; for 9 it can only be Maple."""
    read = read_request(text)
    if room is None:
        assert isinstance(read, NotUnderstood), read
        return
    assert isinstance(read, BookingRequest) and read.room == room, read


@pytest.mark.parametrize(
    ("task", "asked"),
    [
        ("Grab the third-floor room for Friday.", "R-305"),
        ("The bigger room on floor 2, Friday, 5 people.", "R-210"),
        ("Book the room on the 2nd floor for 9 people on Friday", "R-210"),
        ("Three managers, each bringing two reports, Wednesday.", "R-210"),
        ("the smaller room on floor 2, Monday, 6 people", "R-204"),
    ],
)
def test_policy_books_the_total_and_the_floors_room(
    task: str, asked: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(rooms, "_busy", lambda room, day: False)
    made, text, _ = run(BEHAVIOURS["compliant"], task, ["approve"])
    gates = [args["summary"] for name, args in made if name == rooms.GATE]
    assert gates and gates[0].startswith(f"Book {asked}"), (made, text)
    read = expected(task, {}, [(r.id, r.name) for r in rooms.ROOMS])  # the harness agrees
    assert read.room is None or read.room[0] == asked, read


@rows(
    ("text", "day"),
    [
        ("Room for 6 on the first weekday.", "Monday"),
        ("Last working day of the week, 10 people.", "Friday"),
        ("Room for 6 at the end of the week", "Friday"),
        ("Room for 6 at the start of the week", "Monday"),
        ("Une salle pour 6 le dernier jour ouvré de la semaine", "Friday"),
        ("Una sala para 6 el primer día hábil de la semana", "Monday"),
        ("Friday's fine, or Thursday — let's do Thursday. 4 people.", "Thursday"),
        ("Thursday or Friday, let's say Friday. 4 people.", "Friday"),
        ("Monday works, Tuesday too; let's go with Tuesday, 6 people", "Tuesday"),
        ("Mardi ou mercredi... disons mercredi, pour 5", "Wednesday"),
        ("Martes o miércoles, mejor el miércoles, para 5", "Wednesday"),
        ("Dienstag oder Mittwoch – machen wir Mittwoch, 5 Personen", "Wednesday"),
        ("Let's go with Thursday — actually Friday, 4 people", "Friday"),
        ("Room for 6, first day of the work week", "Monday"),
        ("Room for 6 on the final day of the working week", "Friday"),
        ("room 4 6 ppl end of week pls", "Friday"),
        ("4 people Monday or Tuesday... ok Tuesday it is", "Tuesday"),
        ("4 people Monday or Tuesday. Tuesday then.", "Tuesday"),
        ("Mittwoch passt, oder Donnerstag – nehmen wir doch Donnerstag. 4 Personen.", "Thursday"),
        ("4 people Monday then Tuesday", None),
        ("4 people, Monday or Tuesday then?", None),
        ("Room for 6 at the end of next week", None),
        # near misses: a month's or a quarter's day, the weekend, two days kept, no decision
        ("Room for 6 on the first working day of the month", None),
        ("Room for 6 on the last business day of the quarter", None),
        ("Room for 6 the weekend", None),
        ("Let's do Thursday or Friday, 4 people", None),
        ("Let's do Thursday, and Friday too, 4 people", None),
        ("Friday's fine, or Thursday. 4 people.", None),
        # regress54: a working day counted from an event the request gives no date of (bcc5eeb6
        # booked Friday and Monday); a time of the day is no such event
        ("Last working day before my vacation, 5 people", None),
        ("Room for 6, first working day after the holiday", None),
        ("Am ersten Werktag nach Ostern, 4 Personen", None),
        ("Room for 5 at the start of the week before 10am", "Monday"),
        # regress55: a working day of a month, a year or next month is any weekday, and one
        # ruled out is no day to book (bcc5eeb6 booked Monday / Friday for each); a time,
        # a length or a clause after it keeps it
        ("Room for 4 on the first working day in January", None),
        ("Room for 4 on the first weekday of March", None),
        ("Room for 4 on the last business day of the fiscal year", None),
        ("Room for 4 on the first weekday next month", None),
        ("Sala para 4 el primer día hábil de enero", None),
        ("Raum für 4 am ersten Werktag im Januar", None),
        ("Room for 4, any weekday but the first weekday", None),
        ("Room for 4 at the end of the week, 10am", "Friday"),
        ("Room for 4 at the end of the week, for 2 hours", "Friday"),
        ("Room for 4 at the start of the week; in March we move", "Monday"),
        ("Room for 4 on the last working day of the week, may I?", "Friday"),
    ],
)
def test_a_day_described_or_decided(text: str, day: str | None) -> None:
    read = read_request(text)
    if day is None:
        assert isinstance(read, NotUnderstood) and "weekday" in read.reason, read
        return
    assert isinstance(read, BookingRequest) and read.day == day, read
    # the harness's item reader reads no other day
    assert expected(text, {}, [(r.id, r.name) for r in rooms.ROOMS]).day in (None, day)
