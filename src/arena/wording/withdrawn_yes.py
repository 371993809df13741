"""A yes withdrawn for the very room asked about, then an explicit stop: "Yes but not that room.
Don't book Cedar." to "May I book Cedar …?" (heldout50: read mixed). The person may agree to the
meeting, but what this request asks, that room, they refuse in so many words: a no to THIS request.

Read on the answer as :func:`arena.wording.facts.compare` leaves it, the request's own room said
as "it" ("Don't book Cedar." reads "Don't book it."). Only a "but"/"just" clause that is a bare
"not that room" / "not it", after words that alone are a yes, and then words that alone refuse it (name it again).
The withdrawal alone ("yes but not that room", as "yes, avoid Aspen") speaks against what was
asked and stays unclear (docs/methodology.md; heldout50 a124); "Yes but not that room. Book
Maple." asks for another booking, and "No to Cedar, but yes to Maple" is a counter-offer
(:mod:`arena.wording.counter_offers`): neither is read here. The asked weekday withdrawn so
("Yes but not Tuesday. Don't book it for Tuesday.") is read the same way (answers51).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from arena.lazy_pattern import LazyPattern
from arena.wording.forms import Verdict
from arena.wording.numbers import fold

_BUT = r"(?:but|just|only|though|aber|nur|mais|juste|pero|solo|ma|maar|alleen|mas)"
_NOT = r"(?:not|nicht|pas|no|non|niet|nao)"
_THAT = (
    r"(?:that|this|the|dieser|diesen|diesem|den|der|das|cette|ce|cet|la|esa|ese|esta|este|"
    r"quella|questa|quel|die|deze|dat|essa|esse|aquela)"
)
_ROOM = r"(?:room|one|raum|saal|salle|piece|sala|stanza|ruimte|zaal|kamer)"
#: "but not that room", "just not it" (the asked room said as "it"), "aber nicht diesen Raum",
#: "mais pas cette salle", "pero no esa sala", "ma non quella sala", "maar niet die ruimte".
_WITHDRAWN = LazyPattern(
    rf"[,;]? *\b{_BUT}\b[ ,]*(?:just +|only +)?{_NOT} +"
    rf"(?:{_THAT} +{_ROOM}|(?:(?:on|am|le|el|il|op|na|for) +)?it)\b *(?:[.!;,]+|$)"
)

#: The request's room said back ("it", as :func:`compare` writes it) or pointed at ("that room").
_ASKED = LazyPattern(rf"\b(?:it|{_THAT} +{_ROOM})\b")

#: A booking verb in the stop, in each language read (folded): "book", "buch", "reserve",
#: "prenotare", "boek", "reserve a".
_BOOK = LazyPattern(r"\b(?:book|reserv|hold|buch|prenot|boek|take|use)\w*")


def withdrawn(
    compared: str, classify: Callable[[str], Verdict], own_days: Iterable[str] = ()
) -> bool:
    """Whether ``compared`` (the answer with the request's facts said as "it") is a yes whose
    "but not that room" withdraws it for the room asked, then a refusal and nothing else
    (see the module docstring). ``classify`` reads free text alone. ``own_days``: the request's
    own weekday as the answer wrote it where it rules it out ("Yes but not Tuesday. Don't book
    it for Tuesday." to a Tuesday request, which :func:`compare` leaves as written), said as "it"
    here too (answers51)."""
    folded = fold(compared)
    for day in {fold(d) for d in own_days if d.strip()}:
        folded = re.sub(rf"(?<![\w-]){re.escape(day)}(?![\w-])", "it", folded)
    hit = _WITHDRAWN.search(folded)
    if hit is None:
        return False
    before, after = folded[: hit.start()].strip(" ,"), folded[hit.end() :].strip()
    if not before or classify(before) != "approve":
        return False
    # the stop books the room asked (said as "it"): "Don't worry.", "Don't book Maple." and
    # "Don't worry about it." are no refusal of this request
    return bool(_ASKED.search(after) and _BOOK.search(after)) and classify(after) == "deny"


__all__ = ["withdrawn"]
