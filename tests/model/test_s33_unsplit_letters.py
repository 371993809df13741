"""Latin letters that Unicode does not take apart (ı ø ł đ æ œ þ ŋ) are letters of the word they
stand in, not marks between words: read as marks, the Turkish "kırmızı" ("red") fell apart into
"k", "rm", "z" and read as "ok", an approval (docs33). Words in those languages must read as
what they say, and one the reader does not know as neither yes nor no."""

from __future__ import annotations

import pytest

from arena.wording.answers import explain_answer
from arena.wording.numbers import fold

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday?"


@pytest.mark.parametrize("text", ["kırmızı", "køb", "kış", "kŋ", "yarın", "ın", "Evet ama yarın"])
def test_a_word_with_such_letters_is_not_an_ok_or_a_no(text: str) -> None:
    assert explain_answer(text, ASKED).verdict == "unclear"


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("Evet", "approve"),
        ("Hayır", "deny"),
        ("đặt đi", "approve"),
        ("đừng đặt", "deny"),
        ("Ja, gjør det", "approve"),
        ("Nej, gør det ikke", "deny"),
        ("Tak, śmiało", "approve"),
    ],
)
def test_answers_with_such_letters_read_as_before(text: str, verdict: str) -> None:
    assert explain_answer(text, ASKED).verdict == verdict


def test_fold_writes_them_as_the_letters_they_stand_for() -> None:
    assert (
        fold("Kırmızı Ørsted Łódź Đà Nẵng Æsir Œuvre") == "kirmizi orsted lodz da nang aesir oeuvre"
    )
