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
#: A yes after the deferral: the deferral is not the last word ("Not yet, but probably yes").
_YES_AFTER = LazyPattern(r"\b(?:yes|yeah|yep|go ahead|book it|approved?|ok|okay|sure|fine)\b")


def deferred(said: str) -> str | None:
    """The deferral and its step in ``said`` (the person's own words) where it opens the answer and
    names what it waits for (see the module docstring), else ``None``."""
    folded = fold(said).replace("\u2019", "'")
    if len(folded) > 300:
        return None
    opening = _DEFERRAL.match(folded)
    if opening is None:
        return None
    rest = folded[opening.end() :]
    step = _STEP.search(rest)
    if step is None or "?" in rest or _YES_AFTER.search(rest):
        return None
    return f"{opening.group().strip(' ,.;:!-')} … {step.group()}"


__all__ = ["deferred"]
