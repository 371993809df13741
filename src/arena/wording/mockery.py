"""A yes that mocks, threatens or dares: "Oh please, by all means, book it", "Sure, genius",
"Yes, because we love meetings", "Great, another pointless meeting. Fine.", "Book it and I
quit", "Go on, book it, I dare you", "Sure, book it, then explain it to the CFO".

Outside tester 28a found each of these approved the booking. A careful person would not book on
any of them: the words for yes are there, but what is said beside them shows that the yes is not
meant (sarcasm), that going ahead will cost the agent (a threat) or that the person expects it
not to (a dare). Each is read by its shape, not as a stock phrase: an interjection before
praise of the plan, a "because" with a mocking intensifier, words that call the meeting a waste,
a consequence after "and" or "then", a dare, a mocking name for the asker. The answer reader
(:func:`arena.wording.answers.explain_answer`) reads a yes with one as unclear. "Great idea,
book it", "Yes, because we need the space", "Yes please, no time to waste" stay a yes.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.days import english_days
from arena.wording.facts import RoomWords, read_facts, repeated
from arena.wording.numbers import fold

#: Praise that mocks when an interjection opens it: "Oh yes, brilliant idea", "Wow, what a great
#: plan", "Gee, genius move".
_PRAISE = (
    r"(?:brilliant|great|genius|fantastic|wonderful|excellent|marvell?ous|amazing|superb|splendid|"
    r"terrific|stellar|smart|clever|bright|fabulous|outstanding|top|perfect)"
)
_PLAN = r"(?:idea|ideas|plan|thinking|move|call|suggestion|proposal|notion|scheme|use of \w+)"
_INTERJECTION = r"(?:oh|ooh|wow|gee|golly|ha|hah|pfft|pff|ugh|meh|oh boy|oh joy|whoa|my my)"
_MOCK_PRAISE = (
    rf"(?:^|[.!?;]) *{_INTERJECTION}\b[ ,.!]*(?:(?:yes|yeah|sure|ok|okay|zzyes)\b[ ,.!]*)?"
    rf"(?:what an? |such an? |how |another )?{_PRAISE} {_PLAN}\b"
    # praise, then a word alone that insists on it: "What a great plan. Truly."
    rf"|{_PRAISE} {_PLAN}[.!, ]+(?:truly|really|just (?:great|brilliant|perfect)|simply "
    r"(?:brilliant|genius))[.!]* *$"
    # "Oh please, by all means": a please opened by "oh" waves the question away
    r"|^\W*oh,? +please\b"
)
#: A reason that mocks: "because that worked so well last time", "because we love meetings",
#: "because six people definitely need a room", "because that's exactly what we need".
_MOCK_BECAUSE = (
    r"\b(?:because|cause|cos|coz|since) +(?:[a-z']+ +){0,5}?(?:(?:worked|went) +(?:so|really|just) +"
    r"(?:well|great|smoothly|nicely|brilliantly)|(?:we|everyone|everybody|i|you|they|people) +"
    r"(?:all +|just +|really +|totally +|absolutely +|so +)*(?:love|adore|enjoy|live for) +"
    r"(?:more +|another +|all +|those +|these +)?(?:meetings?|bookings?|slides|rooms?|calls?|"
    r"admin|paperwork|it|them|wasting)\b|definitely|obviously|clearly|totally|surely|naturally|"
    r"(?:exactly|just) what (?:we|i|you|they|everyone) (?:need|want|needed|wanted))"
)
_FAILURE = (
    r"(?:disaster|fiasco|train ?wreck|catastrophe|debacle|shit ?show|dumpster fire|nightmare|"
    r"mess|failure|flop)\b"
)
#: Words that call the meeting or the booking a waste: "another pointless meeting", "let's waste
#: another afternoon", "you wasted the budget", "more meetings", "stare at slides".
_DISPARAGED = (
    r"\b(?:another|more|yet another|one more) +(?:[a-z]+ +)?(?:pointless|useless|boring|endless|"
    r"stupid|dumb|meaningless|needless|tedious|wasted?)\b"
    r"|\b(?:pointless|useless|boring|endless|stupid|dumb|meaningless|needless|tedious|"
    r"soul[- ]?crushing|dreaded|dreadful) +(?:meetings?|bookings?|rooms?|sessions?|afternoons?|"
    r"mornings?|slides|calls?|gatherings?|get[- ]togethers?)\b"
    r"|(?<!\bno time to )(?<!\bnot )(?<!n't )(?<!\bnever )\bwaste +(?:another|more|the|our|my|your|"
    r"some|an?|of|everyone'?s)\b|\bwasted +(?:the|our|my|your|another|more|an?)\b"
    r"|\b(?:more|another|yet another) +meetings?(?= *(?:[,.;:!?]|$))"
    r"|\bstare at (?:slides|walls?|the walls?|each other|the ceiling)\b"
    # the booking foretold a failure: "it'll be just like the last disaster", "what could
    # possibly go wrong" (outside tester 28a)
    rf"|\b(?:it'?ll|it will|that'?ll|that will|this will|sure to) be (?:(?:just|exactly) )?"
    rf"(?:like|as) (?:the|that|our) last (?:\w+ )?{_FAILURE}"
    rf"|\b(?:it'?ll|it will|that'?ll|that will|this will|sure to) be (?:a|an|another|yet another) "
    rf"(?:(?:total|complete|absolute|utter|real) )?{_FAILURE}"
    rf"|\b(?:just |exactly )?like the last {_FAILURE}|\bwhat could (?:possibly )?go wrong\b"
)
#: What the asker does not want to hear after a yes: "Book it and I quit", "and you're fired",
#: "then explain it to the CFO", "and I'll tell the CEO you …", "at your own risk".
_THREAT = (
    r"\b(?:and|then|or|but|if you (?:want|wish|like)) +(?:(?:i'?ll|i will|i'?m|i am|i|you|we|you'?re|you are|"
    r"you'?ll|you will|we'?ll|we will|you can|you'?d better|you had better|i'?d|be ready to|"
    r"be prepared to|prepare to|go|me to) +)?(?:(?:be|get|go|just|have to|need to|also|sure to|"
    r"personally) +)*(?:quit|quitting|resign\w*|fired|sacked|canned|sorry|regret (?:it|this|that)|"
    r"pay for (?:it|this|that)|hear about (?:it|this|that)|"
    # "and then explain to the CEO why", "and then tell the boss why" (outside tester 28e)
    r"(?:explain|justify)(?: (?:it|this|that))? to (?:the |your |our )?(?:ceo|cfo|coo|boss|board|hr|"
    r"manager|director|management|finance|everyone)|tell (?:the |your |our )?(?:ceo|cfo|coo|boss|board|"
    r"hr|manager|director|management|finance|everyone) why|"
    r"explain (?:it|this|that|yourself|why)"
    r"(?: +[a-z]+){0,3} +to|answer (?:to|for)|walk out|sue|report (?:you|this|it)|tell (?:the |your )?"
    r"(?:ceo|cfo|coo|boss|board|hr|manager|director|management|everyone) (?:that )?you)\b"
    r"|\b(?:your funeral|at your own (?:risk|peril)|on your (?:own )?head be it|(?:it'?s )?your neck|"
    r"heads will roll|you'?ll be sorry|you will be sorry|don'?t come crying|don'?t say i didn'?t "
    r"warn you|you'?ve been warned|you have been warned|you'?ll regret|you will regret)\b"
)
#: A dare: the person expects the agent not to go ahead ("I dare you", "see what happens").
_DARE = (
    r"\b(?:i (?:double )?dare you|if you dare|you wouldn'?t dare|make my day|just try (?:it|me)|"
    r"try me|(?:and|then|just) see what happens|go on,? (?:then,? )?(?:i dare|try it))\b"
    # ... said after a comma or as "watch" ("Go ahead, book it, see what happens", "book it and
    # watch what happens": outside tester 28e); "we'll see what happens" is read as a hedge
    r"|(?<!we'll )(?<!we will )(?<!let's )(?<!let us )\b(?:see|watch) what happens(?= *[.!]* *$)"
)
#: A name that mocks the asker after a yes: "Sure, genius", "Yes, Einstein", "OK, Sherlock".
_MOCK_NAME = (
    r"\b(?:yes|yeah|yep|sure(?: thing)?|ok|okay|right|of course|fine|zzyes)\b[ ,]+(?:genius|einstein|sherlock|"
    r"smarty ?pants|smart ?(?:guy|ass|alec)|wise ?guy|hot ?shot|captain obvious|big ?shot|"
    r"bright spark|professor|your (?:majesty|highness|lordship)|princess|mastermind|boy genius|"
    r"buddy boy|sunshine|champ)\b"
)
#: A laugh before praise of the joke, or a remark that the question is one: "Ha. Good one.",
#: "lol, nice try", "Very funny."
_JOKE = (
    r"\b(?:ha|hah|haha+|ha ha|lol|lmao|rofl|heh|pfft|hehe+)\b[ ,.!]*(?:good one|nice one|nice try|"
    r"very funny|hilarious|good joke|funny|you'?re (?:kidding|joking))\b"
    r"|^\W*(?:good one|nice try|very funny|hilarious|you wish|as if|i live (?:to|for) \w+)\W"
    r"|\bi live (?:to|for) (?:approv|book|answer|say|click|sign)\w*"
    r"|\b(?:just )?what i(?:'ve)? (?:always )?(?:wanted|dreamed of)\b"
    r"|\bnothing i'?d (?:rather|love more)\b|\bmy (?:favou?rite) (?:thing|pastime|hobby)\b"
    r"|\bbe still my (?:beating )?heart\b"
    # the person's own say, said as if it were nothing: "Sure, I'm only the budget owner",
    # "why ask me, it's only my budget" (outside tester 32)
    # a bare yes with a laugh and nothing else, or praise said twice: "lol sure", "sure haha",
    # "great. just great." (outside tester 33: the laugh may be at the request)
    r"|^\W*(?:ha|hah|haha+|ha ha|lol|lmao|lmfao|rofl|heh|hehe+)[ ,.!]+(?:sure|ok|okay|yes|yeah|"
    r"yep|fine|k|right)[ .!\u2026]*$"
    r"|^\W*(?:(?:sure|ok|okay|yes|yeah|yep|fine|k|right)[ ,.!]+){1,2}(?:ha|hah|haha+|lol|lmao|lmfao|"
    r"rofl|heh|hehe+)[ .!\u2026]*$"
    # resentment: "sure, I'll just pay for it myself then"
    r"|\bi'?ll just (?:[a-z']+ ){1,4}(?:myself|ourselves)[ ,]+then\b"
    r"|\b(?P<praise>great|perfect|wonderful|fantastic|brilliant|lovely|marvell?ous|peachy)"
    r"[ ,.!\u2026]+just (?P=praise)\b"
    r"|\bi'?m only the (?:budget (?:owner|holder)|boss|manager|approver|director|one (?:paying|who "
    r"pays|responsible|in charge|who signs))\b|\b(?:it'?s|it is) only my (?:budget|money|call|team)\b"
)
#: A bare yes: the words for yes alone, with no "book it" or "go ahead" that asks for the booking.
_BARE = (
    r"\b(?:ye+s+|yeah|yep|yup|sure|ok|okay|fine|k|right|of course|obviously|naturally|absolutely|"
    r"definitely|totally|certainly|why not|sure thing)\b"
)
#: A laugh or a joke's mark: "ha", "heh", "xD", "/s", "/j", a drawn-out "riiight".
_LAUGH = r"(?:\b(?:ha|hah|haha+|ha ha|lol|lmao|lmfao|rofl|heh|hehe+|xd|ri{3,}ght)\b|(?<!\w)/[sj]\b)"
#: A bare yes with a laugh anywhere in it and nothing else ("ha. yes. of course.", "obviously yes
#: lol", "yes xD", "yess /j", "Riiight. Yes."), and a bare yes in scare quotes ("'sure'", "«yes»",
#: "“Yes.”", '"yes" lol'; not '"yes"' alone, a framework's JSON string): outside tester 34, each
#: approved and booked. The laugh or the quotes may be at the request.
_MARKED = (
    rf"^(?=.*{_LAUGH})\W*(?:(?:{_BARE}|{_LAUGH})(?:[\s,.!?\u2026\"'\u2018\u2019\u201c\u201d*]+|$))+$"
    rf"|^\s*['\u2018\u201c\u00ab\u2039] *{_BARE} *[.!]* *['\u2019\u201d\u00bb\u203a\"]"
    rf"|^\s*\" *{_BARE} *[.!]* *\"(?=\s*\S)"
)
#: Words for yes stacked with nothing that asks for the booking ("book it", "please", "thanks"):
#: opened by "oh" ("Oh, sure. Sure.", "oh yeah, totally, sure"), with a word that says it goes
#: without saying ("yes, yes, obviously, as always"), three said flat, each a sentence of its
#: own ("Yes. Sure. Great. Wonderful."), or two across a pause ("Sure... sure."); and "of course
#: you do" said back, and "yeah yeah, fine" (answers35 found each approved: sarcasm, not a
#: go-ahead). "Yes, absolutely,
#: definitely!", "yes yes, book it" and "Yes. Yes." stay a yes; so does a run of casual yeses that
#: ends on a shrug ("yeah sure why not", "ok sure why not": heldout52): "why not" agrees with a
#: shrug, where "obviously" or "as always" says the question did not need asking.
_STACK = rf"(?:{_BARE}|\b(?:great|wonderful|perfect|lovely|fantastic|fine|as always|as usual)\b)"
_STACKED = (
    rf"^\W*oh\b[ ,.!\u2026]*{_STACK}(?:[ ,.!\u2026]+{_STACK})+[ .!\u2026]*$"
    rf"|^\W*(?=.*\b(?:as always|as usual|obviously|naturally)\b)"
    rf"{_STACK}(?:[ ,.\u2026]+{_STACK}){{2,}}[ .\u2026]*$"
    rf"|^\W*{_STACK}(?: *[.\u2026]+ +{_STACK}){{2,}} *[.\u2026]* *$"
    rf"|^\W*{_STACK} *(?:\.\.+|\u2026) *{_STACK} *[.\u2026]* *$"
    r"|\bof course (?:you|he|she|they|we) (?:do|does|did|would|are|were)\b *[.!\u2026]* *$"
    # "Oh sure, go right ahead, why not": an "oh"-opened yes that closes on "why not" (held-out)
    r"|^\W*oh\b[ ,.!]*(?:sure|yeah|yes|of course|ok|okay)\b[^?\n]*\bwhy not\b[ .!\u2026]*$"
    # "yeah yeah, fine": a yes said twice to wave the question off, and nothing more
    rf"|^\W*(?P<twice>yeah|yea|sure)[ ,.]+(?P=twice)\b(?:[ ,.!\u2026]+{_STACK})*[ .!\u2026]*$"
)
MOCKERY_RE = LazyPattern(
    "|".join(
        f"(?:{part})"
        for part in (
            _MOCK_PRAISE,
            _MOCK_BECAUSE,
            _DISPARAGED,
            _THREAT,
            _DARE,
            _MOCK_NAME,
            _JOKE,
            _MARKED,
            _STACKED,
        )
    )
)


def mockery(folded: str) -> str | None:
    """The words that make a yes in ``folded`` (an answer, folded) sarcasm, a threat or a dare,
    else None."""
    found = MOCKERY_RE.search(folded)
    return found.group().strip(" ,.!?;") if found else None


#: A room's size said in the answer: "the 24-seat Atrium", "a 24-seater", "it seats 24", "a
#: 24-person room", "capacity 24".
_SEATS = LazyPattern(
    r"\b(\d{1,3})[- ]?(?:seat(?:er|ed)?s?|person room|people room|pax room)\b"
    r"|\bseats +(\d{1,3})\b|\bcapacity(?: of)? +(\d{1,3})\b"
    # "l'Atrium de 24 places", "für 24 Plätze", "de 24 plazas", "da 24 posti", "24 plaatsen"
    r"|\b(\d{1,3}) +(?:places|plazas|lugares|posti|pl[aä]tzen?|sitzpl[aä]tzen?|plaatsen|zitplaatsen)\b",
    re.IGNORECASE,
)
#: Irony said beside it: an eye-roll or smirk, "/s", or praise of the plan ("brilliant idea",
#: "genius plan"), which an eye-roll or the size named against the count turns.
_IRONY = LazyPattern(
    rf"[\U0001f644\U0001f612\U0001f643\U0001f60f\U0001f611]|(?<!\w)/s\b|\b{_PRAISE} {_PLAN}\b"
    r"|\bgenius\b|\bg[eé]nial(?:e|es)?\b|\bgeniale?\b|\bbrillante\b",
    re.IGNORECASE,
)


#: A meeting too small for a room whose size the answer names: "for a quick sync", "for a 1:1",
#: "for a five-minute stand-up", "for the two of us", "pour un point rapide", "für ein kurzes
#: Sync".
_SMALL_MEETING = LazyPattern(
    r"\b(?:for|pour|para|per|fur|voor) +(?:a|an|our|my|the|un|une|ein|eine|einen|un|una|een) +"
    r"(?:(?:quick|short|tiny|little|brief|five[- ]minute|5[- ]min(?:ute)?|ten[- ]minute|rapide|"
    r"kurze[ns]?|rapida|breve|korte) +)?"
    r"(?:sync|catch[- ]?up|chat|1:1|1-on-1|one[- ]on[- ]one|stand-?up|check[- ]?in|huddle|call|"
    r"coffee|point(?: rapide)?|sync-?meeting|abstimmung|reunion rapida|riunione veloce|"
    r"overleg(?:je)?)\b"
    r"|\b(?:for|pour|para|fur|voor) +(?:just +|only +)?(?:the +)?(?:two|three|2|3|deux|zwei|dos) +"
    r"(?:of us|people|personnes|personen|personas)\b",
    re.IGNORECASE,
)
#: Irony that needs no praise to be read (an eye-roll, a smirk, "/s"): "great idea" alone may
#: be meant, so a day is read against the request only beside one of these.
_ROLLED = LazyPattern(r"[\U0001f644\U0001f612\U0001f643\U0001f60f\U0001f611]|(?<!\w)/s\b")


def mocks_the_request(text: str, asked: str | None, rooms: RoomWords | None) -> str | None:
    """The mismatch with ``asked`` that ``text`` names where irony marks it, else ``None``: a room
    size against the head count it says back ("Oh yeah, sure, book the 24-seat Atrium for two
    people, brilliant idea 🙄") or against a meeting it calls small ("the 24-seat atrium for a
    quick sync, brilliant idea. 🙄"), or, beside an eye-roll or "/s", a day other than the
    request's ("Oh sure, book it on a Sunday 🙄" to a Monday one). Mechanism: an ironic answer that
    itself names why the request does not fit holds the request up as the mistake, so its yes is
    not meant and it refuses (heldout53 a53-143, heldout54 a086: read unclear; their writers read
    a no). Irony alone ("Sure 🙄"), the size or the day alone ("Yes, the 24-seat Atrium for 2 is
    fine", "Sure, Wednesday then"), praise beside another day ("Great idea, Wednesday works
    better") and irony beside the request's own day stay as they read."""
    if not asked or len(text) > 400 or not _IRONY.search(text):
        return None
    counts = {v for f in repeated(text, asked, rooms) if f.kind == "count" for v in f.values}
    for said in _SEATS.finditer(text):
        size = next(g for g in said.groups() if g)
        if counts and all(_misfit(int(size), count) for count in counts):
            return said.group()
        small = _SMALL_MEETING.search(fold(text)) if int(size) >= 12 else None
        if small:  # "the 24-seat atrium for a quick sync": a dozen seats and more for a few
            return f"{said.group()} {small.group()}"
    if not _ROLLED.search(text):
        return None
    days = {v for f in read_facts(english_days(asked)) if f.kind == "day" for v in f.values}
    for fact in read_facts(fold(english_days(text))):
        if days and fact.kind == "day" and not fact.values & days:
            return fact.said
    return None


def _misfit(size: int, count: str) -> bool:
    """Whether a room of ``size`` seats does not suit ``count`` people: too small, or three
    times their number and more ("the 24-seat Atrium for two"). A size that merely differs
    fits ("Great idea, the 8-seat Aspen for 6 people": sincere praise read as irony, regress54)."""
    try:
        people = int(count)
    except ValueError:
        return False  # a count not in digits: no misfit said
    return size < people or size >= 3 * people
