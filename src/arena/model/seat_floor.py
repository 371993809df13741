"""A room's least number of seats asked for beside the head count: "for 6 on Tuesday, but it
must have at least 8 seats", "mindestens 8 Plätze", "au moins 8 places", "a room with 10+ seats
for 6 people".

The head count reader read only the people (heldout50: "for 6 …, at least 8 seats" booked the
6-seat Aspen; "for 6 … with 8+ seats" summed to 14). Such a floor is no count of people: it is
set aside before the people are counted, and the larger of the two is the room's size, since
the room must meet both. A size said of the room only as the words that name it ("the 8-seat
one") is a floor too, and one below the head count changes nothing.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold, word_value

_N = r"(\d{1,3}|[a-z]{3,20})"
#: Nouns of seats, in the languages the requests come in (folded: no accents).
_SEATS = (
    r"(?:seats?|chairs?|places?|spots?|sitzplatze?n?|platze?n?|stuhle?n?|plazas?|asientos?|"
    r"sillas?|posti|lugares|plaatsen|stoelen)"
)
#: Words that make a number of seats a least one: "at least 8 seats", "8+ seats", "8 or more
#: seats", "8 seats minimum", "a room with 10 seats", "seating for at least 8", "a 10-seat room".
_FLOOR = LazyPattern(
    r"(?<![\w-])(?:"
    r"(?:at\s+least|a\s+minimum\s+of|minimum(?:\s+of)?|min\.?|no\s+fewer\s+than|not\s+less\s+than|"
    r"no\s+less\s+than|mindestens|wenigstens|minimal|au\s+moins|(?:d')?au\s+minimum|"
    r"al\s+menos|como\s+minimo|minimo|almeno|pelo\s+menos|minstens|ten\s+minste)\s+"
    rf"{_N}\s*\+?\s+{_SEATS}"
    rf"|{_N}\s*\+\s*{_SEATS}"
    rf"|{_N}\s+(?:or\s+more|or\s+above|plus|oder\s+mehr|ou\s+plus|o\s+mas)\s+{_SEATS}"
    rf"|{_N}\s+{_SEATS}\s+(?:or\s+more|minimum|min\.?|at\s+least|oder\s+mehr|mindestens|"
    r"ou\s+plus|minimum|o\s+mas|como\s+minimo)"
    rf"|(?:with|that\s+(?:has|seats)|which\s+(?:has|seats)|mit|avec|con|com|met)\s+{_N}\s*\+?\s+{_SEATS}"
    rf"|(?:seats?|seating\s+for|holds?|capacity\s+(?:of|for))\s+(?:at\s+least\s+)?{_N}\s*\+"
    rf"|(?:seats|seating\s+for|holds|capacity\s+(?:of|for))\s+at\s+least\s+{_N}"
    rf"|{_N}\s*-?\s*(?:seat|seater|sitzer|platzer?)(?:\s+(?:room|one|raum))?"
    r")(?![\w-])",
    re.IGNORECASE,
)


def seat_floor(text: str) -> tuple[int | None, str]:
    """The most seats a floor in ``text`` asks for (``None`` where none), and ``text`` with each
    floor's words blanked, so the head count reader does not count them as people."""
    folded = fold(text)
    if len(folded) != len(text):  # folding changed the length ("ß" → "ss"): read it folded
        text = folded
    most: int | None = None
    spans: list[tuple[int, int]] = []
    for m in _FLOOR.finditer(folded):
        raw = next(g for g in m.groups() if g is not None)
        value = int(raw) if raw.isdigit() else word_value(raw)
        if value is None or value <= 0:
            continue
        most = value if most is None else max(most, value)
        spans.append(m.span())
    for start, end in reversed(spans):
        text = text[:start] + " " * (end - start) + text[end:]
    return most, text
