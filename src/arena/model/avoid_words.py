"""Which words of a request's avoid list can name a room: ids, the arena's names, proper names.

The avoid list is read word by word after "not"/"no" ("not Aspen", "nicht Toren"), so it also
took "no longer", "pas encore", "nicht gebucht", "not sure", "why not Tuesday", "no hace falta"
(requests51: "longer", "encore", "gebucht", "sure", "tuesday", "hace"). An arena's own rooms
are matched against these words, so a room called so would be ruled out by a sentence that
never spoke of it. A word is kept where it is a room id, one of the built-in rooms' names, or
written with a capital in the request (a name: "not Toren"); in a request written all in lower
case, any word but a weekday (who writes so capitalises nothing, "not toren" included). A
lower-case word is kept, too, where it names a place: after an article straight after the "not"
("not the boardroom", "aber nicht im großen Saal", "pas la bibliothèque") or ending in a room's
word ("no boardroom please"): regress51, such an arena's own room was ruled out on 286d3ca3 and
no longer after 659c5ff4, so the model could book the room the person refused.
"""

from __future__ import annotations

import re

from arena.model.other_names import folded_room_names
from arena.wording.days import ABBREV, DAY_WORDS
from arena.wording.numbers import fold

_WORD = re.compile(r"[^\W\d_]+")
#: A room word a name may end in: "boardroom", "Konferenzraum", "clubzaal".
_ROOM_END = re.compile(r"(?:room|raum|zimmer|saal|zaal|kamer|salle|sala|hall|lounge)$")


def _placed(text: str, word: str) -> bool:
    """Whether the folded ``text`` rules ``word`` out as a place: "not the boardroom", "not in
    the greenhouse", "nicht den Saal" (an article, perhaps after a preposition, right after the
    negation)."""
    return (
        re.search(
            r"\b(?:not|no|nicht|kein\w*|pas|non|niet|geen|nao|ni|except|but|avoid)\s+"
            r"(?:(?:in|at|im|in der|dans|en|nel|nella|op|no|na)\s+)?"
            r"(?:the|der|die|das|den|dem|le|la|les|l'|el|los|las|il|lo|de|het|o|a)\s*"
            + re.escape(word)
            + r"\b",
            text,
        )
        is not None
    )


def room_words(text: str, words: frozenset[str]) -> frozenset[str]:
    """Of ``words`` (ids "R-102" and folded words), those that may name a room (see module)."""
    names = set(folded_room_names())
    capital = {fold(w) for w in _WORD.findall(text) if w[:1].isupper()}
    lower = not any(c.isupper() for c in text)
    folded = fold(text) if len(text) <= 4000 else ""
    return frozenset(
        w
        for w in words
        if w.startswith("R-")
        or w in names
        or (
            w not in DAY_WORDS
            and w not in ABBREV
            and (lower or w in capital or _ROOM_END.search(w) is not None or _placed(folded, w))
        )
    )
