"""A yes that leaves the booking to someone other than the agent: the person books it themselves
("OK, I'll book it through the portal.", "Sure, I'll grab it in Outlook.", "Ja, ich buche das
über das Portal") or names who will ("Yes, tell Sam to book it.", "Sure, have Priya do the
booking.", "Let Sam book it, yes.", "Yes, my PA will take care of the booking.", "Oui, demande à
Julie de le réserver", "Sí, dile a Pedro que lo reserve").

Outside tester 28b found each of these approved, and the agent booked a room the person said
someone else would book: two bookings, or one nobody asked the agent for. The answer reader reads
such a yes as unclear (:func:`arena.wording.orders.beyond_booking`), so that the agent asks again;
"I'll book it myself" and its translations are a refusal (:data:`arena.wording.phrases.REFUSE`).

The line: the booking itself, done by a named someone or by the person ("I'll book it", "Sam
will handle the booking"). "You can book it", "let's book it", "I'd book it", "I'll take it",
"I'll let the team know" and "I'll book the catering" leave the booking to the agent or are
about something else, and approve.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

#: What is booked: the room asked, said as a pronoun or "the booking".
_IT = r"(?:it|that|this|one|the room|a room|the booking|the reservation|the room booking)"
#: Where a bare booking verb ends ("they'll book.", "Sam will book it through the portal").
_END = (
    r"(?= *(?:$|[,.;:!?)\u2013\u2014-]|(?:through|via|in|on|using|with|from|for|now|today|then|"
    r"please|pls|instead|yes|too|as well|and|but|so|if|when|once|tomorrow|later|directly|online|"
    r"out|themselves|himself|herself|themself|myself|ourselves|anyway|not)\b))"
)
#: Doing the booking: "book it", "reserve", "do the booking", "sort it", "take care of it"; not
#: "book the catering", "have it booked".
_DOES = (
    r"(?:(?:book|reserve|grab|snag|nab|secure)(?:s|ing)?(?: +" + _IT + r")?" + _END + r"|"
    r"(?:do|does|doing|make|makes|making|handle|handles|handling|sort|sorts|sorting|arrange|"
    r"arranges|arranging|organi[sz]e|organi[sz]es|organi[sz]ing|take care of|takes care of|"
    r"taking care of|deal with|deals with|look after|looks after)"
    r" +(?:out +)?(?:the +)?(?:booking|reservation)\b|"
    r"(?:handle|handles|sort|sorts|arrange|arranges|organi[sz]e|organi[sz]es|take care of|"
    r"takes care of|deal with|deals with|look after|looks after)(?: out)? +(?:it|that|this)"
    + _END
    + r")"
)
#: Words that name no one who could book: "make sure to book it", "let us", "get going".
_NO_ONE = (
    r"(?:me|us|you|yourself|yourselves|it|that|this|sure|certain|ready|going|around|on|in|up|out|"
    r"back|round|a|an|any|some|everything|all|the|to|and|or|but|so|then|just|please|go|now|"
    r"booking|booked|book|one|i|we|which|what|who|there|here|nothing|something|yes|ok|okay|sure|"
    r"agent|bot|ai|assistant|system|tool|app|portal)"
)
#: What is no one after "the": "the room booked", "the agent".
_NO_ONE_THE = (
    r"(?:room|booking|reservation|slot|meeting|space|time|date|day|afternoon|morning|agent|bot|ai|"
    r"assistant|system|tool|app|portal|calendar|invite|invitation|request|price|cost)"
)
#: Someone named: "Sam", "Jean-Marc", "my PA", "the front desk", "our office manager".
_SOMEONE = (
    r"(?:(?:my|our|his|her|their) +[a-z-]+(?: +[a-z-]+)?|the +(?!" + _NO_ONE_THE + r"\b)[a-z-]+"
    r"(?: +[a-z-]+)?|they|he|she|(?!" + _NO_ONE + r"\b)[a-z-]+)"
)
_WILL = (
    r"(?:'ll| will| can| could| should| shall| may| might|(?:'s|'re| is| are) +(?:going to|gonna))"
)
#: Who the booking is left to and how.
_LEFT_TO = [
    # "tell Sam to book it", "have Priya do the booking", "get Dana to reserve it", "ask facilities
    # to handle it", "I'll have my assistant book it"; "let Sam book it", "let me book it"
    r"\b(?:tell|ask|get|have|make|remind|instruct|want|need)s? +" + _SOMEONE + r" +(?:to +)?"
    r"(?:(?:just|go ahead and|please) +)?" + _DOES,
    r"\blet +(?:me|" + _SOMEONE + r") +(?:(?:just|go ahead and) +)?" + _DOES,
    # "my PA will take care of the booking", "Sam's going to book it", "they'll book", "Priya can
    # book it", "Sam is booking it" (not "you can book it", "that'll do", "go book it")
    r"(?:^|(?<=[\s,.;:!\u2013\u2014-]))" + _SOMEONE + r"(?:" + _WILL + r"|(?:'s|'re| is| are)(?= +"
    r"(?:(?:already|now|just) +)?[a-z]+ing\b)) +(?:(?:just|then|also|happily|gladly|already|now|"
    r"go ahead and) +)?" + _DOES,
    # "I'll book it through the portal", "I'll grab it in Outlook", "we'll do the booking",
    # "I'm booking it now", "I can book it"; not "I'd book it" (advice), "I'll take it"
    r"\b(?:i|we)(?:'ll| will| shall|'m going to| am going to|'re going to| are going to|'m gonna|"
    r" am gonna|'m| am|'re| are| can)? +(?:(?:just|then|also|quickly|now|go ahead and) +)?" + _DOES,
    # "pass it to Sam to book", "hand this over to facilities to reserve"
    r"\b(?:pass|forward|send|hand|give)\w* +(?:it|this|that|the booking|the request)(?: +over| +on)?"
    r" +to +" + _SOMEONE + r" +(?:to|for) +(?:book|reserve|handle|sort|booking)\b",
    # "Sam handles bookings", "facilities does our room bookings"
    r"\b" + _SOMEONE + r" +(?:handles|does|makes|manages|takes care of|deals with|looks after|"
    r"books|organi[sz]es|arranges) +(?:the +|our +|all +|my +)?(?:room +)?(?:bookings|reservations)\b",
    # "leave the booking to reception" (not "leave it to you")
    r"\bleave +(?:it|that|this|the booking|the reservation) +(?:to|with) +"
    r"(?!(?:you|yourself|the agent|the bot|the assistant|the ai)\b)" + _SOMEONE,
    # "the booking will be done by Sam"
    r"\b(?:booking|reservation|it) +(?:will be|'ll be|is|gets|get|can be) +(?:done|made|handled|"
    r"booked|reserved|sorted) +by +(?!you\b)",
    # German: "ich buche das über das Portal", "Sam soll es buchen", "lass Sam buchen", "ich
    # kümmere mich darum"
    r"\b(?:ich|wir) +(?:buche|buchen|reserviere|reservieren)\b",
    r"\b(?:ich|wir) +(?:kummere|kummern) +(?:mich|uns) +(?:selbst +)?(?:darum|um die buchung)\b",
    r"\b(?!(?:ich|du|sie|wir|ihr|es|das|man|ja|ok|gut|dann|bitte)\b)[a-z-]+ +(?:soll|sollte|kann|"
    r"wird) +(?:(?:es|ihn|das|den raum|die buchung) +)?(?:buchen|reservieren|ubernehmen|"
    r"erledigen)\b",
    r"\blass +(?!(?:uns|es|das|mich|dich|ihn)\b)[a-z-]+ +(?:(?:es|ihn|das) +)?(?:buchen|reservieren)\b",
    r"\b(?:das|es|die buchung|den raum) +(?:ubernimmt|erledigt|bucht|reserviert) +"
    r"(?!(?:du|ihr|sich|sie)\b)[a-z-]+",
    r"\b(?!(?:du|ihr)\b)[a-z-]+ +(?:kummert|kummern) +sich +(?:selbst +)?(?:darum|drum|um die buchung)\b",
    # French: "je m'en occupe", "je vais le réserver", "demande à Julie de le réserver", "Julie va
    # le réserver", "laisse Julie réserver"
    r"\bje +(?:(?:le|la|l') ?)?(?:reserve|reserverai|booke)\b",
    r"\b(?:je +m'en|on +s'en|[a-z-]+ +s'en) +(?:occupe|charge)\b",
    r"\bje +vais +(?:(?:le|la|l') ?)?reserver\b",
    r"\b(?:demande|dis|demandez|dites) +a +[a-z-]+ +de +(?:(?:le|la|l') ?)?reserver\b",
    r"\b(?!(?:je|tu|vous|on|ca|cela|il|oui|ok|bon)\b)[a-z-]+ +(?:va|peut|doit) +"
    r"(?:(?:le|la|l') ?)?reserver\b",
    r"\blaisse[sz]? +(?!(?:tomber|faire|moi)\b)[a-z-]+ +(?:(?:le|la|l') ?)?reserver\b",
    # Spanish: "yo me encargo", "voy a reservarlo", "dile a Pedro que lo reserve", "Pedro va a
    # reservarlo"
    r"\b(?:yo +me +encargo|me +encargo +yo|yo +(?:(?:lo|la) +)?reservo|(?:lo|la) +reservo +yo)\b",
    r"\bvoy +a +reservar\w*|\b(?:hago|haremos|hacemos) +la +reserva\b",
    r"\b(?:dile|digale|pidele|pidale) +a +[a-z-]+ +que +(?:(?:lo|la) +)?reserve\b",
    r"\b(?!(?:yo|tu|usted|si|vale|ok|bueno|eso|esto)\b)[a-z-]+ +(?:va +a +reservar\w*|se +encarga)\b",
    # Portuguese, Dutch, Italian: "eu reservo", "deixa o Pedro reservar", "ik boek het", "laat Sam
    # het boeken", "lo prenoto io", "ci penso io", "me ne occupo io"
    r"\beu +(?:(?:o|a) +)?(?:reservo|vou reservar|me encarrego|faco a reserva)\b",
    r"\bdeix[ae] +(?:o|a) +[a-z-]+ +reservar\b",
    r"\b(?:o|a) +(?!sala\b|reserva\b)[a-z-]+ +(?:vai +reservar|se +encarrega|reserva)\b",
    r"\b(?:ik|wij|we) +(?:boek|reserveer|regel)\b|\blaat +(?!(?:maar|het|ons|me|mij)\b)[a-z-]+ +"
    r"(?:(?:het|hem) +)?(?:boeken|reserveren|regelen)\b",
    r"\b(?:(?:lo|la) +prenoto|prenoto) +io\b|\bci +penso +io\b|\bme +ne +occupo\b",
    r"\bfa(?:llo|lla) +prenotare +a\b|\blascia +(?:che +)?[a-z-]+ +(?:prenoti|prenotare)\b",
]
WHO_BOOKS_RE = LazyPattern("|".join(_LEFT_TO))


def booked_by_other(folded: str) -> str | None:
    """The words of ``folded`` (an answer, folded) that leave the booking to the person or to
    someone they name, not to the agent (see the module docstring), else None."""
    found = WHO_BOOKS_RE.search(folded)
    return " ".join(found.group().split()) if found else None


__all__ = ["WHO_BOOKS_RE", "booked_by_other"]
