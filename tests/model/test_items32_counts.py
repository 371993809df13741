"""Head counts an outside tester wrote as users do (items32, session 32), each read otherwise
than it says, so the item was refused at its ``meta:`` line (or, had meta agreed with the
model, booked for the wrong number): a total said after the people it sums ("(so three)", "so
five", "(so seven to be safe)", "5 in total") added to them or dropped; a parenthesis that
breaks a count down ("Team of 6 (me + 5)") added to it; people named after a count ("for 4
people plus Sam") left out; "3 of them plus 2 of us", "3 peoples plus one guest", "it's 10 now,
two more people signed up", "thursday / 20 ppl". Beside them, what must read as before."""

from __future__ import annotations

from arena.model.task import BookingRequest, read_request
from row_table import rows


def _read(text: str) -> tuple[int, str]:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    return got.capacity, got.day


@rows(
    ("text", "capacity", "day"),
    [
        # a total said after its parts
        ("Need a room for the 4 of us + Jan (so five) on Thursday.", 5, "Thursday"),
        ("Onboarding Monday - 3 new folks plus me and Dana, so five. Book a room.", 5, "Monday"),
        (
            "Friday demo: the 6 of us from the team, and our director might pop in too (so seven to"
            " be safe). Please book.",
            7,
            "Friday",
        ),
        ("Book a room on Thursday for 4 of us plus Jan, 5 in total.", 5, "Thursday"),
        (
            "Need a room Thursday for my 3 reports plus me and Ola (5 in all). Book please.",
            5,
            "Thursday",
        ),
        # a parenthesis that breaks the count down
        ("Team of 6 (me + 5), Wednesday, book a room.", 6, "Wednesday"),
        ("Room for 6 (me and 5 others) on Wednesday, please book.", 6, "Wednesday"),
        ("Book a room for 7 people on Friday (me + 6 colleagues).", 7, "Friday"),
        # people added after the count
        ("Book a room for 4 people plus Priya on Friday.", 5, "Friday"),
        ("Book a room on Friday for the 4 of us and Sam.", 5, "Friday"),
        ("4 engineers plus Ana and Bruno on Tuesday - book a room.", 6, "Tuesday"),
        ("Wednesday: the client is 3 of them plus 2 of us. Book a room.", 5, "Wednesday"),
        ("Book me room for Thursday, 3 peoples plus one guest.", 4, "Thursday"),
        # a correction that says the count of now and why
        (
            "Book a room for 8 on Tuesday. Oh wait, sorry, it's 10 now, two more people signed up.",
            10,
            "Tuesday",
        ),
        ("book: thursday / 20 ppl", 20, "Thursday"),
        # the most who may come, and a larger count to book for (items32, second round)
        (
            "Could you please reserve a meeting room for Friday? We'll be four, max five.",
            5,
            "Friday",
        ),
        ("Book Friday for 4, maybe 5.", 5, "Friday"),
        (
            "We're six, but make it for eight in case people bring guests. Wednesday. Book.",
            8,
            "Wednesday",
        ),
        ("We are 6 but book for 8 on Wednesday.", 8, "Wednesday"),
    ],
)
def test_items32_counts_read_as_written(text: str, capacity: int, day: str) -> None:
    assert _read(text) == (capacity, day)


@rows(
    ("text", "expected"),
    [
        (
            "Thursday offsite prep: we're eight in total, but two of them are remote. Please book.",
            (6, "Thursday"),
        ),
        (
            "Heya - we need a room Friday for the whole squad: that's five engineers, two designers"
            " and our PM. Book one please!",
            (8, "Friday"),
        ),
        ("Book a room for 4 (plus 1 on the phone) on Tuesday.", (4, "Tuesday")),
        ("Book a room for 10 (me included) on Tuesday.", (10, "Tuesday")),
        ("Book for 6 on Tuesday, so 2 can present.", (6, "Tuesday")),
        ("Book for 4 people and Sam will send the invite, Friday.", (4, "Friday")),
        ("Half of our 12-person team needs a room on Tuesday, please book.", (6, "Tuesday")),
        ("We're 10 on Tuesday, 2 of them dial in. Book.", (8, "Tuesday")),
        ("Book a room for 8 on Tuesday. Actually, 2 more are coming.", (10, "Tuesday")),
        ("Book a room for me, Ana and Li (so three) on Tuesday.", (3, "Tuesday")),
        ("Book a room for 6 on Tuesday at 2, maybe 3.", (6, "Tuesday")),
        ("Book Tuesday for 6, max 2 hours.", (6, "Tuesday")),
        ("We're 8, but book for 6, two will dial in. Tuesday.", (6, "Tuesday")),
    ],
)
def test_what_read_right_before_reads_the_same(text: str, expected: tuple[int, str]) -> None:
    assert _read(text) == expected


@rows(
    ("text", "expected"),
    [
        ("Book for Wednesday:\n- Ana\n- Ben\n- Chloé\n- me", 4),
        ("Please book a room for the sync on Friday:\nAna\nBen\nme", 3),
    ],
)
def test_people_listed_under_the_booking_line_count(text: str, expected: int) -> None:
    """A name a line under "Book for Wednesday:" was read as no head count (items32, second
    round); a list under it that holds the writer lists people."""
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert found.capacity == expected


@rows(
    "text",
    ["Book for Wednesday:\n- Projector\n- Whiteboard", "Book for Wednesday:\n- Ana\n- Ben"],
)
def test_a_list_without_the_writer_under_the_booking_line_is_no_count(text: str) -> None:
    assert not isinstance(read_request(text), BookingRequest)


@rows(
    ("text", "expected"),
    [
        # items32, third round
        ("Salle pour vendredi, on sera une quinzaine, merci de réserver.", 15),
        ("Reserve a room Thursday for 2 managers and 3 reports — five total.", 5),
        ("Pls reserve a room Wed. Headcount: 7 (incl. 2 externals).", 7),
        # people away inside the parenthesis still come off
        ("Book a room for 10 on Tuesday (of whom 3 remote).", 7),
        ("Book a room for 10 on Tuesday (incl. 3 remote).", 7),
    ],
)
def test_items32_third_round_counts(text: str, expected: int) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert found.capacity == expected
