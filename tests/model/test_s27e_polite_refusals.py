"""Refusals said without a word for no, which outside testers 27a-c found read unclear: a polite
no ("give it a miss", "count us out", "maybe another time", "thanks anyway"), news that the room
is not needed ("someone else booked it already", "we decided to meet online"), a no after a
bare "ok" with its subject dropped, and a no said on both sides of a turn. None may approve; they
deny, while the same words about something else leave the answer as it was."""

from __future__ import annotations

from arena.model.rooms import all_rooms
from arena.wording.answers import read_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = all_rooms()


@rows(
    "answer",
    [
        "no not needed", "is ok, we don't need", "It is ok, I don't need it anymore",
        "yes no actually don't book it", "yeah nah mate", "Yeah nah, cheers",
        "we'll do it another time", "maybe another time", "Another time perhaps.",
        "Maybe next time.", "sorry, another time", "Let's take a rain check.",
        "we can live without it", "We could live without a room.", "give it a miss",
        "I'll give it a miss", "count us out", "Count me out.", "We'll sit this one out.",
        "I'll pass on this one, thanks.", "stand down", "please stand down", "not for us, thanks",
        "Not for me.", "thanks anyway", "Thanks anyway!", "all good we sorted it",
        "someone else booked it already", "Sam booked it already.", "we decided to meet online",
        "We'd rather meet on Zoom.", "Une autre fois.", "Merci quand même.",
        "Pas pour nous, merci.", "Ein andermal.", "Danke trotzdem.",
        "Otra vez será.", "Gracias de todos modos.", "Cuenten sin nosotros.",
    ],
)  # fmt: skip
def test_a_polite_refusal_denies(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "deny"


@rows(
    "answer",
    [
        "Is ok, you book.", "is fine with it", "Yes - no projector needed",
        "Yes, nobody else booked it", "Yes, maybe next time we add catering",
        "It's not for me to decide.", "Not bad, but maybe another day", "ja, ohne mich",
    ],
)  # fmt: skip
def test_the_words_beside_other_things_change_nothing(answer: str) -> None:
    expected = "unclear" if any(w in answer for w in ("decide", "maybe", "ohne")) else "approve"
    assert read_answer(answer, ASKED, rooms=ROOMS) == expected


def test_a_report_that_mentions_next_time_is_no_refusal() -> None:
    said = "Aspen is booked. If you need a bigger room next time, I can book Cedar instead."
    assert read_answer(said) == "unclear"


@rows(
    "answer", ["Yes — cancel it.", "Yes, please don't book it.", "I can't approve that, ask Dana."]
)
def test_a_yes_beside_a_refusal_never_approves(answer: str) -> None:
    """A yes with a "cancel" or "don't book it" beside it stays unclear (which was meant cannot be
    told); "I can't approve that" refuses."""
    assert read_answer(answer, ASKED, rooms=ROOMS) != "approve"
