"""A room's name set beside the words that name it: "the big one, the Atrium,", "our usual room,
Cedar,", "the corner room (Maple)". :mod:`arena.model.room_stance` reads the name as part of those
words, so that what is said of them ("book", "not", "is too noisy") is said of the room.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.model.other_names import folded_room_names

#: A room's name set beside the words that name it: "the big one, the Atrium,", "our usual room,
#: Cedar,", "the corner room (Maple)" (outside tester 15: each was read as a room said nothing of).
_APPOSED = LazyPattern(
    r"\b((?:the|our|my|your|a|an|this|that|la|le|el|die|der|das|den|notre|nuestra)\s+"
    r"(?:[\w-]+\s+){0,2}(?:room|one|space|raum|zimmer|saal|sala|salle)"
    # "the one with the screen (Maple)" (requests44: Maple read as said nothing of)
    r"(?:\s+(?:with|by|near|next to)\s+(?:the|a|an)\s+[\w-]+(?:\s+[\w-]+)?)?"
    # "same room as last week (Cedar) please" (requests44: Cedar read as said nothing of)
    r"|(?:the\s+)?same\s+(?:room|one)\s+as\s+(?:last\s+\w+|before|usual|always))\s*[,(]\s*"
    r"(?:(?:the|la|le|el|die|der|das|den)\s+)?([a-z]+)\b(?:\s*[,)](?!\s*(?:and|or|und|oder|y|o|et|ou)\b))?"
)


def unapposed(folded: str) -> str:
    """``folded`` with each room's name read as part of the words it stands beside ("book the
    big one, the atrium, for 22" as "book the big one atrium for 22", "the corner room (maple)
    is too noisy" as "the corner room maple is too noisy"): what is said of those words
    ("book", "not", "is too noisy") is said of the room."""
    names = set(folded_room_names())

    def said(m: re.Match[str]) -> str:
        if m.group(2) not in names:
            return m.group()
        if _NEGATED_BEFORE.search(folded, 0, m.start()):  # "not the same room as … (cedar)"
            return f"{m.group(2)} {m.group(1)} "  # the name right after the "not" (requests44)
        return f"{m.group(1)} {m.group(2)} "

    return _APPOSED.sub(said, folded)


#: A negation right before a room's description: "not the one with the screen (Maple) please".
_NEGATED_BEFORE = LazyPattern(
    r"\b(?:not|no|never|avoid\w*|skip\w*|except|excluding|but|without|don'?t \w+)\s+\Z"
)
