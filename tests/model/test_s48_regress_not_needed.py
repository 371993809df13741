"""Neighbours of session 48's request readers that read worse than before them (regress48).

"needs"/"wants" (d78a4175) and French "besoin", Dutch "… nodig" (8cb7aae9) ask for the room
they name, but not where nobody needs it: "Nous n'avons plus besoin de Cedar; réservez Aspen"
and "Niemand heeft Cedar nodig, boek Aspen" booked Cedar, "Nobody really needs Cedar, book
Aspen" and "Aucun besoin de Cedar, réserve Aspen" were refused as two rooms asked. A room
booked on a condition (room_if_free) is not booked where the words say there is "no need to
book it". A four-letter word two slips from a name (room_guess, 4058a5e0) is a word of its own:
"Please get maps printed and book a room" was asked about a room called maps. The honest
neighbours each commit fixed still read as it made them read.
"""

from __future__ import annotations

from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from row_table import rows


def _booked(text: str) -> tuple[list[str], str]:
    made, said, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"], str(said)


@rows(
    ("text", "room"),
    [
        # nobody needs the room named: the other one is booked
        ("Nous n'avons plus besoin de Cedar; réservez Aspen pour 6 personnes mardi", "R-102"),
        ("On n'a plus besoin de Cedar, réserve Aspen pour 6 mardi", "R-102"),
        ("Aucun besoin de Cedar, réserve Aspen pour 6 mardi", "R-102"),
        ("Niemand heeft Cedar nodig, boek Aspen voor 6 op dinsdag", "R-102"),
        ("Nobody really needs Cedar, book Aspen for 6 on Tuesday", "R-102"),
        ("No one actually wants Cedar; book Aspen for 6 on Tuesday", "R-102"),
        ("Whoever needs Cedar can have it; book Aspen for 6 on Tuesday", "R-102"),
        (
            "If Cedar is available on Tuesday for 6, no need to book it, we'll use Aspen. "
            "Book Aspen.",
            "R-102",
        ),
        (
            "If Cedar is free on Tuesday for 6, there's no need to book it; book Aspen instead",
            "R-102",
        ),
        # a word of its own after "get"/"take": no room asked about
        ("Please get maps printed and book a room for 6 on Tuesday", "R-102"),
        ("Take maps along and book a room for 6 on Tuesday", "R-102"),
    ],
)
def test_a_room_nobody_needs_is_not_booked(text: str, room: str) -> None:
    booked, said = _booked(text)
    assert booked == [room], said


@rows(
    ("text", "room"),
    [
        ("Marco a besoin de Juniper mardi pour 3", "R-101"),
        ("Nous avons besoin de la salle Cedar mardi pour 6", "R-204"),
        ("On n'a pas besoin de Cedar, réserve Aspen pour 6 mardi", "R-102"),
        ("Marco heeft Juniper nodig op dinsdag voor 3", "R-101"),
        ("We hebben Cedar nodig op dinsdag voor 6", "R-204"),
        ("We hebben Cedar niet nodig, boek Aspen voor 6 op dinsdag", "R-102"),
        ("Marco needs Juniper on Tuesday for 3", "R-101"),
        ("Priya really needs Cedar for 6 on Tuesday", "R-204"),
        ("Nobody needs Cedar, book Aspen for 6 on Tuesday", "R-102"),
        ("If Cedar works for 6 on Tuesday, book it.", "R-204"),
        ("Si Cedar est libre mardi pour 6, réserve-la", "R-204"),
        ("If Cedar is free for 6 on Tuesday, then please go ahead and book it", "R-204"),
        ("get mapl for 6 on tuesday", "R-210"),
        ("book cedr for 6 on tuesday", "R-204"),
    ],
)
def test_the_honest_neighbours_read_as_before(text: str, room: str) -> None:
    booked, said = _booked(text)
    assert booked == [room], said


@rows("text", ["bok mapen for tusday 6ppl", "book jupiter for tuesday 3ppl", "book the cdaer room"])
def test_a_longer_word_near_a_name_is_still_asked_about(text: str) -> None:
    booked, said = _booked(text + " for 6 on tuesday" if "6" not in text else text)
    assert booked == [], said


@rows(
    ("text", "room"),
    [
        ("book me aspne for tuesday 6 people", "R-102"),
        ("get us cedr for 8 on tuesday", "R-204"),
        ("book us mapel for 6 on tuesday", "R-210"),
        ("grab me junpier for 3 on tuesday", "R-101"),
        ("book me cedar for 8 on tuesday", "R-204"),
        ("get us some water and book a room for 6 on tuesday", "R-102"),
    ],
)
def test_a_slip_after_me_or_us_is_that_room(text: str, room: str) -> None:
    """room_guess (4058a5e0) reads "book me aspne" as a near-name and asks; the slip reader
    did not look after "me"/"us", so a name one slip from one room was asked about."""
    booked, said = _booked(text)
    assert booked == [room], said
