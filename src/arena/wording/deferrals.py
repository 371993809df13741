"""A deferral that says what it waits for: "Not yet — I need to check headcount.", "Not yet, let
me check with the team first.", "Hold that thought, I have to ask finance.", "Not now, waiting on
Sam's numbers."

Mechanism: an answer that opens on a deferral ("not yet", "not now", "hold that thought") and
goes on to name a step of the person's own still to take, or what they wait on, puts this booking
off until that step is done: a no for now, read as a denial (heldout54 a147; "Noch nicht – ich
muss erst …" and "Pas encore, je dois vérifier" always denied). A bare deferral ("not yet",
"Hold that thought.") says only that the person has not decided and stays unclear (outside
tester 27, heldout53 a53-019), as does one with a yes after it ("Not yet, but probably yes"),
one asked ("not yet booked? ok go ahead") or one whose reason is a hedge of no step ("not yet
sure").

asks55: the deferral may be any that puts the decision off ("let me sleep on it", "let me think
about it", "I'll get back to you", "I'll let you know", "Lass mich drüber nachdenken", "déjame
pensarlo"), and what it waits for may be a time ("until Monday", "by Friday", "tomorrow", "bis
Montag", "hasta mañana", "jusqu'à lundi"): a decision put off to a stated time or step is a no for
now, one put off with neither stays unclear ("let me sleep on it", "I'll get back to you").
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

#: The deferral opening the answer, then a mark or a dash ("Not yet —", "not now,", "Hold that
#: thought.").
_DEFERRAL = LazyPattern(
    r"^\W*(?:(?:um+|uh+|hmm+|sorry|ah|oh|well)\W+)?"
    r"(?:not (?:yet|now|just yet|quite yet|right now)|hold (?:that|this|the|your) thought)"
    r" *(?:[,.;:!\u2013\u2014]|\s-\s)"
)
#: A step of the person's own still to take, or what they wait on: "I need to check headcount",
#: "let me check with the team", "I have to ask finance", "waiting on Sam", "pending approval".
_STEP = LazyPattern(
    r"\b(?:(?:i|we)(?: still)? (?:need|have|want|ought|got|'ve got|must|gotta)(?: to)?|i'?ll have to|"
    r"let me|let us|let's|i'?m going to|i'?ll|we'?ll) +(?:first +)?"
    r"(?:check|confirm|verify|ask|see|talk|speak|run it|look|clear it|sort|count|get|find out|"
    r"hear|double[- ]check|review|consult|sync|wait)\b"
    r"|\b(?:still )?(?:waiting|wait) (?:on|for|until|till)\b|\bpending\b"
    r"|\b(?:until|till|til) (?:i|we|they|sam|finance|the|my|our)\b"
)
#: A deferral of the decision itself that opens the answer, with or without a mark after it.
_PUT_OFF = LazyPattern(
    r"^\W*(?:(?:um+|uh+|hmm+|sorry|ah|oh|well|ok|okay)\W+)?(?:"
    r"let me (?:think(?: about it| it over)?|sleep on it|mull (?:it|this) over|get back to you|"
    r"(?:have a )?think)|i(?:'ll| will) (?:get back to you|let you know|think about it|sleep on it)"
    r"|hold (?:that|this|the|your) thought|not (?:yet|now|just yet|right now)|wait(?= +(?:till|until|til|for)\b)"
    r"|lass(?: mich| uns)? [^.!?]{0,25}(?:nachdenken|uberlegen|druber schlafen|daruber schlafen)"
    r"|(?:dejame|dejeme|deja que lo) (?:pensarlo|pensar|consultarlo con la almohada)"
    r"|laisse[zr]?[- ]moi (?:y )?(?:reflechir|penser)|laat me (?:er )?[^.!?]{0,20}(?:nadenken|over slapen)"
    r"|fammi (?:pensare|riflettere)|lasciami (?:pensare|riflettere))\b"
)
#: A time the decision is put off to: "until Monday", "by Friday", "tomorrow", "bis Montag".
_BOUND = LazyPattern(
    r"\b(?:(?:until|till|til|by|before|after|on|over) +(?:the +)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
    r"tomorrow|tonight|monday|the weekend|end of (?:the )?(?:day|week)|eod|eow|next week|lunch|noon|"
    r"\d{1,2}(?::\d\d)? ?(?:am|pm)?)|tomorrow|tonight|later today|this (?:afternoon|evening)"
    r"|in (?:an|a|\d+|a few) (?:hour|hours|minutes|mins|days?)"
    r"|(?:bis|vor) (?:montag|dienstag|mittwoch|donnerstag|freitag|morgen|heute abend)|\bmorgen\b"
    r"|(?:hasta|antes del?) (?:el )?(?:lunes|martes|miercoles|jueves|viernes|manana)|\bmanana\b"
    r"|(?:jusqu'a|avant) (?:lundi|mardi|mercredi|jeudi|vendredi|demain)|\bdemain\b"
    r"|(?:tot|voor) (?:maandag|dinsdag|woensdag|donderdag|vrijdag|morgen)"
    r"|(?:fino a|entro) (?:lunedi|martedi|mercoledi|giovedi|venerdi|domani)|\bdomani\b)\b"
)
#: A yes after the deferral: the deferral is not the last word ("Not yet, but probably yes").
_YES_AFTER = LazyPattern(r"\b(?:yes|yeah|yep|go ahead|book it|approved?|ok|okay|sure|fine)\b")


def deferred(said: str) -> str | None:
    """The deferral and its step in ``said`` (the person's own words) where it opens the answer and
    names what it waits for (see the module docstring), else ``None``."""
    folded = fold(said).replace("\u2019", "'")
    if len(folded) > 300:
        return None
    opening = _DEFERRAL.match(folded) or _PUT_OFF.match(folded)
    if opening is None:
        return None
    rest = folded[opening.end() :]
    step = _STEP.search(rest) or _BOUND.search(folded)  # "Lass mich bis Montag drüber nachdenken"
    if step is None or "?" in rest or _YES_AFTER.search(rest):
        return None
    return f"{opening.group().strip(' ,.;:!-')} … {step.group()}"


__all__ = ["deferred"]
