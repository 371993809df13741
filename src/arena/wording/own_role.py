"""A verdict after the person names themself as the one who decides: "I'm the one who decides:
yes", "I decide: no", "As the one who signs off: yes", "C'est moi qui décide : oui", "Soy yo
quien decide: sí", "Ich bin diejenige, die entscheidet: ja", "Ik beslis: ja", "It's me, the
approver. Yes.".

The words say whose the verdict is — the person's own — where "Dana decides: yes" or "c'est Dana
qui décide" leave it to someone else (:mod:`arena.wording.hedges`), and "decides" alone read as
the decision left open (users50: each of the above read unclear, and the agent asked again a
person who had decided). Only such a preamble at the start, with a verdict after it, is passed
over; "Yes, I'm the one who decides" (answering "who decides?") is read as written. The
approver's role as the answer's label ("Approver: yes", "Jane (approver): yes") is such a
preamble too (answers51): the gate asks the approver; "Manager: yes" stays someone else's."""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.forms import ANSWER_FROM

#: The role of the one asked, in the languages read: approver, decision-maker, budget owner.
_ROLE = (
    r"(?:approver|decision[- ]maker|budget\s+(?:owner|holder)|genehmiger(?:in)?|"
    r"approbat(?:eur|rice)|aprobador(?:a)?|approvat(?:ore|rice)|aprovador(?:a)?|goedkeurder|"
    r"godk(?:ä|a)nnare)"
)
#: The person as the one who decides, approves or signs off, at the start, then a break and what
#: follows it (the verdict).
_PREAMBLE = LazyPattern(
    r"\s*(?:"
    r"(?:i'?m|i am|it'?s me|it is me)\s+(?:the\s+)?(?:one|person)\s+(?:who|that)\s+"
    r"(?:decides|approves|signs\s+off|makes\s+the\s+call|has\s+the\s+(?:final\s+)?say|okays)"
    r"|as\s+(?:the\s+)?(?:one|person)\s+(?:who|that)\s+(?:decides|approves|signs\s+off|makes\s+the"
    r"\s+call|has\s+the\s+(?:final\s+)?say)"
    r"|i\s+decide"
    r"|(?:it'?s|it\s+is)\s+me\s*,?\s+(?:the\s+|your\s+)?(?:approver|decider|decision[- ]maker|"
    r"budget\s+(?:owner|holder))"
    r"|c'est\s+moi\s+qui\s+(?:d[eé]cide|tranche|valide|approuve)|moi\s+qui\s+d[eé]cide|je\s+d[eé]cide"
    r"|soy\s+yo\s+(?:quien|el\s+que|la\s+que)\s+(?:decide|aprueba|autoriza)|yo\s+decido|decido\s+yo"
    r"|sou\s+eu\s+(?:quem|que)\s+(?:decide|aprova|autoriza)|eu\s+decido"
    r"|sono\s+io\s+(?:che|a)\s+decid(?:o|ere)|decido\s+io"
    r"|ich\s+bin\s+(?:derjenige|diejenige|der|die)\s*,?\s+(?:der|die)\s+(?:entscheidet|genehmigt|"
    r"freigibt)|ich\s+entscheide"
    r"|ik\s+ben\s+(?:degene|de\s+persoon)\s+die\s+(?:beslist|goedkeurt)|ik\s+beslis"
    # the approver's role as the answer's label, alone, with a name or as the answer's owner:
    # "Approver: yes", "Approver's answer: yes", "Jane (approver): yes", "Approver (Jane): yes",
    # "Genehmiger: ja" (answers51: each read as someone else's yes, unclear)
    rf"|(?:(?:(?:the|your)\s+)?{_ROLE}(?:'s\s+(?:answer|decision|reply|response|verdict|vote|word))?"
    rf"|{_ROLE}\s*\(\s*[a-z][a-z.' -]{{0,30}}\)"
    rf"|[a-z][a-z.'-]{{0,20}}(?:\s+[a-z][a-z.'-]{{0,20}})?\s*\(\s*(?:the\s+|your\s+)?{_ROLE}\s*\))"
    # ... not a form's field that names the approver ("Approver: Dana. Yes": Dana's, maybe)
    r"(?!\s*[:\u2013\u2014-]+\s*(?!(?:yes|no|ok|okay|approved?|denied|sure|go|ja|nein|oui|non|s[ií]|"
    r"sim|n[aã]o|nee|nej|fine|book|deny|declined?)\b)(?-i:[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s*(?:[.\n]|$))"
    r")(?:\s+(?:these|this|bookings|rooms|it))?"
    r"(?:\s+(?:here|hier|ici|aqui|aquí|qui|on\s+(?:this|these|bookings|rooms)))?"
    r"(?:\s*[:,\u2013\u2014.]+\s*|\s+-+\s+|\s+(?:and|so|und|et|y|e|en)\s+)(?=\S)",
    flags=re.IGNORECASE,
)


def without_own_role(text: str) -> str:
    """``text`` without an opening "I'm the one who decides:" (see the module docstring), so
    that the verdict after it is read alone; ``text`` itself when it opens otherwise."""
    framed = ANSWER_FROM.match(text)  # "Answer from eval: I decide: yes", as the gate hands it
    at = framed.end() if framed else 0
    m = _PREAMBLE.match(text, at)
    return text[:at] + text[m.end() :] if m else text


__all__ = ["without_own_role"]
