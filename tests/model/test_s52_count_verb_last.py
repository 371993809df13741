"""answers52b: a head-count condition with its copula last (de/nl) or first (es/it/fr).

"ja, wenn es weniger als 10 Personen sind" to a request for 8 read unclear where "yes if it's
under 10 people" approves: the bound met is said as "it", and the verb beside it ("sind", "son",
"zijn", "sono") left the condition standing. The copula is the condition's own verb, so a
condition of only the bound met, its copula and fillers is met; one the request does not meet,
or that names something else, stays unclear.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer

ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar"), ("R-210", "Maple")]
FOR_8 = "May I book Cedar (R-204) for 8 people on Tuesday?"
FOR_12 = "May I book Cedar (R-204) for 12 people on Tuesday?"

CASES: list[tuple[str, str, str]] = [
    (FOR_8, "ja, wenn es weniger als 10 Personen sind", "approve"),
    (FOR_8, "ja, solange es weniger als 10 Personen sind", "approve"),
    (FOR_8, "ja, wenn es unter 10 Personen sind", "approve"),
    (FOR_8, "sí, si son menos de 10 personas", "approve"),
    (FOR_8, "ja, als het minder dan 10 mensen zijn", "approve"),
    (FOR_8, "sì, se sono meno di 10 persone", "approve"),
    (FOR_8, "oui, si ce sont moins de 10 personnes", "approve"),
    (FOR_8, "yes if it's under 10 people", "approve"),
    # near misses: a bound the request does not meet, a condition on something else
    (FOR_12, "ja, wenn es weniger als 10 Personen sind", "unclear"),
    (FOR_12, "sí, si son menos de 10 personas", "unclear"),
    (FOR_12, "ja, als het minder dan 10 mensen zijn", "unclear"),
    (FOR_8, "ja, wenn es mehr als 10 Personen sind", "unclear"),
    (FOR_8, "sí, si son más de 10 personas", "unclear"),
    (FOR_8, "sí, si son de marketing", "unclear"),
    (FOR_8, "ja, wenn sie zustimmen", "unclear"),
    (FOR_8, "ja, wenn es Aspen ist", "unclear"),
]


@pytest.mark.parametrize(
    ("asked", "answer", "verdict"), CASES, ids=[f"{q[-20:]}|{a}" for q, a, _ in CASES]
)
def test_s52_count_condition_with_its_verb_last(asked: str, answer: str, verdict: str) -> None:
    assert read_answer(answer, asked, ROOMS) == verdict, answer


def test_s52_a_reader_blind_to_the_bound_fails_the_table() -> None:
    """A reader that approves any "yes/ja/sí" with a condition approves the unmet bounds."""

    def blind(answer: str) -> str:
        return "approve"

    assert any(blind(a) != v for _, a, v in CASES if v == "unclear")
