"""A room picked by size from the rooms a request names: "Cedar or Maple, whichever is bigger".

The model took the room named first ("Book Cedar or Maple for 6 on Tuesday, whichever is
bigger" booked Cedar, 8 seats, not Maple, 10: requests49), a silent guess against the words. Where
a request names two rooms or more and asks for the bigger or the smaller of them ("the bigger of
Cedar and Maple", "the smallest of Aspen, Cedar and Maple", "la más grande entre Cedar y Maple",
"den größeren von Cedar und Maple"), the model picks by the rooms' seats. A size wish with no
rooms named ("the biggest room") is read by :mod:`arena.model.size_wish` instead.
"""

from __future__ import annotations

import re
from typing import Literal

from arena.lazy_pattern import LazyPattern

#: A comparison that asks for the bigger, in the folded text: "whichever is bigger", "the
#: largest", "la mas grande", "la plus grande", "den grosseren", "il piu grande", "o maior",
#: "de grootste".
_BIG = LazyPattern(
    r"\b(?:bigger|biggest|larger|largest|roomier|roomiest|most spacious|"
    r"gro(?:ss|e)(?:er|t)e[nrs]?|mas grande|mayor|plus grande|plus grand|piu grande|maggiore|"
    r"(?:o|a) maior|mais grande|grootste|grotere)\b"
)
#: One that asks for the smaller: "whichever is smaller", "the smallest", "la mas pequena",
#: "la plus petite", "den kleineren", "il piu piccolo", "o menor", "de kleinste".
_SMALL = LazyPattern(
    r"\b(?:smaller|smallest|tinier|tiniest|littlest|kleiner\w*|kleinst\w*|mas pequen\w*|menor|"
    r"plus petite?|piu piccol\w*|minore|mais pequen\w*|kleinste|kleinere)\b"
)
#: Right before the comparison, words that turn it down: "not the biggest", "nothing bigger".
_TURNED_DOWN = LazyPattern(
    r"\b(?:not|no|nothing|never|nicht|kein\w*|pas|ni|non|nao|niet|geen)\s+(?:(?:the|any|too|"
    r"much|den|die|la|le|el|il|de|het)\s+)?$"
)


#: Where a comparison picks from a set: "whichever is bigger", "which one's the smallest".
_WHICHEVER = LazyPattern(
    r"\b(?:whichever|which ever|which one|welche\w*|cualquiera|lequel|laquelle)\b[^.;!?]{0,20}$"
)
#: After it, the set or the pick: "the bigger of …", "den grosseren von …", "la mas grande
#: entre …", "the biggest one please." (not "Cedar is smaller but noisy": said of a room).
_PICKED = LazyPattern(
    r"^(?:\s+(?:one|room|sala|salle|raum))?(?:\s+(?:of|among|between|from|out of|von|aus|unter|"
    r"entre|de|des|tra|fra|dos|das|van|uit|onder)\b|\s*(?:,?\s*(?:please|pls|bitte|por favor|"
    r"s'il vous plait|per favore))?\s*(?:[.!,;)]|$))"
)
_THE = LazyPattern(r"\b(?:the|den|die|das|der|la|el|le|il|lo|o|a|de|het)\s+$")


def size_order(folded: str) -> Literal["big", "small"] | None:
    """Whether ``folded`` (a folded request) asks for the bigger or the smaller of the rooms it
    names; ``None`` where it asks neither, or both."""
    said = set()
    for pattern, order in ((_BIG, "big"), (_SMALL, "small")):
        for m in pattern.finditer(folded):
            before = folded[max(0, m.start() - 30) : m.start()]
            picked = _WHICHEVER.search(before) or (
                _THE.search(before) and _PICKED.match(folded[m.end() :])
            )
            if picked and not _TURNED_DOWN.search(before):
                said.add(order)
    if len(said) != 1:
        return None
    return "big" if "big" in said else "small"


