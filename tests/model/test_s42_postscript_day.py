"""A postscript or last sentence that moves the day (session 41): "Book a room for 6 people on
Tuesday. P.S. Thursday instead please" named two weekdays (not understood), and "P.S. switch
to Thursday please" booked Tuesday, the postscript set aside as news. Such words now give the
day, in the four languages; a postscript about something else, a day ruled out and "instead
of" (the day given up) read as before."""

from __future__ import annotations

from arena.model.task import BookingRequest, NotUnderstood, read_request
from row_table import rows

BASE = "Book a room for 6 people on Tuesday."


@rows(
    "text",
    [
        f"{BASE} P.S. Thursday instead please",
        f"{BASE} P.S. Thursday instead",
        f"{BASE}\nPS Thursday instead please",
        f"{BASE} Thursday instead please",
        f"{BASE} Thursday instead.",
        f"{BASE} Let's do Thursday instead.",
        f"{BASE} Instead, Thursday.",
        "Raum für 6 Personen am Dienstag. Donnerstag stattdessen.",
        f"{BASE} P.S. can we do Thursday instead?",
        f"{BASE} P.S. let's do Thursday instead",
        f"{BASE} P.S. switch to Thursday please",
        f"{BASE}\nP.S. could we switch to Thursday?",
        f"{BASE} P.S. can you move it to Thursday?",
        f"{BASE} PS: Thursday instead",
        "Raum für 6 Personen am Dienstag. P.S. lieber Donnerstag",
        "Raum für 6 Personen am Dienstag. P.S. Donnerstag stattdessen bitte",
        "Sala para 6 personas el martes. P.D. mejor el jueves",
        "Salle pour 6 personnes mardi. P.S. plutôt jeudi",
    ],
)
def test_a_postscript_that_moves_the_day_gives_it(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day) == (6, "Thursday")


@rows(
    "text",
    [
        f"{BASE} P.S. can't do Thursday",
        f"{BASE} P.S. I'm off on Friday",
        "Book a room for 6 on Tuesday. PS - Thursday's standup is cancelled",
        "Book a room for 6 people on Tuesday instead of Thursday",
        f"{BASE} P.S. Tuesday instead of Thursday, sorry",
        f"{BASE} P.S. Thursday is out",
        # news of another move (regress42's probe: asked about after 35c8dfb5)
        "Book a room for 6 on Tuesday. PS the Thursday slot was moved to Friday.",
    ],
)
def test_a_postscript_that_keeps_the_day_books_it(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day) == (6, "Tuesday")


@rows(
    "text",
    [
        f"{BASE} P.S. the room should have a screen, Thursday's session is separate",
        "Book a room for 6 on Tuesday. Jo is out on Thursday instead of Friday.",
        # who comes when, not the booking's day
        f"{BASE} Jo will come Thursday instead.",
        # a day said better, not asked for in place of the other (items41)
        f"{BASE}\nP.S. Thursday would be better",
    ],
)
def test_a_second_day_said_in_passing_is_still_asked_about(text: str) -> None:
    assert isinstance(read_request(text), NotUnderstood)
