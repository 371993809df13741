"""Polish "Dobrze, zgoda." (fine, agreed) approves, as "Dobrze." and "Zgoda." alone do
(evals47: read unclear, "it says neither yes nor no"). A "but", an "if", a question or a
negation beside it keeps it unclear or a no."""

from __future__ import annotations

import pytest

from arena.wording.answers import explain_answer


@pytest.mark.parametrize(
    "text",
    ["Dobrze, zgoda.", "No dobrze, zgoda.", "Zgoda, dobrze.", "Dobrze, zgoda, dziękuję."],
)
def test_fine_agreed_approves(text: str) -> None:
    assert explain_answer(text).verdict == "approve"


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("Dobrze, zgoda?", "unclear"),
        ("Dobrze, ale zapytam szefa.", "unclear"),
        ("Zgoda, jeśli będzie rzutnik.", "unclear"),
        ("Dobrze, zgoda, jeśli będzie rzutnik.", "unclear"),
        ("Dobrze, zgoda, ale dopiero w środę.", "unclear"),
        ("Dobrze, ale nie w Aspen.", "deny"),
        ("Dobrze, nie rezerwuj.", "deny"),
        ("Nie dobrze.", "deny"),
        ("Dobrze, zgoda — ale nie w Aspen.", "deny"),
        ("Nie, zgoda nie.", "deny"),
    ],
)
def test_a_but_an_if_a_question_or_a_no_beside_it_stays(text: str, verdict: str) -> None:
    assert explain_answer(text).verdict == verdict
