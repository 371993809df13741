"""Head counts given in parentheses after labelled groups read as the first one (session 41):
"Book a room for team A (3) + team B (3) on Tuesday" booked a room for 3, the label hiding the
parts and the equal counts read as one count said twice ("sales (3) + marketing (3)" too). Now
each part is summed, in the four languages; a single group's count and a parenthesis that only
restates the count read as before. So did one group counted in brackets before others: "for the
board (7) and two note-takers" read 2."""

from __future__ import annotations

from arena.model.task import BookingRequest, read_request
from row_table import rows


@rows(
    ("text", "count"),
    [
        ("Book a room for team A (3) + team B (3) on Tuesday", 6),
        ("Book a room on Tuesday for team A (3) and team B (3)", 6),
        ("Book a room on Tuesday for team X (3) + team Y (3)", 6),
        ("Book a room on Tuesday for team A (3), team B (3)", 6),
        ("Book a room on Tuesday for team A (3 ppl) & team B (3 ppl)", 6),
        ("Book a room on Tuesday for team Alpha (3) + team Beta (3)", 6),
        ("Book a room on Tuesday for team 1 (3) + team 2 (3)", 6),
        ("Book a room on Tuesday for group A (3) + group B (3)", 6),
        ("Book a room on Tuesday for Alpha team (3) + Beta team (3)", 6),
        ("Book a room on Tuesday for sales (3) + marketing (3)", 6),
        ("Book a room on Tuesday for team A (3), team B (3) and team C (2)", 8),
        ("Raum am Dienstag für Team A (3) und Team B (3)", 6),
        ("Sala el martes para equipo A (3) y equipo B (3)", 6),
        ("Salle mardi pour équipe A (3) et équipe B (3)", 6),
        # one group counted in brackets, and people after it (read as those people alone)
        ("Room Tuesday for the board (7) and two note-takers", 9),
        ("Room Tuesday for the board (7) and two guests", 9),
        ("Book a room Tuesday for sales (4) and two guests", 6),
        ("Book a room on Tuesday for the board (7) + sales (3)", 10),
    ],
)
def test_labelled_parts_are_summed(text: str, count: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day) == (count, "Tuesday")


@rows(
    ("text", "count"),
    [
        ("Book a room on Tuesday for team A (3) + team B (4)", 7),
        ("Book a room on Tuesday for sales (3) + marketing (4)", 7),
        ("Book a room on Tuesday for product (3), eng (4), design (2)", 9),
        ("Book a room on Tuesday for the design team (4)", 4),
        ("Book a room for 6 on Tuesday (6 people)", 6),
        ("Team of 6 (me + 5) on Tuesday, please book", 6),
        ("Book a room for 6 people on Tuesday (3 from team A, 3 from team B)", 6),
        ("Book a room on Tuesday for 6 (team A + team B)", 6),
        ("Room Tuesday for the board (7)", 7),
        ("Room Tuesday for the board of 7 and two guests", 9),
    ],
)
def test_neighbours_read_as_before(text: str, count: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert read.capacity == count
