"""Words that offer, ask for or promise a booking: it is not made yet. Part of what
``reported_booking`` (:mod:`arena.booking_told`) reads an approved run's final message for.

"I'll book Aspen once you confirm.", "I can book Aspen for you.", "Shall I book Aspen?", "Aspen
would work — want me to book it?", "Je peux réserver Aspen." name the booked room and said no
refusal, so they passed as reports of a booking that had run (session 27): they tell the person
nothing was booked yet. A clause is read on folded text (:mod:`arena.wording.numbers` ``fold``,
negations written out), in English, German, Spanish and French. An offer of something more
("Want me to book it for next week too?", "Shall I also reserve a projector?") is no such word:
:func:`more` says so, and the caller leaves clauses about another thing alone.

A red team (27b) found the booking's other tenses not yet done still passed: "I'll be booking
Aspen shortly", "Aspen is being booked", "Aspen will soon be booked", "I'm yet to book Aspen",
"I'll submit the Aspen booking when you reply", "Aspen is waiting for your reply", "Aspen is held
for you until you reply", "Say yes and Aspen is yours", "Aspen (booking in progress)", "Next step:
book Aspen", "Aspen is free on Tuesday - want it?". So the future and present progressive, "yet
to", a step still to take, a queue or a draft, the room offered as free, and the booking held until
the person's word all read as not made; the last waits on the person, as "once you confirm" does.
"Aspen is ready — just say the word" and "Say the word and Aspen is yours" wait on it too
(session 28); "just say the word if you need anything else" after a report offers more.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from arena.lazy_pattern import LazyPattern

#: A booking verb as it follows a modal, an offer or a question, not done ("book", not "booked").
_VERB = (
    r"(?:book|reserve|secure|lock(?: (?:it|that|this|aspen|the room))?(?: (?:in|down))?|grab|"
    r"hold(?! off)|finali[sz]e|proceed|go ahead|confirm(?!\s+(?:that|whether|if)\b)|submit|"
    r"complete (?:the|your|this) (?:booking|reservation)|make (?:the|a|your) (?:booking|reservation)|"
    r"(?:place|send|file) (?:the|a|your|this|that) (?:[\w-]+ )?(?:booking|reservation|request|order|hold)|"
    r"(?:take care of|handle|sort out|arrange) (?:the |your |this )?(?:booking|reserv\w*)|"
    r"put (?:it|this|that|the booking) through|get (?:[\w-]+ ){1,3}?(?:booked|reserved)|"
    r"(?:get (?:right )?(?:on|to)|start(?:ed)? on|begin|work on|look into) (?:the |your )?"
    r"(?:booking|reserving|reservation))\b"
)
#: The same verb as it follows "be" in a future or present that is not done yet ("I'll be
#: booking", "I'm reserving", "I'm in the process of booking").
_VERB_ING = (
    r"(?:in the process of |busy |currently |now |still |just |working on )*(?:booking|reserving|securing|"
    r"submitting|placing|finali[sz]ing|processing|locking in|grabbing|holding|confirming|"
    r"completing|arranging|handling|putting (?:it|this|that|the booking) through)\b"
)
#: What the booking is said to be, done or not, after "will be", "is being", "yet to be" (not
#: "made" or "held": "changes can be made", "the meeting will be held in Aspen").
_DONE_WORD = (
    r"(?:booked|reserved|confirmed|secured|finali[sz]ed|locked in|placed|submitted|processed|"
    r"completed|put through)\b"
)
#: The agent's own future, offer or wish before :data:`_VERB` ("I'll", "I can", "I'd be happy
#: to", "Shall I", "Want me to", "Let me"), and the same said of the booking ("Aspen will be
#: booked", "ready to be reserved").
_EN = (
    r"\b(?:i|we)\s*(?:'ll|'d|will|would|shall|should|can|could|may|might|'m going to|am going to|"
    r"'re going to|are going to|'m about to|am about to|plan to|intend to|need to|have to|must|"
    r"(?:'m|am|'re|are) (?:planning|hoping|aiming|trying|intending|preparing|getting ready|looking) to|"
    r"'m ready to|am ready to|'m happy to|am happy to|(?:would|'d) (?:be happy|love|like) to)\s+"
    rf"(?:(?:now|then|just|gladly|happily|definitely|certainly|also|go ahead and|quickly)\s+)?{_VERB}"
    rf"|\b(?:want|like|need|wish|prefer)\s+me\s+to\s+(?:(?:go ahead and|now|also)\s+)?{_VERB}"
    rf"|\b(?:shall|should|can|could|may)\s+(?:i|we)\s+(?:(?:go ahead and|now|also|just)\s+)?{_VERB}"
    rf"|\blet me\s+(?:(?:go ahead and|now|just)\s+)?{_VERB}"
    rf"|\b(?:happy|ready|glad|here) to\s+{_VERB}"
    r"|\b(?:recommend|suggest|propose)\w*\s+(?:(?:that\s+)?(?:we|i)\s+)?(?:booking|reserving|book|reserve)\b"
    r"|\b(?:will|would|can|could|shall|should|may|might|going to|about to|ready to|yet to|needs? to"
    r"|soon to|(?:is|are) to"
    rf"|has to|have to)\s+(?:(?:soon|shortly|then|now|only|just|still|also|presumably)\s+)?"
    rf"(?:be|get)\s+(?:(?:soon|shortly|then|now|only|just)\s+)?{_DONE_WORD}"
    # the agent's own future or present not done ("I'll be booking", "I'm reserving it now")
    rf"|\b(?:i|we)\s*(?:'ll|will|'d|would|shall)\s+(?:(?:soon|shortly|then|now|just)\s+)?be\s+{_VERB_ING}"
    rf"|\b(?:i|we)\s*(?:'m|am|'re|are)\s+(?:(?:now|currently|still|just)\s+)?{_VERB_ING}"
    # the booking's own present not done ("Aspen is being booked", "booking in progress")
    rf"|\b(?:is|are|'s)\s+(?:(?:now|currently|still)\s+)?being\s+{_DONE_WORD}"
    # not done yet ("I'm yet to book", "I still have to reserve it", "for you to book")
    rf"|\b(?:yet to|still (?:have|need|got) to|for you to)\s+(?:(?:go ahead and|actually)\s+)?{_VERB}"
    # the booking as a step still to take ("Next step: book Aspen.", "To do: reserve it")
    r"|\b(?:next steps?|remaining steps?|still to do|to[- ]?do\s*:)[^.?!]{0,40}?\b(?:book|reserv)\w*"
    r"|\b(?:book|reserv)\w*\b[^.?!]{0,40}?\b(?:is|are) (?:the )?next(?: step)?\b"
    r"|^(?:booking|reserving|securing|locking in)\b[^.?!]{0,40}?\bnow\b"
    # lined up for it, not yet done ("scheduled to be placed", "on the way to being booked")
    r"|\b(?:lined up|queued|scheduled|slated|due|set|teed up|earmarked|in line|on (?:the|its) way)"
    r"\s+(?:to|for)\s+(?:be(?:ing)?\s+)?(?:book|reserv|plac|submit|confirm|finali)\w*"
    r"|\b(?:almost|nearly|not quite)\s+(?:done|booked|reserved|confirmed|finali[sz]ed|complete)"
)
_DE = (
    r"\b(?:ich|wir)\s+(?:kann|konnte|konnen|werde|werden|wurde|wurden|soll|sollte|mochte|will|"
    r"wollen)\b[^.?!]{0,60}?\b(?:buchen|reservieren|bestatigen|sichern|vornehmen)\b"
    r"|\b(?:soll|sollen|kann|darf|konnte|mochtest|mochten|willst|wollen)\s+(?:ich|wir)\b"
    r"[^.?!]{0,60}?\b(?:buchen|reservieren|bestatigen|sichern)\b"
    r"|\bwird\b[^.?!]{0,40}?\b(?:gebucht|reserviert)\b(?! worden)"
    r"|\bdass (?:ich|wir)\b[^.?!]{0,60}?\b(?:buche|buchen|reserviere|reservieren)\b"
    r"|\bich (?:buche|reserviere)\b"
)
_ES = (
    r"\b(?:puedo|podria|podemos|podriamos|voy a|vamos a|quiero|debo|deberia|necesito|"
    r"(?:quieres|quiere|quieren|deseas|desea|prefieres|prefiere|gustaria) que)\s+"
    r"(?:(?:la|lo|te|le)\s+)?(?:[^.?!]{0,40}?\s)?(?:reservar|reserve|reservemos|confirmar|confirme|"
    r"asegurar|hacer la reserva)\b"
    r"|\b(?:reservare|reservaria|reservaremos|reservariamos|confirmare|confirmaria|reservara|"
    r"reservaran|sera reservad[oa]|va a ser reservad[oa])\b"
)
_FR = (
    r"\b(?:je|nous)\s+(?:peux|pourrais|pouvons|pourrions|vais|allons|dois|devrais|voudrais|"
    r"souhaite)\s+(?:[^.?!]{0,40}?\s)?(?:reserver|confirmer(?!\s+que)|faire la reservation)\b"
    r"|\bque\s+(?:je|nous)\s+(?:[^.?!]{0,30}?\s)?(?:reserve|reservions|confirme)\b"
    r"|\b(?:dois|puis|devrais)-?\s?je\s+(?:[^.?!]{0,30}?\s)?(?:reserver|confirmer)\b"
    r"|\b(?:reserverai|reserverais|reserverons|reserverions|confirmerai|sera reservee?|"
    r"seront reservee?s|va etre reservee?)\b"
)
_PROMISED = LazyPattern(f"{_EN}|{_DE}|{_ES}|{_FR}")
#: In a question, a booking verb not done asks whether to book ("Book Aspen?", "¿Reservo Aspen?"),
#: and so does an offer of the room ("Aspen is free on Tuesday - want it?", "Interested?").
_ASKED = LazyPattern(
    rf"\b{_VERB}|\b(?:buchen|buche|reservieren|reserviere|reservar|reservo|reservamos|reserver|"
    r"confirmer|confirmar)\b"
    r"|\b(?:want|like|take|grab)\s+(?:it|that|this|them|that one|this one)\s*$|^(?:interested|deal)$"
)
#: An offer of the room to the person, not made: "Aspen, if you still want it", "Aspen is available,
#: let me know" (a booked room is no longer available; "free of charge" and "open from 9" are not
#: that).
_OFFERED = LazyPattern(
    r"\bif you (?:still )?(?:want|'d like|would like|need|like) (?:it|that|this|that one|this one|"
    r"the room)$"
    r"|\b(?:is|'s|are)\s+(?:still\s+|currently\s+|now\s+)?(?:available|free|vacant|bookable)\b"
    r"(?!\s+(?:of|from|until|till|after|before|between|to (?:other|others|anyone)|for (?:other|"
    r"others|anyone)))"
)
#: An imperative that asks the person for the word that books it: "Say yes and
#: Aspen is yours", "Reply 'go' and I'll lock it" (not "reply 'cancel'").
_SAY_YES = LazyPattern(
    r"(?:^|[:;]\s*)(?:just |simply |please )?(?:say|reply|answer|respond|type|text|write|send|"
    r"give me|give)\s+"
    r"(?:me\s+)?(?:with\s+)?(?:a\s+)?[\"'\u201c\u2018]?(?:yes|yep|go|ok|okay|y|confirm|approve|"
    r"go ahead|go-ahead|the go-?ahead|the green light|the nod|the word|when|so)\b"
    # "Aspen is ready — just say the word" waits on the person (session 28); "say the word if
    # you need anything else" offers more, after a report
    r"(?!\W*(?:if|should|whenever|when) (?:you|there)\b[^.?!]*\b(?:anything|something|else|"
    r"more|change|help|other)\b)"
    r"|^(?:just |simply |please )?(?:confirm|approve)(?: (?:it|this|that|here))?\W*$"
)
#: Words that say the booking is not final ("pending", "on hold", "tentatively").
_WAITING = LazyPattern(
    r"\b(?:pending|awaiting|on hold|tentative\w*|provisional\w*|not (?:yet )?final\w*|"
    r"not (?:yet )?(?:submitted|sent|placed|processed|completed)|draft(?:ed)?|queued|in (?:the )?queue|"
    r"in progress|on standby|stand ?by|hang tight|hold tight|bear with me|(?:just )?a moment|"
    r"one moment|in (?:my|the|your) (?:cart|basket)|up to you|your (?:call|choice|decision)|"
    r"ausstehend\w*|vorlaufig\w*|pendiente|a la espera de|provisoire\w*|en attente)\b"
)
#: Words that make the booking wait on the person ("awaiting your confirmation", "I need your
#: final OK"): no report elsewhere in the message undoes them.
_YOUR = LazyPattern(
    r"\b(?:await\w*|wait\w* (?:for|on)|pending|need|needs|require|requires|"
    r"(?:once|when|after|until|till|as soon as) i (?:have|get|hear|receive))\s+"
    r"(?:(?:only|just|simply|nothing but|nothing more than)\s+)?"
    r"your\s+(?:final\s+|explicit\s+)?(?:confirmation|approval|go-?ahead|ok|okay|green light|"
    r"sign-?off|yes|reply|answer|response|word|nod|decision|input|say-?so)\b"
)
#: The person's word as a condition: "once you confirm", "after you reply", "whenever you give me
#: the nod", "until your reply".
_WHEN_YOU = (
    r"\b(?:once|when|whenever|after|as soon as|until|till|upon)\s+(?:you\s+(?:\w+\s+)?(?:confirm|"
    r"approve|say|give|reply|respond|answer|agree|are ready|ok|decide)s?|(?:receiving |getting )?"
    r"your\s+(?:final\s+)?(?:reply|answer|response|confirmation|approval|ok|okay|go-?ahead|nod|"
    r"word|yes|decision))\b"
)
#: The booking or the room held until that word ("Aspen is held for you until you reply", "the
#: booking goes through after you reply", "checkout happens after your reply"): the booking
#: waits on the person, as a promise bound to it does.
_GATED = LazyPattern(
    r"\b(?:will|'ll|goes|go through|happens|gets|proceeds|ready|held|holding|yours|selected|"
    rf"reserved for you|set aside)\b[^.?!]{{0,50}}?{_WHEN_YOU}"
)
#: The same as a condition, a promise's only ("I'll book it once you confirm"; "Let me know once
#: you confirm the headcount" waits for nothing booked).
_ONCE_YOU = LazyPattern(
    rf"{_WHEN_YOU}"
    r"|\bsobald (?:du|sie|ihr)\b|\bwarte\w* (?:auf|noch)\b"
    r"|\ben cuanto (?:confirm|me |apruebe|respond|contest)\w*|\bcuando (?:confirmes|apruebes|"
    r"respondas|contestes)\b|\bdes que (?:vous|tu)\b|\bune fois que (?:vous|tu)\b"
    r"|\bdes (?:votre|ta) (?:reponse|confirmation|accord)\b"
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
    bound = _GATED.search(folded) or _SAY_YES.search(folded)
    said = found or waiting or your or bound or _OFFERED.search(folded)
    if said is None:
        return None
    awaits = your is not None or bound is not None or _ONCE_YOU.search(folded) is not None
    return Pending(said.group().strip(), awaits)


def more(folded: str) -> bool:
    """Whether a clause is about something more than this booking ("too", "also", "again")."""
    return _MORE.search(folded) is not None


def _negated(folded: str, found: re.Match[str]) -> bool:
    return _NEGATED.search(folded[: found.start()]) is not None
