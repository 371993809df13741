"""A head count said with a fraction ("three and a half people", "3½ people"): a person is
whole, so the scripted model asks instead of booking. Split from :mod:`arena.model.head_count`
(session 40, at 486 lines)."""

from __future__ import annotations

from arena.lazy_pattern import compile_kept
from arena.wording.numbers import fold, word_value

#: A head count with a fraction: "three and a half people", "3½ people" (folded "31⁄2", once
#: read as 31), "2.5 people"; not a duration ("two and a half hours", "an hour and a half"), nor
#: "one and a half dozen people" (18).
_FRACTION = compile_kept(
    r"(?:\b(?P<word>[a-z]+|\d+)\s+and\s+(?:an?\s+(?:half|quarter)|three\s+quarters)\b"
    r"|\d+\s*(?:[\u2150-\u215e]|\u2044\s*\d+)|\d\s+1\s*/\s*[24]\b"
    r"|\b\d+[.,]\d+\s+(?:people|persons|personen|personas|personnes|persone|of us)\b)"
    r"(?!\s*(?:hours?|hrs?|h\b|minutes?|mins?|days?|weeks?|months?|years?|stunden|horas|heures|"
    r"o\s*'?\s*clock|am\b|pm\b|uhr|dozens?|scores?|hundreds?|dutzend|docenas?|douzaines?))"
)

_VULGAR = {"\u00bd": " and a half", "\u00bc": " and a quarter", "\u00be": " and three quarters"}


def fraction(text: str) -> str | None:
    """Why a head count said with a fraction cannot be booked: "three and a half people" was
    read as 3 (ux29), "3½ people" as 31; a person is whole, so the model asks."""
    for part, said in _VULGAR.items():
        text = text.replace(part, said)
    for m in _FRACTION.finditer(fold(text)):
        word = m.group("word")
        if word is None or word.isdigit() or word_value(word) is not None:
            return f"it gives a head count with a fraction ({m.group(0).strip()})"
    return None
