"""Head counts the scripted model misread (ux29, from outside29b's h07, h21, h31): a "Who:" list
holding "Dev" (read as the dev team), "me, Sam and the two interns" (2), "a workshop of nine. Two
of the nine will join remotely" (several numbers), "three and a half people" (3; "3½" as 31).
Each with new sentences of the same shape, and the ones that must stay as they were."""

from __future__ import annotations

from arena.model.head_count import capacity
from arena.model.task import BookingRequest, NotUnderstood, read_request
from row_table import rows


@rows(
    ("text", "people"),
    [
        # a list of names after "Who:", one of them "Dev"
        ("Book a room on Tuesday. Who: Ana, Ben, Chloé, Dev", 4),
        ("Who: Ana, Ben, Chloé, Dev. Book a room on Thursday.", 4),
        ("Retro on Friday, please book a room. Attendees: Dev, Mia, Omar", 3),
        ("Please book a room for Dev and Priya on Monday.", 2),
        # the writer and named people before "and N <people>"
        ("Book a room for me, Sam and the two interns on Tuesday.", 4),
        ("Book a room on Tuesday: me, Sam and the two interns.", 4),
        ("Book a room on Tuesday. It's me, Sam and the two interns.", 4),
        ("Need a room on Wednesday - me, Lena and 3 contractors.", 5),
        ("Book a room for Sam, me and 2 clients on Tuesday.", 4),
        ("Could you book a room for Ana, me, Ben and the 3 new hires on Monday?", 6),
        ("Book a room for Sam and the two interns on Tuesday.", 3),
        # some of a gathering away
        ("We need Maple on Tuesday for a workshop of nine. Two of the nine will join remotely.", 7),
        ("We need a room on Tuesday for nine people. Two of the nine will join remotely.", 7),
        ("Book a room on Friday for a class of 12; 3 of the students are online.", 9),
        ("Book a room on Friday for a workshop of 10, 2 of those 10 dial in.", 8),
        # stays as it was
        ("Book a room for me and 3 clients on Tuesday.", 4),
        ("Book a room for Sam and 3 clients on Friday.", 4),
        ("Book a room for him and 3 clients on Friday.", 4),
        ("Book a room for me and the 4 interns on Tuesday.", 5),
        ("Book a room for 4 on Tuesday for an hour and a half.", 4),
        ("Book a room for 4 on Tuesday for two and a half hours.", 4),
        ("Book a room for 6 on Tuesday for 2½ hours.", 6),
        ("Book a room for 3 and a half people, no, make it 4, on Tuesday.", 4),
        ("Book a room on Wednesday for a team of nine. Two of them will join remotely.", 7),
    ],
)
def test_people_counted(text: str, people: int) -> None:
    assert capacity(text) == people
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert found.capacity == people


@rows(
    "text",
    [
        "Book a room for three and a half people on Tuesday.",
        "Book a room for three and a half on Tuesday.",
        "Book a room for 3½ people on Tuesday.",
        "Book a room for 2.5 people on Thursday.",
        "Please reserve a room for ten and three quarters on Monday.",
        "Book a room for Dev and Ops on Tuesday.",  # a team of unsaid size
    ],
)
def test_unclear_counts_ask(text: str) -> None:
    found = read_request(text)
    assert isinstance(found, NotUnderstood), found
    assert found.ask == "say how many people the room is for"


def test_a_fraction_is_named() -> None:
    assert capacity("Book a room for three and a half people on Tuesday.") == (
        "it gives a head count with a fraction (three and a half)"
    )
