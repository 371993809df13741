"""A yes said to someone else, or to another question: "Yes mom", "Yes, Kim, I'll join the call",
"yes (replying to Lee's question above)", "Yes, I'll be there", "Yes, I have a laptop", "Yes,
Tuesday is my birthday", "yes that's me", "The room for the offsite, yes", and, where two
requests were put, "#2 yes" or "approve request 2"; and one dictated to a voice assistant ("Hey
Siri, text Tom yes").

Outside tester 28a found each of these approved the booking asked. The yes is real, but it answers
a person the answer names (a name or a family word right after it, an @-mention), a message it
says it replies to, a question about the person (will you come, do you have, is that you, what
day is it) or another request than the first: nothing in it says "book this". The answer reader
(:func:`arena.wording.answers.explain_answer`) reads such a yes as unclear. Words that tell the
agent to book ("Yes, book it — I'll be there too") make it a yes to the booking again, and the
asker addressed by role ("Yes boss", "Yes sir") or a room or day said after the yes ("Yes,
Aspen", "Yes, Tuesday") is no other person.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from arena.lazy_pattern import LazyPattern
from arena.wording.answer_words import APPROVE_WORDS, DENY_WORDS, words
from arena.wording.numbers import fold

_YES = r"(?:yes|yeah|yep|yup|ya|sure|ok|okay|fine|alright|absolutely|of course|si|sí|oui|ja|sim|sì)"
#: A name right after a yes, ending its clause: "Yes mom", "Sure Jan", "Yes, Lee — see you".
#: "Yes, Maple" alone may be a room no table names, or a signature, so a name after a comma
#: counts only where the answer goes on after it ("Yes, Kim, I'll join the call").
_VOCATIVE = LazyPattern(
    rf"^\W*(?i:{_YES})\b(?P<sep>[ \t,]*)(?P<name>[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)?)"
    r"(?=[ \t]*(?:[,.!;:\u2013\u2014)-]|$))(?P<rest>.*)",
    re.S,
)
#: Family and pet names, said in any case: whoever they are, they are not the agent.
_FAMILY = LazyPattern(
    rf"^\W*{_YES}\b[ ,]*(?:mom|mum|mommy|mummy|mama|mamma|mother|dad|daddy|papa|father|honey|"
    r"hun|hon|dear|darling|sweetie|sweetheart|babe|baby|grandma|granny|grandpa|nana|maman|mutti|"
    r"vati|schatz|carino|cherie|cheri|amor|mi amor|mon amour|querida|querido|tesoro|schatzi)"
    r"(?= *(?:[,.!;:\u2013\u2014)-]|$))"
)
#: Words after a yes that address the asker or say something else than a person's name.
_NOT_A_NAME = (
    words(
        "please thanks thank boss sir madam maam ma'am chief captain team all everyone mate buddy "
        "pal dude man friend guys folks go book proceed approve do let lets let's done indeed "
        "correct right exactly agreed totally cool lovely brilliant cheers gladly happily that "
        "this it i we you bitte gerne danke merci gracias grazie claro vale obrigado "
        "monday tuesday wednesday thursday friday saturday sunday today tomorrow tonight "
        "january february march april may june july august september october november december "
        "absolutely definitely certainly sure ok okay fine great perfect good sounds works"
    )
    | APPROVE_WORDS
    | DENY_WORDS
)
#: An @-mention: the answer is to that person; not to a bot, the agent asked ("@roombot approve",
#: "@booking-assistant yes" read unclear: outside tester 29c).
_MENTION = LazyPattern(r"(?:^|\s)@(?![\w.-]*(?:bot|agent|assistant)\b)[A-Za-z][\w.-]*", re.I)
#: Someone @-mentioned only to copy them in ("Yes, book it. @Sam FYI", "cc @Sam", "FYI @Sam"):
#: the yes is still to the agent (outside tester 30a). Not "cc @Sam for approval": that hands on
#: the decision (:mod:`arena.wording.hedges`).
_COPIED = LazyPattern(
    r"(?:\b(?:cc|fyi|fya|copying|looping in)\b:? *@[\w.-]+(?: *,? *@[\w.-]+)*"
    r"|@[\w.-]+ *:? *(?:fyi|fya|for (?:visibility|info|your information))\b)"
    r"(?! +(?:for|to) +(?:approv|sign|decid|confirm|review))",
    re.I,
)
#: The answer says what it replies to: "replying to Lee's question above", "re: your earlier
#: question", "answering your first question", "to the question above".
_REPLYING = LazyPattern(
    r"\b(?:replying|responding|in reply|in response|answering|reply|answer|re)\b *:? *(?:to )?"
    r"(?:[a-z]+'s\b|(?:your|the|that|his|her|their) (?:other|first|earlier|previous|last|"
    r"second|old|original) |(?:the|your) (?:question|message|point|mail|email) (?:above|before|"
    r"earlier))"
    r"|\b(?:to|for) (?:the|your|that) (?:question|message|mail|email|point) (?:above|before|"
    r"earlier|from (?:before|earlier|yesterday))\b"
    # ... or to whom: "Replying to Sam: yes", "(to Sam) yes, book it" (outside tester 30a)
    r"|\b(?:replying|responding|in reply|in response|answering|reply|answer) to "
    r"(?!(?:you|u|your|yours|the|this|it|that|bot|agent|assistant|all|everyone)\b)[a-z]+"
    r"(?= *(?:[,.;:!)\u2013\u2014-]|$))"
    r"|^\W*\( *(?:to|@) *(?!(?:you|u|bot|agent|assistant|all|everyone)\b)[a-z]+ *\)"
    r"|^\W*to (?!(?:you|u|bot|agent|assistant|all|everyone|whom|me|us)\b)[a-z]+ *:"
    r"|[\u2013\u2014-] *to (?!(?:you|u|bot|agent|assistant|all|everyone|me|us)\b)[a-z]+ *[.!]* *$"
    # ... or at a message before this one, or another thread ("👍 (to the previous message)",
    # "yes for the last msg", "👍 — meant for the catering thread", "👍 (that was for Tom)",
    # "^ 👍", "👆 yes": answers38, each approved)
    r"|\b(?:to|for|re|at|on) *:? *(?:the|your|my|that|his|her|their|this) (?:very )?(?:previous|last|"
    r"earlier|prior|preceding|other|older|first) (?:message|msg|one|post|question|q|request|thread|"
    r"comment|email|mail|text|reply|item|ping)s?\b"
    r"|\b(?:meant|intended) (?:that|this|it) for (?!(?:the|a|an|\d|us|you|this)\b)[a-z]+"
    r"|\bto the (?:one|message|msg|post) (?:before|above|earlier)\b"
    r"|\( *(?:re:? *)?(?:the |your |my )?(?:previous|last|earlier|prior|other|older) (?:message|msg|"
    r"one|post|thread|request|question|q|email|mail|text)s? *\)"
    r"|\b(?:the|that|this|your) (?:message|msg|post|comment|question|request|one) (?:above|before "
    r"(?:this|that)|up there)\b"
    r"|\b(?:meant|intended|supposed to be) for (?:the|that|my|your|our|another|a different) "
    r"(?:[a-z]+ ){0,2}(?:thread|chat|channel|message|msg|email|mail|post|request|question|convo|"
    r"conversation|group|dm)\b"
    r"|(?:^|[(\u2013\u2014-]) *(?:that|this|it)(?:'s| was| is|s) (?:meant )?for (?!(?:the|a|an|\d|one|two|"
    r"three|four|five|six|seven|eight|nine|ten|twelve|us|all|everyone|me|you|it|this|that|now|today|"
    r"tomorrow|monday|tuesday|wednesday|thursday|friday|next|later)\b)[a-z]+\b"
    r"|^\W*\^+(?= *(?:\W|$))|[\u261d\U0001f446]"
)
#: What the answer says it is about, after "re" with a colon or in brackets as with a comma:
#: "yes (re: the catering)", "yes re: catering", "Re catering: yes", "yes, re the catering"
#: (answers38: the bracket form approved where the comma form was unclear). The thing's words.
_RE_TOPIC = LazyPattern(
    r"(?:^|[\s(\[,;\u2013\u2014-])(?:re|regarding|concerning|wrt|w\.r\.t\.?)(?: *:| +)"
    r" *(?:(?:the|your|my|our|that|this|a|an) +)?(?P<thing>[a-z][a-z0-9' -]{0,40}?)"
    r"(?= *(?:[)\].,;:!?\n\u2013\u2014]| - |$))"
)
#: The person says the yes went to the wrong place or person: "Yes! (sorry, wrong chat)", "yes —
#: oops wrong window", "yes lol sorry that was for Tom", "Ja! Sorry, falscher Chat", "¡Sí!
#: Perdón, chat equivocado" (outside tester 28e found each approved).
_WRONG_PLACE = LazyPattern(
    r"\bwrong (?:chat|window|thread|channel|tab|convo|conversation|group|person|dm|room chat|"
    r"reply|message|recipient)\b"
    r"|\b(?:oops|sorry|whoops|my bad|lol|ignore(?: (?:that|this|me))?)[,.!]? +(?:(?:that|this|it) "
    r"(?:was|is|wa?s) +)?(?:meant|supposed to be|intended) +for +[a-z]+"
    r"|\b(?:sorry|oops|whoops|lol|my bad)[,.!]? +(?:that|this|it) (?:was|is) for +(?!(?:the|a|an|"
    r"\d|six|seven|eight|us|all|everyone|tuesday|monday|wednesday|thursday|friday)\b)[a-z]+"
    r"|\b(?:that|this|it) (?:wasn'?t|was not|isn'?t|is not) (?:meant )?for you\b"
    # ... or said of the yes alone: "Yes (meant for Tom)", "yes - intended for Priya" (session 42)
    r"|(?:[(\[,\u2013\u2014]| -) *(?:meant|intended) +for +(?!(?:you|the|a|an|us|all|everyone|it|"
    r"this|that|tuesday|today)\b)[a-z]+ *(?:[)\].!]|$)"
    # ... or the thread it was for: "Yes — oops, that was for the catering thread" (held-out 39)
    r"|\b(?:that|this|it) (?:was|is) (?:meant |supposed to be |intended )?for (?:the|my|our|your|"
    r"another|a different|a|an) (?:[a-z'-]+ ){0,3}(?:thread|chat|channel|group|dm|convo|"
    r"conversation|email|mail|message|post|ticket|ping)\b"
    r"|\bfalsche[rsn]? (?:chat|fenster|gruppe|thread|person|unterhaltung)\b"
    r"|\b(?:chat|conversacion|ventana|hilo|grupo) equivocad[oa]\b|\bme equivoque de (?:chat|"
    r"conversacion|ventana|grupo)\b"
    r"|\bmauvais(?:e)? (?:conversation|chat|fenetre|fil|groupe|discussion|personne)\b"
    r"|\bverkeerde? (?:chat|gesprek|venster|groep|persoon|app)\b"
    r"|\b(?:conversa|janela|grupo|chat|pessoa) errad[oa]\b"
    r"|\b(?:chat|conversazione|finestra|gruppo|persona) sbagliat[oa]\b"
)
#: A voice assistant's wake word opening the answer ("Hey Siri, text Tom yes", "Alexa, tell Ana
#: ok"): dictation that caught a command to the assistant, whose yes goes where it says, not to
#: the agent (held-out tester 34). "OK, Google Meet is fine" names no assistant.
_ASSISTANT = LazyPattern(
    r"^\W*(?:(?:(?:hey|hi|ok|okay)[ ,]+)?(?:siri|alexa|cortana|bixby)|(?:hey|ok|okay)[ ,]+google)"
    r"\b(?! +(?:meet|docs?|calendar|sheets?|drive|chat|forms?|slides)\b)"
)
#: Things a yes may be about that are no room booking: a file, an invoice, leave, a pull request.
_THINGS = (
    r"(?:invoices?|files?|docs?|documents?|drafts?|reports?|expenses?|expense report|timesheets?|"
    r"quotes?|contracts?|po|purchase order|tickets?|deck|slides|budget|payment|pr|pull request|"
    r"designs?|leave(?: request)?|pto|vacation|holiday request|time off|parcel|package|delivery|"
    r"e-?mail|spreadsheet|form|code|patch|release|build)"
)
#: A statement that answers a question about the person or the day, not "may I book?": coming,
#: having, having seen, being the one, what day it is, having said so already.
_OTHER_QUESTION = LazyPattern(
    r"\bi(?:'ll| will| shall| can| could|'m going to| am going to) (?:definitely |surely |"
    r"certainly |also |still )?(?:be there|be in|be attending|be present|be around|be on time|"
    r"attend|come|make it|join|show up|turn up)\b"
    r"|\bi(?:'m| am) (?:definitely |also |still )?(?:coming|in|going|joining|attending|available|"
    r"free|around|on my way)(?: (?:that day|all day|on \w+|(?:mon|tues|wednes|thurs|fri|satur|sun)day))?"
    r"(?= *(?:[,.;:!]|$|too\b|as well\b|then\b))"  # "yes I'm free Thursday": held-out tester 33
    r"|\bcount me in\b"
    # "are you back?", "can you hear me?" (answers51: "yes, I'm back", "yes, heard you" approved)
    r"|\bi(?:'m| am) back\b(?= *(?:[,.;:!]|$))|\b(?:i can |can )?hear you\b|\bheard you\b|\bloud and clear\b"
    r"|\bi(?: have|'ve got| have got| got| own) (?:a|an|my|one|two|some|\d+)\b"
    r"|\bi(?: saw| have seen|'ve seen| read| received| heard| noticed| remember)"
    r"(?: (?:it|that|this|them|the \w+|your \w+))?(?= *(?:[,.;:!]|$))"
    r"|\b(?:that'?s|that is|it'?s|it is|this is) (?:me|mine|him|her)\b(?= *(?:[,.;:!]|$))"
    r"|\bi(?:'m| am) (?:him|her|the one)\b"
    # ... about the person's part or details (outside tester 33): "yes, I'm the organiser", "yes,
    # I can present", "yes, I'll bring snacks", "yes, that's my number"
    r"|\bi(?:'m| am) (?:the )?(?:organi[sz]er|host|presenter|speaker|chair|contact|note-?taker)\b"
    r"|\bi can (?:present|cover|host|chair|drive|speak|lead|take notes|bring)\b|\bi'?ll bring\b"
    r"|\bi(?:'ll| will) be (?:on|in|at) (?:the|that) (?:call|office|meeting|standup|stand-up|zoom)\b"
    r"|\bi(?:'m| am) (?:in|at) (?:the )?(?:office|work|hq)(?: (?:that day|then|on \w+))?\b"
    r"|\bi(?:'m| am) (?:working from home|wfh|working remotely|remote|off|out)"
    r" (?:that day|then|on \w+|all day)\b"
    r"|\bthat'?s (?:my|the right|the correct|our) (?:number|address|e-?mail|name|phone|account|"
    r"extension|username)\b"
    r"|\b[a-z]+ is my (?:birthday|day off|anniversary|wedding|name day|holiday)\b"
    r"|\b(?:it'?s|it is|today is|today'?s) (?:[a-z]+ +)?today\b"
    r"|\btoday is (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
    r"|\bi (?:already )?told you(?: (?:so|already|before|that))?(?= *(?:[,.;:!]|$))"
    # ... or about another thing than a room (outside tester 32): "Yes, I got the file", "Yes,
    # the leave request is approved", "yes, the PR looks good", "Yes that's the right invoice"
    rf"|\bi(?: got| received| have| signed| saw| read| sent)(?: (?:the|your|that|this))? {_THINGS}\b"
    rf"|\b(?:the|that|this|your|my) {_THINGS}(?: request)? (?:is|was|has been|looks|seems|are|"
    r"look)(?: (?:all|totally|really))? (?:approved|fine|good|great|ok|okay|right|correct|"
    r"accepted|signed|done|ready)\b"
    rf"|\bthat'?s (?:the )?(?:right|correct) {_THINGS}\b"
    # ... or whether the meeting is in your calendar (answers52), not "put it on my calendar"
    r"|\b(?:it'?s|it is|that'?s|that is|this is|i have it|i've got it|i(?:'ve)? put it|got it|have it)"
    r"(?: already| now)? (?:on|in) (?:my|the|our) (?:calendar|cal|diary|agenda|schedule)\b"
    r"|\b(?:steht|ist|hab(?:e)? (?:es|ihn|das))(?: schon| bereits)? (?:in|im) (?:meinem |unserem )?"
    r"(?:kalender|terminkalender)\b"
    r"|\b(?:c'est|je l'ai)(?: deja)? dans (?:mon |notre |l')(?:agenda|calendrier)\b"
    r"|\b(?:ya )?(?:lo tengo|esta)(?: ya)? en (?:mi|el|nuestro) (?:calendario|agenda)\b"
    r"|\b(?:ce l'ho|e)(?: gia)? (?:in|nel|nella|sul) (?:mia |mio )?(?:agenda|calendario)\b"
    r"|\b(?:staat|heb het)(?: al)? in (?:mijn|de|onze) (?:agenda|kalender)\b"
    r"|\b(?:ja )?(?:esta|tenho)(?: ja)? na (?:minha )?agenda\b"
)
#: A yes that opens an answer, and the clause it heads (to the first stop): "Yes, sign me up for
#: the training", "sure, order the pizza", "approved — the expense report".
_YES_CLAUSE = LazyPattern(
    r"^\W*(?:(?:yes|yeah|yep|yup|ya|sure|ok|okay|approved?|fine|go ahead|confirmed)\b)?"
    r"(?P<clause>[^.;!?\n]*)"
)
#: A yes whose own clause is a command about a thing ("yes, buy the license", "yes, renew the
#: domain", "yes, update the wiki"): the verb and up to three words of its object.
_COMMAND = LazyPattern(
    r"^\W*(?:yes|yeah|yep|yup|ya|sure|ok|okay|approved?|fine)\b[ \t,:\u2013\u2014-]*"
    r"(?:please |pls |then |just )?(?P<verb>[a-z]+) +(?:the|a|an|my|our|new|that|this|those|these|"
    r"some)\b(?P<thing>(?: +[a-z-]+){1,3})"
)
#: Verbs of the booking itself ("yes, book the room", "sure, take the bigger one").
_BOOKING_VERBS = words(
    "book reserve grab take get go proceed confirm approve lock secure hold use keep do make let "
    "have put pick choose select schedule block nab snag bag sort set arrange organise organize "
    "finalise finalize leave enjoy thank thanks check see cancel drop free move cover charge bill "
    "pay expense forget skip ignore ditch scrap nix lose"
    # no verb: "Yes, for the six of us", "approved from my side", "sure, half an hour past two"
    " for from with without after before at in on of to by about around until till half like as "
    "than into onto over under per via plus minus except including and or but"
    # what it is about, which _about_other reads: "yes, re the date: fine"
    " re regarding concerning wrt"
)
#: Words of an object that make a command one about the booking or its people ("sure, send the
#: invite", "yes, update the calendar", "Yes, invite the whole team").
_BOOKING_THINGS = words(
    "room rooms booking bookings reservation reservations meeting meetings space slot slots one "
    "ones session request calendar invite invites invitation confirmation details team group "
    "everyone attendees people folks participants guest guests organiser organizer client clients "
    "customer customers boss manager host visitor visitors"
)
#: Errands and things no room booking is about, the one thing a yes's own clause names ("Yes,
#: sign me up for the training", "yes please renew my parking permit", "sure, reserve the
#: projector", "yes I'm coming to the party": outside tester 33 found each approved the booking).
_ERRANDS = LazyPattern(
    r"\b(?:sign (?:me|us|him|her|them) up|training|workshop|webinar|seminar|pizzas?|"
    r"parking|permit|laptops?|monitors?|headset|printer|"
    r"projector|party|all-hands|all hands|town ?hall|newsletter|subscription|"
    r"flights?|hotel|taxi|uber|cab|car rental|rental car|desk|badge|refund|raise|"
    r"promotion|candidate|hire|interview|expenses?|invoices?|reimbursement|upgrade|renewal|"
    r"offsite|off-site|trip|visa|pr|merge|deploy(?:ment)?|"
    # ... and more (outside tester 33, a second round): "yes, register me for the conference",
    # "sure, add me to the mailing list", "yes, the window seat", "✅ expense claim"
    r"register (?:me|us)|add (?:me|us) to|snacks|on-?call|mailing list|server|vegetarian|"
    r"vegan|window seat|aisle seat|q[1-4]|conference|logo|expense claim|menu|"
    # ... and the held-out sets' ("✅ purchase order", "yes, confirmed for the dentist")
    r"purchase order|dentist|doctor|appointment|haircut|vet|checkup|check-up)\b"
)
#: A deed on software or a server a yes opens with ("yes, merge it", "sure, ship it to prod",
#: "yes, restart the server"): no room booking, whatever "it" is.
_DEED = LazyPattern(
    r"^\W*(?:yes|yeah|yep|yup|ya|sure|ok|okay|approved?|fine|go ahead)\b[\s,.!:\u2013\u2014-]*"
    r"(?:please |pls )?(?:merge|ship|deploy|restart|reboot|release|publish|revert|roll ?back|"
    r"install|upgrade|patch|rerun|re-run)\b(?! +(?:the )?(?:(?:old|other) )?(?:room|booking|slot|"
    r"reservation)\b)"
)
#: What makes a clause about the booking after all, or something added to or left out of it, or
#: a wish or reminder beside it: "yes, book it and order coffee", "Yes - no projector needed",
#: "Yes, for the room", "Yes, make sure to send the invite", "Yes please, enjoy your lunch".
_BESIDE = LazyPattern(
    r"\b(?:and|also|plus|too|as well|it|room|rooms|booking|reservation|no|not|don'?t|skip|"
    r"forget|without|never mind|nvm|w/o|if|unless|but|make sure|remember|wait(?:ing)? for|enjoy|"
    r"have (?:a|fun))\b"
)
#: Someone's day named after a yes, read on the answer as written: "Yes Wendy's day", "yes,
#: Mum's day" (outside tester 33; "Wendy's day" may also be dictation's "Wednesday"): a day the
#: reader cannot place, or a yes to whose day it is. Not "it's", "today's", "one's".
_WHOSE_DAY = LazyPattern(
    r"\b(?!(?:It|That|What|There|Here|Today|Yesterday|Tomorrow|One|Each|Every|Any)['\u2019]?s\b)"
    r"(?:[A-Z][a-z]+['\u2019]?s|(?!(?:it|that|what|there|here|today|yesterday|tomorrow|one|each|"
    r"every|any)['\u2019]s\b)[a-z]+['\u2019]s) +[Dd]ay\b"
)
#: Words that tell the agent to book, which make a yes beside a statement one to the booking.
_BOOK = LazyPattern(
    r"\b(?:book|reserve|go ahead|approve|approved|proceed|confirm|confirmed|grab|secure|lock it in|"
    r"do it|make the (?:booking|reservation)|reserv(?:a|ala|alo|ar|ez|eer)|prenot(?:a|ala|are)|"
    r"buch(?:e|en)?|boek(?:en)?)\b"  # "Sí, reserva, ya está en mi agenda" (regress52)
)
#: A request picked by its number or letter when it is not the first: "#2 yes", "approve
#: request 2", "item two: ok", "option B", "the 2nd one, yes", "the earlier one".
_PICKED = LazyPattern(
    r"(?:#|\b(?:request|item|option|number|no\.|nr\.?|point|question|booking|entry|line|ask)"
    r" *#? *)(?:0*[2-9]|[1-9]\d+|two|three|four|five|six|seven|eight|nine|ten|ii|iii|iv|b|c|d)\b"
    # ... or by its place among several: "Yes, the earlier one", "the previous one" (outside
    # tester 32: a yes to one request of two, the first asked, booked the other)
    r"|\b(?:2nd|3rd|[4-9]th|second|third|fourth|latter|last|earlier|former|previous|older) "
    r"(?:one|request|option|booking|item|"
    r"entry|ask)\b"
    r"|\bthe (?:former|latter)\b(?! +(?:is|was|works|one is)\b)"
)
#: What a "#" number after it refers to that is no request: "Ticket #4521", "ref #12", "PO #88".
_NUMBERED = LazyPattern(
    r"\b(?:ticket|tkt|ref|reference|case|issue|incident|inc|po|invoice|order|bug|pr|jira|req|"
    r"ritm|change|cr|sr|project|account|acct|cost cent(?:re|er))\.?:? *$"
)
#: A noun phrase confirmed by a yes at the end: "The room for the offsite, yes".
_CONFIRMED = LazyPattern(
    r"^\W*(?:the|that|this|my|our) (?P<np>[a-z0-9' -]{1,40}?),? *(?:yes|yep|yeah|yup|correct|right|"
    r"exactly|that'?s (?:right|it|the one))\W*$"
)
#: Words of such a phrase that name nothing beyond the request itself (nor do the words for yes:
#: "the booking is approved, yes", answers35).
_PLAIN = words(
    "room rooms booking request reservation meeting one it for the a an of with in on at same "
    "people persons person ppl pax conference"
    # "My answer is yes", "Our final decision: yes": the answer itself (outside tester 30a)
    " answer decision reply response verdict vote final is s"  # "my vote's yes"
)


def addressed_elsewhere(
    said: str, asked: str | None = None, room_words: Iterable[str] = ()
) -> str | None:
    """Why a yes in ``said`` (the person's own words, as written) answers someone or something
    else than the booking ``asked`` (see the module docstring), said for a person, else None.
    ``room_words``: the arena's room names and ids, which are no one's name."""
    folded = fold(said)
    rooms = {fold(w) for w in room_words}
    vocative = _VOCATIVE.match(said)
    if vocative and (re.search(r"\w", vocative.group("rest")) or "," not in vocative.group("sep")):
        name = fold(vocative.group("name"))
        # a room or a word of the request, however misspelt ("Yes, Aspn, go"), is no one's name
        known = rooms | set(re.findall(r"[a-z]{3,}", fold(asked or "")))
        if name not in _NOT_A_NAME and not any(w[:3] == name[:3] for w in known):
            return f"the yes is said to {vocative.group('name')!r}, not to the agent"
    family = _FAMILY.match(folded)
    if family:
        return f"the yes is said to {family.group().split()[-1].strip(' ,')!r}, not to the agent"
    mention = _MENTION.search(_COPIED.sub(" ", said))
    if mention:
        return f"the yes is said to {mention.group().strip()!r}, not to the agent"
    assistant = _ASSISTANT.match(folded)
    if assistant:
        return f"{assistant.group().strip()!r}: the words are said to a voice assistant"
    wrong = _WRONG_PLACE.search(folded)
    if wrong:
        return f"{wrong.group()!r}: the yes was sent to someone else"
    replying = _REPLYING.search(folded)
    if replying:
        return f"{replying.group()!r} answers another message"
    topic = _about_other(folded, fold(asked or ""), rooms)
    if topic:
        return f"{topic!r} may answer another request than the booking"
    for picked in _PICKED.finditer(folded):
        if _NUMBERED.search(folded, 0, picked.start()) and re.search(r"\d\d", picked.group()):
            continue  # "Approved. Ticket #4521", "PO number 4410": a ticket's (answers41)
        return f"{picked.group().strip()!r} picks another request than the first"
    other = _OTHER_QUESTION.search(folded)
    if other and not _BOOK.search(folded.replace(other.group(), " ")):  # "leave is approved"
        return f"{other.group()!r} answers another question than the booking"
    whose = _WHOSE_DAY.search(said)
    if whose:
        return f"{whose.group()!r} names a day the booking does not"
    errand = _other_errand(folded, fold(asked or ""))
    if errand:
        return f"{errand!r} may answer another request than the booking"
    event = _other_event(folded, fold(asked or ""), rooms)
    if event:
        return f"{event!r} may be another meeting than the one the booking is for"
    confirmed = _CONFIRMED.match(folded)
    if confirmed:
        request = set(re.findall(r"[a-z0-9]+", fold(asked or "")))
        extra = [
            w
            for w in re.findall(r"[a-z0-9]+", confirmed.group("np"))
            if w not in _PLAIN and w not in request and w not in rooms and w not in APPROVE_WORDS
        ]
        if extra:
            return f"{confirmed.group('np')!r} may be another thing than the booking asked"
    return None


#: A kind of meeting or event, named as a noun ("the board meeting", "the standup", "the client
#: dinner"), not as what a room is for ("the meeting room", "the training space").
_EVENT = (
    r"(?:meetings?|calls?|sync|standup|stand-up|retro|retrospective|review|lunch|dinner|"
    r"breakfast|brunch|party|demo|session|event|class|drill|interview|kickoff|kick-off|"
    r"hackathon|happy hour|1:1|1-1|one-on-one|one-to-one|catch-?up|huddle|presentation|pitch|"
    r"briefing|reception|ceremony|celebration|social|meet-?up|lecture|rehearsal|screening|"
    r"planning|crit|workshop|training|webinar|seminar|course)"
    r"(?![\w:-]| *(?:room|rooms|space|spaces|area|booking|slot|request|reservation)\b)"
)
#: Such an event after a determiner in a yes's clause, with up to three words before it ("yep,
#: the board meeting is fine", "Approved for the client dinner"), or opening the clause before a
#: "works"/"is" ("yeah retro is fine by me").
_NAMED_EVENT = LazyPattern(
    rf"\b(?:the|our|my|your|this|that|his|her|their|today'?s|tomorrow'?s) +"
    rf"(?P<mods>(?:[\w':-]+ +){{0,3}}?)(?P<event>{_EVENT})"
    rf"|^[ ,:\u2013\u2014-]*(?P<mods2>(?:[\w':-]+ +){{0,2}}?)(?P<event2>{_EVENT}) +"
    r"(?:is|works|can|sounds|looks|'s|are|should|will)\b"
)


def _other_event(folded: str, request: str, rooms: set[str]) -> str | None:
    """The meeting or event a leading yes's own clause names (:data:`_NAMED_EVENT`) when one of
    its words is no word of the request, of a booking or of its facts: "yep, the board meeting
    is fine" to a request for a room on Thursday at 10 is a yes to the board meeting, which may
    be another than the one the room is for (held-out tester 34); "the meeting", "Tuesday's
    meeting" and "the quarterly review" to a request for it are this booking's."""
    said = _YES_CLAUSE.match(folded)
    if said is None or _BESIDE.search(said.group("clause")):
        return None
    if not _SAYS_YES.search(said.group()):
        return None  # "Had to read this between meetings. The answer is yes.": no yes to it
    named = _NAMED_EVENT.search(said.group("clause"))
    if named is None:
        return None
    before = said.group("clause")[: named.start()]
    book = _BOOK.search(before)
    if book and re.search(r"\bfor *$", before) and "," in before[book.end() :]:
        return None  # "Yes, go ahead, mostly for the demo": the booking's purpose, as they know it
    mods = named.group("mods") if named.group("event") else named.group("mods2")
    event = named.group("event") or named.group("event2")
    known = set(re.findall(r"[a-z0-9]+", request)) | rooms
    said_words = re.findall(r"[a-z0-9]+", re.sub(r"'s\b", "", f"{mods} {event}"))
    if all(w in known or w in _PLAIN or w in _BOOKING_THINGS or w in _WHEN for w in said_words):
        return None
    return folded[
        said.start("clause") + named.start() : said.start("clause")
        + named.end("event" if named.group("event") else "event2")
    ].strip(" ,")


#: Words of a meeting's name that say only when it is: "the weekly meeting", "from lunch".
_WHEN = words(
    "weekly daily monthly usual regular next upcoming same s from after before at during until "
    "till by around since over between"
)
#: A word for yes in the clause that names the meeting: "the board meeting is fine".
_SAYS_YES = LazyPattern(
    r"\b(?:yes|yeah|yep|yup|ya|sure|ok|okay|approved?|fine|go ahead|confirmed|good|great|works?|"
    r"perfect|alright|all right|green light|a go|go)\b|\U0001f44d|\u2705"
)


def _other_errand(folded: str, request: str) -> str | None:
    """The clause a leading yes heads when it names an errand or thing other than a room
    booking (:data:`_ERRANDS`) that the request does not name, and nothing that ties it to the
    booking or adds it beside it (:data:`_BESIDE`): the yes is to that, not to the booking."""
    deed = _DEED.match(folded)
    if deed:
        return deed.group().strip(" ,")
    said = _YES_CLAUSE.match(folded)
    if said is None or _BESIDE.search(said.group("clause")):
        return None
    command = _COMMAND.match(folded)  # "yes, buy the license": a command, not the booking's
    thing = command.group("thing").split() if command else []
    if (
        command
        and command.group("verb") not in _BOOKING_VERBS
        and not any(w in _BOOKING_THINGS or w in request for w in thing)
    ):
        return command.group().strip(" ,")
    named = _NAMED_REQUEST.search(said.group("clause"))
    if named and not any(
        w in request or w in _BOOKING_THINGS or w in _PLAIN or w in APPROVE_WORDS or w in _POINTING
        for w in re.findall(r"[a-z0-9]+", named.group("kind"))
    ):
        return said.group().strip(" ,")
    thing = _ERRANDS.search(said.group("clause"))
    if thing is None or thing.group() in request:
        return None
    return said.group().strip(" ,")


#: A request named by its kind ("Approved the catering request", "yes to your leave form"): a
#: kind none of whose words is the booking's or the request's is another request (held-out 40).
_NAMED_REQUEST = LazyPattern(
    r"\b(?:the|your|that|this|my|our|his|her|their)(?P<kind>(?: +[a-z0-9-]+){1,2}) +"
    r"(?:request|order|application|claim|ticket|form|submission)s?\b"
)
#: Words that point at a request without naming its kind: "the above request", "your latest one".
_POINTING = words("above below current pending latest new original recent same present following")


#: Words for the agent's question itself: "yes (re: your question)", "Re: Approval needed".
_ASKING = words(
    "question message ask asked approval approve needed required your q msg email mail reply "
    # ... or a side of the booking: "yes, re the date: fine", "yes, regarding attendance, 4 of us"
    "time timing times date dates day days hour hours start end duration length attendance "
    "headcount count number numbers size capacity seats location floor cost price"
)


def _about_other(folded: str, request: str, rooms: set[str]) -> str | None:
    """What the answer says it is about (:data:`_RE_TOPIC`) when none of its words is one of the
    request, a room, or a booking's ("yes (re: the booking)", "re: Maple on Tuesday: yes" are
    this booking's): the yes may be to that instead. A word any request has ("request", "room")
    beside one this request does not ("yes re: travel request": held-out tester 39 found it
    approved and booked) names that other request."""
    for m in _RE_TOPIC.finditer(folded):
        said = re.findall(r"[a-z0-9]+", m.group("thing"))
        if not any(
            w in request or w in rooms or w in _WHEN or w in _ASKING or w in APPROVE_WORDS
            for w in said
        ) and not all(w in _PLAIN or w in _BOOKING_THINGS for w in said):
            return m.group().strip(" ,([")
    return None
