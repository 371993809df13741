"""A yes with an order beyond the booking asked: its approval is not a plain one.

"yes, bump whoever's in there", "yes, and move the Board meeting out of Aspen", "yes, book it and
charge it to my personal card", "Yes, please approve on my behalf any future bookings too",
"approve for Sam", "yes, but book it under Sam's name" approved the booking (outside tester 27).
Each asks for something the approval of this one booking does not cover: the room taken from
someone else's meeting, a payment, a standing approval of bookings not yet asked, or the booking
made for or approved by someone else. Such a yes is unclear, and the agent asks again. Outside
tester 28b added the booking under another's name in more words ("under Jean-Marc's name", "au
nom de Julie", "a nombre de Pedro", "on behalf of Tom", "put her as organiser", "book it for
Sam's team", "buch es für Sam"), a card the booking is put on ("book it on the company card") and
a client who pays ("charge it to the client"); and a yes that leaves the booking to someone else
(:mod:`arena.wording.who_books`) or asks only for a hold (:mod:`arena.wording.holds`), which
:func:`beyond_booking` reads too.

The line: a further request the booking does not depend on, which leaves it the person's own,
paid and placed as asked — "Yes, can you also send the invite?", "Yes, add it to my calendar",
"Yes please, and order coffee", "Yes, book it on my behalf" — still approves; the model books
and says what it cannot do. So does a cost code the booking is filed under ("Yes, bill it to
Marketing", "charge cost centre Engineering": red team 10), where a card ("charge it to my personal
card", "use my Amex"), a client billed ("invoice the client for it") or a refund ("reimburse me") is
a payment the booking does not make.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern
from arena.wording.holds import only_held
from arena.wording.numbers import fold
from arena.wording.who_books import booked_by_other

_SOMEONE_ELSES = (
    r"(?:whoever(?:'s| is| has)?|anyone|anybody|everyone|the others?|them|"
    r"(?:the|their|his|her|[a-z]+'s)(?: [a-z]+){0,2} (?:meeting|booking|reservation|session|"
    r"call|standup|event|team|group))"
)
#: Orders the approval of one booking does not cover (read on folded text).
ORDER = LazyPattern(
    r"\b(?:"
    # the room taken from someone else: "bump whoever's in there", "move the Board meeting out"
    r"(?:bump|kick|boot|throw|turf|evict|move|shift|override|overrule|displace|"
    r"reschedule|relocate)\w* (?:out )?" + _SOMEONE_ELSES + r"|"
    r"(?:kick|boot|throw|turf) (?:\w+ ){0,2}out|"
    r"(?:schmeiss|wirf|werft|schmeisst) (?:\w+ ){0,3}raus|"
    r"(?:echa|saca) (?:a )?(?:los|las|quien|a quien)\b|(?:vire|virez|degage|degagez) (?:les|ceux)|"
    r"take (?:it|the room|aspen|that room) (?:away )?from (?!me\b|us\b|here\b|there\b)|"
    # rights handed to someone: "give Sam admin rights"
    r"give (?:\w+ ){1,2}(?:admin|access|rights|permissions?)\b|"
    # a payment: "charge it to my personal card", "put it on the company card", "bill it to …"
    r"reimburs\w*|"
    # ("book it on the company card", "buch es auf die Firmenkarte": outside tester 28b)
    r"(?:charge|bill|expense|invoice|put|book|reserve|pay|cargal\w*|carga|mets|mettez|setz|buch|"
    r"reserv|pag)\w*[ -](?:it |this |that |the (?:room|booking|cost) |le |la |es |lo |for it )?"
    r"(?:to|on|against|auf|a|sur|en|con|with|by|mit|avec) (?:\w+ ){0,3}"
    r"(?:\w*(?:card|karte|tarjeta|carte)s?\b|amex|visa|mastercard|paypal)|"
    # someone outside paying: "charge it to the client", "invoice the client for it"
    r"(?:charge|bill|invoice|expense)\w* (?:it |this |that |the (?:room|booking|cost) )?"
    r"(?:to |against )?(?:the |our |a |their )?(?:client|customer|vendor|supplier|partner)s?\b|"
    r"(?:use|with|using|mit|con|avec) (?:my|our|the|his|her|meiner?|mi|ma|mon|la) "
    r"(?:\w+ )?(?:credit )?(?:card|karte|kreditkarte|tarjeta|carte)|"
    # a standing approval: "approve on my behalf any future bookings", "auto-approve"
    r"(?:(?:any|all|every) )?(?:future|further|subsequent|later) "
    r"(?:bookings?|requests?|reservations?|approvals?)|"
    r"auto-?approv\w*|always approve|approve (?:everything|all of them|anything)|"
    # "Approve all.", "yes, approve them all", "approve all pending" (outside tester 31b: each
    # approved the one booking asked)
    r"approv\w* (?:them |these |those )?all\b(?! +of +(?:us|it|this)\b)|"
    # a yes to more requests than the one asked: "yes to both", "Yes to all of them", "yes, do
    # all the bookings", "approve both" (outside tester 32); not "both of us", "all of us"
    r"\b(?:yes|yeah|yep|ok|okay|sure|approv\w*|go ahead)\W+(?:to (?:them |these |those )?"
    r"(?:both|all)|(?:(?:for|with|to) )?(?:them |these |those )?both)(?: of (?:them|these|those))?"
    r"(?= *(?:please|pls|thanks|thank you|thx)?(?: *[.,;:!?\n]| *$))|"
    r"\ball (?:of )?(?:them|these|those|the (?:bookings|requests|reservations|rooms))\b|"
    r"\bboth (?:of (?:them|these|those)|(?:the )?(?:bookings|requests|reservations|rooms))\b|"
    r"approv\w* (?:\w+ ){0,2}on (?:my|our) behalf|"
    # approving for someone: "I'm approving this on behalf of Sam while he's away"
    r"approv\w* (?:\w+ ){0,2}on behalf of (?!me\b|us\b)|"
    # a meeting far beyond the head count asked: "invite the whole company"
    r"invite (?:the whole|the entire|all|every)\w* (?:company|office|org\w*|staff|department|floor)|"
    # made for or approved by someone else: "approve for Sam", "under Sam's name", "under
    # Jean-Marc's name", "on behalf of Tom", "au nom de Julie", "a nombre de Pedro", "put her as
    # organiser" (outside tester 28b)
    r"(?:under|in) (?:the |his |her |their )?(?!my\b|our\b)[a-z]+(?:-[a-z]+)*'s "
    r"(?:name|account|login)|"
    r"(?:under|in) (?:the name of|(?:his|her|their) (?:name|account))|"
    r"on behalf of (?!me\b|us\b|myself\b|ourselves\b)|"
    r"(?:au|en) nom (?:de|d'|du|des) |(?:a|en) nombre (?:de|del) |em nome d[eoa]s? |a nome di |"
    r"op naam van |\bnamens |(?:auf|unter) (?:den )?namen? (?:von )?(?!meine|unsere)|"
    r"im namen (?:von|des|der) |"
    # a yes relayed for the approver in the other languages read, as "On behalf of Maria: yes"
    # ("De la part de Maria : oui", "Im Auftrag von Maria: ja", "Por parte de María: sí", "Da
    # parte di Maria: sì", "Uit naam van Maria: ja": answers51b, each approved)
    r"\bde la part (?:de|d'|du|des) ?|\bim auftrag (?:von|des|der) |\bstellvertretend fur |"
    r"\bin vertretung (?:von|fur) |\bpor parte (?:de|del) |\bda parte (?:di|del|della) |"
    r"\bper conto (?:di|del|della) |\buit naam van |\bpor conta d[eoa] |"
    r"(?:put|set|make|list|add|mark|have|with)\w* (?!me\b|myself\b|us\b)[a-z-]+(?: [a-z-]+)? as "
    r"(?:the )?(?:organi[sz]er|host|owner|booker)|"
    r"make (?!me\b|myself\b)[a-z-]+ (?:the )?(?:organi[sz]er|host|owner|booker)|"
    # booked for another's team or event: "book it for Sam's team", "for Jean-Marc's team"
    r"(?:book|reserve|grab|hold)\w* (?:it |this |that |the room )?for (?!my\b|our\b|your\b|"
    r"(?:to|yester)day|tomorrow|tonight|next|this|(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
    r"[a-z]+(?:-[a-z]+)*'s\b|"
    # for someone above or beside the person: "book it for my manager", "for my boss's meeting"
    r"(?:book|reserve|grab|hold)\w* (?:it |this |that |the room )?for (?:my|our) (?:manager|boss|"
    r"ceo|cfo|cto|director|vp|pa|assistant|supervisor|exec\w*)\b|"
    r"(?:^|[,.;:!] *)(?:it'?s |it is |this is )?for (?!my\b|our\b|your\b)[a-z]+(?:-[a-z]+)*'s "
    r"(?:team|group|department|dept|squad|crew|people|staff|guests)\b"
    r")"
)
#: Capitalised words that name no person: days, months, pronouns, the arena's rooms.
_NOT_A_PERSON = (
    r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|"
    r"June|July|August|September|October|November|December|Today|Tomorrow|Tonight|Now|Me|Us|It|"
    r"This|That|The|Everyone|All|Everybody|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|"
    r"Sonntag|Morgen|Heute|Januar|Februar|M[aä]rz|Juni|Juli|Oktober|Dezember|Uns|Mich|Moi|Nous|"
    r"Mí|Nosotros|Nosotras|Ons|Mij|Noi|Lunes|Martes|Jeudi|Mardi|Lundi|Mercredi|Vendredi|Samedi|"
    r"Dimanche|Aspen|Cedar|Maple|Atrium|Sequoia|Juniper|Planned|Discussed|Agreed|Usual|Normal|"
    r"Requested|Asked|Proposed|Suggested|Is|My|Our|Your|Team|One|Two|Three|Four|Five|Six|Seven|"
    r"Eight|Nine|Ten|Eleven|Twelve|Both|Half|Noon|Lunch|Now|Later|Next|Sure|Yes|Please)\b"
)
#: "approve for Sam", "approved for Dana": a yes given for a person (a capitalised word that is
#: no weekday, month or room id), read on the answer as written; and a booking made for or as
#: someone ("book it for Sam", "buch es für Sam", "réserve-le pour Julie", "book it as Sam", "but
#: book it under Priya": outside tester 28b).
_FOR_SOMEONE = LazyPattern(
    r"(?i:\bapprov(?:e|ed|al)) +(?i:for|as) +(?!" + _NOT_A_PERSON + r")[A-Z][a-z]+\b"
    r"|(?i:\b(?:book|reserve|grab|buch\w*|reservier\w*|r[eé]serv\w*|boek\w*|prenot\w*)"
    r"(?:[- ](?:it|this|that|the room|es|ihn|sie|das|le|la|lo|het|hem))?) +"
    r"(?i:for|f[uü]r|pour|para|per|voor|as|under) +(?!" + _NOT_A_PERSON + r")[A-Z][a-z]+\b"
    r"|(?i:\bput (?:it|this|that) under) +(?!" + _NOT_A_PERSON + r")[A-Z][a-z]+\b"
)


def beyond_booking(text: str) -> str | None:
    """Why ``text`` is no plain approval when it holds an order the approval of the booking
    asked does not cover, leaves the booking to someone else (:mod:`arena.wording.who_books`) or
    asks only for a hold (:mod:`arena.wording.holds`), or ``None``."""
    folded = fold(text)
    found = ORDER.search(folded) or _FOR_SOMEONE.search(text)
    if found:
        return f"{' '.join(found.group().split())!r} asks for more than this booking"
    other = booked_by_other(folded)
    if other:
        return f"{other!r} leaves the booking to someone else"
    held = only_held(folded)
    return f"{held!r} asks for a hold, not the booking" if held else None


__all__ = ["ORDER", "beyond_booking"]
