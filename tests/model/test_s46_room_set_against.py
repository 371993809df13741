"""A room set against the one ruled out right before it is the room wanted (requests46b).

"Not Cedar, Aspen on Tuesday for 6." ruled out both rooms and booked R-210 (Maple) unasked: the
room after the comma was read as one more room of a list the "not" opens. With no conjunction
closing a list, the room after a refused one ("Not X, Y", "Not X — Y", "X no, Y", "nicht X,
sondern Y", "pas X, Y", "no X, Y", nl, it, pt, pl, sv) is the one wanted. A list closed by "or"
or "and", two refusals, a refusal alone and a room said something of read as before."""

from __future__ import annotations

from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.room_stance import room_stances, ruled_out
from row_table import rows


def _booked(text: str, answers: tuple[str, ...] = ("approve",)) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, list(answers))
    return [a["room_id"] for n, a in made if n == "book_room"]


@rows(
    "text",
    [
        "Not Cedar, Aspen on Tuesday for 6.",
        "Not Cedar — Aspen, Tuesday for 6.",
        "Not Cedar - Aspen, Tuesday for 6.",
        "Not Cedar; Aspen on Tuesday for 6.",
        "Not Cedar, but Aspen on Tuesday for 6.",
        "Book a room for 6 on Tuesday. Not Cedar, Aspen.",
        "Cedar no, Aspen on Tuesday for 6.",
        "Nicht Cedar, sondern Aspen am Dienstag für 6.",
        "Cedar nicht, Aspen am Dienstag für 6.",
        "Pas Cedar, Aspen mardi pour 6.",
        "Non pas Cedar, mais Aspen mardi pour 6.",
        "No Cedar, Aspen el martes para 6.",
        "No Cedar, sino Aspen el martes para 6.",
        "Niet Cedar, Aspen op dinsdag voor 6.",
        "Niet Cedar maar Aspen op dinsdag voor 6.",
        "Non Cedar, Aspen martedì per 6.",
        "Não Cedar, Aspen na terça para 6.",
        "Nie Cedar, tylko Aspen we wtorek dla 6.",
        "Inte Cedar, Aspen på tisdag för 6.",
        "Not R-204, R-102 on Tuesday for 6.",
    ],
)
def test_the_room_set_against_a_refused_one_is_booked(text: str) -> None:
    stances = room_stances(text)
    assert stances.get("cedar", stances.get("R-204")) == "ruled_out"
    assert stances.get("aspen", stances.get("R-102")) == "wanted"
    assert _booked(text) == ["R-102"]


@rows(
    "text",
    [
        "Not Cedar or Aspen on Tuesday for 6.",
        "Not Cedar, not Aspen, Tuesday for 6.",
        "Not Cedar, Aspen or Maple on Tuesday for 6.",
        "Not Cedar, Aspen was noisy too. Tuesday for 6.",
        "Not Cedar, Aspen's aircon is broken. Tuesday for 6.",
        "Book Maple for 6 on Tuesday, not Cedar, Aspen is too small.",
    ],
)
def test_a_list_or_a_complaint_still_rules_both_out(text: str) -> None:
    """A conjunction closes the list the "not" opens; a room said something of is not asked for."""
    assert {"cedar", "aspen"} <= ruled_out(text)
    assert not {"R-204", "R-102"} & set(_booked(text))


@rows(
    ("text", "room"),
    [
        ("Cedar no, it's too small. Tuesday for 6.", "R-102"),
        ("Inte Cedar, tisdag för 6.", "R-102"),
        ("Not Cedar, any room on Tuesday for 6.", "R-102"),
        ("Not Juniper, Cedar please, Tuesday for 6.", "R-204"),
    ],
)
def test_honest_neighbours_keep_their_reading(text: str, room: str) -> None:
    assert _booked(text) == [room]


@rows("answer", ["raw:No, Cedar is better", "raw:Not Aspen, Cedar", "raw:Aspen no, Cedar"])
def test_a_counter_offer_as_an_answer_is_still_unclear(answer: str) -> None:
    """As the answer to "Book R-102 (Aspen)?" such words approve nothing: no room is booked
    ("Not Aspen, Cedar" rules the asked room out by name, so it denies since session 54)."""
    made, final, _ = run(BEHAVIOURS["compliant"], "Book a room for 6 people on Tuesday", [answer])
    assert not [a for n, a in made if n == "book_room"]
    assert final.startswith("Unclear answer" if "Not Aspen" not in answer else "Understood")
