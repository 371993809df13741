"""A no that offers another booking in the asked one's place reads unclear, not deny (session 42).

"No, book Cedar instead", "Not Aspen, Cedar.", "No, Wednesday works better" read as denials: the
agent booked nothing and said so, and the booking the person wanted was lost. A typed answer
carries no edited arguments (only ``arena approve --edit`` does), so it cannot be an edit; read
unclear, the agent asks again (:mod:`arena.wording.counter_offers`). A no that offers nothing of
the arena's ("no, use the canteen", "No, R-1430") or only rules out stays a no.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.wording.answers import explain_answer, read_answer
from row_table import rows

ROOMS = [
    ("R-101", "Juniper"),
    ("R-102", "Aspen"),
    ("R-204", "Cedar"),
    ("R-210", "Maple"),
    ("R-400", "Atrium"),
]
ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"

COUNTER = [
    "No, book Cedar instead",
    "No, Wednesday works better",
    "No, use Cedar",
    "No. Cedar please.",
    "No, make it Thursday",
    "No, Cedar instead",
    "Nope — try Maple",
    "No, how about Thursday?",
    "No, I'd rather have Cedar",
    "No, make it 8 people",
    "No, 15:00 please.",
    "No, Wednesday.",
    "No, R-204",
    "Nein, lieber Cedar",
    "Non, plutôt Cedar",
    "No, mejor el miércoles",
    # a second look (session 42): "works", "if free", "negative", "no way", a dash, asked back
    "No, Cedar works",
    "No, Cedar would work though",
    "No, Cedar if free",
    "No way, Juniper",
    "Negative, use R-210",
    "No - how about Cedar?",
    "No, Aspen is taken; Cedar?",
]
STILL_NO = [
    "No",
    "No, not Aspen",
    "No, not Wednesday.",
    "No, R-1430",  # no room of the arena's
    "no, use the canteen",
    "no, use the auditorium instead",
    "No, Tuesday is fully booked",
    "No, we moved it to a video call.",
    "No, I'll book Cedar myself",
    "No, don't book Cedar either",
    "No. We already booked Cedar.",
    "No, Cedar is too small",
    "No thanks",
    "No, sorry, budget freeze",
    "Not Aspen, sorry.",
    "No, Tuesday.",  # the request's own day
    "No, and book two rooms",
    'No to "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"',
    "DENIED by ops: book Cedar instead",  # the harness's verdict: an option chosen
    "No, nothing works",
    "No, that won't work",
    "No, Tuesday doesn't work",
    "No, why Cedar?",
    "No, the team can't make it - sorry",
    "No - not Cedar either",
    "No thanks - we're fine",
]


#: Session 54: the asked room, day or count ruled out by name, then an offer: this booking is
#: refused, the offer is another request (:func:`arena.wording.counter_offers.refused_by_name`;
#: "Not Aspen, Cedar." and "Not Aspen — Cedar then." read unclear to session 53).
RULED_OUT = [
    "Not Aspen, Cedar.", "Not Aspen — Cedar then.", "Not Aspen. Use Cedar instead.",
    "No, not Aspen. Book Cedar.", "No Aspen. Cedar instead.", "Nicht Aspen. Nimm Cedar.",
    "Pas Aspen. Prends Cedar.", "Not Tuesday — Wednesday works better.",
    "Nicht am Dienstag, lieber Mittwoch.",
    # session 54: its "not" before the day read as no no ("Not on Wednesday. Do Thursday instead.")
    "Not on Tuesday. Do Wednesday instead.", "Not Tuesday. Do Wednesday instead.",
    "Nicht am Dienstag. Lieber Mittwoch.", "Pas le mardi. Plutôt mercredi.",
]  # fmt: skip
#: ... near misses: another room ruled out, the asked one's reason, the offer alone.
NOT_RULED = [
    "Not Maple, use Cedar instead.", "No, it's too small, book Cedar instead.",
    "Not Monday. Do Wednesday instead.", "Not on Tuesday, could we do Wednesday?",
]  # fmt: skip


@pytest.mark.parametrize("answer", RULED_OUT)
def test_the_asked_booking_ruled_out_by_name_denies(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "deny"


@pytest.mark.parametrize("answer", NOT_RULED)
def test_an_offer_beside_no_naming_of_the_asked_stays_unclear(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"


@rows("answer", COUNTER)
def test_a_counter_offer_is_no_denial(answer: str) -> None:
    reading = explain_answer(answer, ASKED, rooms=ROOMS)
    assert reading.verdict == "unclear", reading
    assert model_reads(answer, ASKED, ROOMS) == "unclear"


def test_the_reason_says_what_to_do() -> None:
    why = explain_answer("No, book Cedar instead", ASKED, rooms=ROOMS).why or ""
    assert "book cedar instead" in why and "edited" in why


@rows("answer", STILL_NO)
def test_a_no_that_offers_nothing_stays_a_no(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "deny"


@rows("answer", ["No, book Cedar instead", "No, Wednesday works better"])
def test_in_the_harness_framing_too(answer: str) -> None:
    assert read_answer(f"Answer from ops: {answer}", ASKED, rooms=ROOMS) == "unclear"
