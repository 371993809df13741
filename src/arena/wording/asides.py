"""Side remarks beside an answer that hold a "no" but say nothing about going ahead: "Approved,
no catering.", "Yes. Don't forget the projector.", "not bad, go ahead". The answer reader
(:mod:`arena.wording.answers`) reads them as if absent, so the yes decides and "No changes"
alone is unclear.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

#: What "never mind the ..." may name and still call the booking off.
THE_BOOKING = r"(?:booking|room|reservation|meeting|request|whole|idea|plan|thing|rest|question)"
#: What a side "no" may not be about: the booking itself ("no room needed", "don't need it").
_NOT_A_THING = rf"(?:{THE_BOOKING}|rooms|reservations|bookings|it|one|that|this|them|anything|not|"
_NOT_A_THING += r"need|thanks?|way|go|longer|more|anymore|already|liao|problem|worries|changes?|action|actions|further|a|an|the|any)\b"
#: A thing beside the booking, with its article: "a projector", "any catering".
_THING = rf"(?:(?:a|an|the|any) )?(?!{_NOT_A_THING})[a-z]+"
#: Where an aside may start: a clause break or a joining word ("Approved. Also, next time ...").
_CLAUSE_START = (
    r"(?:(?<=[.,;:!?\u2013\u2014] )|(?<=[.,;:!?\u2013\u2014])|(?<=\balso )|(?<=\band )|"
    r"(?<=\bjust )|(?<=^ ))"
)
#: The rest of an aside's clause, up to a "but" or a "no" (which still answer).
_UNTIL_A_NO = r"(?:(?!\b(?:but|no|not|never|nope|nah|non|nein|cancel)\b)[^.,;!?\n])*"
#: Asking to hear back, when the booking is done: "let me know once it's booked".
_REPORT_BACK = (
    r"(?:let (?:me|us) know|tell (?:me|us)|drop (?:me|us) a (?:line|note)|ping (?:me|us)|text me|"
    r"e-?mail me|message me|(?:sag|sagt|sagen sie) (?:mir |uns )?bescheid|dis[- ]moi|dites[- ]moi|"
    r"previens[- ]moi|prevenez[- ]moi|avisame|avisadme|avisa[- ]?me|me avisa|fammi sapere|"
    r"fatemi sapere|laat (?:me |het |maar )*weten)"
)
_ONCE = (
    r"when|once|as soon as|wenn|sobald|quand|des que|lorsque|une fois que|cuando|en cuanto|"
    r"quando|appena|als|zodra|wanneer|assim que"
)
_DONE = (
    r"done|booked|confirmed|finished|sorted|through|complete|completed|geklappt|erledigt|gebucht|"
    r"fertig|fait|fini|reservee?|termine|hecho|listo|lista|reservad[ao]|feito|pronto|fatto|"
    r"prenotat[ao]|gelukt|geboekt|klaar|gedaan"
)
#: What a plan of the person's own may not name: a decision, a check, a call-off, a change.
_DECIDING = (
    r"(?:confirm|decide|get back|let you know|think|check|see|approve|sign|review|look|revisit|"
    r"reconsider|come back|talk|discuss|ask|consult|verify|follow|finali[sz]e|double|book|reserve|"
    r"cancel|need|have|must|wait|pass|handle|arrange|sort|do|take|drop|kill|scrap|skip|release|"
    r"call (?:it|this|that|the|off)|let(?! (?:him|her|them|everyone|everybody|people|the \w+) know)|"
    r"move|change|switch|use|find|be|not|never|manage|cope|get|go|keep|stay|hold|host|meet|leave|"
    r"forget|stop|abort|withdraw|postpone|delay|push|sit|work|try)"
)
_PLAN_BODY = (
    rf"(?:(?!\b(?:but|no|not|never|nope|nah|non|nein|cancel\w*|{_DECIDING}\w*|sure|maybe|unless|if|"
    r"whether|first|before|again|instead|rather|other|another|different|off|unclear|perhaps)\b)"
    r"[^.;!?\n])*"
)
#: Words that say nothing about going ahead though they hold a "no": read as if absent, so
#: "Approved, no changes." approves and "No changes" alone is unclear.
_NEUTRAL = [
    r"no (?:further |other |more )?(?:changes?|questions?|comments?|notes?|edits?)",
    # "Nothing to change, book it." (requests43: "change" read as asking for one)
    r"nothing (?:to add|else|to change|to fix|to correct)", r"keine (?:weiteren )?(?:anderungen|fragen)",
    # "Yes, that's fine. No need to add anything." (heldout43: read as a yes and a no)
    r"(?:no|not) need to add (?:anything|more|any more|anything else|something)",
    r"sin (?:mas )?(?:cambios|preguntas)", r"sans (?:autres? )?(?:changements?|questions?)",
    r"aucun changement", r"pas de (?:changements?|questions?)",
    # side remarks about what the booking does not include, other bookings and reminders:
    # "Approved, no catering.", "Yes but don't order coffee.", "Don't book anything else though"
    r"(?:no|not (?:order|book|get|bring|arrange|need)(?: any)?) (?:catering|coffee|tea|food|lunch"
    r"|breakfast|snacks?|drinks?|refreshments|pizza|cake)(?: (?:needed|necessary|required|please))?",
    r"(?:kein(?:e|en)?|ohne) (?:catering|kaffee|essen|getranke|verpflegung)",
    r"sin (?:catering|cafe|comida|bebidas)", r"(?:pas de|sans) (?:traiteur|cafe|repas|boissons)",
    r"not (?:book|reserve|order|change|do) anything else(?: though)?",
    r"(?:cancel|skip|drop) (?:the )?(?:catering|coffee|tea|food|lunch|breakfast|snacks?|drinks?"
    r"|refreshments|pizza|cake)",
    # "Yes. Never mind the projector.", "Yes, don't worry about the cost.": a thing beside the
    # booking; "never mind", "don't worry about it" and "never mind the room" still call it off
    rf"(?:never ?mind|(?:do not|not) worry about) (?:the|your|my) (?!{THE_BOOKING}\b)[a-z]+",
    # a reminder beside the answer ("Yes. Don't forget the projector."), not "don't forget it"
    r"(?:do not|not) forget(?: to)?(?= +[a-z])(?! +(?:it|this|that)\b)", r"n'oubliez? pas", r"vergiss(?:t)? nicht", r"no (?:te )?olvides",
    # "Sim, pode reservar, não esquece o projetor", "non dimenticate il proiettore" (red team 14)
    r"nao (?:se )?esquec(?:e|a|am|er)(?:-se)?(?: d[eoa]s?)?(?= +[a-z])(?! +(?:isso|disso|tudo|ela|ele)\b)",
    r"non dimentic(?:are|ate|a)(?= +[a-z])(?! +(?:tutto|questo|quello)\b)",
    r"(?:do not|not|no) need to (?:ask|check|confirm|double[- ]check|wait)",
    r"(?:do not|no need to) wait (?:for|on) (?:me|us)", r"no (?:rush|hurry)",
    # a verdict on the proposal that is no go-ahead by itself: "not bad, go ahead" approves and
    # "not bad" alone is unclear ("not bad at all" and "not a bad idea" agree: _AGREE)
    r"not (?:too |that |so |half )?bad(?! (?:at all|idea)\b)",
    r"not (?:ideal|perfect|great|my favou?rite|cheap)(?= *(?:,|but\b))",
    # a "no" about a thing beside the booking (red team 10): "yes - no projector needed", "Yes, it
    # doesn't need a projector", "Yes, nobody else needs it" ("no room needed", "we don't need
    # it" and "nobody approved it" still refuse)
    rf"no {_THING} (?:needed|necessary|required)", rf"no need (?:for|of) {_THING}",
    rf"(?:do|does|did|will) not need (?!to\b){_THING}",
    rf"(?:a|an|the|any) (?!{_NOT_A_THING})[a-z]+ (?:is|are) not (?:needed|necessary|required)",
    r"(?:nobody|no ?one|noone|none of us) else (?!(?:approv|agree|ok|okay|sign|say|said|decid|"
    r"object|mind|want|need|wish|like)\w*)[a-z]+",
    r"(?:nobody|no ?one|noone) else (?:needs|wants|uses|is using|has booked|booked) (?:it|this|that)\b",
    # asides beside a yes (red team 10): advice for next time ("Approved. Also, next time please
    # give me more notice"; "Book it next time" still defers), thanks for asking ("Yes — and
    # thank you for asking rather than just booking it like last time!") and no time to look
    # ("Go ahead. I don't have time to look at this"); none reaches past a "but" or a "no"
    rf"{_CLAUSE_START}next time,? (?:please|pls|could you|can you|would you|try|give|ask|tell|"
    rf"send|remember|make sure|be sure|let me know|i'?d (?:like|appreciate|prefer)|i would|"
    rf"it would be){_UNTIL_A_NO}",
    rf"thanks? (?:you )?(?:so much |very much )?for (?:asking|checking|checking in|the heads[- ]up|"
    rf"letting me know|confirming|running it by me){_UNTIL_A_NO}",
    r"(?:do not|did not|not|no|never) (?:have |got |get )?(?:the |any |much |enough )?time to "
    r"(?:look|check|read|review|go through|dig into|think)(?: (?:at|into|over|through|about))?"
    r"(?: (?:it|this|that|the details|everything))?(?: (?:right )?now| today)?",
    # a request to hear back once it is booked ("Yes, book it and drop me a line when it's
    # done", "Sag Bescheid, wenn es geklappt hat", "Dis-moi quand c'est fait": red team 14):
    # "when" there waits on the booking, not the booking on something
    rf"{_REPORT_BACK},? (?:{_ONCE})(?: [a-z']+){{0,3}} (?:{_DONE})(?: (?:it|hat|ist|sind|is))?(?= *(?:[.,;!?\n]|$))",
    # asking to keep the booking, or to do it well ("Yes, no need to cancel anything", "Go ahead.
    # Don't drop the ball", "don't let me down"): a negated call-off idiom calls nothing off
    r"(?:there is |there's )?(?:no|not|do not|does not) need to cancel(?: (?:anything|it|this|that|a thing))?",
    r"(?:do not|never|not) (?:drop the ball|let (?:me|us|them|the team) down|double[- ]?book(?: it| this| that)?|"
    r"(?:mess|screw|muck|foul) (?:it|this|that) up|cancel on (?:me|us))",
    r"(?:no|not|do not) need to (?:call|ring|phone|reply|respond|e-?mail|text|message|ping|write|"
    r"get back to|come back to)(?: (?:me|us|back))?",
    # the person's own plans beside a yes, to the end of its sentence ("Yes, book it. I'll send
    # the agenda tomorrow.", "Sure. I'll stop by later."): no word of deciding, checking, calling
    # off, changing or waiting in it ("I'll confirm later", "I'll book it myself" still count)
    rf"(?<=[.;!\u2013\u2014] )i(?:'ll| will| shall| am going to|'m going to) (?!{_DECIDING}\b)"
    rf"[a-z]+{_PLAN_BODY}(?= *(?:[.;!\n]|$))",
]  # fmt: skip
NEUTRAL_RE = LazyPattern(r"\b(?:" + "|".join(_NEUTRAL) + r")\b")
