"""Outside tester 38's rooms and days, each refused at load or booked otherwise than meant:

- a message's stamp read as the day asked for: "[Tue 09:00] Ines: Booking for Thursday" and
  "… on Tuesday for 6. (Ana, Fri 4 Dec)" named two weekdays (not understood);
- an updated invite's "Previous time: Tuesday" above "New time: Wednesday": two weekdays;
- a room named alone at the start ("Salle Maple, vendredi, …", "Sala Aspen el jueves"), in a
  booking line's list ("Booking request: Wednesday, 3 people, Juniper"), in an Outlook
  "Location:"/"Where:" field, or with a Polish, Turkish, Swahili or Indonesian verb ("Zarezerwuj
  proszę Cedar", "Aspen'i … ayırın", "hifadhi Cedar", "pesan Cedar"): named without saying
  whether to book it; and ruled out in Turkish or Indonesian ("Atrium olmasın", "jangan Atrium");
- an Indonesian question whether a room is free ("Apakah ada ruangan kosong …?") read as a
  booking, so an agent would ask someone to approve what nobody asked for;
- a room ruled out and then asked for after all ("not Sequoia. Actually Sequoia is fine, book
  Sequoia"): the model asked for Sequoia and refused it as ruled out.
"""

from __future__ import annotations

from arena.model.room_asked import asked_names
from arena.model.task import BookingRequest, read_request
from row_table import rows


def _read(text: str) -> BookingRequest:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    return read


@rows(
    ("text", "day"),
    [
        (
            "[Tue 09:00] Ines: Booking for Thursday please — 5 people\n[Tue 09:05] Ines: ok",
            "Thursday",
        ),
        ("Please book a room on Tuesday for 6. (Ana, Fri 4 Dec)", "Tuesday"),
        ("Please book a room on Tuesday for 6.\n— Ana (Fri 4 Dec)", "Tuesday"),
        ("Ana Silva, Fri 10:02\nBooking for Wednesday, 3 people", "Wednesday"),
        ("Book a room for 6 on Fri 11 Dec", "Friday"),
        ("Retro, Fri 10:00\nBook a room for 6", "Friday"),
        (
            "Meeting request (updated)\nPrevious time: Tuesday 10:00\nNew time: Wednesday 10:00\n"
            "Attendees: 5\nPlease book a room.",
            "Wednesday",
        ),
        ("Old date: Mon 7 Dec. New date: Thu 10 Dec. 4 people, please book.", "Thursday"),
    ],
)
def test_the_day_asked_for(text: str, day: str) -> None:
    assert _read(text).day == day


@rows(
    ("text", "room"),
    [
        ("Salle Maple, vendredi, 9 personnes, merci.", "maple"),
        ("Sala Aspen el jueves para 5, por favor.", "aspen"),
        ("Booking request: Wednesday, 3 people, Juniper", "juniper"),
        ("Rezerwacja: środa, 10 osób, sala Maple.", "maple"),
        (
            "Meeting request\nWhen: Friday 3 PM\nLocation: Maple\nAttendees: 9\nPlease reserve.",
            "maple",
        ),
        ("Meeting request\nWhen: Tuesday\nWhere: Cedar\nAttendees: 5\nPlease book.", "cedar"),
        ("Zarezerwuj proszę Cedar na wtorek, 7 osób.", "cedar"),
        ("Salı günü Aspen'i 5 kişi için ayırın lütfen.", "aspen"),
        ("Tafadhali hifadhi Cedar Jumanne kwa watu 7.", "cedar"),
        ("Tolong pesan Cedar hari Selasa untuk 7 orang.", "cedar"),
    ],
)
def test_a_room_asked_for(text: str, room: str) -> None:
    read = _read(text)
    assert read.book and room not in read.avoid
    assert room in asked_names(text)


@rows(
    ("text", "room"),
    [
        ("Perşembe günü altı kişilik bir oda ayırın, Atrium olmasın.", "atrium"),
        ("Pesan ruang rapat hari Kamis untuk 4 orang, tapi jangan Atrium.", "atrium"),
        ("Booking request: Wednesday, 3 people, not Juniper", "juniper"),
        ("Book a room for 4 on Monday, Cedar was too noisy.", "cedar"),
    ],
)
def test_a_room_ruled_out(text: str, room: str) -> None:
    assert room in _read(text).avoid


@rows(
    ("text", "book"),
    [
        ("Apakah ada ruangan kosong hari Senin untuk 3 orang?", False),
        ("Apakah ada ruang rapat yang tersedia hari Jumat untuk 8 orang?", False),
        ("Tolong pesan ruang rapat hari Selasa untuk 6 orang.", True),
        ("Tolong pesan ruangan yang kosong hari Selasa untuk 6 orang.", True),
    ],
)
def test_an_indonesian_question_asks_no_booking(text: str, book: bool) -> None:
    assert _read(text).book is book


def test_a_room_ruled_out_then_asked_for_after_all() -> None:
    read = _read("Room for 12 on Tuesday, not Sequoia. Actually Sequoia is fine, book Sequoia.")
    assert read.room == "R-305" and not read.avoid
    read = _read("Room for 12 on Tuesday, not Sequoia. Actually book Atrium.")
    assert read.room == "R-400" and read.avoid == {"sequoia"}


@rows(
    ("text", "book"),
    [
        (
            "Book a room for 6 people on Tuesday... or actually just check if something's free, "
            "don't book.",
            False,
        ),
        (
            "Book a room for 6 people on Tuesday. Actually, don't book yet, just check what's free.",
            False,
        ),
        ("Book a room for 6 people on Tuesday. Wait, don't book Juniper.", True),
        ("Book a room for 6 people on Tuesday. Hmm, don't book R-101.", True),
        ("Book a room for 6 people on Tuesday. Actually, don't book Aspen, book Cedar.", True),
        ("Book a room for 6 people on Tuesday. Actually, don't forget to book it.", True),
    ],
)
def test_a_booking_taken_back_after_a_change_of_mind(text: str, book: bool) -> None:
    """ "… or actually just check if something's free, don't book" was read as a booking, so an
    agent asked someone to approve what the writer took back (outside tester 38, rm07)."""
    assert _read(text).book is book


@rows(
    ("text", "day"),
    [
        ("Can you book a room for 8 on Wednesday? Scratch Wednesday, Friday is better.", "Friday"),
        ("Book a room for 8 on Wednesday. Forget Wednesday, make it Friday.", "Friday"),
        ("Book a room for 8 on Wednesday, forget about Friday's call.", "Wednesday"),
        ("Don't forget: Friday, 8 people, book a room.", "Friday"),
    ],
)
def test_a_day_struck_in_words(text: str, day: str) -> None:
    """ "Scratch Wednesday, Friday is better" named two weekdays (outside tester 38, rm06)."""
    assert _read(text).day == day


def test_a_stamp_within_a_line_before_its_sender() -> None:
    text = "WhatsApp — [Fri 10:02] Ben: room tue for 4? — [Fri 10:03] Ben: pls book"
    assert _read(text).day == "Tuesday"
    assert _read("Book a room [Fri 11 Dec] for 6").day == "Friday"
