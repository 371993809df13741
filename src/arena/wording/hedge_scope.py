"""A hedge that qualifies a side fact, not the yes: "…, Tuesday works for everyone I think, so go
ahead and book it" (a voice note's rambling approval, heldout54 a052).

Mechanism: a hedge ("I think", "probably") scopes over the clause it stands in; where that
clause states a fact of its own (two words or more beside the hedge, no yes-word among them)
and another clause gives a plain go-ahead order ("go ahead and book it", "book it"), the hedge
doubts the side fact, and the order decides.

Why: every hedge anywhere left a yes unclear, so a clear "so go ahead and book it" after "works
for everyone I think" asked again. A hedge in the clause of the yes still leaves it unclear
("yeah that's fine I think, book it", "I think so, go ahead", "probably fine, book it", "go
ahead, I guess"), as does one with no order beside it ("Tuesday works I think").
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.hedges import HEDGED_YES_RE

#: Where a clause ends: a mark, or a joining word after a comma.
_BREAK = LazyPattern(r"[,;.!?\n\u2014\u2013]")
#: A clause that is a plain go-ahead order: "so go ahead and book it", "please book it".
_ORDER = LazyPattern(
    r"\s*(?:(?:so|and|then|just|ok|okay|but)\s+)*(?:please\s+)?"
    r"(?:go\s+ahead(?:\s+and\s+book\s+it)?|book\s+it|go\s+for\s+it|please\s+book\s+it)"
    r"(?:\s+(?:please|then|now))?\s*$"
)

#: Words that make a clause a yes, not a side fact: "yeah that's fine I think".
_YES_WORD = LazyPattern(
    r"\b(?:yes|yeah|yep|yup|ya|sure|ok|okay|fine|good|great|alright|approved?|agreed?|happy|"
    r"perfect|cool|go|book|do)\b"
)


def _clauses(folded: str) -> list[tuple[int, int]]:
    """The ``(start, end)`` of each clause of ``folded``, split at its marks."""
    cuts = [m.start() for m in _BREAK.finditer(folded)]
    starts, ends = [0, *(c + 1 for c in cuts)], [*cuts, len(folded)]
    return list(zip(starts, ends, strict=True))


def hedge_on_yes(folded: str) -> re.Match[str] | None:
    """The first hedge in ``folded`` that qualifies the yes (see the module docstring), else
    ``None``: a hedge in a clause with no yes, beside a clause that orders the booking, is
    passed over."""
    hedges = list(HEDGED_YES_RE.finditer(folded))
    if not hedges:
        return None
    spans = _clauses(folded)
    orders = [(s, e) for s, e in spans if _ORDER.fullmatch(folded[s:e])]
    for hedge in hedges:
        start, end = next((s, e) for s, e in spans if s <= hedge.start() < e or hedge.start() == e)
        fact = (folded[start : hedge.start()] + " " + folded[hedge.end() : end]).split()
        aside = (
            len(fact) >= 2
            and not _YES_WORD.search(" ".join(fact))
            and any(s != start for s, _ in orders)
        )
        if not aside:
            return hedge
    return None


__all__ = ["hedge_on_yes"]
