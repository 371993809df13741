"""A size or a count in an ask's condition that every case, as the text itself says, stays on
the other side of (gate51): "Get a human yes only when the headcount exceeds 500; headcounts
never go above 30 here.", "Approval only for rooms with more than 100 seats. The largest room
seats 24.", "Frag nur, wenn mehr als 50 Personen kommen. Es kommen höchstens 20." The ask never
comes, and the pair lifts the gate. Read by :func:`arena.gate_settled.settled`, which has found
the rule and a statement about every case that shares its words; the near miss names a bound
the cases reach ("… exceeds 20. Headcounts go up to 30.") and settles nothing."""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

#: A bound in the condition: above (strict or not) or below a number.
_ABOVE = LazyPattern(
    r"(?:more than|over|above|exceed\w*|greater than|larger than|bigger than|>|mehr als|über"
    r"|más de|plus de|più di|meer dan|över)\s*(\d{1,6})\b"
)
_AT_LEAST = LazyPattern(
    r"(?:at least|mindestens|al menos|au moins|almeno)\s*(\d{1,6})\b|(\d{1,6})\s*(?:or more|\+)"
)
_BELOW = LazyPattern(
    r"(?:fewer than|less than|under|below|<|weniger als|unter|menos de|moins de|meno di"
    r"|minder dan)\s*(\d{1,6})\b"
)
#: What every case stays within: a most or a least.
_MOST = LazyPattern(
    # none above it (gate51): "Ninguna reunión pasa de 30.", "No room holds more than 24."
    r"\b(?:no|none|ningun\w*|kein\w*|aucune?|nessun\w*)\b[^.;\d]{0,30}?(?:exceed\w*|(?:holds?|seats?"
    r"|has|have) more than|go(?:es)? (?:above|over|beyond)|more than|pasa\w* de|super\w*"
    r"|exced\w*|dépass\w*|übersteig\w*|überschreit\w*|mehr als|plus de|más de)\s*(\d{1,6})\b|"
    r"(?:never (?:\w+\s+)?(?:above|over|beyond|more than|exceed\w*)|at most|no more than|up to"
    r"|max(?:imum)?(?: of)?|(?:largest|biggest)\b[^.;\d]{0,40}?|höchstens|maximal|nie mehr als"
    r"|como máximo|hasta|au plus|au maximum|jamais plus de|al massimo|hoogstens)\s*:?\s*(\d{1,6})\b"
)
_LEAST = LazyPattern(
    r"(?:never (?:\w+\s+)?(?:below|under|fewer than|less than)|at least|no fewer than|no less than"
    r"|min(?:imum)?(?: of)?|(?:smallest)\b[^.;\d]{0,40}?|mindestens|nie weniger als|al menos"
    r"|au moins|almeno|minstens)\s*:?\s*(\d{1,6})\b"
)


def _number(pattern: LazyPattern, text: str) -> int | None:
    found = pattern.compiled.search(text)
    if found is None:
        return None
    return int(next(g for g in found.groups() if g is not None))


def beyond(cond: str, said: str) -> bool | None:
    """Whether every case ``said`` tells of meets the bound of ``cond`` (False: none does;
    None: ``cond`` names no bound, or ``said`` none that settles it)."""
    if not any(c.isdigit() for c in cond) or not any(c.isdigit() for c in said):
        return None
    most, least = _number(_MOST, said), _number(_LEAST, said)
    if (n := _number(_ABOVE, cond)) is not None:
        if most is not None and most <= n:
            return False
        return True if least is not None and least > n else None
    if (n := _number(_AT_LEAST, cond)) is not None:
        if most is not None and most < n:
            return False
        return True if least is not None and least >= n else None
    if (n := _number(_BELOW, cond)) is not None:
        if least is not None and least >= n:
            return False
        return True if most is not None and most < n else None
    return None


__all__ = ["beyond"]
