"""Outside tester 38's head counts, each read a seat or more short: the writer and a colleague said
to come after the people counted ("for our 3 guests from Acme; my director and I will attend
too" read 3, "My manager and I will join them" 4 for 6), the last of a list joined by commas
alone ("2 from Legal, 3 from Sales, me" read 5, "3 engineers, 2 designers, our PM, me" 5 for 7),
and a total said with those it takes in after it ("3 from Acme, 3 from us, so 8 in the room with
the 2 facilitators" read 2). A list that goes on into a sentence of its own ("…, the manager will
approve"), a count that holds the writer already ("the 4 of us; I'll attend too") and one who
joins from afar keep their count."""

from __future__ import annotations

from arena.model.task import BookingRequest, NotUnderstood, read_request
from row_table import rows


def _people(text: str) -> int:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    return read.capacity


@rows(
    ("text", "people"),
    [
        (
            "Please book a room on Tuesday for our 3 guests from Acme; my director and I will "
            "attend too.",
            5,
        ),
        ("Room on Wednesday for the 4 auditors. My manager and I will join them.", 6),
        ("Book a room Thursday for the 2 interns; their mentor and I will sit in.", 4),
        ("Book a room on Monday for 4 clients. Sam and I will be there too.", 6),
        ("Book a room for 6 on Monday. I will be there too.", 7),
        ("Book a room for the 4 of us on Monday; I will attend too.", 4),
        ("Book a room for 4 clients on Monday, I will join them remotely.", 4),
    ],
)
def test_the_writer_said_to_come_after_the_count(text: str, people: int) -> None:
    assert _people(text) == people


@rows(
    ("text", "people"),
    [
        ("Book a room on Wednesday: 2 from Legal, 3 from Sales, me.", 6),
        ("Room Friday: 3 engineers, 2 designers, our PM, me.", 7),
        ("Room Friday: 3 engineers, 2 designers, our PM, me", 7),
        ("Friday: 3 from Acme, 2 from us, my boss. Thanks", 6),
        ("Book a room on Friday for 6 people, the manager will approve.", 6),
        ("Room Friday for 3 engineers, 2 designers, the manager will approve.", 5),
        ("Room Friday for 3 engineers, our PM.", 3),
    ],
)
def test_a_list_joined_by_commas_to_its_end(text: str, people: int) -> None:
    assert _people(text) == people


@rows(
    ("text", "people"),
    [
        (
            "Book a room on Friday: 3 from Acme, 3 from us, so 8 in the room with the 2 "
            "facilitators.",
            8,
        ),
        ("Book a room on Friday: 3 from Acme, 3 from us, so 6 in the room.", 6),
        ("Book a room on Friday: 3 from Acme, 3 from us, so 6 people.", 6),
    ],
)
def test_a_total_with_those_it_takes_in(text: str, people: int) -> None:
    assert _people(text) == people


@rows(
    ("text", "people"),
    [
        ("Book a room for 2 of us + 2 guests on Wednesday. Actually 3 guests.", 5),
        (
            "Yesterday 17:40 — Jo: could you book a room wed for 2 of us + 2 guests\n"
            "Yesterday 17:41 — Jo: actually 3 guests",
            5,
        ),
        ("Book a room for me and 2 clients on Wednesday. Sorry, 3 clients.", 4),
        ("Book a room for 4 guests on Wednesday. Actually 3 guests.", 3),
        ("Book a room for 4 people on Wednesday. Actually 6 people.", 6),
        ("Friday, 2 people, any room. Sorry, typo, 3 people", 3),
        ("Friday, 2 people, any room.\n[11:12] Eva: Sorry, typo, 3 people", 3),
        ("Friday, 2 people, any room. Oops, my bad, 3 people", 3),
        ("Friday, 2 people, any room, sorry for the typo", 2),
    ],
)
def test_a_correction_of_one_part_or_after_a_typo(text: str, people: int) -> None:
    assert _people(text) == people


@rows(
    ("text", "people"),
    [
        ("Retro\nThurs\nwhole team = 5\n+ Ana (new)\npls book!", 6),
        ("Book a room for 4 people plus Sam (remote) on Thursday", 4),
        ("Bitte buche einen Raum am Dienstag für ihn und 3.", 4),
        ("Book a room on Tuesday for Sam and 3.", 4),
        ("Bitte buche einen Raum am Dienstag für Sie und 3 Kollegen.", 4),
    ],
)
def test_a_person_named_beside_the_count(text: str, people: int) -> None:
    assert _people(text) == people


def test_sie_beside_a_count_is_asked_about() -> None:
    """ "für sie und 3" is her and 3, or them and 3: the model asks, it books for neither."""
    read = read_request("Bitte buche einen Raum am Dienstag für sie und 3.")
    assert isinstance(read, NotUnderstood) and "'sie'" in read.reason


@rows(
    ("text", "people"),
    [
        # the people after a list's comma are counted there once, not again as joining
        ("Book a room on Tuesday for 4 clients, my boss and I are coming too.", 6),
        ("Book a room on Tuesday for 4 clients, my boss and Sam are coming too.", 6),
        ("Book a room on Friday for the 5 trainees, the trainer and I will also join them.", 7),
        ("Book a room Wednesday for the 2 vendors; Maria and I will attend as well.", 4),
        ("Book a room Monday: 4 from Sales, 2 from Ops, so 8 in total with the 2 of us.", 8),
    ],
)
def test_held_out_wordings_of_the_same_shapes(text: str, people: int) -> None:
    """Wordings written after the fixes (outside tester 38's held-out check): "for 4 clients,
    my boss and I are coming too" read 8 on b2871540 (the two counted as a list and again as
    joining), and "so 8 in total with the 2 of us" read 2 on 681ce7fe."""
    assert _people(text) == people


@rows(
    ("text", "people"),
    [
        (
            "From Teams (exported)\n[Mon 08:02] Lea Hart: Morning! Need a room Wednesday for the "
            "3 externals\n[Mon 08:03] Lea Hart: Kim and I will join them",
            5,
        ),
        ("Book a room for 6 on Monday. Note: Sam is coming too.", 7),
        ("Book a room Wednesday for 3 candidates; the hiring manager and I will sit in.", 5),
        ("Book a room for 6 on Monday. Our new intern is joining too.", 7),
        (
            "Subject: Room pls\nThursday. 2 from Finance, 2 from Legal, me.\nThanks, Omar (Tue 1 Dec)",
            5,
        ),
    ],
)
def test_a_chat_line_after_its_sender(text: str, people: int) -> None:
    """A chat line's words after its sender ("Lea Hart: Kim and I will join them") open a
    sentence, and a sign-off's stamp ("Thanks, Omar (Tue 1 Dec)") names no day asked for."""
    assert _people(text) == people
