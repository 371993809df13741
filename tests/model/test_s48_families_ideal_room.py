"""A room only wished for is not the room asked, in whatever order (heldout48).

"We'd need the Atrium if the whole department came, but it's only my team of 6 — Aspen on
Monday is fine." read the Atrium, "In a perfect world we'd take Sequoia, but realistically just
book Cedar for the 8 of us on Thursday." read Sequoia. An ideal ("ideally", "in a perfect
world", "im Idealfall", "en un mundo ideal", "dans l'idéal") or a would-clause on a past-tense
condition, turned from by "but realistically/actually/honestly/it's only …", is not read; a
plain "We'd like Cedar …, but only in the afternoon" still is."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.policy import _named
from arena.model.task import BookingRequest, read_request


def _room(text: str) -> str | None:
    got = read_request(text)
    assert isinstance(got, BookingRequest) and got.book, got
    return _named([], got, text)


@pytest.mark.parametrize(
    ("text", "room"),
    [
        (
            "We'd need the Atrium if the whole department came, but it's only my team of 6 "
            "\u2014 Aspen on Monday is fine.",
            "R-102",
        ),
        (
            "In a perfect world we'd take Sequoia, but realistically just book Cedar for the 8 "
            "of us on Thursday.",
            "R-204",
        ),
        ("Ideally we'd have Sequoia, but for now just book Cedar for 8 on Thursday.", "R-204"),
        (
            "We'd need Sequoia if all the teams joined, but it's only the 8 of us, Cedar on "
            "Thursday would work.",
            "R-204",
        ),
        (
            "If it were up to me we'd book the Atrium, but honestly Cedar for 8 on Thursday is "
            "enough.",
            "R-204",
        ),
        (
            "Im Idealfall n\u00e4hmen wir Sequoia, aber realistisch: bitte Cedar f\u00fcr 8 am "
            "Donnerstag buchen.",
            "R-204",
        ),
        (
            "En un mundo ideal tomar\u00edamos Sequoia, pero siendo realistas reserva Cedar para 8 "
            "el jueves.",
            "R-204",
        ),
        (
            "Dans l'id\u00e9al on prendrait Sequoia, mais en vrai r\u00e9serve Cedar pour 8 jeudi.",
            "R-204",
        ),
        (
            "Idealmente prenderemmo Sequoia, ma in realt\u00e0 prenota Cedar per 8 gioved\u00ec.",
            "R-204",
        ),
    ],
)
def test_the_ideal_room_is_not_the_room_asked(text: str, room: str) -> None:
    assert _room(text) == room


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("We'd like Cedar for 6 on Tuesday, but only in the afternoon.", "R-204"),
        ("We would need Cedar for 6 on Tuesday, but only in the afternoon.", "R-204"),
        ("Book Cedar for 8 on Thursday. Ideally Sequoia, but only if it's free.", "R-204"),
        ("Ideally Cedar for 8 on Thursday, but Aspen is fine too.", "R-204"),
        ("Book a room for 6 on Monday, Aspen is fine.", "R-102"),
        ("Book a room for 6, Aspen on Monday is fine.", "R-102"),
    ],
)
def test_a_room_asked_for_plainly_is_kept(text: str, room: str) -> None:
    assert _room(text) == room


def test_heldout48s_rows_book_the_real_room_end_to_end() -> None:
    for text, room in [
        (
            "We'd need the Atrium if the whole department came, but it's only my team of 6 "
            "\u2014 Aspen on Monday is fine.",
            "R-102",
        ),
        (
            "In a perfect world we'd take Sequoia, but realistically just book Cedar for the 8 "
            "of us on Thursday.",
            "R-204",
        ),
    ]:
        made, said, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
        booked = [a["room_id"] for n, a in made if n == "book_room"]
        # the room asked is booked, or said not free (Aspen is taken on Monday here)
        assert booked == [room] or (booked == [] and f"{room} is not free" in str(said)), said
