"""A room or day said after a "no" that corrects the one said before it: "yeah Tuesday um no
Thursday", "yes Aspen, no, Cedar".

Speech-to-text and quick chat write a correction as the person said it. The fact reader
(:mod:`arena.wording.facts`) read the second room or day as one ruled out ("no Cedar" as "not
Cedar") and the first as repeating the request, so the yes approved the booking asked (outside
tester 27c). A room or day right after a "no" (fillers such as "um", "uh", "wait" around it)
that follows one of its kind replaces it: it is what the answer asks for. "Aspen, not Cedar"
still rules Cedar out. A fact said after a word that corrects the speaker ("sorry", "I mean",
"make that", "or rather", not a bare "no") takes back the one of its kind before it, a head count
or a time as well (:func:`taken_back`): "yes for eight sorry six" asks for six (session 28).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from typing import Protocol

from arena.lazy_pattern import LazyPattern

_FILLER = r"(?:um+|uh+|er+|erm+|ah+|hm+|oh|wait|sorry|i mean|actually|make (?:it|that))"
#: What stands between the first fact and its correction: a "no" with fillers around it.
_NO_BETWEEN = LazyPattern(
    rf"[\s,.;\u2013\u2014-]*(?:{_FILLER}[\s,.;\u2013\u2014-]+)*(?:no+|nope|nah|nein|non)"
    rf"(?:[\s,.;\u2013\u2014-]+{_FILLER})*[\s,.;:\u2013\u2014-]*",
)
#: Kinds of fact, by what they name: a correction replaces one of its own kind.
_KIND = {"room": "room", "unknown room": "room", "day": "day", "day ruled out": "day"}


class _Fact(Protocol):
    @property
    def kind(self) -> str: ...
    @property
    def span(self) -> tuple[int, int]: ...


def corrected(answer: str, facts: Sequence[_Fact]) -> dict[tuple[int, int], str]:
    """The spans of the facts in ``facts`` (sorted, read from ``answer``) that correct the fact
    of their kind just before them (see the module docstring), each with its kind ("room", "day")."""
    out: dict[tuple[int, int], str] = {}
    for before, fact in pairwise(facts):
        kind = _KIND.get(fact.kind)
        if kind is None or _KIND.get(before.kind) != kind:
            continue
        if _NO_BETWEEN.fullmatch(answer.lower(), before.span[1], fact.span[0]):
            out[fact.span] = kind
    return out


#: A word that corrects what the speaker just said, not a "no" alone ("yes for eight no six" may
#: say "not six").
_FIX = r"(?:sorry|i mean|i meant|make (?:it|that)|or rather|rather|correction|scratch that|oops|my bad|wait|actually)"
_GAP = r"[\s,.;:!\u2026\u2013\u2014-]"
#: What stands between a fact and the one that takes it back: such a word, with fillers and "no".
_FIX_BETWEEN = LazyPattern(
    rf"{_GAP}*(?:(?:um+|uh+|er+|erm+|ah+|oh|no+)(?:{_GAP}+|$))*{_FIX}"
    rf"(?:{_GAP}+(?:{_FIX}|um+|uh+|er+|erm+|no+))*{_GAP}*(?:for |at |on )?"
)
#: A bare "no" set off as a correction ("Yes at 2. No, 1.", "Yes, Cedar, no, Maple, sorry.",
#: "Tuesday — no, Wednesday"): after a stop or a comma and before a comma or a dash, with the
#: fact after it ending its clause (answers38: each was read as a yes and a no). "yes for eight
#: no six" and "No, 8 is too few" stay as they were.
_NO_SET_OFF = LazyPattern(
    r"(?:[.!;]\s*|\s*[,\u2013\u2014]\s*|\s+-\s+)(?:no+|nope|nah|nein|non)\s*[,\u2013\u2014]\s*"
    r"(?:(?:um+|uh+|er+|sorry|i mean|make (?:it|that))[\s,]+)?(?:for |at |on )?"
)
_CLAUSE_END = LazyPattern(
    r"\s*(?:[.,!;)\u2013\u2014]|$|(?:sorry|please|pls|people|persons|of us|then|right|thanks|"
    r"yes|go|ok|pm|am|p\.m|a\.m|o'?clock|uhr|h)\b)"
)
#: Kinds of fact a correction word takes back: one of its own kind, a number as a head count.
_FIX_KIND = _KIND | {"count": "count", "number": "count", "time": "time", "date": "date"}


def taken_back(answer: str, facts: Sequence[_Fact]) -> dict[tuple[int, int], tuple[int, int]]:
    """For each fact of ``facts`` (sorted, read from ``answer``) taken back by the next one of its
    kind after a correction word ("eight" in "for eight sorry six"), the span of the one said
    instead."""
    out: dict[tuple[int, int], tuple[int, int]] = {}
    for before, fact in pairwise(facts):
        kind = _FIX_KIND.get(fact.kind)
        if kind is None or _FIX_KIND.get(before.kind) != kind:
            continue
        folded = answer.lower()
        if _FIX_BETWEEN.fullmatch(folded, before.span[1], fact.span[0]) or (
            _NO_SET_OFF.fullmatch(folded, before.span[1], fact.span[0])
            and _CLAUSE_END.match(folded, fact.span[1])
        ):
            out[before.span] = fact.span
    return out
