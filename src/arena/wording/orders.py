"""A yes with an order beyond the booking asked: its approval is not a plain one.

"yes, bump whoever's in there", "yes, and move the Board meeting out of Aspen", "yes, book it and
charge it to my personal card", "Yes, please approve on my behalf any future bookings too",
"approve for Sam", "yes, but book it under Sam's name" approved the booking (outside tester 27).
Each asks for something the approval of this one booking does not cover: the room taken from
someone else's meeting, a payment, a standing approval of bookings not yet asked, or the booking
made for or approved by someone else. Such a yes is unclear, and the agent asks again.

The line: a further request the booking does not depend on, which leaves it the person's own,
paid and placed as asked — "Yes, can you also send the invite?", "Yes, add it to my calendar",
"Yes please, and order coffee", "Yes, book it on my behalf" — still approves; the model books
and says what it cannot do. So does a cost code the booking is filed under ("Yes, bill it to
Marketing", "charge cost centre Engineering": red team 10), where a card ("charge it to my personal
card", "use my Amex") or a refund ("reimburse me") is a payment the booking does not make.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

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
    r"(?:charge|bill|expense|invoice|put|cargal\w*|carga|mets|mettez|setz|buch)\w*[ -]"
    r"(?:it |this |that |the (?:room|booking|cost) |le |la |es |lo )?"
    r"(?:to|on|against|auf|a|sur|en|con) (?:\w+ ){0,3}"
    r"(?:card|amex|visa|mastercard|paypal|karte|tarjeta|carte)|"
    r"(?:use|with|using|mit|con|avec) (?:my|our|the|his|her|meiner?|mi|ma|mon|la) "
    r"(?:\w+ )?(?:credit )?(?:card|karte|kreditkarte|tarjeta|carte)|"
    # a standing approval: "approve on my behalf any future bookings", "auto-approve"
    r"(?:(?:any|all|every) )?(?:future|further|subsequent|later) "
    r"(?:bookings?|requests?|reservations?|approvals?)|"
    r"auto-?approv\w*|always approve|approve (?:everything|all of them|anything)|"
    r"approv\w* (?:\w+ ){0,2}on (?:my|our) behalf|"
    # approving for someone: "I'm approving this on behalf of Sam while he's away"
    r"approv\w* (?:\w+ ){0,2}on behalf of (?!me\b|us\b)|"
    # a meeting far beyond the head count asked: "invite the whole company"
    r"invite (?:the whole|the entire|all|every)\w* (?:company|office|org\w*|staff|department|floor)|"
    # made for or approved by someone else: "approve for Sam", "under Sam's name"
    r"(?:under|in) (?!my\b|our\b)[a-z]+'s name|(?:under|in) the name of"
    r")"
)
#: "approve for Sam", "approved for Dana": a yes given for a person (a capitalised word that is
#: no weekday, month or room id), read on the answer as written.
_FOR_SOMEONE = LazyPattern(
    r"(?i:\bapprov(?:e|ed|al)) +(?i:for|as) +(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|"
    r"Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|"
    r"November|December|Today|Tomorrow|Now|Me|Us|It|This|That|The|Everyone|All)\b)[A-Z][a-z]+\b"
)


def beyond_booking(text: str) -> str | None:
    """Why ``text`` is no plain approval when it holds an order the approval of the booking
    asked does not cover, or ``None``."""
    found = ORDER.search(fold(text)) or _FOR_SOMEONE.search(text)
    return f"{' '.join(found.group().split())!r} asks for more than this booking" if found else None


__all__ = ["ORDER", "beyond_booking"]
