"""``fold`` reads an ASCII text without a Python step per character (issue 16, session 38).

``arena.wording.numbers.fold`` lower-cases a text and strips its accents: NFKD, then a generator
that tested every character with ``unicodedata.combining`` and joined what was left. For ASCII
text, nearly every text the model's request reader and the checks read, NFKD changes nothing and
no character is a combining mark, so the result is ``text.lower()``: the null adapter's round
(tests/runs/test_s38_leg_budget.py) spent 562 k of its 5.44 M instructions a leg in that loop
(callgrind, 2 rounds, 48 legs). What it returns is unchanged, for ASCII and for any other text.
"""

from __future__ import annotations

import unicodedata

import pytest

from arena.wording import numbers
from arena.wording.numbers import fold


def _old_fold(text: str) -> str:
    """The body before the cut, as a reference."""
    text = text.replace("ß", "ss").replace("’", "'").replace("‘", "'")
    decomposed = unicodedata.normalize("NFKD", text.lower())
    folded = "".join(c for c in decomposed if not unicodedata.combining(c))
    return folded if folded.isascii() else folded.translate(numbers._UNSPLIT)


TEXTS = [
    "".join(map(chr, range(128))),
    "Book a room for 6 + manager on Monday at 09:30-10:30!",
    "YES, we'll be 12 -- thanks.\tSent from my iPhone",
    "",
    "Mittwoch für fünf",
    "Straße, café ’n’ ‘naïve’ – kırmızı ØRESUND Łódź œuvre",
    "ｆｕｌｌｗｉｄｔｈ ５ people ﬁne",  # compatibility forms NFKD changes
    "e\u0301 a\u0300 combining marks after ASCII letters",
    "Ja, wir kommen alle acht. Sí, y que venga todo el equipo. 👍",
]


@pytest.mark.parametrize("text", TEXTS)
def test_fold_says_what_it_said(text: str) -> None:
    assert fold(text) == _old_fold(text)


def test_every_ascii_character_folds_as_before() -> None:
    for c in map(chr, range(128)):
        assert fold(c) == _old_fold(c) == c.lower()
        assert fold(f"Ab{c}Yz") == _old_fold(f"Ab{c}Yz")


def test_an_ascii_text_is_not_read_a_character_at_a_time(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []
    real = unicodedata.combining

    def combining(c: str) -> int:
        asked.append(c)
        return real(c)

    monkeypatch.setattr(numbers.unicodedata, "combining", combining)
    assert fold("Book R-102 (Aspen) for 4 people on Monday") == (
        "book r-102 (aspen) for 4 people on monday"
    )
    assert asked == []  # the old code asked once per character (41)
    assert fold("Café") == "cafe" and asked  # any other text is read as before
