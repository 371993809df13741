"""A yes that is only what a no waits for: "hold off on any room bookings until the budget is
approved". The "approved" names the day the no ends, not a yes to this request (evals47: "…
they would prefer that we hold off on any room bookings until the budget is approved, so we'll
have to pass on this one for now." read "it says both yes and no"). Read only where an answer
says both: with its "until" clauses left out, a clear no is the answer."""

from __future__ import annotations

from collections.abc import Callable

from arena.lazy_pattern import LazyPattern

#: An "until …" clause, to its clause's end (``folded`` text: lower case, accents dropped).
_UNTIL = LazyPattern(
    r"\b(?:until|till|bis(?: dass?)?|jusqu'?(?:a ce que|a)|hasta que|finche|fino a quando|"
    r"totdat|tot|ate que)\b[^.,;:!?\n\u2013\u2014]*"
)


def no_until_yes(folded: str, verdict: Callable[[str], str]) -> bool:
    """Whether ``folded`` (an answer that says both yes and no) is a no once its "until …"
    clauses are left out, as ``verdict`` reads what is left."""
    kept = _UNTIL.sub(" ", folded)
    return kept != folded and verdict(kept) == "deny"
