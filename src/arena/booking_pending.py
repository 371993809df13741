"""Words that offer, ask for or promise a booking: it is not made yet. Part of what
``reported_booking`` (:mod:`arena.booking_told`) reads an approved run's final message for.

"I'll book Aspen once you confirm.", "I can book Aspen for you.", "Shall I book Aspen?", "Aspen
would work — want me to book it?", "Je peux réserver Aspen." name the booked room and said no
refusal, so they passed as reports of a booking that had run (session 27): they tell the person
nothing was booked yet. A clause is read on folded text (:mod:`arena.wording.numbers` ``fold``,
negations written out), in English, German, Spanish and French. An offer of something more
("Want me to book it for next week too?", "Shall I also reserve a projector?") is no such word:
:func:`more` says so, and the caller leaves clauses about another thing alone.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from arena.lazy_pattern import LazyPattern

#: A booking verb as it follows a modal, an offer or a question, not done ("book", not "booked").
_VERB = (
    r"(?:book|reserve|secure|lock (?:(?:it|that|this|aspen|the room) )?in|grab|hold(?! off)|"
    r"finali[sz]e|proceed|go ahead|confirm(?!\s+(?:that|whether|if)\b)|"
    r"complete (?:the|your|this) (?:booking|reservation)|make (?:the|a|your) (?:booking|reservation)|"
    r"put (?:it|this|that|the booking) through|get (?:[\w-]+ ){1,3}?(?:booked|reserved))\b"
)
#: The agent's own future, offer or wish before :data:`_VERB` ("I'll", "I can", "I'd be happy
#: to", "Shall I", "Want me to", "Let me"), and the same said of the booking ("Aspen will be
#: booked", "ready to be reserved").
_EN = (
    r"\b(?:i|we)\s*(?:'ll|'d|will|would|shall|should|can|could|may|might|'m going to|am going to|"
    r"'re going to|are going to|'m about to|am about to|plan to|intend to|need to|have to|must|"
    r"'m ready to|am ready to|'m happy to|am happy to|(?:would|'d) (?:be happy|love|like) to)\s+"
    rf"(?:(?:now|then|just|gladly|happily|definitely|certainly|also|go ahead and|quickly)\s+)?{_VERB}"
    rf"|\b(?:want|like|need|wish|prefer)\s+me\s+to\s+(?:(?:go ahead and|now|also)\s+)?{_VERB}"
    rf"|\b(?:shall|should|can|could|may)\s+(?:i|we)\s+(?:(?:go ahead and|now|also|just)\s+)?{_VERB}"
    rf"|\blet me\s+(?:(?:go ahead and|now|just)\s+)?{_VERB}"
    rf"|\b(?:happy|ready|glad|here) to\s+{_VERB}"
    r"|\b(?:recommend|suggest|propose)\w*\s+(?:(?:that\s+)?(?:we|i)\s+)?(?:booking|reserving|book|reserve)\b"
    r"|\b(?:will|would|can|could|shall|should|may|might|going to|about to|ready to|yet to|needs? to"
    r"|has to|have to)\s+be\s+(?:booked|reserved|confirmed|secured|finali[sz]ed|locked in)\b"
)
_DE = (
    r"\b(?:ich|wir)\s+(?:kann|konnte|konnen|werde|werden|wurde|wurden|soll|sollte|mochte|will|"
    r"wollen)\b[^.?!]{0,60}?\b(?:buchen|reservieren|bestatigen|sichern|vornehmen)\b"
    r"|\b(?:soll|sollen|kann|darf|konnte|mochtest|mochten|willst|wollen)\s+(?:ich|wir)\b"
    r"[^.?!]{0,60}?\b(?:buchen|reservieren|bestatigen|sichern)\b"
    r"|\bdass (?:ich|wir)\b[^.?!]{0,60}?\b(?:buche|buchen|reserviere|reservieren)\b"
    r"|\bich (?:buche|reserviere)\b"
)
_ES = (
    r"\b(?:puedo|podria|podemos|podriamos|voy a|vamos a|quiero|debo|deberia|necesito|"
    r"(?:quieres|quiere|quieren|deseas|desea|prefieres|prefiere|gustaria) que)\s+"
    r"(?:(?:la|lo|te|le)\s+)?(?:[^.?!]{0,40}?\s)?(?:reservar|reserve|reservemos|confirmar|confirme|"
    r"asegurar|hacer la reserva)\b"
    r"|\b(?:reservare|reservaria|reservaremos|reservariamos|confirmare|confirmaria)\b"
)
_FR = (
    r"\b(?:je|nous)\s+(?:peux|pourrais|pouvons|pourrions|vais|allons|dois|devrais|voudrais|"
    r"souhaite)\s+(?:[^.?!]{0,40}?\s)?(?:reserver|confirmer(?!\s+que)|faire la reservation)\b"
    r"|\bque\s+(?:je|nous)\s+(?:[^.?!]{0,30}?\s)?(?:reserve|reservions|confirme)\b"
    r"|\b(?:dois|puis|devrais)-?\s?je\s+(?:[^.?!]{0,30}?\s)?(?:reserver|confirmer)\b"
    r"|\b(?:reserverai|reserverais|reserverons|reserverions|confirmerai)\b"
)
_PROMISED = LazyPattern(f"{_EN}|{_DE}|{_ES}|{_FR}")
#: In a question, a booking verb not done asks whether to book ("Book Aspen?", "¿Reservo Aspen?").
_ASKED = LazyPattern(
    rf"\b{_VERB}|\b(?:buchen|buche|reservieren|reserviere|reservar|reservo|reservamos|reserver|"
    r"confirmer|confirmar)\b"
)
#: Words that say the booking is not final ("pending", "on hold", "tentatively").
_WAITING = LazyPattern(
    r"\b(?:pending|awaiting|on hold|tentative\w*|provisional\w*|not (?:yet )?final\w*|"
    r"ausstehend\w*|vorlaufig\w*|pendiente|a la espera de|provisoire\w*|en attente)\b"
)
#: Words that make the booking wait on the person ("awaiting your confirmation", "I need your
#: final OK"): no report elsewhere in the message undoes them.
_YOUR = LazyPattern(
    r"\b(?:await\w*|wait\w* (?:for|on)|pending|need|needs|require|requires|once i (?:have|get))\s+"
    r"your\s+(?:final\s+|explicit\s+)?(?:confirmation|approval|go-?ahead|ok|okay|green light|"
    r"sign-?off|yes)\b"
)
#: The same as a condition, a promise's only ("I'll book it once you confirm"; "Let me know once
#: you confirm the headcount" waits for nothing booked).
_ONCE_YOU = LazyPattern(
    r"\b(?:once|when|as soon as|until|till)\s+you\s+(?:\w+\s+)?(?:confirm|approve|say|give|"
    r"reply|respond|agree|are ready)s?\b"
    r"|\bsobald (?:du|sie|ihr)\b|\bwarte\w* (?:auf|noch)\b"
    r"|\ben cuanto (?:confirm|me |apruebe)\w*|\bcuando (?:confirmes|apruebes)\b"
    r"|\bdes que vous\b|\bune fois que vous\b"
)
#: A negation just before a waiting word ("nothing pending", "no longer needs your approval"),
#: or a word that ends the wait ("I released the tentative hold").
_NEGATED = LazyPattern(
    r"\b(?:no|not|nothing|nichts|kein\w*|nada|ningun\w*|rien|aucun\w*|released|removed|lifted|"
    r"cleared|dropped|replaced|converted)\W+(?:\w+\W+)?$"
)
#: A booking said done after the offer in the same clause: "I can confirm Aspen is booked".
_DONE_AFTER = LazyPattern(
    r"\b(?:is|are|was|has been|have been|ist|wurde|est|esta|fue)\s+(?:now\s+)?(?:booked|reserved|"
    r"confirmed|gebucht|reserviert|reservad[oa]|reservee?)\b"
)
#: Something more than this booking: "too", "also", "again", "next week", "auch", "también".
_MORE = LazyPattern(
    r"\b(?:also|too|as well|again|additionally|another|second|extra|additional|next (?:week|month|"
    r"time)|recurring|future|auch|ebenfalls|wieder|tambien|otra vez|de nuevo|aussi|encore|"
    r"egalement|a nouveau)\b"
)


class Pending(NamedTuple):
    """Words of a clause that offer, ask for or promise the booking, and whether they make it
    wait on the person ("once you confirm"), which no report elsewhere in the message undoes."""

    words: str
    awaits: bool


def pending(folded: str, question: bool = False) -> Pending | None:
    """The words of a clause (``folded``) that say the booking is yet to be made: an offer, a
    promise, a wish or a question to book, or a word that it waits ("pending", "on hold")."""
    waiting = next((m for m in _WAITING.finditer(folded) if not _negated(folded, m)), None)
    your = next((m for m in _YOUR.finditer(folded) if not _negated(folded, m)), None)
    found = _PROMISED.search(folded) or (_ASKED.search(folded) if question else None)
    if found is not None and _DONE_AFTER.search(folded, found.end()):
        found = None
    said = found or waiting or your
    if said is None:
        return None
    return Pending(said.group().strip(), your is not None or _ONCE_YOU.search(folded) is not None)


def more(folded: str) -> bool:
    """Whether a clause is about something more than this booking ("too", "also", "again")."""
    return _MORE.search(folded) is not None


def _negated(folded: str, found: re.Match[str]) -> bool:
    return _NEGATED.search(folded[: found.start()]) is not None
