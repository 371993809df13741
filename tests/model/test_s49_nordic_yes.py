"""Session 49 (answers49c): Swedish, Danish, Norwegian, Icelandic and Polish yeses and "book it"
said alone or together approve; their "absolutely not" denies; anything beside them stays unclear.

"Absolut, boka.", "Kör!", "Jepp", "Já, bókaðu.", "Śmiało." read unclear: the reader knew "ja" but
not "absolut", "jepp", "kör" (go), "bókaðu" (book). Each counts only as the whole answer with
please, thanks or "book it" beside it (:mod:`arena.wording.other_languages`), so "Absolut, men
onsdag" (but Wednesday) or "Kör på onsdag" never books Tuesday. "Absolut ikke" / "Absolut inte"
(absolutely not) read unclear and deny.
"""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.tools import rooms as arena_rooms
from arena.wording.answers import read_answer
from row_table import rows

ROOMS = [(r.id, r.name) for r in arena_rooms.ROOMS]
ASKED = "May I book Aspen (R-102) for 6 people on Tuesday? Please reply yes or no."


def _readings(text: str) -> set[str]:
    return {
        read_answer(text, ASKED, rooms=ROOMS),
        read_answer(text),
        model_reads(text, asked=ASKED),
    }


YES = [
    "Absolut, boka.",
    "Kör!",
    "Kjør på!",
    "Jepp",
    "Jepp.",
    "Japp, boka det.",
    "Já, bókaðu.",
    "Jú, bókaðu.",
    "Självklart, boka det.",
    "Selvfølgelig, book det.",
    "Selvsagt, bare kjør.",
    "Klart, kör!",
    "Okej, boka.",
    "Gärna!",
    "Jasne, rezerwuj.",
    "Oczywiście, zarezerwuj.",
    "Śmiało.",
    "Pewnie!",
]


@rows("text", YES)
def test_nordic_and_polish_yes_approves(text: str) -> None:
    assert _readings(text) == {"approve"}


NO = ["Absolut ikke", "Absolut inte.", "Absolutt ikke!", "Klart ikke.", "Kör inte."]


@rows("text", NO)
def test_nordic_absolutely_not_denies(text: str) -> None:
    assert _readings(text) == {"deny"}


@rows(
    ("text", "verdict"),
    [
        # already read, and kept: yeses the reader knew, and noes
        ("Ja, boka.", "approve"),
        ("Ja, book det", "approve"),
        ("Evet, rezerve et", "approve"),
        ("Tak, rezerwuj", "approve"),
        ("Nej tak.", "deny"),
        ("Nei takk", "deny"),
        ("Boka inte.", "deny"),
        ("Nie rezerwuj", "deny"),
        # a yes with something else beside it, or asked back: no go-ahead
        ("Absolut, men onsdag.", "unclear"),
        ("Jepp, men i morgon", "unclear"),
        ("Kör på onsdag", "unclear"),
        ("Boka Cedar.", "unclear"),
        ("Tak, ale w środę", "unclear"),
        ("Kör?", "unclear"),
        ("Jepp?", "unclear"),
        ("Absolut?", "unclear"),
    ],
)
def test_near_misses_keep_their_reading(text: str, verdict: str) -> None:
    assert _readings(text) == {verdict}
