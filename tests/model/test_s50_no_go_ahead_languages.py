"""Session 50 (users50): a "no" that waves off a worry before a go-ahead approves in the other
languages the reader reads, and as dictated with no commas ("no no go ahead").

"Nein, nur zu" and "Não, pode seguir" read as a *denial* ("nur zu", go on, was no word), "Non,
vas-y", "No, adelante", "Nee, ga je gang", "Nein, mach ruhig" as mixed, and "no no go ahead" (a
transcript of "No no, go ahead!") as a denial. A stop or another room after the go-ahead, a
go-ahead in a sentence of its own after the no ("Non. Vas-y."), and "nur zu spät" (too late)
do not approve.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.tools import rooms as arena_rooms
from arena.wording.answers import read_answer

ROOMS = [(r.id, r.name) for r in arena_rooms.ROOMS]
ASKED = "May I book Aspen (R-102) for 6 people on Tuesday? Please reply yes or no."

APPROVE = [
    "Nein, nur zu",
    "Nein, mach ruhig",
    "nein nein, nur zu",
    "Non, vas-y",
    "Non non, vas-y",
    "No, adelante",
    "No, vai pure",
    "Nee, ga je gang",
    "Não, pode seguir",
    "no no go ahead",
    "nur zu",
    # session 54: a closing assent after the go-ahead (heldout53 a53-085 read unclear)
    "No, go for it — I don't mind.",
    "No, go ahead, I don't mind.",
    "Nope, go for it, no worries.",
    "No, go ahead, fine by me.",
    "No, go ahead — I'm happy with that.",
    # ... and an aversion verb negated, as "I don't mind" (session 54)
    "Go ahead, doesn't bother me.",
    "Nein, nur zu, macht mir nichts aus.",
    "Non, vas-y, ça ne me dérange pas.",
    "Stört mich nicht, buch ruhig.",
    "No me molesta, resérvala.",
    "Non mi dispiace, prenota pure.",
    "Vind ik niet erg, boek maar.",
    "Não me incomoda, pode reservar.",
]


@pytest.mark.parametrize("text", APPROVE)
def test_a_no_that_waves_off_a_worry_approves(text: str) -> None:
    assert {read_answer(text), read_answer(text, ASKED, rooms=ROOMS)} == {"approve"}, text
    assert model_reads(f"Answer from eval: {text}", asked=ASKED) == "approve", text


@pytest.mark.parametrize(
    "text",
    [
        "Nein, nur zu spät",
        "Non. Vas-y.",
        "No, go ahead and cancel it",
        "non, vas-y, annule",
        "Nein, nicht buchen",
        "No, adelante con Cedar",
        "no no",
        # session 54: a closing clause that asks for more, refuses, or says no more than a shrug
        "No, go ahead — find something cheaper.",
        "No, go ahead, book Maple.",
        "No, go ahead, but don't book it.",
        "No, go for it — I don't care.",
        "No. Go ahead, I don't mind.",
        "It bothers me.",
        "Ça me dérange.",
        "Doesn't bother me, but don't book it.",
        "Es macht mir nichts aus, aber nicht Aspen.",
    ],
)
def test_a_stop_another_room_or_a_second_answer_does_not_approve(text: str) -> None:
    assert read_answer(text, ASKED, rooms=ROOMS) != "approve", text
