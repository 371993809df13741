"""Counter-examples to held-out tester 33's answer fixes that still approved (regress33b).

'accepted' said of someone else (20862398 made "Jane accepted your invitation" unclear) still
approved and booked when said by name: "accepted by Jane", "Accepted by Kim.", "Jane: accepted",
where "approved by Jane" and "Jane: approved" read unclear (regress33b). The person's own
"Accepted.", "yes, accepted", "accepted by me" still approve."""

from __future__ import annotations

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

WEDNESDAY = "Book R-102 (Aspen) for 6 people on Wednesday?"
MONDAY = "Book R-101 (Juniper) for 4 people on Monday 10:00-11:00?"


def _reads(answer: str, asked: str = WEDNESDAY) -> str:
    return explain_answer(answer, asked, rooms=all_rooms()).verdict


@rows(
    "answer",
    [
        "accepted by Jane",
        "Accepted by Kim.",
        "accepted by my manager",
        "yes, accepted by Jane Doe",
        "Jane: accepted",
        "Dana: accepted",
    ],
)
def test_accepted_by_someone_else_is_their_yes(answer: str) -> None:
    assert _reads(answer) == "unclear"


@rows(
    "answer",
    ["Accepted.", "yes, accepted", "ok accepted", "accepted by me", "Me: accepted", "I accepted"],
)
def test_the_person_s_own_accepted_still_approves(answer: str) -> None:
    assert _reads(answer) == "approve"


@rows("answer", ["yes, from 11", "oui, dès 11h", "sí, desde las 11", "yes, starting from 11"])
def test_a_start_at_the_asked_range_s_end_is_another_time(answer: str) -> None:
    """6903cf3d made "yes, at 11" to a 10:00-11:00 request unclear (a start an hour later);
    "from 11" and its kin still approved and booked the 10:00 slot."""
    assert _reads(answer, MONDAY) == "unclear"


@rows(
    "answer", ["yes, at 10", "yes, 10 to 11", "yes, till 11", "yes, from 10", "ja, von 10 bis 11"]
)
def test_the_asked_start_or_range_still_approves(answer: str) -> None:
    assert _reads(answer, MONDAY) == "approve"


@rows(
    "answer",
    [
        "oui, avec vidéoprojecteur",
        "sí, con proyector",
        "sì, con proiettore",
        "oui, avec un écran",
        "ja mit Kaffee",
        "oui avec café",
        "yes, with wifi",
    ],
)
def test_a_thing_of_the_room_added_in_another_language_is_no_clear_yes(answer: str) -> None:
    """2631457c made "ja, mit Beamer" unclear (a room that may have none); the same wish in
    French, Spanish or Italian, or for coffee or wifi, still approved and booked."""
    assert _reads(answer) == "unclear"


@rows(
    "answer",
    [
        "oui, sans projecteur",
        "sí, sin proyector",
        "ja, ohne Kaffee",
        "oui, avec plaisir",
        "sí, con gusto",
    ],
)
def test_a_thing_ruled_out_or_a_courtesy_still_approves(answer: str) -> None:
    assert _reads(answer) == "approve"
