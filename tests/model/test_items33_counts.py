"""Head counts in requests an outside tester wrote (items33, session 33), refused at load or
read with another count than they say: a team's size said after it beside other people ("4
guests and a team of 3", "2 guests plus our team of 3": "names a group without saying how many"),
a team's size in brackets after what the team is ("el equipo de ventas (6) más dos clientes"
read 2), and a count given team by team in brackets ("product (3), eng (4), design (2)": three
numbers, none read as the count)."""

from __future__ import annotations

from arena.model.task import BookingRequest, NotUnderstood, read_request
from row_table import rows


@rows(
    ("text", "capacity"),
    [
        ("Book a room on Friday for 4 guests and a team of 3.", 7),
        ("Book a room on Friday for 2 guests plus our team of 3.", 5),
        ("Hola! El viernes somos el equipo de ventas (6) más dos clientes. ¿Nos reservas algo?", 8),
        ("Book a room Friday for the team from sales (6) plus two clients.", 8),
        (
            "Right, so it's the product offsite prep on Friday — product (3), eng (4), design (2)."
            " Can you book us a room?",
            9,
        ),
        ("Book a room on Friday for product (3), eng (4) and design (2).", 9),
        # as before
        ("Book a room on Friday for a team of 3 plus 4 guests.", 7),
        ("Book a room on Friday for sales (3).", 3),
        ("Book a room on Friday. Who: Ana, Ben, Chloé, Dev", 4),
    ],
)
def test_counts_are_read_as_written(text: str, capacity: int) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert got.capacity == capacity


def test_a_team_of_unsaid_size_still_says_no_count() -> None:
    assert isinstance(
        read_request("Book a room on Friday for 4 guests and my team."), NotUnderstood
    )


@rows(
    "text",
    [
        "Hello! I'd love a room for our book club on Tuesday. We're usually six but Maria's"
        " joining this time, so seven. Thank you so much!",
        "Book a room on Tuesday: me, Ana and Li, so three. Thanks so much!",
    ],
)
def test_a_total_said_before_so_much_thanks_is_the_count(text: str) -> None:
    """'… so seven. Thank you so much!' read "so much" as the stated total, found it no
    number, and gave up: six and seven, several numbers, no count."""
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert got.capacity == (7 if "seven" in text else 3)


@rows(
    ("text", "capacity"),
    [
        # a time's range after people listed: "'2 PM' may be a time or 2 product manager(s)"
        ("Book a room for Wednesday, me and my deputy, 2pm-3pm.", 2),
        ("Book a room for Wednesday, me and my boss, 2pm to 3pm.", 2),
        ("Book a room for Wednesday: 4 engineers, 1 PM and me.", 6),  # as before: a manager
        # texted "we r 5": no count
        ("we r 5, need room on wed, book pls", 5),
        # Spanish "mi" is "my" before a person: "mi jefe, mi compañera y yo" read 2
        ("¿Me reservas una sala para el lunes? Vamos a ser tres: mi jefe, mi compañera y yo.", 3),
        ("Reserva una sala el lunes para mi jefe, mi compañera y yo.", 3),
        ("Reserva una sala el lunes para mi, mi jefe y dos becarios.", 4),
    ],
)
def test_round_two_counts_are_read_as_written(text: str, capacity: int) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert got.capacity == capacity


@rows(
    ("text", "capacity"),
    [
        ("Need a room Fri. Attendees: Ana (PM), Ben (eng), Chloé (design), Dev (QA), and me.", 5),
        ("Need a room Fri for Ana (PM), Ben (eng) and me.", 3),
        ("Need a room Fri for Ana (2 guests) and me.", 2),  # as before: a count is no aside
    ],
)
def test_names_with_a_role_in_brackets_are_a_list(text: str, capacity: int) -> None:
    """Each name's role in brackets broke the list of names: no head count."""
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert got.capacity == capacity


@rows(
    ("text", "capacity"),
    [
        (
            "So, Tuesday! The sales guys (4 of them), their VP and the two of us from legal. We"
            " need a room to hash out the contract. Book please?",
            7,
        ),
        ("Book a room Tuesday for the sales guys (4 of them), their VP and me.", 6),
        ("Book a room Tuesday for 4 guys, their VP and the two of us.", 7),
        ("Book a room Tuesday for two interns, my boss and three guests.", 6),  # as before
        ("Book a room Tuesday for 6 people (plus me).", 7),  # as before
    ],
)
def test_people_beside_a_count_in_brackets_are_counted(text: str, capacity: int) -> None:
    """'(4 of them), their VP and the two of us' left the VP out (the ')' and 'the' stood
    between the counts), and 'guys' was no word for people: 6 and 4 of 7 and 6."""
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert got.capacity == capacity


@rows(
    ("text", "capacity"),
    [
        ("Bitte am Montag einen Raum für die Teamleiterin, ihre zwei Kollegen und mich buchen.", 4),
        ("Reserva una sala el lunes para mi jefa, sus dos asistentes y yo.", 4),
        ("Réserve une salle lundi pour mon chef, ses deux collègues et moi.", 4),
        ("Book a room on Monday for my boss, her two interns and me.", 4),  # as before
        ("Book a room for Monday, 6 people and a projector.", 6),  # as before
    ],
)
def test_a_person_before_a_possessive_count_is_counted(text: str, capacity: int) -> None:
    """'die Teamleiterin, ihre zwei Kollegen und mich' read 3: the comma before 'ihre zwei'
    joined nothing, since only an 'and' before a count adds the people listed before it."""
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert got.capacity == capacity


@rows(
    ("text", "capacity"),
    [
        (
            "Bitte am Montag einen Raum für die Teamleiterin, ihre zwei Stellvertreter und mich"
            " buchen.",
            4,
        ),
        ("Book a room on Monday for the team lead, her two deputies and me.", 4),
        ("Book a room on Monday for me and my two laptops.", 3),  # as before
    ],
)
def test_a_possessive_count_of_a_role_beside_me_is_people(text: str, capacity: int) -> None:
    """'ihre zwei Stellvertreter und mich' read 2: 'Stellvertreter', 'deputies' are no people
    words, so the count stood alone (items33, ml19)."""
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert got.capacity == capacity
