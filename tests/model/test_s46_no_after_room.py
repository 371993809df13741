"""A "no" that says all is well rules no room out, and a bare "no" after a room does (requests46,
session 45's note 3). "Niet erg, Cedar op dinsdag voor 6 is prima." (nl: no matter, Cedar on
Tuesday is fine) ruled Cedar out and booked Aspen, as did "No problem, Cedar …", "Nicht schlimm,
Cedar …" and "Pas grave, Cedar …": the "no" of the idiom was read as said of the room after it.
And "Cedar niet, Aspen op dinsdag voor 6." (Cedar no, Aspen …) booked Cedar, as did "Cedar no, …",
"Cedar nicht, …", "Cedar non, …": the refusal after the room was not read. Now the idiom rules
nothing out and the bare "no" closing the room's clause rules the room out; the room after it is
asked about where nothing asks for it. Honest neighbours keep their readings."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.room_stance import ruled_out
from arena.model.task import BookingRequest, read_request


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@pytest.mark.parametrize(
    ("text", "bare"),
    [
        ("Niet erg, Cedar op dinsdag voor 6 is prima.", "Cedar op dinsdag voor 6 is prima."),
        ("No problem, Cedar on Tuesday for 6 is fine.", "Cedar on Tuesday for 6 is fine."),
        ("No worries, Cedar on Tuesday for 6 is fine.", "Cedar on Tuesday for 6 is fine."),
        ("Not bad, Cedar on Tuesday for 6 then.", "Cedar on Tuesday for 6 then."),
        ("Nicht schlimm, Cedar am Dienstag für 6 passt.", "Cedar am Dienstag für 6 passt."),
        ("Pas grave, Cedar mardi pour 6 c'est bien.", "Cedar mardi pour 6 c'est bien."),
        ("Geen probleem, Cedar op dinsdag voor 6 is prima.", "Cedar op dinsdag voor 6 is prima."),
        ("No problem, book Cedar on Tuesday for 6.", "Book Cedar on Tuesday for 6."),
    ],
)
def test_an_all_is_well_no_rules_no_room_out(text: str, bare: str) -> None:
    """The idiom changes nothing: the request reads and books as it does without it."""
    assert "cedar" not in ruled_out(text)
    assert read_request(text) == read_request(bare)
    assert _booked(text) == _booked(bare)


@pytest.mark.parametrize(
    "text",
    [
        "Cedar niet, Aspen op dinsdag voor 6.",
        "Cedar no, Aspen on Tuesday for 6.",
        "Cedar nicht, Aspen am Dienstag für 6.",
        "Cedar non, Aspen mardi pour 6.",
        "Cedar no. Aspen op dinsdag voor 6.",
    ],
)
def test_a_no_after_a_room_rules_it_out(text: str) -> None:
    assert "cedar" in ruled_out(text)
    assert "R-204" not in _booked(text)


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Cedar no, mejor Aspen el martes para 6.", "R-102"),
        ("Book Cedar, no projector needed, Tuesday for 6.", "R-204"),
        ("Book Cedar for 6 on Tuesday, no?", "R-204"),
        ("Cedar, Tuesday, 6 people, no catering.", "R-204"),
        ("Niet erg, boek dan Cedar op dinsdag voor 6.", "R-204"),
    ],
)
def test_honest_neighbours_keep_their_room(text: str, room: str) -> None:
    assert _booked(text) == [room]


@pytest.mark.parametrize(
    "text",
    [
        "No Cedar please, Tuesday for 6.",
        "Liever niet Cedar; dinsdag voor 6.",
        "Not Cedar, no problem: any room on Tuesday for 6.",
    ],
)
def test_a_room_said_no_to_stays_ruled_out(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and "cedar" in read.avoid, read
