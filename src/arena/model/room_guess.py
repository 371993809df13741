"""A word where a room's name goes that is near a name but not clearly one room (session 48).

"bok mapen for tusday 6ppl" (two slips from Maple and from Aspen) and "book jupiter for 3" (two
from Juniper) named no room the reader knew, and the first free room that fit was booked:
perhaps not the room meant. Such a word, right after a booking verb or before "room", is asked
about, naming the rooms it is near; a word one slip from exactly one name, after "the" too
("book the ceder room"), is that room (:func:`arena.wording.spelling.room_slips`).
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold
from arena.wording.spelling import room_slip_spans

#: Where a room's name goes: right after a booking verb ("book mapen"), or before "room" ("the
#: ceder room").
_SLOT = LazyPattern(
    r"\b(?:book|bok|reserve|grab|get|take|use|need|want)\s+(?:(?:us|me)\s+)?(?:the\s+)?"
    r"(?P<w>[a-z]{4,})\b|\bthe\s+(?P<r>[a-z]{4,})\s+room\b"
)
#: Words that stand there and are near a name by chance: "book an open room", "the table room".
_WORDS = frozenset(
    re.split(
        r"\s+",
        "open apple ample table cable male sample simple staple spare space aspens cedars maples "
        "cider order radar under eager water later paper super april atria stadium trium opium "
        "junior junipers sequel sequence senior upper eaten often seven eleven after alpen "
        "upstairs usual other empty quiet",
    )
)


def _distance(a: str, b: str) -> int:
    """The letters dropped, added, changed or swapped (next ones) to make ``a`` of ``b``."""
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        prev2, prev = prev, cur
    return prev[-1]


def guessed_room(text: str, names: tuple[str, ...]) -> tuple[str, list[str]] | None:
    """A word ``text`` puts where a room's name goes that is within two slips of a room's name
    (``names``, folded, five letters or more) without being one slip from exactly one of them,
    as written, and the names it is near; else ``None``."""
    folded = fold(text)
    if len(folded) != len(text):
        return None  # positions would not match: left as it was
    slipped = {start for start, _, _ in room_slip_spans(folded, names)}
    for m in _SLOT.finditer(folded):
        key = "w" if m.group("w") else "r"
        word, start = m.group(key), m.start(key)
        if word in names or word in _WORDS or start in slipped:
            continue
        near = sorted(
            (_distance(word, n), n) for n in names if len(n) >= 5 and abs(len(n) - len(word)) <= 2
        )
        # a four-letter word two slips from a name is a word of its own: "get maps printed"
        # (regress48: asked about a room called maps)
        close = [n for d, n in near if d <= (2 if len(word) > 4 else 1)]
        if close:
            return text[start : start + len(word)], close
    return None


def guessed_name(text: str, names: tuple[str, ...]) -> str | None:
    """:func:`guessed_room` said as the reader's "room called …": "mapen (Maple or Aspen?)"."""
    guess = guessed_room(text, names)
    if guess is None:
        return None
    word, near = guess
    return f"{word} ({' or '.join(n.title() for n in near)}?)"


__all__ = ["guessed_name", "guessed_room"]
