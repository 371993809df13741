"""Requests of outside tester items40 (Teams cards, forms, HR checklists, SMS, ranges, Malay)
that the request reader refused or read as another count on 7f58402a: a range's upper end after
"a group of" or "Expecting" (read as 16 of 16-18: a room too small), a maximum said after its
number ("4 people (5 at most)": 4), Malay "kami berempat", texted "bk", "me n 3 others" and "rm 4
10", a card's "Room Booking Request" read as a room called Booking, "Recurring: No" as a booking
more than once, "week 1" / "Step 2" labels and "Floor preference: 4" as counts, "Guests
(external): 2" above "Hosts (internal): 3" as 2, "2 HR presenters" as two hours and "the new
hire" as no one."""

from __future__ import annotations

from arena.model.task import BookingRequest, read_request
from row_table import rows

CASES = [
    ("Room on Friday for a group of 16-18.", 18, "Friday"),
    ("a team of 6-8 on Tuesday, book a room", 8, "Tuesday"),
    ("Expecting 15-20 for Wednesday's town hall overflow room. Please book.", 20, "Wednesday"),
    ("Room needed Thursday; attendance 2 to 4.", 4, "Thursday"),
    ("Book a room on Tuesday, 4 people (5 at most).", 5, "Tuesday"),
    ("Fri: 3 minimum, 5 maximum. Book a room.", 5, "Friday"),
    ("Tempah bilik hari Isnin, kami berempat.", 4, "Monday"),
    ("Tolong tempah bilik hari Selasa, kita berlima.", 5, "Tuesday"),
    ("hi can u bk a rm 4 tmrw... sorry i mean wed, 6 ppl thx", 6, "Wednesday"),
    ("yo, can u get us a rm thu? its me n 3 others", 4, "Thursday"),
    ("Msg frm Kev: rm 4 10 on mon pls, cheers", 10, "Monday"),
    (
        "New message from Power Automate\nRoom Booking Request\n• Requester: Luis Ortega\n"
        "• Meeting date: Wednesday\n• Number of attendees: 12\nPlease action this request.",
        12,
        "Wednesday",
    ),
    (
        "Google Form — Meeting Room Request\nEmail address: omar.h@contoso.com\nDay: Monday\n"
        "Headcount: 3\nPurpose: 1:1 plus a note-taker",
        3,
        "Monday",
    ),
    (
        "Adaptive card\nRequested day: Monday\nAttendee count: 7\nRecurring: No\n"
        "Approver: Facilities",
        7,
        "Monday",
    ),
    (
        "Onboarding checklist — week 1\n[x] Laptop ordered\n[ ] Book a room on Tuesday for the "
        "welcome session (new hires + buddies: 6)",
        6,
        "Tuesday",
    ),
    (
        "Workflow: Request a room\nStep 1 ✔ Day selected: Tuesday\nStep 2 ✔ Attendees entered: 2"
        "\nStep 3 ⏳ Awaiting approval",
        2,
        "Tuesday",
    ),
    (
        "New hire orientation\nDate: Wednesday\nNew hires: 9\nHR presenters: 2\nIT presenter: 1"
        "\nPlease book a room that fits everyone.",
        12,
        "Wednesday",
    ),
    ("Tuesday: book a room for team intro - me, my 4 reports and the new hire", 6, "Tuesday"),
    # kinds of people as fields, with a note in brackets: not the first field alone
    (
        "Approval card — Room reservation\nTitle: Vendor demo\nWhen: Thursday 10:30–11:30\n"
        "Guests (external): 2\nHosts (internal): 3\nSubmitted via Teams",
        5,
        "Thursday",
    ),
    ("Guests: 2\nHosts: 3\nBook Thursday", 5, "Thursday"),
    # a floor's field is no count
    (
        "Form response\nFull name: Ravi Subramanian\nTeam size attending: 6\nDay needed: Tuesday"
        "\nFloor preference: 4\nAccessibility: step-free",
        6,
        "Tuesday",
    ),
]

KEPT = [
    # a repeat said yes to, or with no field, is still more than one booking
    "Book for 7 on Monday. Recurring: weekly",
    "Book a room for 7 every Monday.",
]


@rows(("text", "people", "day"), CASES)
def test_the_request_is_read_as_meant(text: str, people: int, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day, read.room, read.book) == (people, day, None, True)


@rows("text", KEPT)
def test_a_repeat_is_still_refused(text: str) -> None:
    assert not isinstance(read_request(text), BookingRequest)


@rows(
    ("text", "people"),
    [
        ("Book a room for 6 on Tuesday, n/a for catering", 6),
        ("Book for 6 on Tuesday, 2 hr meeting", 6),
        ("Book Room Redwood for 4 on Monday", None),  # a room it does not know, still said so
        ("Attendees: 8, Guests: 2. Book a room on Wednesday.", 8),  # the guests may be in the 8
        ("Book Tuesday.\nPeople: 6\nGuests: 2", 6),
    ],
)
def test_what_was_read_before_stays(text: str, people: int | None) -> None:
    read = read_request(text)
    assert getattr(read, "capacity", None) == people
