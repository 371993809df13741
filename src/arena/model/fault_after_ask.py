"""A room asked for, then faulted, with no word of what to do instead: the model asks.

"Book Aspen for 6 on Thursday. Aspen's aircon is too loud." booked R-400 (Atrium) without a
word (requests46b): the fault said after the ask ruled Aspen out, and the first free room that
fit was booked in its place. The writer asked for Aspen and then said what is wrong with it;
whether they still want it, or want another room, only they know. A careful clerk asks, and so
does the model. Read as before: a fault said before the ask ("Aspen was noisy last time; book
Aspen …": Aspen), a fault the writer concedes ("Book Aspen …, though its aircon is loud":
Aspen), one said to be over, another room asked for too ("… Aspen is too noisy; book Cedar":
Cedar), and a fault with its remedy ("…, so book something else", "not Aspen", "pick another":
another room).
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.model.intent import asked_at
from arena.model.other_names import folded_room_names
from arena.model.room_stance import room_stances
from arena.wording.numbers import fold

#: After the ask, words that say what to do instead of the room faulted: "so book something
#: else", "pick another", "a different room", "instead", "skip it", "never mind Aspen".
_REMEDY = LazyPattern(
    r"\b(?:another|a different|some other|any other|other|andere[nrs]?|otra|otro|autre|altra|"
    r"altro)\s+(?:room|one|space|raum|sala|salle|option)\b"
    r"|\b(?:something|somewhere|anything|anywhere)\s+else\b|\belsewhere\b|\binstead\b|"
    r"\bstattdessen\b|\ben su lugar\b|\ba la place\b|\b(?:skip|avoid|drop|forget)\s+(?:it|that)\b"
    r"|\bpick another\b|\bnever ?mind\b|\bscratch that\b"
)
#: What ends the clause of the ask: "Book Aspen for 6 on Thursday. …", "…, but …".
_CLAUSE_END = LazyPattern(r"[.;!?\n,]|\b(?:but|aber|pero|mais|maar|ma)\b")
#: Right before a later mention, a refusal of the room: "not Aspen", "skip Aspen", "kein Aspen".
_REFUSED_BEFORE = LazyPattern(
    r"\b(?:not|no|never|skip|avoid|don'?t\s+\w+|do not\s+\w+|nicht|kein\w*|pas|niet|geen|"
    r"except|(?:anything|all|any) but|without)\s+(?:the\s+)?\Z"
)


def faulted_after_ask(text: str) -> tuple[str, str] | None:
    """Why and what to ask, where ``text`` asks for a room by name and then says what is wrong
    with it, nothing else asked for and no remedy said; else ``None``."""
    folded = fold(text)
    if not any(name in folded for name in folded_room_names()):
        return None  # no room named (most requests): nothing to read
    stances = room_stances(text)
    if any(s == "wanted" for s in stances.values()):
        return None  # another room asked for, or the ask outweighs the fault ("though …")
    for key, stance in stances.items():
        if stance != "ruled_out" or key not in folded_room_names():
            continue
        spans = [m.span() for m in re.finditer(rf"\b{re.escape(key)}\b", folded)]
        asked = next((end for start, end in spans if asked_at(folded, start, end)), None)
        if asked is None:
            continue
        closes = _CLAUSE_END.search(folded, asked)
        upto = closes.end() if closes else len(folded)
        if room_stances(folded[:upto]).get(key) != "wanted":
            continue  # no ask for it before what is said of it ("Aspen is too noisy. Book …")
        later = [(start, end) for start, end in spans if start >= asked]
        if not later or _REMEDY.search(folded, asked):
            continue
        if any(_REFUSED_BEFORE.search(folded, max(0, s - 30), s) for s, _ in later):
            continue  # "Book Aspen …; no, not Aspen": refused, not only faulted
        name = key.title()
        return (
            f"it asks for {name} and then says what is wrong with it",
            f"say whether to book {name} all the same ('book {name} anyway') or another room"
            f" ('not {name}')",
        )
    return None
