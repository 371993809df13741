"""Session 50 (users50): a dictated Spanish doubled yes with no commas ("sí sí claro", "si si
adelante") read as "yes, if claro" (a condition: unclear); a transcript drops the commas and the
accents that tell "sí" from "si". A "si" after another "si" is the yes again when a yes-word
follows it; "sí si hay sitio" (yes, if there is room) stays a condition. An unclear yes said why
with an empty quote ("'' qualifies the yes" for "Sí, si hay sitio"); it now names the clause.
"""

from __future__ import annotations

import pytest

from arena.wording.answers import explain_answer, read_answer


@pytest.mark.parametrize(
    "text", ["sí sí claro", "si si adelante", "sí sí por favor", "Sí sí, adelante", "si si vale"]
)
def test_a_doubled_si_before_a_yes_word_approves(text: str) -> None:
    assert read_answer(text) == "approve", text


@pytest.mark.parametrize(
    "text", ["Sí si hay sitio", "si si hay sitio", "Sí, si hay sitio", "vale si hay sitio"]
)
def test_si_before_a_clause_stays_a_condition(text: str) -> None:
    assert read_answer(text) == "unclear", text


@pytest.mark.parametrize(
    ("text", "clause"),
    [("Sí, si hay sitio", "si hay sitio"), ("Oui, si c'est Aspen", "si c'est aspen")],
)
def test_the_condition_is_named_not_an_empty_quote(text: str, clause: str) -> None:
    why = explain_answer(text).why or ""
    assert why.startswith(f"{clause!r}") or why.startswith(f'"{clause}"'), why
