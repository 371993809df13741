"""A weekday the reply gives to another meeting is not the quoted request's (requests44b):
"Please go ahead. Friday is fine for the retro, separately." above "> Hi, please book Aspen for
5 people on Wednesday." booked Friday, "is fine" read as a change of the quoted day. A reply that
moves the quoted meeting still moves it."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS

_QUOTE = "\n\n> Hi, please book Aspen for 5 people on Wednesday."
_OUTLOOK = (
    "\n\n-----Original Message-----\nFrom: Ana Silva\nSent: Monday, 7 December 2026 09:12\n"
    "To: Rooms\nSubject: Room\n\nHi, please book Aspen for 5 people on Wednesday."
)


def _days(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["day"] for n, a in made if n == "search_rooms"]


@pytest.mark.parametrize("quote", [_QUOTE, _OUTLOOK])
@pytest.mark.parametrize(
    "own",
    [
        "Please go ahead. Friday is fine for the retro, separately.",
        "Go ahead. Friday works for the other meeting.",
        "Bitte buchen. Freitag passt für die Retro, getrennt.",
        "Adelante. El viernes está bien para la retro, por separado.",
        "Allez-y. Vendredi convient pour la rétro, séparément.",
    ],
)
def test_the_other_meetings_day_is_not_booked(own: str, quote: str) -> None:
    assert _days(own + quote) == ["Wednesday"]


@pytest.mark.parametrize("quote", [_QUOTE, _OUTLOOK])
@pytest.mark.parametrize(
    "own",
    [
        "Moving this to Friday, same headcount. Thanks!",
        "Friday works better for us.",
        "Friday is fine, please go ahead.",
    ],
)
def test_the_quoted_meeting_moved_is_booked_then(own: str, quote: str) -> None:
    assert _days(own + quote) == ["Friday"]
