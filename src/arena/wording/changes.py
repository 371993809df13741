"""Changes a yes makes to a booking without naming a weekday, a room or a number of people.

"Yes, tomorrow", "Sí, pero al día siguiente", "Yes, but double the headcount", "Yes, and Bob and
Sue are joining too" (tester 13) and "yes, minus Bob" (session 27: one fewer than asked) say yes to another booking than the one asked for: the answer
reader (:mod:`arena.wording.answers`) reads such a yes as unclear, so that the agent asks again.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.days import DAY_WORDS, RELATIVE_DAY, TODAY

#: Facts a yes adds without naming a weekday or a number of people (tester 13): another day said
#: relative to today ("yes, tomorrow", "Sí, pero al día siguiente", "yes, today"), a change of
#: the head count ("double the headcount", "one fewer", "Bob and Sue are joining too", "plus
#: one"), and a "but" in the other languages before what to book ("Sì, ma per otto persone").
_PEOPLE_WORDS = (
    r"(?:people|persons?|guests?|seats?|chairs?|attendees?|heads?|colleagues?|participants?|"
    r"of us|personen|leute|gaste|teilnehmer|personnes?|invites|personas?|invitados|persone|"
    r"ospiti|partecipanti|mensen|gasten|deelnemers|pessoas?|convidados)"
)
#: People by role, who may come on top of the head count ("plus the client").
_ROLES = (
    r"(?:clients?|customers?|boss(?:es)?|managers?|ceo|cto|cfo|vp|directors?|visitors?|partners?|"
    r"interns?|contractors?|vendors?|candidates?|consultants?|assistants?|speakers?|investors?|"
    r"hires|others|friends?|family|kids?|wife|husband|team|lead|intern|externals?|auditors?)"
)
_FEW = (
    r"(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|a few|a couple(?: of)?|some|several|eine[rn]?|zwei|drei|"
    r"une?|deux|trois|una?|uno|dos|tres|due|tre|een|twee|drie|uma|um|duas|dois)"
)
CHANGED_FACT = LazyPattern(
    rf"{RELATIVE_DAY.pattern}"
    rf"|(?:^|[,.;:!?\u2013\u2014]|\b(?:but|and|ma|maar|mas|aber|mais|pero|und|et|y|e|en)\b) *"
    r"(?:(?:yes|ok|okay|sure|go ahead|book it|do it|but|and|only|rather|then|instead|for|on|per|"
    r"voor|para|fur|pour|am|op|le|el|il|na|no|al|a|zu|it|si|ja|oui|sim|zzyes) +){0,3}"
    # ... or with a time, the request's said as "it" (held-out tester 37: "yes, today at 4" to
    # "tomorrow at 16:00" approved)
    rf"{TODAY}(?= *(?:[,.;:!?]|$|please|instead|then|bitte|por favor|per favore|graag|s'il|"
    r"(?:(?:at|um|a|a las|alle|om|as) +)?(?:\d|it\b)))"
    r"|\b(?:double|triple|quadruple|halve|half)(?: +(?:the|our|that|it|my))?(?: +(?:head ?count|"
    r"number(?: of (?:people|attendees|guests|seats))?|count|group|team|people|attendees|guests|"
    r"seats|size|it|time|length|duration|slot|hours|minutes))\b"
    # a seat more for someone ("Yes, and add a seat for Kim", "add another chair": held-out
    # tester 36), said without a count of people
    # a part of the slot only: "Yes, just the first hour", "only the last half hour" (answers39:
    # approved a two-hour request)
    r"|\b(?:just|only) +the +(?:first|last|second|final|opening|closing) +(?:hour|half(?: +hour)?|"
    r"(?:\d+|fifteen|twenty|thirty|forty-?five) +minutes|part|bit)\b"
    # a length more than the slot asked: "yes please, add an extra hour", "another half hour",
    # "two more hours" (held-out tester 39: approved the hour asked)
    r"|\b(?:(?:an?|one|two|three|\d+) +(?:extra|additional|more|further)|another|an? +other)"
    r" +(?:(?:\d+|five|ten|fifteen|twenty|thirty|forty-?five|ninety|half an?|half a?) +)?"
    r"(?:hours?|hrs?|minutes?|mins?|half[- ]hour)\b"
    # ... or with no end, or up to a month: "yes but keep it open-ended", "yes through December"
    r"|\bopen[- ]ended\b|\b(?:through|thru|till|until|til|up to|into) +(?:the +)?(?:end of +)?"
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december|"
    r"jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b"
    # ... or for a whole month or more: "yes, book it for all of December", "for the whole month"
    r"|\b(?:for|through|thru) +(?:all of|the whole(?: of)?|the rest of|the entire) +(?:the +)?(?:"
    r"month|week|year|term|quarter|season|semester|january|february|march|april|may|june|july|"
    r"august|september|october|november|december)\b"
    # another of what was asked, unnamed: "Yes, same room, different day", "another time" (session
    # 42: approved), not "no other room"; or the count halved or doubled as "that" ("half that")
    r"|(?<!\bno )(?<!\bany )\b(?:different|another|other) +(?:day|date|time|slot|room|"
    r"weekday|week|location|place|venue|floor)\b"
    r"|\b(?:an(?:deren?|derer|dern)|ander|andere|autre|otr[oa]|altr[oa]|outr[oa]) +(?:tag|termin|zeit|"
    r"raum|woche|datum|jour|date|heure|salle|semaine|creneau|dia|fecha|hora|sala|semana|giorno|"
    r"data|ora|settimana|dag|tijd|ruimte|zaal|week)\b"
    # the slot moved or resized, unnamed: "Yes, but earlier", "but shorter", "pero una hora más
    # tarde" (session 42: approved)
    r"|\b(?:but|aber|mais|pero|ma|maar|mas|only|just|make it|start it|end it)\b[^.,;!?]{0,25}?"
    r"\b(?:earlier|sooner|shorter|longer|later|mas tarde|mas temprano|plus tot|plus tard|fruher|"
    r"spater|kurzer|langer|piu tardi|piu presto|eerder|korter|mais cedo|mais tarde)\b"
    r"|\b(?:double|triple|halve|half) +(?:that|it|this)\b(?= *(?:[,.;:!?]|$|please|pls))"
    # ... or said wrong: "Yes, wrong day though", "Yes, wrong room" (session 42: approved)
    r"|\bwrong +(?:day|date|time|room|week|weekday|count|number|head ?count|slot)\b"
    # ... or shut on the asked day, said as "that day": "Yes, the office is closed that day"
    r"|\b(?:is|are|'re|'s|be|will be) +(?:closed|shut|unavailable|booked|full) +(?:on +)?(?:that|the) +"
    r"(?:day|date)\b(?! +(?:before|after))"
    r"|\badd(?:ing)? +(?:(?:a|an|one|another|an? extra|one more|two|three|\d+) +)?(?:more +)?"
    r"(?:seats?|chairs?|places?|spots?|person|people|attendees?|guests?|participants?)\b"
    rf"|\b{_FEW} +(?:{_PEOPLE_WORDS} +)?(?:fewer|less)\b(?! +(?:thing|things|to worry))"
    rf"|\b{_FEW} +(?:more|extra|additional|mehr|weniger|de plus|de moins|mas|menos|in piu|in meno|"
    rf"meer|minder)(?: +{_PEOPLE_WORDS}\b| *(?=[,.;:!?]|$))"
    rf"|\b{_FEW} +{_PEOPLE_WORDS} +(?:more|extra|less|fewer|mehr|weniger|de plus|de moins|mas|menos|"
    r"in piu|in meno|meer|minder|a mais|a menos)\b"
    rf"|\b(?:plus|minus) +(?:{_FEW}|someone|somebody|me|guests?)\b"
    # someone more by role: "six plus the client", "half a dozen plus the boss", "six and a few
    # guests" (outside tester 27c)
    rf"|(?:\bplus|\+) +(?:(?:the|our|my|your|his|her|their|{_FEW}) +)?(?:new +)?{_ROLES}\b"
    # ... said with "and" ("yes, for 6 and the client": outside tester 33), not "and the team"
    rf"|\band +(?:the|our|my|your|his|her|their|a|an) +(?:new +)?(?!team\b|lead\b|family\b){_ROLES}\b"
    r"(?! +(?:is|are|was|were|will|would|say|says|said|agree|agrees|agreed|want|wants|like|likes|"
    r"love|loves)\b)"
    rf"|\band +(?:a few|a couple(?: of)?|some|several|a handful of) +(?:more +|extra +)?"
    rf"(?:{_PEOPLE_WORDS}|{_ROLES})\b"
    # someone more: "Bob and Sue are joining too" (not "the Contoso people are coming")
    r"|\b(?:is|are|will be|re|s) +(?:also +(?:joining|coming|attending)|(?:joining|coming|"
    r"attending|tagging along)(?: +us)? +(?:too|as well|also))\b"
    r"|\b(?:kommt|kommen) +(?:auch|noch) +(?:[a-z]+ +)?(?:mit|dazu)\b|\b(?:vient|viennent) +aussi\b"
    r"|\b(?:viene|vienen) +tambien\b|\b(?:viene|vengono) +anche\b|\b(?:komt|komen) +ook\b"
    r"|\b(?:vem|vao|vai) +tambem\b"
    r"|\b(?:ma|maar|mas|mais|pero) +(?:per|voor|para|pour|op|na|al|il|le|el|di|de|in)\b"
    # the booking moved by a span, and part of the group (outside tester 32: "yes, push it a
    # week", "sure, half of us" each booked the request as asked)
    r"|\b(?:push|move|shift|bump|postpone|delay|reschedule|bring)\w*(?: +(?:it|this|that|the +"
    r"(?:booking|meeting|room)))?(?: +(?:back|forward|out|up|on))?(?: +by)? +(?:a|an|one|two|"
    r"three|\d+|half an?) +(?:day|week|hour|month)s?\b"
    r"|\bhalf +(?:of +)?(?:us|them|the +(?:team|group|people|attendees))\b"
    # a time of day said as a moment of the working day ("yes, end of day", "ok, first thing":
    # outside tester 33), and a count given as a bound ("yes, at least 6")
    r"|\b(?:end of (?:the )?(?:day|week|business)|close of (?:play|business)|eod|cob|eow|"
    r"first thing(?: in the morning)?|start of (?:the )?day|after hours|out of hours)\b"
    rf"|\b(?:at least|at most|up to|no more than|no fewer than|more than|fewer than|less than|"
    r"minimum(?: of)?|maximum(?: of)?|max|min) +(?:it|\d+|one|two|three|four|five|six|seven|"
    r"eight|nine|ten|eleven|twelve)\b(?! +(?:days?|weeks?|hours?|minutes?|months?|times?)\b)"
    # a longer meeting than asked, in words ("yes, we may run over", "we'll need it longer
    # though": answers37, each approved the length asked)
    r"|\b(?:run(?:ning|s)? +(?:over|late|long)|over-?run\w*|go(?:ing)? +over +(?:time|the hour)|"
    r"(?:need|want|keep|have|book|take)(?: +it| +the room)?(?: +(?:a bit|a little|much|a lot|"
    r"slightly))? +longer|(?:a bit|a little|much|slightly) +longer|for +(?:the|a|the whole|the "
    r"entire|all|all the) +week|langer +dauern|plus +longtemps|durar +mas|piu +a +lungo|"
    r"langer +duren|(?<!\bno )overtime|over +time)\b"
    # ... or for weeks on end, said of the booking: "yes, for a month", "book it for two weeks"
    # (session 42: approved); not "we've waited for a month"
    r"|(?:(?<=[,;:.!\u2013\u2014] )|(?<=[,;:.!\u2013\u2014])|(?<=\bbook )|(?<=\bbook it )|"
    r"(?<=\breserve it )|(?<=\bhold it )|(?<=\bkeep it )|(?<=\bneed it )|(?<=\bwant it ))"
    r"for +(?:a|one|two|three|four|\d+|several|a few|a couple of) +(?:weeks?|months?|years?)\b"
    # ... and the Scandinavian "but" before what to book ("Ja, men på torsdag", "ja, men for 10")
    r"|(?:^|[,.;:!?] *|\b(?:ja|jo|ok|okay)\b *,? *)men +(?:pa|til|for|om|i|kl|bare|bara|kun|endast|ikke|inte|ej)\b"
)


#: A span of time said without a clock ("una hora", "eine Stunde", "un'ora", "two hours").
_SPAN = (
    r"(?:un'|mezz'|(?:una|un|uma|media|meia|an|a|one|half an|eine|einer|halbe|une|demi|dos|duas|"
    r"two|deux|zwei|due|\d+) +)(?:horas?|hours?|stunden?|heures?|ora|ore|minutos?|minutes?|minuten|"
    r"minuti|mins?)"
)
#: The slot moved with no time named, read in the answer as written: :data:`CHANGED_FACT` reads
#: it with the request's own facts said as "it", where "Sí, pero una hora más tarde" to a 14:30
#: request read "mas it" (its "tarde" the request's afternoon) and approved (session 42). A span
#: moved ("una hora más tarde", "eine Stunde früher", "an hour earlier"), or the Spanish and
#: Portuguese "later" as a yes's condition, as provisos reads "later"; a goodbye moves nothing
#: ("hasta más tarde", "nos vemos más tarde", "até mais tarde").
MOVED = LazyPattern(
    rf"\b{_SPAN} +(?:mas tarde|mas temprano|plus tard|plus tot|spater|fruher|piu tardi|piu presto|"
    r"mais tarde|mais cedo|later|earlier|sooner|despues|antes|depois|danach|vorher|dopo|prima|"
    r"apres|avant)\b"
    # ... or the verb that moves it by the span: "pero retrásalo una hora", "verschieb es 1 Stunde"
    rf"|\b(?:retras|adelant|verschieb|decal|spost|anticip)\w* +(?:\w+ +)?(?:d'|di |de |um |by )?{_SPAN}\b"
    # ... or pushed back, unnamed: "Yes, push it back a bit", "bump it up", "move it later"
    r"|\b(?:push|bump|shift)\w* +(?:it|this|that|the (?:booking|meeting|slot)) +(?:back|forward|up|out|"
    r"later|earlier)\b|\bmove +(?:it|this|that|the (?:booking|meeting|slot)) +(?:back|later|earlier)\b"
    r"|(?<!\bhasta )(?<!\bate )(?<!\bvemos )(?<!\bhablamos )(?<!\bfalamos )(?<!\ba )"
    r"(?<!\bvediamo )(?<!\bsentiamo )\b(?:mas tarde|mais tarde|piu tardi)\b"
)


#: A change of the head count alone, read in the answer as written (:data:`CHANGED_FACT` reads
#: it with the request's own facts said as "it", where "Yes, me plus six." to a request for 6
#: read "me plus it" and approved a 6-seat room for 7; outside tester 31b). Counts only: a time
#: word as written may be a day ("por la mañana", the request's morning, is "mañana").
CHANGED_COUNT = LazyPattern(
    rf"\b{_FEW} +(?:{_PEOPLE_WORDS} +)?(?:fewer|less)\b(?! +(?:thing|things|to worry))"
    rf"|\b{_FEW} +(?:more|extra|additional)(?: +{_PEOPLE_WORDS}\b| *(?=[,.;:!?]|$))"
    # ... said with a verb of coming, or people lost or off sick ("2 more are joining", "we lost
    # two", "Jeff's out sick": outside tester 34)
    rf"|\b{_FEW} +(?:more|extra|additional|others?) +(?:(?:are|is|will be|have|'re) +)?"
    r"(?:joining|coming|attending|turning up|showing up|signed up|on board)\b"
    rf"|\bwe(?:'ve| have)? +lost +{_FEW}\b"
    # "we're one short now", "we are two down" (held-out answers37: approved)
    rf"|\bwe(?:'re| are| will be|'ll be)(?: +now)? +{_FEW} +(?:short|down)\b"
    r"|\b(?!(?:it|that|this|what|which|there|here|he|she|i|we|they|you|everyone|nobody)\b)[a-z]+"
    r"(?:'s| is| are) +(?:out sick|off sick|sick|ill|absent|on leave|on holiday|on vacation|"
    r"out today|off that day|out that day)\b"
    # ... in French, German, Spanish, Italian, Dutch ("Oui, Tom est malade": session 42, approved)
    r"|\b(?!(?:il|elle|er|sie|es|el|ella|lui|lei|hij|zij|het|ce|c|das|dies)\b)[a-z]+ +"
    r"(?:est|ist|esta|e|is) +(?:malade|absente?|krank|abwesend|enferm[oa]|ausente|malat[oa]|"
    r"assente|ziek|afwezig)\b"
    rf"|\b(?:plus|minus) +{_FEW}\b(?! +(?:thing|things|point|points|percent|%|hours?|minutes?))"
    # ... or changed with no number: "head count went up", "more people are coming", "fewer
    # people now" (session 42: approved)
    r"|\b(?:head ?count|numbers?|attendance|the count)(?: +has| +have)? +(?:went|gone|going|grew|"
    r"dropped|is going|are going) +(?:up|down)?\b"
    r"|\bmore +people(?: +(?:are|will be|have))? +(?:coming|joining|attending|signed up)\b"
    r"|\b(?:fewer|less) +people(?: +(?:now|coming|than|are coming|will come))?\b"
    # a count said roughly or as a floor ("about 8 people", "8 or more", "8 or so": answers37)
    r"|\b(?:about|around|roughly|approximately|approx|circa|nearly|almost|maybe|perhaps|possibly|"
    r"probably|ungefahr|etwa|environ|unos|unas|circa) +(?:\d+|one|two|three|four|five|six|seven|"
    r"eight|nine|ten|eleven|twelve|fifteen|twenty)\b(?! *(?:days?|weeks?|hours?|hrs?|minutes?|"
    r"mins?|months?|times?|am|pm|a\.m|p\.m|o'?clock|uhr|h\b|[:.]\d))"
    r"|\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)"
    r"(?: +(?:people|persons|of us|guests|attendees))? +(?:at least|or so|or more|or fewer|or less|"
    r"give or take)\b"  # not "6 max", the count asked as the most (session 33)
    # ... or written so ("~12", "a dozen-ish", "twelve-ish": held-out tester 37, each approved)
    r"|(?<![\w~])~ *\d+\b(?! *(?:days?|weeks?|hours?|hrs?|minutes?|mins?|am|pm|h\b|[:.]\d))"
    r"|\b(?:a dozen|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|"
    r"twenty)[- ]?ish\b"
    # ... or as a round figure or a dozen, a score or a size with "or so" or "-odd" ("half a
    # dozen or so", "a score or so", "twenty-odd", "20-odd": answers38, each approved)
    r"|\b(?:a few|a couple|some|one|two|three|\d+) +more than (?:that|asked|requested|you said|planned)\b"
    r"|\b(?:dozen|score|\d+|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|"
    r"nineteen|twenty|thirty|forty|fifty)(?: +(?:people|persons|of us|"
    r"guests|attendees))? +(?:or so|or thereabouts|odd)\b|\b(?:\d+|ten|twenty|thirty|forty|fifty)-odd\b"
    # ... or by no number at all ("a handful of us", "a few of us", "a small crowd", "a bunch of
    # people": answers38, each approved)
    # ... or with a margin or a second count ("8 plus or minus", "20+", "13 or 14": answers38)
    r"|\b\d+ *(?:\+|plus or minus|\+/-|\u00b1)(?! *\d)|\b(?:\d+|one|two|three|four|five|six|seven|eight|"
    r"nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty) +or +(?:\d+|one|two|three|four|five|six|"
    r"seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty)\b(?! *(?:am|pm|o'?clock|h\b|:))"
    r"|(?<!thanks )(?<!thank you )(?<!thx )\b(?:(?:(?:a (?:small |little |big |large |good |fair )?|quite a )(?:handful|bunch|crowd|few))(?: +of +(?:us|people|"
    r"folks|guests|colleagues|attendees))?|(?:several|some|loads|lots|a lot|a load|a (?:small |big |"
    r"large )?(?:group|number)) +of +(?:us|people|folks|guests|colleagues|attendees))"
    r"(?= *(?:[,.;:!?)]|$| +(?:are|will|would|coming|attending|joining)\b))"
    # "plus" written "+" ("we'll be 6 + me", "6+2"; not the vote "+1": held-out tester 34)
    r"|\b\d+ *\+ *(?:\d+|me|myself|someone|somebody|a guest|guests?)\b"
    r"|(?<![\w+])\+ *(?:me|myself|someone|somebody)\b"
    # a number of people by role after "the" ("plus the two contractors", "and our 3 new hires"),
    # whose number the request's time may say ("… 2-3pm": held-out tester 33)
    rf"|(?:\bplus|\+|\band) +(?:the|our|my|your|his|her|their) +{_FEW} +(?:new +)?{_ROLES}\b"
    r"(?! +(?:is|are|was|were|will|would|say|says|said|agree|agrees|agreed|want|wants|like|likes|"
    r"love|loves)\b)"
)

#: Someone left out of the meeting ("yes, minus Bob", "ok, without Sam and me", "ja, ohne Anna",
#: "oui, sans moi"): one person fewer than the request's head count (session 27). "minus" takes
#: any word (a yes "minus" something is not the booking asked); the other words a name (a
#: capital) or a pronoun, as "without catering", "sans problème" leave nobody out; German "ohne"
#: a pronoun only, as German writes its nouns with a capital ("ja, ohne Weiteres" agrees).
_LEFT_OUT_PERSON = LazyPattern(
    r"(?i:\bminus) +[A-Za-z]+"
    r"|\b(?i:without|except(?: for)?|excluding|but not|apart from|sans|sauf|sin|excepto|menos) +"
    r"(?:[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)?\b|(?i:me|him|her|them|us|moi|lui|eux|nous|m[ií]|[eé]l|"
    r"ella|ellos|nosotros)\b)"
    # German writes every noun with a capital ("ohne Weiteres", "ohne Beamer"): a pronoun only
    r"|\b(?i:ohne|au(?:ss|ß)er) +(?i:mich|ihn|sie|uns|dich|euch)\b"
)


def left_out_person(text: str, others: tuple[str, ...] = ()) -> str | None:
    """The words that leave someone out of the booking in ``text`` (an answer as
    :func:`arena.wording.facts.compare` says it: the request's own room is "it"), or None.
    ``others``: the rooms and days the answer rules out, which are no people ("but not Atrium")."""
    skip = {o.strip().lower() for o in others} | set(DAY_WORDS)
    for m in _LEFT_OUT_PERSON.finditer(text):
        word = m.group().split()[-1].lower()
        if word == "it" or word in skip:
            continue
        return re.sub(r"\s+", " ", m.group())
    return None
