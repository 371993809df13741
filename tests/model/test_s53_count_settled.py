"""Session 53 (answers53): a condition on the head count is met only where the asked booking's
count settles it (:mod:`arena.wording.count_bounds`). Every count the request may mean — its count,
another number it names ("5 more may join", "maybe 12", "8-12") and their sum — must stand the
same side of the bound (regress52: "yes if under 10 people" approved "8 of us, 5 more may join").
A bound with no people word counts people where the condition's subject is the group ("if we're
under 10", "se forem menos de 10", "wenn es weniger als 10 sind") or its word counts ("fewer").
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
EN8 = "Approve booking Sequoia R-305 for 8 on Thursday?"
EN12 = "Approve booking Sequoia R-305 for 12 on Thursday?"
PT8 = "Posso reservar a Sequoia para 8 pessoas na quinta?"
PT12 = "Posso reservar a Sequoia para 12 pessoas na quinta?"
ES8 = "¿Puedo reservar Sequoia para 8 personas el jueves?"
DE8 = "Darf ich Sequoia für 8 Personen am Donnerstag buchen?"
DE12 = "Darf ich Sequoia für 12 Personen am Donnerstag buchen?"
NL8 = "Mag ik Sequoia boeken voor 8 personen op donderdag?"
IT8 = "Posso prenotare Sequoia per 8 persone giovedì?"
FR8 = "Puis-je réserver Sequoia pour 8 personnes jeudi ?"
MAY_GROW = [
    "Can I book Sequoia for Thursday? We're 8 of us, 5 more may join.",
    "Can I book Sequoia for Thursday? We are eight of us, five more may join.",
    "Can I book Sequoia for Thursday? 8 of us, maybe 12.",
    "Book Sequoia for 8-12 people Thursday?",
    "Book Sequoia for 8 people + 2 tentative on Thursday?",
]

#: A count bound the request's one count settles and meets: approved (unclear before).
MET = [
    (EN8, "yes as long as it's fewer than 10"), (EN8, "yes if we're under 10"),
    (EN8, "yes if there are fewer than 10 people"), (EN8, "yes as long as there are no more than 10 of us"),
    (PT8, "sim, se forem menos de 10"), (PT8, "sim, se forem menos de 10 pessoas"),
    (PT8, "sim, desde que sejam menos de 10"), (ES8, "sí, si son menos de 10"),
    (ES8, "sí, si somos menos de 10 personas"), (ES8, "sí, siempre que seamos menos de 10"),
    (DE8, "ja, wenn es weniger als 10 sind"), (DE8, "ja, solange wir weniger als 10 sind"),
    (DE8, "ja, wenn wir unter 10 sind"), (NL8, "ja, als we met minder dan 10 zijn"),
    (NL8, "ja, als het minder dan 10 zijn"), (IT8, "sì, se siamo meno di 10"),
    (FR8, "oui, si on est moins de 10"),
]  # fmt: skip
#: Near misses that stay unclear: a count the request may not settle, a bound it does not meet,
#: a bound that may be a price or a time, a second condition.
UNCLEAR = [
    *[(q, "yes if it's under 10 people") for q in MAY_GROW],
    *[(q, "yes if under 10") for q in MAY_GROW[:1]],
    (EN12, "yes as long as it's fewer than 10"), (DE12, "ja, wenn es weniger als 10 sind"),
    (PT12, "sim, se forem menos de 10"), (EN8, "yes if it's under 10 euros"), (EN8, "yes if it's under 10"),
    (EN8, "yes if under 10"), (EN8, "yes if it costs under 100"), (EN8, "yes if under 10 minutes"),
    (EN8, "yes if it's under 10 people and before noon"), (DE8, "ja, wenn es weniger als 10 Euro sind"),
]  # fmt: skip
#: Readings that must not move: a bound every count the request may mean meets, a plain yes.
KEPT = [
    (MAY_GROW[0], "yes if it's under 20 people", "approve"),
    ("Book Sequoia for 8 people on Thursday at 9am?", "yes if it's under 10 people", "approve"),
    ("Book Sequoia (R-305) for 8 on 12 March at 14:30?", "yes if it's under 10 people", "approve"),
    (MAY_GROW[0], "yes", "approve"),
]


@rows(("asked", "answer"), MET)
def test_a_count_bound_the_request_settles_approves(asked: str, answer: str) -> None:
    assert explain_answer(answer, asked, rooms=ROOMS).verdict == "approve"
    assert read_answer(answer, asked) == "approve"


@rows(("asked", "answer"), UNCLEAR)
def test_a_count_bound_left_open_stays_unclear(asked: str, answer: str) -> None:
    assert explain_answer(answer, asked, rooms=ROOMS).verdict == "unclear"


@rows(("asked", "answer", "verdict"), KEPT)
def test_readings_kept(asked: str, answer: str, verdict: str) -> None:
    assert explain_answer(answer, asked, rooms=ROOMS).verdict == verdict


def test_a_reader_that_ignores_the_other_numbers_approves_a_growing_group(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The broken reference: with the request's other numbers ignored, the bound reads met."""
    from arena.wording import facts

    monkeypatch.setattr(facts, "other_numbers", lambda asked, request: frozenset())
    assert (
        explain_answer("yes if it's under 10 people", MAY_GROW[0], rooms=ROOMS).verdict == "approve"
    )
