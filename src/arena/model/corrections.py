"""What a correction says, without the reason given for it (outside tester 20).

A person who corrects themselves mid-message means the later words (:func:`arena.model.task.
correction` finds them), and often says why right after: "for 4 — actually make that 6, Priya's
bringing two from legal" is 6 (the reason's "two" is who the change adds); "Book Cedar for 6 on
Thursday. Actually no, Atrium — Cedar's always freezing" asks for Atrium (the reason names the
room given up). The correction's own words end where the reason starts (:data:`REASON`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from arena.model.intent import ROOM_ID
from arena.wording.numbers import fold

#: Where a correction's own words end and its reason starts: a clause mark, or a word that gives
#: a reason; not one that adds to the count ("6, plus 2 guests").
REASON = re.compile(
    r"\s*(?:[,;:.!?\u2013\u2014]|\s-\s|\s(?=(?:since|because|as|cause|cos|coz|so|weil|porque|"
    r"parce que|car)\b))(?!\s*(?:plus|and|\+|with|including|incl|excluding|not counting|of whom|"
    r"but|und|y|et|mas)\b)"
)
#: What a correction may open with before what it corrects to: "no, Atrium", "sorry, Atrium".
_OPENING = re.compile(r"^(?:[\s,.:;!\u2013\u2014-]|\b(?:no|nope|sorry|oops|wait|oh|um|uh)\b)+")


def lead(tail: str, reads: Callable[[str], object]) -> str:
    """A correction's own words (``tail`` up to the reason that follows, :data:`REASON`) where
    ``reads`` takes a head count from them; else the whole tail ("…, sorry, 6 people and 2
    guests" keeps its guests)."""
    cut = REASON.search(tail, 1 if tail[:1] in ",:" else 0)
    words = tail[: cut.start()] if cut else tail
    return words if cut and isinstance(reads(words), int) else tail


def corrected_room(tail: str, rooms: tuple[tuple[str, str], ...]) -> str | None:
    """The id of the one room a correction's own words name first ("Actually no, Atrium —
    Cedar's always freezing": Atrium), by id or by name among ``rooms`` (id, name); ``None``
    where they name none, or several."""
    words = fold(tail)
    opening = _OPENING.match(words)
    words = words[opening.end() if opening else 0 :]
    cut = REASON.search(words, 1)
    words = words[: cut.start()] if cut else words
    named = {f"R-{m.group(1) or m.group(2)}" for m in ROOM_ID.finditer(words)}
    named |= {
        rid for rid, name in rooms if name and re.search(rf"\b{re.escape(fold(name))}\b", words)
    }
    return next(iter(named)) if len(named) == 1 else None


def room_marks(folded: str, names: tuple[str, ...]) -> list[int]:
    """Where a bare "sorry," / "no," / "oops," that corrects to a room's name ends: "Book Maple
    for 2 on Friday... sorry, Juniper, Maple is being cleaned" (``names``: the rooms' folded
    names; :data:`arena.model.task._CORRECTION` reads such a mark only before a count, a day or
    a room id)."""
    if not names:
        return []
    return [m.end() for m in _room_mark(names).finditer(folded)]


@functools.lru_cache(maxsize=8)
def _room_mark(names: tuple[str, ...]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(n) for n in names)
    return re.compile(
        r"(?:^|(?<=[.!;,\u2013\u2014-]))\s*(?:(?:nope|sorry|oops|pardon|perdon)\b|no\b"
        r"(?=\s*[,.!:\u2013\u2014-]))"  # "no Aspen please" rules Aspen out: no correction
        rf"(?=[\s,.!:\u2013\u2014-]*(?:{alternatives})\b)"
    )
