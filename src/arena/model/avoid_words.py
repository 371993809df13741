"""Which words of a request's avoid list can name a room: ids, the arena's names, proper names.

The avoid list is read word by word after "not"/"no" ("not Aspen", "nicht Toren"), so it also
took "no longer", "pas encore", "nicht gebucht", "not sure", "why not Tuesday", "no hace falta"
(requests51: "longer", "encore", "gebucht", "sure", "tuesday", "hace"). An arena's own rooms
are matched against these words, so a room called so would be ruled out by a sentence that
never spoke of it. A word is kept where it is a room id, one of the built-in rooms' names, or
written with a capital in the request (a name: "not Toren"); in a request written all in lower
case, any word but a weekday (who writes so capitalises nothing, "not toren" included).
"""

from __future__ import annotations

import re

from arena.model.other_names import folded_room_names
from arena.wording.days import ABBREV, DAY_WORDS
from arena.wording.numbers import fold

_WORD = re.compile(r"[^\W\d_]+")


def room_words(text: str, words: frozenset[str]) -> frozenset[str]:
    """Of ``words`` (ids "R-102" and folded words), those that may name a room (see module)."""
    names = set(folded_room_names())
    capital = {fold(w) for w in _WORD.findall(text) if w[:1].isupper()}
    lower = not any(c.isupper() for c in text)
    return frozenset(
        w
        for w in words
        if w.startswith("R-")
        or w in names
        or (w not in DAY_WORDS and w not in ABBREV and (lower or w in capital))
    )
