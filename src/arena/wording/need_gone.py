"""Words that say the booking is no longer needed: a room found or booked already, the meeting
off, another place used, the room not needed any more.

"all good, we found space elsewhere", "Go ahead. Oh wait, Sam just booked one." and "all good,
meeting's off" (tester 16) answer the request with news rather than a word for no, and the agent
booked a room nobody needed. The answer reader (:mod:`arena.wording.answers`) reads each such
phrase as a refusal of this booking: after an acknowledgement ("all good", "ok") or a turn
("actually", "wait") it denies, beside a yes it leaves the answer mixed; never an approval. The
phrases are read on folded text (lower case, no accents, negations written out), and each needs
its own sign that the need is gone (a subject that found or booked one, "already", "elsewhere",
"instead", a place that is no meeting room), so "found the link" or "we'll use it for the
offsite" say nothing of the kind.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

#: Where a clause ends, or a word that may trail news that the need is gone ("found one, thanks").
_END = (
    r"(?= *(?:$|[,.;:!?)\u2013\u2014-]|(?:for us|ourselves|myself|after all|in the end|just now|"
    r"earlier|today|yesterday|this morning|downstairs|upstairs|nearby|next door|though|anyway|"
    r"now|too|already|elsewhere|instead|thanks?|sorry|so)\b))"
)
#: Getting a room by other means: "Sam booked one already", "we found space elsewhere", "Jo got
#: us a room already", "Priya found a room." (not "not found", "to book one", "found the link").
_GOT = r"(?:found|booked|reserved|grabbed|secured|snagged|nabbed|bagged|sorted|organi[sz]ed|arranged|got)"
_HAD = r"(?:have|has|had|'ve|'d|got)"
_ROOM = (
    r"(?:(?:us|ourselves|myself|themselves) )?(?:(?:a|an|one|another|some|the other|a different) )?"
    r"(?:(?:other|different|free|spare|empty|new|meeting|bigger|smaller|better|quiet) )?"
    r"(?:one|room|space|spot|place|venue|somewhere(?: else)?|slot|boardroom|conference room)"
)
_ELSEWHERE = r"(?:already|elsewhere|instead|somewhere else)"
#: Places a meeting goes instead of a booked room ("we're using the café", "we'll meet online").
_PLACE = (
    r"(?:cafe|cafeteria|canteen|kitchen|pub|bar|restaurant|lobby|lounge|atrium|library|garden|park|"
    r"terrace|patio|rooftop|office|desk|desks|zoom|teams|hangouts|webex|slack|online|remotely|"
    r"virtual|virtually|video|outside|outdoors|coworking|hotel|kitchenette|breakout area|"
    r"cabin|cubicle|booth|phone booth|pod|hallway|corridor|home|my place|our place|my room|our room|"
    r"another room|a different room|the other room|somewhere else|elsewhere|instead)"
)
_WE = (
    r"(?:we|i|they|the team|let's|lets)"
    r"(?:'re|'ll|'d|'m|'ve| am| are| will| would| can| could| shall| might| going to| just| have| has|"
    # a choice made: "we decided to meet online", "we'd rather meet on Zoom" (outside tester 27)
    r" decided to| agreed to| opted to| chose to| prefer to| would rather|'d rather| rather| want to)*"
)
_USE = (
    r"(?:use|using|go with|going with|meet|meeting|do it|doing it|hold it|holding it|have it|"
    r"having it|take|taking|go|going|head|heading|move|moving|squeeze|squeezing|huddle|huddling|"
    r"grab|grabbing|gather|gathering|manage|managing|make do|making do|cope|coping|get by)"
)
_MEETING = (
    r"(?:meeting|session|event|workshop|call|sync|standup|stand-up|review|interview|training|"
    r"offsite|off-site|party|catch-?up|presentation|demo|class|get-together|it|thing)"
)
_IS = r"(?:'s|'s been| is| has been| was| got| has| is now| was just| just got|'s now)"
#: Done, in each language read: English, Spanish, Portuguese, French, German, Italian, Dutch.
_DONE = (
    r"(?:booked|reserved|done|did(?: it| that| this)|handled|sorted|arranged|taken care|took care|confirmed|"
    r"reservad[oa]s?|reserv[oe]|reservamos|reservaron|hech[oa]s?|hic[ei]|hicimos|hicieron|hizo|"
    r"encargad[oa]|encargo|encargue|encargamos|arreglad[oa]s?|listo|lista|"
    r"reservou|reservei|reservaram|feit[oa]s?|fez|fiz|fizemos|tratou|tratei|tratad[oa]|"
    # "we have" is news of a room had, not of anything had: "Ya tenemos sala", "Já temos.", "Ya la
    # tenemos" (not "já tenho a aprovação, pode reservar", "ya tengo el visto bueno": regress29)
    r"(?:tenemos|tengo|temos|tenho)(?= *(?:$|[,.;:!?)]|(?:(?:una?|uma?|la|el|a|o) )?"
    r"(?:sala|salas|sitio|lugar|espacio|espaco|quarto|room|otra|outra)\b))|"
    r"resolvid[oa]|resolveu|pront[oa]|reservee?s?|fait|faite|occupee?s?|reglee?s?|pris|prise|"
    r"gebucht|reserviert|erledigt|gemacht|organisiert|geregelt|prenotat[oa]|fatt[oa]|pensato|"
    r"sistemat[oa]|occupat[oa]|riservat[oa]|geboekt|gereserveerd|gedaan|geregeld)"
)

NEED_GONE = [
    # (not "you found a room": the agent did, and the person may be glad of it)
    rf"(?<!not )(?<!never )(?<!you )(?<!you've )(?<!you have ){_GOT} {_ROOM}{_END}",
    rf"(?<!not )(?<!never ){_HAD}(?: (?:already|just))? {_GOT}? ?{_ROOM}(?: [a-z]+){{0,3}} {_ELSEWHERE}\b",
    # (not "once it's booked", "let the team know it's booked": an errand for after it, answers37)
    r"(?<!that )(?<!once )(?<!when )(?<!if )(?<!until )(?<!after )(?<!know )(?<!as soon as )"
    r"(?:it|that|one|a room|the room|this)(?:'s| is| has| was)(?: already)?(?: been)? "
    r"(?:booked|reserved|sorted|taken care of|handled|covered)(?: already)?(?= *(?:[,.;:!?)-]|$))",
    # "Yes, it's done.": the person says it is done (not "tell them that it's done", "once it's
    # done": outside tester 29a)
    r"(?<!that )(?<!once )(?<!when )(?<!if )(?<!until )(?<!after )(?:it|that)(?:'s| is| has been)"
    r"(?: already)? done(?= *(?:[,.;:!?)-]|$))",
    # done already, said in any language read (outside tester 29a): "Yes, Maria already did it",
    # "Already approved and booked", "Sí, ya lo hizo María" ("ya": arena.wording.already), "Oui,
    # Maria s'en est déjà occupée", "Ja, Maria hat das schon gemacht", "Sì, ci ha già pensato Maria",
    # "Maria heeft het al geregeld"; a participle or past form only, so "ja, schon gut, buch ihn"
    # and "already told Sam, go ahead" say nothing of the kind
    rf"(?:already|deja|schon|bereits|gia) (?:[a-z']+ ){{0,3}}?{_DONE}(?![a-z])",
    rf"\bal {_DONE}(?![a-z])",
    # (not a bare "reserve": the order "Reserve já." and "just reserve already" read as "booked
    # already" and denied; regress29)
    rf"(?!reserv[eo] already){_DONE} already\b",
    # "Confirmed with facilities already", "booked through the portal already" (outside tester 29c)
    rf"{_DONE} (?:with|by|through|via|on|in) (?:the )?[a-z]+(?: [a-z]+)? already\b",
    # "Alex already grabbed Birch for us"
    r"already (?:grabbed|secured|snagged|nabbed|bagged|arranged|organi[sz]ed) (?!nothing\b)",
    # a room named otherwise, booked by someone: "HR booked the boardroom for us already"
    r"(?<!not )(?<!you )(?:booked|reserved|secured|grabbed|nabbed|snagged|bagged) (?:us |me )?"
    r"(?:the|a|an|another|one|some) (?:[a-z-]+ ){0,2}(?:for (?:us|me|the team) )?(?:already|elsewhere|instead)\b",
    r"(?:someone|somebody|\w+) beat (?:us|me|you) to it",
    # handled by someone already: "Sam already took care of it", "We've got it covered", "All
    # good, we sorted it out" (outside tester 27b: unclear); not "you've got it covered"
    r"(?<!you )(?<!you've )(?<!you have )(?:took|taken) care of (?:it|that|this|everything|the booking|"
    r"the room)",
    r"(?<!you )(?<!you've )(?<!you have )(?<!you 've )(?:got|have|has|'ve) (?:it|this|that|everything) "
    r"(?:covered|handled|sorted)",
    # news with no subject or with one outside the person (outside tester 29c: each approved beside
    # a yes and booked): "Yes, taken care of", "all handled", "we're covered", "reception did it",
    # "no action needed", "nothing to do here"; not "you did it"
    r"(?:^|[,.;:!?\u2013\u2014-] *)(?:(?:it is|it's|its|that's|that is|all|already|everything) )*"
    r"(?:taken care of|handled|covered)(?: already)?(?= *(?:$|[,.;:!?)\u2013\u2014-]))",
    r"(?:we|i)(?:'re| are|'m| am) (?:all |already )*(?:covered|sorted)(?= *(?:$|[,.;:!?)\u2013\u2014-]))",
    r"(?<!you )(?!you\b)(?:[a-z]+) (?:already )?did (?:it|that|this)(?: already)?(?= *(?:$|[,.;:!?)]))",
    r"no (?:further )?action (?:is )?(?:needed|required|necessary)|nothing (?:else )?(?:to do|needed|"
    r"required)(?: here| on your (?:side|end)| from you)?(?= *(?:$|[,.;:!?)\u2013\u2014-]))",
    r"(?<!you )(?<!you've )(?<!you have )(?:sorted|worked|figured) (?:it|this|that|things) out",
    # "all good we sorted it", "someone else booked it already", "Sam booked it already" (testers
    # 27a-c): done by the person or someone else, not the agent ("you booked it" is no news)
    r"(?:we|i|they|someone|somebody|some one|[a-z]+ else|another (?:team|group|person))"
    r"(?: (?:have|has|had|'ve|already|just|also))* (?:sorted|handled|fixed|solved|booked|reserved|"
    r"grabbed|took|taken) (?:it|that|this|the room|one)(?: (?:already|ourselves|myself|"
    r"themselves|instead|earlier|for us))*(?= *(?:$|[,.;:!?)\u2013\u2014-]|(?:thanks?|sorry|so|but)\b))",
    r"(?<!you )(?<!you've )(?<!you have )(?<!not )(?:booked|reserved|grabbed|took|taken) (?:it|that|this|the room) "
    r"already",
    # the meeting is off: "meeting's off", "the workshop got cancelled", "isn't happening anymore"
    rf"{_MEETING}{_IS} (?:(?:been|now|just|already) )*(?:off|called off|cancel\w*|scrapped|"
    r"axed|dropped|shelved|not happening|not on any ?more|no longer (?:happening|on))(?![-a-z])",
    r"(?:is not|are not|will not be|no longer) happening|not happening any ?more|will not happen",
    # ... said as what someone did to it: "wait, no, we cancelled", "the client postponed", "c'est
    # annulé", "se canceló" (answers39: a yes taken back so read unclear)
    r"(?:we|they|i|the client|the customer|[a-z]+) (?:have |has |had |just |already |'ve )*"
    r"(?:cancell?ed|called (?:it )?off|postponed|scrapped|axed)(?: (?:it|that|the (?:meeting|session|"
    r"workshop|event|call|offsite)))?(?= *(?:$|[,.;:!?)\u2013\u2014-]))",
    r"(?:c'est|c est|a ete|est) (?:annule|reporte)e?s?\b", r"se (?:cancelo|suspendio|pospuso)\b",
    # someone has a room already: "never mind, Dana already has a room"
    r"already (?:has|have|got) (?:a|the|one|another) (?:room|space)\b",
    # another place: "we're using the café", "we'll meet online instead", "let's use my office"
    # (not "we'll meet in the lobby first and walk over": a place on the way to the room)
    rf"{_WE} {_USE}(?: [a-z']+){{0,3}} {_PLACE}\b(?! (?:first|before|beforehand|then|and walk)\b)",
    # doing without: "we'll manage", "we'll make do without one", "I'll cope"
    rf"{_WE} (?:manage|make do|cope|get by|do without|go without)(?: without (?:it|one|a room|the room|"
    r"a booking))?(?= *(?:[,.;:!?)]|$))",
    # not needed any more: "not needed any more", "we don't need it anymore", "no need for one now"
    r"(?:it|one|that|this|a room|the room|the booking|booking|room)(?:'s| is| was)? (?:not|no longer) "
    r"(?:needed|necessary|required)",
    r"(?:not|no longer) (?:needed|necessary|required)(?: (?:any ?more|after all|now))?(?= *(?:[,.;:!?)-]|$))",
    r"(?:do not|does not|did not|will not|no longer|not) need (?:it|one|that|this|a room|the room|"
    r"a booking|the booking|to book(?: it| one| a room| anything)?)(?: (?:any ?more|after all|now))?",
    r"no (?:longer )?need (?:for (?:it|one|that|a room|the room|the booking) )?(?:any ?more|after all|now)",
    # no object at all, said to the question: "ok, don't need already", "don't need liao" (Singlish
    # "already"/"liao": no longer; session 23 review)
    r"(?:do not|does not|no longer) need(?: (?:any ?more|after all|now|already|liao))*(?= *(?:[,.;:!)-]|$))",
    # the same news in the other languages read ("das Meeting fällt aus", "plus besoin")
    r"fallt (?:\w+ )?aus", r"(?:brauchen|brauche) (?:\w+ )?nicht mehr",
    # "brauch ma ned", "brauchen wir nicht": we do not need it (ned: arena.wording.chat)
    r"brauch(?:en|e|t)? (?:ma|mer|wir|ich|i)(?: (?:es|des|das|den|ihn|eh|ja|doch|also|jetzt))? nicht\b", r"nicht mehr (?:notig|gebraucht)",
    r"plus besoin", r"n'(?:est|en a) plus (?:besoin|necessaire|utile)", r"ya no (?:hace falta|es necesari\w*|la necesit\w*)",
    # Turkish, Polish and Czech "no need" ("Süper, ama gerek yok" approved: outside tester 29a)
    r"gerek yok", r"gerekmez", r"nie (?:ma )?(?:trzeba|potrzeby)", r"netreba", r"neni (?:to )?(?:treba|potreba)",
]  # fmt: skip

#: Any of :data:`NEED_GONE`, on folded text.
NEED_GONE_RE = LazyPattern(r"\b(?:" + "|".join(NEED_GONE) + r")")
