"""An answer split between two things, a yes to one and a no to the other: "Yes to Cedar, no to
Maple.", "Cedar yes, Maple no", "Ja zu Cedar, nein zu Maple", "Tuesday yes, Wednesday no"
(answers52: each read unclear, "it says both yes and no", whatever the request asked).

Read against the request, whose own room, day and head count are said as "it" before this is
asked (:func:`arena.wording.withdrawn_yes.as_it`): the half that names it is the answer to it. A
no to it denies ("no to Maple" to a Maple request, as "Yes to a room, no to Maple." does since
answers51b); a yes to it, with every other half a no to something else, approves ("Yes to Cedar,
no to catering." too: a no to a side thing, as "Approved, no catering"). A split that does not
name what was asked ("Yes to Cedar, no to Maple." to an Aspen request) is left to the caller,
which reads it unclear. Only a whole answer made of such halves is read here: "Yes to Cedar, but
ask Sam" or "yes to it, no to it, maybe" is not one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Literal

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

_YES = r"(?:yes|yep|yeah|ja|jep|oui|si|sim|ok|okay|approved?|go|fine|\U0001f44d|\u2705)"
_NO = r"(?:no|nope|nah|nein|non|nee|nao|nej|nei|not|denied|rejected|\u274c|\U0001f44e)"
_TO = r"(?:to|for|on|zu|fur|pour|a|au|al|alla|per|voor|para|til|till|for|aan|op|de|para o|para a)"
_ART = r"(?:(?:the|den|der|die|das|le|la|l'|el|il|lo|het|o|a|de)\s+)?"
#: What a half is about: "it" (the request's own) or up to three words, no verdict among them.
_THING = rf"(?:(?!(?:{_YES}|{_NO})\b)[\w'-]+)(?:\s+(?!(?:{_YES}|{_NO})\b)[\w'-]+){{0,2}}"
#: One half: "yes to Cedar", "no to Maple", "Cedar yes", "Cedar: no", "Maple - no".
_HALF = LazyPattern(
    rf"^(?:(?:but|and|aber|und|mais|et|pero|y|ma|e|maar|en|mas|men|och|og)\s+)?"
    rf"(?:(?P<v1>{_YES}|{_NO})\s+{_TO}\s+{_ART}(?P<t1>{_THING})"
    rf"|{_ART}(?P<t2>{_THING})\s*(?:[:=\u2192-]|->)?\s*(?P<v2>{_YES}|{_NO}))\s*[.!]*$"
)
_NO_WORD = LazyPattern(rf"{_NO}$")
#: Where one half ends and the next starts.
_CUT = LazyPattern(r"\s*[,;.\n]\s*|\s+(?=(?:but|aber|mais|pero|ma|maar|mas|men)\s)")


#: What a no may turn down beside a yes to the request and leave it whole: another day by name,
#: or a side thing. A no to anything else ("no to the booking", "no to 3pm", "no to that") may
#: be a no to the request itself, its time or its date (regress52: each approved).
_ELSEWHERE = LazyPattern(
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|montag|dienstag|mittwoch|donnerstag|freitag|"
    r"lundi|mardi|mercredi|jeudi|vendredi|lunes|martes|miercoles|jueves|viernes|lunedi|martedi|"
    r"mercoledi|giovedi|venerdi|maandag|dinsdag|woensdag|donderdag|vrijdag|catering|coffee|food|"
    r"lunch|snacks|drinks|breakfast|projector|parking|flowers|cake|pizza|the (?:catering|coffee|"
    r"food|lunch|snacks|drinks|projector|parking)"
)


def split_verdict(said: str, rooms: Iterable[str] = ()) -> Literal["approve", "deny"] | None:
    """The verdict of ``said`` (an answer with the request's facts said as "it") where it is a
    yes to one thing and a no to another and one half names "it"; else None (module docstring).
    ``rooms``: the keys of the rooms known (:func:`arena.wording.named_facts.room_keys`): a no
    to one of them, or to :data:`_ELSEWHERE`, leaves a yes to "it" whole."""
    folded = fold(said).strip()
    if len(folded) > 200:
        return None
    parts = [p for p in _CUT.split(folded) if p.strip(" .!")]
    if len(parts) < 2:
        return None
    halves: list[tuple[str, bool]] = []
    for part in parts:
        hit = _HALF.match(part.strip())
        if hit is None:
            return None
        verdict = hit.group("v1") or hit.group("v2")
        thing = (hit.group("t1") or hit.group("t2")).strip()
        halves.append((thing, not _is_no(verdict)))
    if {yes for _, yes in halves} != {True, False}:
        return None  # "yes to Cedar, yes to Maple": no split
    asked = [yes for thing, yes in halves if thing == "it"]
    if not asked:
        return None
    if not all(asked):
        return "deny"  # "Yes to Cedar, no to Maple." to a Maple request
    other = [thing for thing, yes in halves if not yes]
    if any(not _ELSEWHERE.fullmatch(t) and re.sub(r"[^a-z0-9]", "", t) not in rooms for t in other):
        return None  # "Yes to Cedar, no to the booking": maybe a no to it
    return "approve" if len(asked) == 1 else None


def _is_no(verdict: str) -> bool:
    return bool(_NO_WORD.match(verdict))


__all__ = ["split_verdict"]
