"""People said beside a count that the request reader left out (held-out items, itemsheld37).

Three readings booked a room too small for everyone written in:
- a list with a comma before its "and" (the serial comma) stopped at that comma, so "me, my
  boss, and 2 from finance" read 2 and "for Sam, Priya, and 2 guests" 2, where "me, my boss and
  2 from finance" read 4;
- "him"/"her" beside a count counted in English only: "für ihn und 3 Gäste", "para ella y 2
  clientes", "pour lui et 4 collègues" read the count alone; and "for Sam and 2 from finance"
  dropped Sam, as "2 from finance" has no people word;
- a name after the count behind a comma ("7 people, plus Ana") or with "herself" after it
  ("plus Ana herself") added no one;
- "plus 1 organiser" added no one (a French verb "organiser" is no person), so "3 teams of 3
  people, plus 1 organiser" read 9.
"""

from __future__ import annotations

import pytest

from arena.model.task import read_request


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("Can you book something for Thursday? It's me, my manager, and 3 from sales.", 5),
        ("Book a room on Tuesday for me, our intern, and two guests.", 4),
        ("Book a room on Friday for Sam, Priya, and 2 guests.", 4),
        ("Friday: Tom, Ana, and 3 clients, please book a room.", 5),
        ("Book a room on Tuesday for Sam and 2 from finance.", 3),
        ("Bitte am Mittwoch einen Raum für ihn und 3 Gäste buchen.", 4),
        ("Reserva una sala el jueves para ella y 2 clientes.", 3),
        ("Réserve une salle vendredi pour lui et 4 collègues.", 5),
        ("Book a room on Monday: 3 groups of 2 people, plus 1 organiser.", 7),
        ("Book a room on Tuesday for 8 people plus an organizer.", 9),
        ("Book a room on Thursday for 5 people, plus Jonas.", 6),
        ("Book a room on Monday for 6 engineers plus Maria herself.", 7),
    ],
)
def test_people_beside_a_count_are_counted(text: str, people: int) -> None:
    assert read_request(text).capacity == people


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("Book a room on Tuesday for me, my boss and two interns.", 4),
        ("Réserve une salle pour 6 personnes mardi et l'organiser vite.", 6),
        ("Book a room for 6 on Tuesday and organise it.", 6),
        ("Book a room for 4 people on Tuesday, thanks, and 2 screens.", 4),
        ("Book a room for 5 people on Friday, and 2 of them are remote.", 3),
        ("Book a room for 6 people on Tuesday, and Aspen if it is free.", 6),
        ("Book a room for 6 people, and Sam will approve it, on Tuesday.", 6),
    ],
)
def test_what_is_no_person_beside_a_count_still_adds_no_one(text: str, people: int) -> None:
    assert read_request(text).capacity == people
