"""Which of two room ids a request asks for: the one asked for, not the one only recalled.

A request may name a room it had before and then ask for another: "We used R-102 last week.
Book R-204 for 6 on Tuesday." (heldout41: R-102, the first id named, was booked). Where it
names more than one id it does not rule out, the first one the words around it ask for
(:func:`arena.model.room_asked.asked_at`: "book R-204", "R-204 please") is the room; else the
first one named, as before (docs/architecture.md, the request reader).
"""

from __future__ import annotations

from arena.model import room_asked
from arena.wording.numbers import fold


def named_room(text: str, out: frozenset[str] | None = None) -> str | None:
    """The room id ``text`` asks for and does not rule out (``out``: the rooms it rules out,
    else :func:`arena.model.room_asked.ruled_out_rooms`), else ``None``."""
    folded = fold(text)
    out = room_asked.ruled_out_rooms(text) if out is None else out
    named = [
        (f"R-{m.group(1) or m.group(2)}", m.start(), m.end())
        for m in room_asked.ROOM_ID.finditer(folded)
    ]
    named = [found for found in named if found[0] not in out]
    if len({room for room, _, _ in named}) > 1:
        for room, start, end in named:
            if room_asked.asked_at(folded, start, end):
                return room
    return room_asked.named_room(text, out)


__all__ = ["named_room"]
