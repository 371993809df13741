"""Regression review 29: plain answers the session's new rules read the wrong way.

Portuguese "já" is written "already" (:mod:`arena.wording.already`) and a form of "reserve"
before "already" was read as "reserved already", so the order "Reserve já." (book it right away)
and "Just reserve already." denied; "já tenho a aprovação" (I already have the approval) was news
that a room was had; and the person's own "j'ai dit" or "comme dit" (as said) was read as
someone else's say-so (:mod:`arena.wording.reported`). The news and the say-so these rules were
written for read as before.
"""

from __future__ import annotations

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = all_rooms()


def _verdict(answer: str) -> str:
    return explain_answer(answer, ASKED, rooms=ROOMS).verdict


# an order to book now: no news that the room is had
@rows(
    "answer",
    ["Reserve já.", "Reserve já, por favor.", "Just reserve already.", "Reserve already, please."],
)
def test_an_order_to_book_now_is_no_refusal(answer: str) -> None:
    assert _verdict(answer) != "deny"


PLAIN_YES = [
    "Sim, reserve já.",
    "Yes, reserve already!",
    "Sim, já tenho a aprovação, pode reservar.",
    "Sim, já temos orçamento, pode reservar.",
    "Sí, ya tengo el visto bueno, resérvala.",
    "Oui, j'ai dit oui.",
    "Oui, c'est ce que j'ai dit.",
    "Oui, comme je te l'ai dit, vas-y.",
    "Oui, je l'ai déjà dit, réserve.",
    "Oui, comme dit, vas-y.",
    "Sim, como disse, pode.",
]


@rows("answer", PLAIN_YES)
def test_a_plain_yes_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


# what the rules were written for still reads so
@rows(
    ("answer", "verdict"),
    [
        ("Ya tenemos sala.", "deny"),
        ("Ya la tenemos.", "deny"),
        ("Já temos.", "deny"),
        ("Sim, já temos sala.", "unclear"),
        ("Maria ya la reservó.", "deny"),
        ("Booked already.", "deny"),
        ("Reserved already, thanks.", "deny"),
        ("Oui, Maria dit que c'est bon.", "unclear"),
        ("Sim, a Maria disse que sim.", "unclear"),
        ("Ja, der Chef sagt ja.", "unclear"),
        ("Sì, dice il capo che va bene.", "unclear"),
    ],
)
def test_news_and_someone_elses_word_read_as_before(answer: str, verdict: str) -> None:
    assert _verdict(answer) == verdict


# dictation's full stop after a yes, or "leave it booked", is no let-go: mixed, as before the last
# sentence was read as a turn ("Oui. Laisse tomber." still denies)
@rows(
    "answer",
    [
        "Yes, go ahead. Stop. Thanks.",
        "Yes, book it. Stop.",
        "Sí. Déjalo reservado.",
        "Ja. Lass es gebucht.",
    ],
)
def test_a_spoken_full_stop_or_leave_it_booked_is_no_refusal(answer: str) -> None:
    assert _verdict(answer) == "unclear"


def test_a_let_go_sentence_still_denies() -> None:
    assert _verdict("Oui. Laisse tomber.") == "deny"