#: A sentence, where a comparison picks from the rooms it names.
_SENTENCE = LazyPattern(r"[^.;!?\n]+")
#: Right after a room's name, words that make it a fallback: "…, or Sequoia if none is free".
_FALLBACK_AFTER = LazyPattern(r"\s+(?:room\s+)?(?:if|unless|when|falls|wenn|si|se|als)\b")
#: Before it in its sentence, words that do: "otherwise Sequoia", "unless Sequoia is free".
_FALLBACK_BEFORE = LazyPattern(
    r"\b(?:unless|if (?:neither|none|not|both)|otherwise|or else|failing that|sonst|sinon|si no|"
    r"altrimenti|anders)\b[^,]{0,40},?\s*$"
)


def of_the_set(folded: str, keys: set[str], asked: set[str]) -> set[str]:
    """The rooms among ``keys`` (folded names) that a comparison picks from: two or more named
    in its own sentence, not as a fallback, or, where it names none ("… Cedar or Maple. The
    bigger one please."), the rooms ``asked`` for. A room named elsewhere ("We had the Atrium
    last week.", "…; if neither is free, Sequoia") is none of the set, and a comparison said of
    one room ("Maple is the biggest one.") picks nothing (regress49: each was booked)."""
    out: set[str] = set()
    for sentence in _SENTENCE.finditer(folded):
        said = sentence.group()
        if size_order(said) is None:
            continue
        named = {key for key in keys if _in_set(said, key)}
        if not any(_named_at(said, key) for key in keys):
            named = set(asked)
        out |= named if len(named) > 1 else set()
    return out


def _named_at(said: str, key: str) -> list[re.Match[str]]:
    return list(re.finditer(rf"(?<![\w-]){re.escape(key)}(?![\w-])", said, re.IGNORECASE))


def _in_set(said: str, key: str) -> bool:
    """Whether ``key`` is named in the sentence ``said`` and not as a fallback."""
    return any(
        not _FALLBACK_AFTER.match(said, m.end()) and not _FALLBACK_BEFORE.search(said, 0, m.start())
        for m in _named_at(said, key)
    )


def by_size(named: list[tuple[int, str]], order: Literal["big", "small"]) -> str | None:
    """The id of the biggest (or smallest) of the rooms ``named`` (``(where said, id)``) by the
    arena's seats; ``None`` where a room's seats are not known (a module's own rooms)."""
    from arena.tools.rooms import ROOMS

    seats = {r.id: r.capacity for r in ROOMS}
    if any(rid not in seats for _, rid in named):
        return None
    pick = max if order == "big" else min
    return pick(named, key=lambda n: (seats[n[1]], -n[0] if order == "big" else n[0]))[1]


#: What picks the room where the biggest is asked and no room named: "the biggest room".
BIGGEST_FREE = "the biggest free room"


def picked_by_size(task: str, name: str = "") -> str | None:
    """What the model picked the room (called ``name``, where known) by where a size asked for
    picked it, for its question to say ("the biggest free of the rooms named", "the biggest free
    room"), else ``None``: a pick the words ask for is no wish left unchecked (requests49b:
    "Cedar or Maple, whichever is bigger" booked Maple and said "not checked: bigger"). A room
    booked as a fallback outside the set ("…; if neither is free, Sequoia") was not so picked."""
    from arena.model.room_stance import room_stances
    from arena.model.size_wish import biggest_wish
    from arena.wording.numbers import fold

    folded = fold(task)
    order = size_order(folded)
    stances = room_stances(task)  # a room named and not ruled out is the room asked for
    said = {k for k, s in stances.items() if s in ("wanted", "unsaid")}
    wanted = {k for k, s in stances.items() if s == "wanted"}
    of_set = of_the_set(folded, said, wanted) if order is not None else set()
    if of_set and (not name or fold(name) in of_set):  # as policy._named picks
        return f"the {'biggest' if order == 'big' else 'smallest'} free of the rooms named"
    if biggest_wish(task) and all(s == "ruled_out" for s in stances.values()):
        return BIGGEST_FREE
    return None


__all__ = ["BIGGEST_FREE", "by_size", "of_the_set", "picked_by_size", "size_order"]
