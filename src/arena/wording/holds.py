"""A yes to a hold, not a booking: "Pencil it in.", "Yes, put a hold on it.", "a soft hold",
"Ja, merk es vor", "vorläufig reservieren", "Oui, réserve-le provisoirement", "pose une option",
"Sí, resérvala provisionalmente", "reserveer het voorlopig", "prenotala provvisoriamente".

Outside tester 28b found "Pencil it in." and "Yes, put a hold on it." approved: the agent booked
the room outright, where the person asked for something they may still drop. The booking tool
makes no holds, so the answer reader reads such a yes as unclear
(:func:`arena.wording.orders.beyond_booking`) and the agent asks again, as it does for
"provisionally yes" (:mod:`arena.wording.hedges`). "Yes, hold it." and "Lock it in." stay the
yes they are; "put it on hold" (wait) is read elsewhere.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

_HOLD = [
    r"\bpencil(?:s|led|ed|ling|ing)?\b",
    r"\b(?:a|the|soft|tentative|provisional|temporary|courtesy|first) +hold\b",
    r"\bhold +(?:it|that|this|the room|the slot|one)(?: +for (?:me|us))? +(?:tentatively|"
    r"provisionally|temporarily|until (?:i|we) confirm|till (?:i|we) confirm|but (?:do not|don't) "
    r"(?:book|confirm))\b",
    r"\bsoft[- ]?(?:book\w*|hold\w*|reserv\w*)",
    r"\b(?:temporar(?:y|ily)|tentative|provisional) +(?:booking|reservation|hold)\b",
    r"\bpre-?(?:book\w*|reserv\w*)",
    # German, French, Spanish, Portuguese, Dutch, Italian
    r"\bvormerk\w*|\bmerk\w* +(?:(?:es|ihn|sie|das|den raum|ihn uns|es uns) +)?vor\b",
    r"\bvorlaufig\w*|\bunverbindlich\w*|\bprovisorisch\w*|\bvorreservier\w*",
    r"\bprovisoire\w*|\ba titre provisoire\b|\b(?:pose|posez|poser|mets|mettez|mettre|prends|"
    r"prenez|prendre) +une +option\b|\ben option\b",
    r"\bprovisional(?:es|mente)?\b|\bde forma provisional\b|\btentativ\w*",
    r"\bprovisori\w*",
    r"\bvoorlopig\w*|\bin optie\b|\bvoorreserv\w*",
    r"\bprovvisori\w*|\bin via provvisoria\b|\bopziona\w*",
]
HOLD_RE = LazyPattern("|".join(_HOLD))


def only_held(folded: str) -> str | None:
    """The words of ``folded`` (an answer, folded) that ask for a hold rather than the booking
    (see the module docstring), else None."""
    found = HOLD_RE.search(folded)
    return " ".join(found.group().split()) if found else None


__all__ = ["HOLD_RE", "only_held"]
