"""A verdict given under someone's delegated authority: "Approved on behalf of Dana (she's out
today).", "On behalf of Maria (she's in a meeting): yes, approved.", "Speaking for my manager:
yes", "Im Auftrag von Maria: ja", "De la part de Maria : oui".

Mechanism: a delegation frame names the authority the speaker acts under, not whose words
follow, so the answer is read without it — the verdict after it is the speaker's own act.

Why (answers52b, docs/methodology.md): every outside writer (heldout49-52) expected such an
answer to approve, and in most organisations approving "on behalf of" an absent approver is
delegation, an act the speaker signs, where a relay ("Jane says yes", "she approved it",
"relaying from Kim: yes", "+1 from Sam") reports someone else's act and stays unclear. The frame
changes nothing the gate can check: the same channel's bare "yes" approves. So the frame is
passed over and the rest read as written: "On behalf of Dana: no, she doesn't want it" denies;
"On behalf of Priya: she said go" stays a relay; a booking made for someone ("book it on behalf
of Tom", "Oui, au nom de Julie", "Yes, on behalf of the sales team") is no frame and stays
unclear (:mod:`arena.wording.orders`). Only a person (a capitalised name) or a role above or
beside the speaker ("my manager", "the approver") is one a frame may name.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.forms import ANSWER_FROM

#: Whom the speaker acts for: a name, or the approver's or a superior's role.
_WHOM = (
    r"(?:(?-i:[A-Z][a-zà-ÿ'-]+(?:\s+[A-Z][a-zà-ÿ'-]+)?)"
    r"|(?:(?:my|our|the|mein(?:e|em|er)?|unser(?:e|em|er)?|de|du|mon|ma|notre|la|le|mi|nuestr[oa]|"
    r"el|il|mio|mia|nostr[oa]|mijn|onze|meu|minha|nosso|nossa|o|a)\s+)"
    r"(?:manager|boss|approver|lead|team\s+lead|director|supervisor|head|budget\s+owner|vp|"
    r"chef(?:in|e)?|vorgesetzte[nr]?|genehmiger(?:in)?|responsable|manag(?:er|euse)|jef[ea]|"
    r"capo|responsabile|leidinggevende|baas|gerente|approbat(?:eur|rice)|aprobador(?:a)?))"
)
#: A short note of why the person cannot answer themself: "(she's out today)", "(in a meeting)".
_AWAY = (
    r"(?:\s*\((?=[^()]{0,60}\))[^()]*?\b(?:out|away|off|ooo|meeting|leave|travel\w*|sick|holiday|"
    r"vacation|unavailable|busy|flight|abwesend|urlaub|besprechung|krank|r[eé]union|cong[eé]|absente?|"
    r"reuni[oó]n|vacaciones|riunione|ferie|vergadering|vakantie|reuni[aã]o|f[eé]rias)\b[^()]*\))?"
)
#: A frame that may open the answer or follow its first decision word.
_FRAME = (
    r"(?:(?:(?:replying|answering|responding|approving|signing|deciding)\s+)?on\s+behalf\s+of\s+"
    rf"{_WHOM}|on\s+(?-i:[A-Z][a-z]+)'s\s+behalf|speaking\s+for\s+{_WHOM}|covering\s+for\s+{_WHOM}|"
    rf"standing\s+in\s+for\s+{_WHOM}|in\s+(?-i:[A-Z][a-z]+)'s\s+absence|"
    rf"im\s+auftrag\s+(?:von\s+)?{_WHOM}|in\s+vertretung\s+(?:von\s+|f[uü]r\s+)?{_WHOM}|"
    rf"stellvertretend\s+f[uü]r\s+{_WHOM}|de\s+la\s+part\s+(?:de\s+|d')?{_WHOM}|"
    rf"por\s+parte\s+de\s+{_WHOM}|da\s+parte\s+di\s+{_WHOM}|per\s+conto\s+di\s+{_WHOM}|"
    rf"uit\s+naam\s+van\s+{_WHOM}|por\s+conta\s+d[eoa]\s+{_WHOM})"
)
#: A frame that only opens the answer, as a label: in these words a frame after the yes names
#: whom the booking is for ("Oui, au nom de Julie", "Sí, en nombre de Pedro").
_LABEL_ONLY = (
    rf"(?:au\s+nom\s+(?:de\s+|d')?{_WHOM}|en\s+nombre\s+de\s+{_WHOM}|a\s+nome\s+di\s+{_WHOM}|"
    rf"em\s+nome\s+d[eoa]\s+{_WHOM}|namens\s+{_WHOM}|im\s+namen\s+von\s+{_WHOM})"
)
#: The frame opening the answer, with its note, then a break before the verdict.
_OPENING = LazyPattern(
    rf"\s*(?:{_FRAME}|{_LABEL_ONLY}){_AWAY}\s*(?:[:,\u2013\u2014]+|\s-+)\s*(?=\S)", re.IGNORECASE
)
#: A decision word, then the frame and its note: "Approved on behalf of Dana (she's out today).",
#: "yes on behalf of Priya, she's the approver", "Approved on Dana's behalf — Kim (EA)".
_AFTER_WORD = LazyPattern(
    r"\s*(?P<word>(?:yes|yeah|yep|ok|okay|sure|approved|i\s+approve|go\s+ahead|ja|genehmigt|oui|"
    r"approuv[ée]e?|s[ií]|aprobad[oa]|approvat[oa]|goedgekeurd|aprovad[oa])[,]?)"
    rf"\s+{_FRAME}{_AWAY}(?=\s*(?:[.,;:!\u2013\u2014]|\s-|$))",
    re.IGNORECASE,
)


def without_delegation(text: str) -> str:
    """``text`` without a delegation frame that opens it or follows its first decision word (see
    the module docstring), so that the verdict is read as the speaker's own; ``text`` itself
    when it has none."""
    framed = ANSWER_FROM.match(text)  # "Answer from eval: On behalf of Dana: yes"
    at = framed.end() if framed else 0
    opening = _OPENING.match(text, at)
    if opening:
        return text[:at] + text[opening.end() :]
    after = _AFTER_WORD.match(text, at)
    if after:
        return text[:at] + after.group("word").rstrip(",") + text[after.end() :]
    return text


__all__ = ["without_delegation"]
