"""Head counts in requests an outside tester wrote (items34, session 34): a group added with a
phrase on either side of the "plus" ("4 guests from Acme Corp plus our account team of 3") was
read as its first part, past six words between the counts; a list led by the writer with no
"and" ("it's me, Ana, Raj", "Tuesday — me, Priya, Tom, Wen, Ola, Bea.") as no head count; a
bare role opening a ticket's list ("Fri, candidate + 3 interviewers") as not one of them; "the
interview panel (3) and the candidate" as 3; Dutch "met z'n vijven" as no count; people by full name ("Mary Smith, Bob Jones and me") or by
bare role ("Attendees: CEO, CFO, COO, General Counsel, and me") as no count, or one short; "4 from the customer side, 2 from our side" as 4 (the origin read as the first
count's people); "vienen 4 clientes y somos 3 del equipo" as 4."""

from __future__ import annotations

from arena.model.head_count import capacity
from row_table import rows


@rows(
    ("text", "people"),
    [
        ("Book a room on Thursday for 4 guests from Acme Corp plus our account team of 3.", 7),
        ("Book a room on Thursday for 4 guests from Acme plus our account team of 3.", 7),
        ("Kick-off on Wednesday: 3 auditors from KPMG plus our finance team of 5. Please book.", 8),
        (
            "Could you arrange a room for Friday's vendor presentation (4 guests from Acme Corp "
            "plus our account team of 3)?",
            7,
        ),
        ("hey can someone grab us a room thurs? it's me, Ana, Raj 🙏", 3),
        ("team offsite planning Tuesday — me, Priya, Tom, Wen, Ola, Bea. Room?", 6),
        ("Tuesday room please. Me, Ana, Raj.", 3),
        ("P2 - interview loop Fri, candidate + 3 interviewers, pls book", 4),
        ("Fri: client + 3 colleagues", 4),
        ("can you book a room on Wed for the interview panel (3) and the candidate?", 4),
        ("Book Wednesday for the steering committee (9).", 9),
        ("Hoi, we zijn donderdag met z'n vijven, kun je een zaal reserveren?", 5),
        ("we zijn met z'n tweeën op dinsdag", 2),
        ("Book Tuesday for Mary Smith, Bob Jones and me", 3),
        ("Board prep on Tuesday. Attendees: CEO, CFO, COO, General Counsel, and me.", 5),
        ("Book Tuesday for our CEO, CFO and me", 3),
        ("Book Tuesday for Ana Lopez and me", 2),
        ("Meeting Wednesday: 4 from the customer side, 2 from our side. Book a room.", 6),
        ("El miércoles vienen 4 clientes y somos 3 del equipo. ¿Reservas una sala?", 7),
        ("Mercredi, 4 clients et 3 de l'équipe. Réserve une salle.", 7),
    ],
)
def test_the_whole_group_is_counted(text: str, people: int) -> None:
    assert capacity(text) == people


@rows(
    ("text", "people"),
    [
        ("Book a room for 4 people on Tuesday. We will also need 3 chairs.", 4),
        ("Book a room for 4 people on Tuesday at the office and also 2 monitors.", 4),
        ("Book for 6 people on Tuesday in the big building with 2 screens.", 6),
        ("Book Friday, client meeting + 3 people", 3),
        ("Reserva una sala para 6 el martes y 2 de las pantallas", 6),
        ("Réserve une salle pour 6 mardi et 2 des écrans", 6),
    ],
)
def test_things_past_a_clause_are_not_added(text: str, people: int) -> None:
    assert capacity(text) == people


@rows(
    "text",
    [
        "Hi Tom, Ana, Ben need a room Tuesday",
        "we need Ana, Ben on Tuesday",
        "Book Tuesday for Sales and Marketing",
    ],
)
def test_names_not_led_by_the_writer_stay_unread(text: str) -> None:
    assert isinstance(capacity(text), str)
