"""A room's name and a room's id set side by side as one room, naming two: "Book Maple, R-101,
for Monday" (Maple is R-210), "R-101 (Maple)", "Aspen / R-204".

The reader took the id and booked R-101 (Juniper) for a person who may have meant Maple
(heldout50: a wrong booking). Which of the two they meant only they know, so the model asks;
a name beside its own id ("Maple (R-210)") is one room, and a name ruled out beside an id
("R-101 instead of Maple") is no pair.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

#: What joins a name and an id said as one room: "Maple, R-101", "Maple (R-101)", "Maple -
#: R-101", "Maple/R-101", "Maple R-101", "Maple: R-101".
_JOIN = r"\s*(?:[,(/:\u2013\u2014-]|\s)\s*"
_ID = r"(r\s*-?\s*\d{3})"
_WORD = r"([a-z]+)"
#: Read at every word's start (a lookahead): "book r-101 (maple" holds "book r-101" too.
_PAIR = LazyPattern(rf"(?<![\w-])(?=(?:{_WORD}{_JOIN}{_ID}|{_ID}{_JOIN}{_WORD})(?![\w-]))")


def _id(raw: str) -> str:
    return "R-" + re.sub(r"\D", "", raw)


def code_clash(
    text: str, rooms: tuple[tuple[str, str], ...], out: frozenset[str] = frozenset()
) -> tuple[str, str] | None:
    """The name and the id ``text`` sets side by side as one room where they are two rooms
    (``("Maple", "R-101")``), the first such pair; ``None`` where there is none, or where either
    is ruled out (``out``: ids and folded names, as :func:`arena.model.room_stance.ruled_out`
    gives them: "R-101, Maple is too big")."""
    by_name = {fold(name): (rid, name) for rid, name in rooms if name}
    ids = {rid for rid, _ in rooms}
    for m in _PAIR.finditer(fold(text)):
        word, code = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        rid = _id(code)
        if word in by_name and rid in ids and by_name[word][0] != rid and not {word, rid} & out:
            return by_name[word][1], rid
    return None
