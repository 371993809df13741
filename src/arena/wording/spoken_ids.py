"""Room ids spoken digit by digit, as speech-to-text writes them: "r two oh four" is R-204, "room
one oh two" room 102. The answer reader reads them too (:func:`spoken_id_spans`).

The request reader (:func:`arena.model.task.read_request`) and the items loader read an id in
digits only; "book um r two oh four for six tuesday" named no room, so an item with ``room:
R-204`` was refused (outside tester 27c) and the model would have booked any free room. Three or
four digit words after "r", "rm" or "room" are the id; "room for two" and "room two" are not.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

_DIGITS = {"zero": "0", "oh": "0", "o": "0", "one": "1", "two": "2", "three": "3", "four": "4",
           "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9"}  # fmt: skip
_DIGIT = "(?:" + "|".join(sorted(_DIGITS, key=len, reverse=True)) + ")"
_SPOKEN_ID = LazyPattern(
    rf"\b(?P<lead>r|rm|room)[ \t-]+(?P<digits>{_DIGIT}(?:[ \t-]+{_DIGIT}){{2,3}})\b", re.I
)


def _said(m: re.Match[str]) -> str:
    digits = "".join(_DIGITS[w.lower()] for w in re.split(r"[ \t-]+", m.group("digits")))
    lead = m.group("lead")
    return f"R-{digits}" if lead.lower() == "r" else f"{lead} {digits}"


def spoken_id_spans(text: str) -> list[tuple[int, int, str]]:
    """Where ``text`` says a room id digit by digit, with the id in digits ("r one oh two":
    R-102): the answer reader reads "yes r one oh two is fine" as naming R-102, not the number
    two (session 28)."""
    return [(m.start(), m.end(), _said(m)) for m in _SPOKEN_ID.finditer(text)]


def with_spoken_ids(text: str) -> str:
    """``text`` with each room id said digit by digit written in digits ("r two oh four": R-204)."""
    return _SPOKEN_ID.sub(_said, text)
