"""The checks a yes must pass beyond its words: a choice left to the agent ("6-person or 8-person
room is fine": :mod:`arena.wording.alternatives`), a swap of someone the request named
(:mod:`arena.wording.swaps`), a slip for a head count (:mod:`arena.wording.count_typos`), a name
before it (:mod:`arena.wording.name_first`), and the request handed on to someone else or an
errand beside it (:mod:`arena.wording.errands`). Split out of
:func:`arena.wording.answers.explain_answer` (session 54) so that each branch is one concept and
the reader's modules stay small; the reader hands in itself as ``read``.
"""

from __future__ import annotations

from typing import Protocol

from arena.lazy_pattern import LazyPattern
from arena.wording import forms
from arena.wording.alternatives import choice_offered, without_either
from arena.wording.count_typos import misspelt_count
from arena.wording.errands import errand_beside
from arena.wording.facts import RoomWords, compare
from arena.wording.forms import Reading, Verdict
from arena.wording.name_first import name_first
from arena.wording.negation import KEY_FALSE
from arena.wording.numbers import fold
from arena.wording.swaps import swapped


class Read(Protocol):
    """The answer reader, :func:`arena.wording.answers.read_answer`."""

    def __call__(
        self, text: str, asked: str | None = None, *, rooms: RoomWords | None = None
    ) -> Verdict: ...


def after_yes(
    text: str, own: str, asked: str | None, rooms: RoomWords | None, reading: Reading, read: Read
) -> Reading:
    """``reading`` (a yes of ``text``, whose person's own words are ``own``), or unclear where it
    leaves a choice, swaps, slips, names someone or hands the request on; approved with a note
    where an errand beside it is not the booking tool's."""
    # "either way" to a request that offered no pick is a yes only beside a yes of its own
    beside = without_either(own)
    plain = beside is None or read(beside, asked, rooms=rooms) == "approve"
    choice = choice_offered(own, rooms, asked if plain else None)
    choice = None if forms.HARNESS.match(text) else choice
    if choice:  # "6-person or 8-person room is fine": :mod:`arena.wording.alternatives`
        return Reading("unclear", f"{choice!r} leaves the choice to the agent: approve one")
    swap = swapped(own, rooms, asked) if not forms.HARNESS.match(text) else None
    if swap:  # "Yes, but swap Tom for Priya": :mod:`arena.wording.swaps`
        return Reading("unclear", f"{swap!r} swaps someone or something the request named")
    slip = _misspelt(text, own, asked, rooms)  # "yes for the too of us": :mod:`count_typos`
    if slip:
        return Reading("unclear", f"{slip!r} may be a head count the reader cannot read")
    name = name_first(own, rooms)  # "Sam - yes", "Sam 👍": :mod:`arena.wording.name_first`
    if name:
        return Reading("unclear", f"{name!r} may say whose yes this is")
    handed = _HANDED_TO.search(fold(own)) if not forms.HARNESS.match(text) else None
    if handed:  # "yes, forward it to legal", "yes, pass it to finance": theirs to decide
        return Reading("unclear", f"{handed.group()!r} hands the request on to someone else")
    errand = errand_beside(fold(own)) if not forms.HARNESS.match(text) else None
    if errand and _HANDED_ON.search(errand):  # "yes, send it to Dana for sign-off": hers to say
        return Reading("unclear", f"{errand!r} hands the request on to someone else")
    if errand:  # "yes, and send me the confirmation": approved, the errand named as not done
        return Reading(
            "approve", f"{errand!r} is not part of the booking: the booking tool does not do it"
        )
    return reading


def _misspelt(text: str, own: str, asked: str | None, rooms: RoomWords | None) -> str | None:
    """A head count in ``text``'s own words written in a slip for a number word ("the too of
    us"), unless the number it stands for is the request's; none in a harness verdict or form."""
    if forms.HARNESS.match(text) or KEY_FALSE.search(fold(text)):
        return None
    return misspelt_count(
        fold(own),
        lambda n: bool(asked) and not compare(f"for {n} people", asked or "", rooms).added,
    )


#: An errand that asks someone else's say on the request ("send it to Dana for sign-off",
#: "share it with Sam for a quick review": held-out tester 39 found each approved and booked); not
#: one that only tells someone ("I'll forward it to my manager as well").
_HANDED_ON = LazyPattern(
    r"\bfor (?:(?:their|his|her|a|the|final|formal|quick|last|legal) +)*(?:sign-?off|approval|"
    r"review|ok|okay|go-?ahead|a check|input|a look|confirmation)\b"
)
#: The request passed on to those who review or decide such things ("yes, forward it to legal",
#: "yes, pass it to finance", "send this up to my manager": answers40 found each approved), not
#: a note of it to someone ("forward it to Dana", "send the team the invite").
_HANDED_TO = LazyPattern(
    r"(?<!\bi'll )(?<!\bi will )(?<!\bwe'll )(?<!\bwe will )(?<!\bi'm going to )"
    r"\b(?:forward|pass|hand|send|escalate|route|refer|kick|bump|run|push|take)(?:ing|ed|s)? +"
    r"(?:it|this|that|the request|this request|the booking|this one)(?: +(?:on|over|along|up|back))? +"
    r"(?:to|by|past) +(?:(?:the|my|our|your|a) +)?(?:legal|finance|compliance|hr|procurement|security|"
    r"management|manager|boss|director|vp|head|lead|team lead|committee|board|cfo|ceo|coo|approvers?|"
    r"sign-?off|review|facilities (?:manager|lead))\b(?! +(?:as well|too|also|fyi|for (?:info|"
    r"(?:their |your |his |her )?(?:information|records|reference|visibility))))"
)


__all__ = ["after_yes"]
