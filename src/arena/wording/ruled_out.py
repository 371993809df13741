"""Rooms and days a yes rules out ("not Maple", "anything but Aspen", "Maple is too big", "not
Atrium or Aspen"): :func:`arena.wording.facts.compare` does not hold them against the request.

Moved out of :mod:`arena.wording.facts` (one concept per module; docs/architecture.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

if TYPE_CHECKING:
    from arena.wording.facts import Fact

#: Words that leave a room out of a yes ("anything but Aspen", "any room other than Aspen", "apart
#: from Aspen", "w/o Aspen", "alles ausser Aspen", "todo menos Aspen": outside tester 26): a room
#: ruled out, and where the request names no room of its own, one the yes adds (the agent may
#: pick it).
_LEFT_OUT = (
    r"(?:any|every)\w*(?: (?:room|one|other room))? (?:but|other than|except(?: for)?)|"
    r"other than|apart from|except for|excluding|without|ausser|ohne|excepto|salvo|menos|sin|sans|"
    r"sauf|senza|zonder|sem|utan|uden|uten|"
    # ... by a verb that keeps away from it ("yes, avoid Aspen", "steer clear of Aspen", "evita
    # Aspen", "vermeide Aspen": answers52, read as a room the yes adds)
    r"avoid(?:ing)?|skip(?:ping)?|leav(?:e|ing) out|steer(?:ing)? clear of|stay(?:ing)? away from|"
    r"evit(?:a|e|ar|are|ez)|vermeid(?:e|en|et)?|vermijd|undvik"
)
_LEFT_OUT_BEFORE = LazyPattern(rf"\b(?:{_LEFT_OUT})\s+(?:the\s+)?$")
#: What rules a room out around it ("Maple is too big", "not Maple"): see :func:`compare`.
_RULED_OUT_BEFORE = LazyPattern(
    r"(?:\b(?:not|no|instead of|rather than|than|over|except|but not|nicht|statt|pas|sauf|"
    # "ma non Cedar", "maar niet Cedar", "mas não Cedar", "men inte Cedar" (answers51)
    r"non|niet|nao|inte|tranne|eccetto|behalve|exceto|utom|"
    # "anything but Aspen", "any room other than Aspen", "apart from Aspen", "w/o Aspen", "alles
    # ausser Aspen", "todo menos Aspen" (outside tester 26)
    rf"{_LEFT_OUT}|"
    # "as long as it isn't Aspen", "unless it's Aspen", "siempre que no sea Aspen", "es sei denn,
    # es ist Aspen", "pourvu que ce ne soit pas Aspen" (outside tester 25)
    r"isn'?t|is not|aren'?t|are not|kein\w*|no (?:sea|es|este|esta|sera)|"
    r"(?:unless|es sei denn,?|a menos que|a moins que|salvo que|sauf si)(?: (?:it'?s|it is|es|"
    r"es ist|c'est|ce soit|ce sera|sea))?)\s+"
    # an article: "evite a Aspen", "sauf la Maple", "ohne den Cedar" (answers52)
    r"(?:the\s+|in\s+|on\s+|a\s+|o\s+|la\s+|le\s+|el\s+|il\s+|den\s+|die\s+|das\s+)?)$"
)
#: Between two rooms or days ruled out together ("not Atrium or Aspen", "weder Aspen noch Cedar",
#: "not on Monday or on Wednesday", "except Monday and Wednesday").
_RULED_OUT_TOO = LazyPattern(
    r"^\s*(?:,|or|nor|oder|noch|ou|o|ni|and|und|y|et)\s+(?:(?:the|on|am|le|el)\s+)?$"
)
_RULED_OUT_AFTER = LazyPattern(
    r"^\s*(?:is|was|'s|seems|looks|would be)\s+(?:(?:too|fully|already|now|not|way|a bit|far|anyway)\s+)*"
    r"(?:small|tight|full|taken|booked|busy|cramped|unavailable|occupied|big|large|out|bad)\b"
    r"|^\s*(?:won'?t|doesn'?t|does not|will not|can'?t|cannot)\s+(?:fit|work|do)\b"
)


def ruled_out(text: str, fact: Fact) -> bool:
    start, end = fact.span
    before, after = fold(text[max(0, start - 30) : start]), fold(text[end : end + 60])
    return bool(_RULED_OUT_BEFORE.search(before) or _RULED_OUT_AFTER.match(after))


#: A head count a yes rules out ("yes, but not for 10", "ok, just not 12 people", "ja, aber nicht
#: für 10", "sì, ma non per 10": answers51): no count the answer asks for; the request's own
#: count said so is no yes to it (it is said as "it" before this is asked).
_COUNT_OUT_BEFORE = LazyPattern(
    r"\b(?:but|just|only|aber|nur|mais|pero|ma|maar|mas) +(?:not|nicht|pas|no|non|niet|nao) +"
    r"(?:(?:for|fur|pour|para|per|voor) +)?(?:the +)?$"
)


def count_ruled_out(text: str, fact: Fact) -> bool:
    """Whether the number ``fact`` is a head count ruled out by the words before it."""
    start = fact.span[0]
    return bool(_COUNT_OUT_BEFORE.search(fold(text[max(0, start - 30) : start])))


def barred(request: str, facts: list[Fact]) -> frozenset[str]:
    """The keys of the rooms ``request`` rules out ("Reserve a room for 6, not Aspen please."):
    no room the request asks for, so a yes that picks one is no plain yes (outside tester 27c)."""
    return frozenset(
        v for f in facts if f.kind == "room" and ruled_out(request, f) for v in f.values
    )


def left_out(text: str, fact: Fact) -> bool:
    """Whether ``fact`` is a room left out by :data:`_LEFT_OUT`'s words ("anything but Aspen")."""
    return bool(_LEFT_OUT_BEFORE.search(fold(text[max(0, fact.span[0] - 30) : fact.span[0]])))


def listed_after(answer: str, fact: Fact, before: str, facts: list[Fact]) -> bool:
    """Whether ``fact`` follows the ruled-out room ``before`` in one list ("not Atrium or Aspen")."""
    prior = [f for f in facts if f.span[1] <= fact.span[0]]
    if not prior or prior[-1].said.strip() != before:
        return False
    return bool(_RULED_OUT_TOO.match(fold(answer[prior[-1].span[1] : fact.span[0]])))
