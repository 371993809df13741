"""A verdict after the person names themself as the one who decides: "I'm the one who decides:
yes", "I decide: no", "As the one who signs off: yes", "C'est moi qui décide : oui", "Soy yo
quien decide: sí", "Ich bin diejenige, die entscheidet: ja", "Ik beslis: ja", "It's me, the
approver. Yes.".

The words say whose the verdict is — the person's own — where "Dana decides: yes" or "c'est Dana
qui décide" leave it to someone else (:mod:`arena.wording.hedges`), and "decides" alone read as
the decision left open (users50: each of the above read unclear, and the agent asked again a
person who had decided). Only such a preamble at the start, with a verdict after it, is passed
over; "Yes, I'm the one who decides" (answering "who decides?") is read as written.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.forms import ANSWER_FROM

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
