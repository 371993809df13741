"""A person named in place of another with the article or elision before the name is a swap
(regress41, after f27a6826: "Oui, Priya au lieu d'Ana" and "Sim, Priya em vez da Ana" approved
and booked the request's people, where "au lieu de Tom" was read)."""

from __future__ import annotations

import pytest

from arena.wording.answers import read_answer

ASKED = "Book Aspen for Tom, Priya and Ana on Tuesday."


@pytest.mark.parametrize(
    "text",
    [
        "Oui, Priya au lieu d'Ana",
        "Oui, Priya au lieu d\u2019Ana",
        "Oui, Sam au lieu d'Ana",
        "Sim, Priya em vez da Ana",
        "Sim, Sam em vez do Tom",
        "Sim, Sam no lugar do Tom",
    ],
)
def test_a_swap_with_an_article_is_unclear(text: str) -> None:
    assert read_answer(text, ASKED) == "unclear", text


@pytest.mark.parametrize(
    "text",
    [
        # honest neighbours: no person in place of another
        "Oui, au lieu d'attendre, réserve",
        "Oui, Tom au lieu d'envoyer un mail",
        "Sim, em vez da sala grande, Aspen",
        "Oui, mardi au lieu de lundi",
        "Oui, vas-y",
    ],
)
def test_no_person_swapped_is_a_plain_yes(text: str) -> None:
    assert read_answer(text, ASKED) == "approve", text
