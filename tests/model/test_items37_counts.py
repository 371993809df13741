"""Outside tester 37's head counts: a number struck through ("- book a room for ~~8~~ 9 people"
read 8, "for ~~4~~ ~~5~~ 6 people" 4: a room booked for the count given up), a struck list
item ("• ~~Cy~~ (out sick)" ended the list: Ana, Ben, Di read 2), and a bare role added with
"+" or "plus" ("team of 6 (+ manager)" read 6 and "finance team (4) + CFO" 4, while "plus our
manager" read 7). A role that names a thing ("+ manager approval needed") adds no one. A count
settled on after a guess ("six seven people let's say seven", "maybe a sixth, so book for six")
read the guess, a seat short, and "For 5: Wed" (the open item of session 36) no count at all."""

from __future__ import annotations

from arena.model.task import BookingRequest, read_request
from row_table import rows


def _people(text: str) -> int:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    return read.capacity


@rows(
    ("text", "people"),
    [
        ("- book a room for ~~8~~ 9 people\n- on Friday at 14:00 (2pm)", 9),
        ("Book a room on Friday for ~~4~~ ~~5~~ 6 people.", 6),
        ("Book a room for <del>10</del> 12 people on Friday", 12),
        (
            "Who's coming (Friday):\n• Ana\n• Ben\n• ~~Cy~~ (out sick)\n• Di\nBook a room for them.",
            3,
        ),
        ("Room booking:\n- Day: ~~Tue~~ Fri\n- People: 6", 6),
    ],
)
def test_struck_through_is_no_count(text: str, people: int) -> None:
    assert _people(text) == people


@rows(
    ("text", "people"),
    [
        ("Issue: retro room\nFriday, we're a team of 6 (+ manager). Please book.", 7),
        ("New event: Quarterly numbers\nFriday 11am\nWho: finance team (4) + CFO\nPlease book.", 5),
        ("Book a room on Friday for the team of 6 plus manager.", 7),
        ("Book a room on Friday for 4 people plus host.", 5),
        ("Book a room on Friday for 6 + manager approval needed.", 6),
        ("Book a room on Friday for the team of 6 plus our manager.", 7),
    ],
)
def test_a_bare_role_after_plus_is_one_more(text: str, people: int) -> None:
    assert _people(text) == people


@rows(
    ("text", "people"),
    [
        ("book a room friday for er six seven people let's say seven", 7),
        ("Please book a room Friday, there'll be five of us, maybe a sixth, so book for six.", 6),
        ("Book a room Friday for 6-7 people, call it 7", 7),
        ("Book a room for 8 on Friday, let's say 3pm", 8),
    ],
)
def test_a_count_settled_on_after_a_guess_wins(text: str, people: int) -> None:
    assert _people(text) == people


@rows(
    ("text", "people"),
    [
        ("For 5: Fri. Please book a room.", 5),
        ("Book a room for 5: Friday", 5),
        ("Book for 5:30 on Friday, 4 people", 4),
    ],
)
def test_a_count_before_a_colon_is_read(text: str, people: int) -> None:
    assert _people(text) == people


@rows(
    ("text", "people"),
    [
        ("Room for 5 onsite, 2 remote on Friday", 5),
        ("Room for 5 on-site, 2 remote on Friday", 5),
        ("Room Friday for 5 in person, 2 dialling in", 5),
        ("Room for 5 people in person on Friday, 2 remote", 5),
        ("for 10 of us, but 3 are remote, Friday", 7),
        ("Room for 5 on Friday, 2 of them remote", 3),
    ],
)
def test_people_said_to_be_on_site_keep_their_seats(text: str, people: int) -> None:
    assert _people(text) == people


@rows(
    "text",
    [
        "Invite (recurring series, this occurrence only): Friday 11 Dec, 16:00, 5 people. Book.",
        "Weekly sync on Friday for 6, book a room for just this one please",
        "Book a room for 6 on Friday, a one-off",
    ],
)
def test_one_occurrence_of_a_series_is_one_booking(text: str) -> None:
    """Outside tester 37's ics15: a calendar series' one occurrence read as a booking more than
    once, so the item was refused; "every Friday" alone still asks for more than one."""
    assert isinstance(read_request(text), BookingRequest)
    assert not isinstance(read_request("Book a room for 6 every Friday"), BookingRequest)


@rows(
    ("text", "people"),
    [
        ("Friday: 2 from Legal and 3 from Sales and me. Book a room.", 6),
        ("Friday, 3 from sales and 3 from marketing and my boss, book a room", 7),
        ("Friday, 3 from sales and 3 from marketing, thanks, book a room", 6),
        ("Book a room for 4 from the customer side, 2 from our side, Friday", 6),
    ],
)
def test_people_listed_after_where_a_part_comes_from_count(text: str, people: int) -> None:
    assert _people(text) == people
