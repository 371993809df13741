"""A yes that adds people by name: "Yes, plus Kim.", "Yes, and Kim.", "Yes. Kim and Lee are
joining.", "Approved — Kim's coming too".

The head count asked is a number; a name added to the yes may be one person more, which the
agent cannot tell (outside tester 27b: each approved the count asked). The answer reader reads
such a yes as unclear (:mod:`arena.wording.beyond`). A name is a capitalised word, read on the
answer as written: "and thanks", "plus VAT" and a weekday or room are no one added.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.days import weekday

_NAME = r"(?:[A-Z\u00c0-\u00de][a-z\u00df-\u00ff]+(?:['-][A-Z]?[a-z\u00df-\u00ff]+)*)"
_NAMES = rf"{_NAME}(?:(?: *, *| +(?:and|&|und|et|y|e|en) +){_NAME}){{0,4}}"
#: People from outside the team, who come only when invited or said to: "the client", "a vendor".
_OUTSIDE = (
    r"(?:clients?|customers?|vendors?|suppliers?|investors?|speakers?|auditors?|interviewers?|"
    r"applicants?|freelancers?)"
)
#: Someone added: "plus Kim", "and Kim." as the last words, "Kim and Lee are joining", "Kim's
#: coming too", "Kim will join", "add Kim", "invite Kim too", "Kim kommt auch mit".
_JOINING = LazyPattern(
    rf"(?:\b(?:plus|also|add|adding|(?:and|&) +also)|\+) +(?P<plus>{_NAMES})\b"
    rf"|(?:^|[,.;!\u2013\u2014]|\b(?:yes|yep|yeah|sure|ok|okay|approved)\b) *(?:and|&) +"
    rf"(?P<and>{_NAMES}) *(?:too|as well)? *(?:[.!]+ *)?$"
    rf"|\b(?P<join>{_NAMES})(?:(?: +(?:is|are|will be)|['\u2019](?:s|re)) +(?:also +)?(?:joining|"
    r"coming|attending|tagging along|dialling in|dialing in|sitting in)| +(?:will|would|can|might)"
    r" +(?:also +)?(?:join|come|attend)| +(?:joins|comes along|tags along))\b"
    rf"|(?:^|[,.;!\u2013\u2014]) *(?<!thanks, )(?<!Thanks, )(?P<too>{_NAME}(?: +(?:and|&) +{_NAME})*) +"
    r"(?:too|as well|will be there(?: too)?)"
    r" *[.!]* *$"
    rf"|\b(?i:invite|include|bring(?: +along)?|loop +in|invita +a|invitez|lade)"
    rf"(?: +(?:also|too))? +(?P<invite>{_NAMES})\b"
    # someone by role who comes too: "my intern is joining", "the new hire will sit in", "a
    # guest from legal", "plus my manager" (answers36: each approved the count asked)
    # (not the idiom "be my guest": go ahead)
    rf"|(?<!\bto )(?<!\bcc )(?<!\bfrom )(?<!\b[Bb]e )\b(?P<role>(?:my|our|the|a|an|his|her|their|two|three|some) +(?:new +)?(?:intern|interns|"
    r"new hire|hire|guest|guests|manager|boss|colleague|colleagues|contractor|contractors|"
    r"visitor|visitors|candidate|trainee|trainees|assistant|consultant|consultants|partner|cfo|"
    r"ceo|cto|director|lead)(?: +from +\w+)?)(?= *(?:[.!]|$| +(?:is|are|will|too|as well|also|"
    r"joins|join|comes|coming)\b))"
    rf"|\b(?P<mit>{_NAMES}) +(?:kommt|kommen) +(?:auch|noch) +(?:mit|dazu)\b"
    # ... or from outside, invited or said to come: "and invite the client", "bring the client",
    # "the client is coming" (session 42: approved); not "tell the client", "the client will love it"
    rf"|\b(?i:invite|bring|include)(?: +along)? +(?P<guest>(?:the|our|my|a|an|two|some) +{_OUTSIDE})"
    r"(?= *(?:[.!,;]|$| +(?:too|as well|along|also)\b))"
    rf"|\b(?P<guest2>(?:the|our|my|a|an|two|some) +{_OUTSIDE})(?:(?: +(?:is|are|will be)|"
    r"['\u2019](?:s|re))? +(?:also +)?(?:coming|joining|attending|dialling in|dialing in|sitting in)"
    r"| +(?:will|would|can|might) +(?:also +)?(?:join|come|attend))\b"
    # someone named only as "he" or "she" who comes: "send the invite to my manager too - she
    # is joining", "send it to Marco, he'll join us" (an errand's addressee who also comes:
    # ef216c27 read the first as a clear yes with an errand, regress36)
    r"|\b(?P<pron>(?i:she|he))(?:(?: +(?:is|will be)|['\u2019](?:s|ll be)) +(?:also +)?(?:joining|"
    r"coming|attending|tagging along|dialling in|dialing in|sitting in)| *(?: +will|['\u2019]ll)"
    r" +(?:also +)?(?:join|come|attend)| +(?:joins|comes along|tags along))\b"
)
#: A group of people by what they are ("the whole team", "everyone", "the marketing folks",
#: "toute l'équipe", "das ganze Team"), whose size the request's count does not say.
_GROUP = (
    r"(?:(?:the|my|our|your|his|her|their|both|all|all the|whole|entire|rest of the|rest of my|"
    r"rest of our|other|wider|full|new|toute l'|tout le|toute la|toutes les|tous les|l'|le|la|les|"
    r"das ganze|die ganze|den ganzen|das|die|den|a todo el|todo el|toda la|a todos los|todos los|"
    r"a tutto il|tutto il|tutta la|tutti i|il|el|a los|los)\s*)*(?:[\w'\u2019-]+ +)?"
    r"(?:team|teams|department|departments|dept|division|group|crew|squad|board|folks|staff|"
    r"everyone|everybody|colleagues|co-?workers|managers|leads|starters|joiners|clients|"
    r"stakeholders|committee|office|floor|(?:e|\u00e9)quipe|equipo|squadra|abteilung|kollegen|"
    r"coll(?:e|\u00e8)gues|colegas|colleghi|tout le monde|alle|todos|tutti)"
)
#: A number after "alle", "todos", "tutti" ("wir kommen alle sechs"): the count is said.
_NUMBER_WORD = (
    r"(?:\d|zwei|drei|vier|f(?:u|\u00fc)nf|sechs|sieben|acht|neun|zehn|elf|zw(?:o|\u00f6)lf|dos|tres|"
    r"cuatro|cinco|seis|siete|ocho|nueve|diez|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|"
    r"twee|drie|vijf|zes|zeven|negen|tien|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)"
)
#: A group invited, brought or said to come: "and invite the whole team", "loop in the
#: department", "plus the finance team", "ask the design team to join", "the whole team will
#: come", "everyone from ops is coming too" (answers37: each approved the count asked);
#: "send the team the invite" and "let the team know" are errands, no one more.
_GROUP_JOINING = LazyPattern(
    rf"(?i)\b(?:invite|invites|inviting|invita|invitez|inviter|einladen|include|including|"
    rf"bring|loop +in|cc +in|add|plus|lade)(?: +(?:also|too|along))? +{_GROUP}\b"
    rf"(?! +(?:calendar|channel|chat|thread|list|inbox|drive|folder|page|meeting)\b)"
    rf"|\b(?:ask|have|get|let|tell|want) +{_GROUP}(?: +(?:from|in|on|of) +[\w ]{{1,20}}?)?"
    r" +(?:to +)?(?:join|come|attend|sit in|dial in|tag along)\b"
    rf"|\b{_GROUP}(?: +(?:from|in|on|of) +[\w ]{{1,20}}?)?(?: +(?:is|are|will|can|may|might|"
    r"should|would)|['\u2019](?:s|re|ll))?(?: +also)? +(?:be +)?(?:joining|coming|attending|"
    r"join|come|attend|turning up|showing up|be there|sitting in|dialling in|dialing in|kommt|"
    r"kommen|komt|komen|vient|viennent|viene|vienen|vengono)\b(?! +(?:gut +)?an\b)"
    # the verb first: "y que venga todo el equipo", "que vienen todos" (held-out answers37)
    rf"|\b(?:venga|vengan|viene|vienen|vengono|venite|vient|viennent|kommt|kommen) +{_GROUP}\b"
    rf"(?! +{_NUMBER_WORD})"  # "wir kommen alle sechs": the count said
    # all of a department: "invite all of marketing" (held-out answers37)
    r"|\b(?:invite|include|bring|add|plus|loop +in) +all +of +(?:the +)?(?!us\b|you\b|it\b)[a-z]+"
)
#: A whole group said as who comes, with no count beside it ("yes, it'll be the whole team",
#: "sure, me and the team", "yes — the whole gang"), and a meeting opened to anyone ("anyone
#: can come", "the more the merrier", "bring a friend"): how many come is no count the request
#: says (answers37: each approved the count asked). "the whole team meeting" names the meeting.
_WHOLE_OR_OPEN = LazyPattern(
    r"(?i)\b(?:whole|entire|full) +(?:[\w'\u2019-]+ +)?(?:team|teams|department|dept|office|gang|"
    r"family|crew|squad|group|company|org|floor|class|lot|bunch|division|staff)\b"
    r"(?! +(?:meeting|sync|call|event|lunch|offsite|calendar|channel|chat|thread|budget|room)\b)"
    r"|\b(?:me|myself) +(?:and|&|\+) +(?:the|my|our) +(?:[\w'\u2019-]+ +)?(?:team|group|crew|gang|"
    r"department|colleagues|folks)\b"
    r"|\bwhoever +wants?\b|\b(?:anyone|anybody|everyone|everybody)(?: +(?:who|that) +wants? +to"
    r"(?: +come)?)?(?:['\u2019]s| +is| +are| +can| +may)? +(?:welcome|come|join|attend)\b"
    r"|\bopen (?:invite|invitation|to (?:all|everyone|anyone|everybody|anybody))\b"
    r"|\bthe more the merrier\b|\ball (?:are )?welcome\b"
    # ... in the other languages read: "Oui, pour toute l'équipe", "Sí, vienen todos", "Ja, alle
    # kommen mit", "Ja, hele teamet kommer" (answers37: each approved)
    r"|\b(?:pour|para|per|f(?:u|\u00fc)r|voor|mit|avec|con|met) +(?:toute +l['\u2019] *(?:e|\u00e9)quipe|"
    r"tout +le +monde|todo +el +equipo|toda +la +oficina|todos|tutto +il +team|tutti|"
    r"(?:das|dem) +ganzen? +team|alle|het +hele +team|iedereen)\b"
    rf"(?! +(?:nosotros|nosotras|noi|von uns|wir|nous|ons|de nous|{_NUMBER_WORD}))"  # "para todos nosotros"
    r"|\b(?:tout +le +monde|todos|tutti|alle|iedereen|hele +teamet|hele +team|koko +tiimi) +"
    r"(?:vient|viennent|vienen|viene|vengono|kommen|kommt|kommer|komen|komt|tulee)\b"
    rf"|\b(?:vienen|vengono|kommen|komen) +(?:todos|tutti|alle)\b(?! +{_NUMBER_WORD})"
    r"|\bbring (?:a friend|friends|(?:the|your|my|our) (?:kids|children|family|families|partners?|"
    r"spouses?|plus[- ]ones?|friends)|plus[- ]ones?|guests)\b"
)
#: A verb of an errand right before a group, its addressees: "send the whole team", "let the
#: whole office know", "share it with the whole team".
_TOLD = LazyPattern(
    r"(?i)\b(?:send|e-?mail|mail|tell|let|ping|notify|message|cc|copy|inform|update|remind|text|"
    r"share|forward|thank|warn|show|post)\b(?: +(?:it|this|that|them|to|with|in|out|the|my|our|"
    r"your|a|an))* *$"
)
#: A number in an answer: a whole group said with its count is held to the count instead.
_ANY_COUNT = LazyPattern(
    r"(?i)\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|"
    r"fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|dozen)\b"
)
#: Capitalised words that are no person added.
_NOT_PEOPLE_WORDS = (
    "yes yeah yep sure ok okay thanks thank cheers please the a we i you they he she it "
    "everyone everybody all team vat tax coffee lunch catering snacks drinks breakfast zoom "
    "teams and also one two three guests people others some"
)
_NOT_PEOPLE = frozenset(_NOT_PEOPLE_WORDS.split())


#: The people said anew: "the attendee list is now Ann, Bo, Cy", "attendees have changed", "new
#: guest list:" (held-out 40: approved the count asked, five names for six).
_NEW_LIST = LazyPattern(
    r"(?i)\b(?:(?:new|updated|revised|changed) +)?(?:attendee|guest|invite|invitee|participant)"
    r" +list\b(?: +(?:is|has|was) +(?:now|changed|been (?:changed|updated))\b| *:)"
    r"|\b(?:attendee|guest|invite|invitee|participant) +list +(?:is +)?(?:now|changed|updated)\b"
    r"|\b(?:attendees|invitees|participants|guests) +(?:are +now|have +(?:now +)?changed|changed)\b"
)


def joined(text: str, rooms: frozenset[str] = frozenset()) -> str | None:
    """The words of ``text`` (an answer as written) that add someone by name, else None;
    ``rooms``: room names (folded), which are no people."""
    listed = _NEW_LIST.search(text)  # "yes, the attendee list is now Ann, Bo, Cy, Di, Ed"
    if listed:
        return " ".join(listed.group().split())
    crowd = _GROUP_JOINING.search(text)  # "and invite the whole team": answers37
    if crowd is None and not _ANY_COUNT.search(text):
        crowd = _WHOLE_OR_OPEN.search(text)  # "yes, it'll be the whole team", "anyone can come"
        if crowd and _TOLD.search(text[: crowd.start()]):
            crowd = None  # "send the whole team the invite": an errand's addressees
    if crowd:
        return " ".join(crowd.group().split())
    for m in _JOINING.finditer(text):
        group = next(
            g
            for g in (
                "plus",
                "and",
                "join",
                "too",
                "invite",
                "mit",
                "role",
                "pron",
                "guest",
                "guest2",
            )
            if m.group(g)
        )
        if group in ("role", "pron", "guest", "guest2"):
            return " ".join(m.group().split())
        names = re.findall(_NAME, m.group(group))
        if all(  # "Yes, Ana will join": "Yes" is no one, Ana is
            n.lower() in _NOT_PEOPLE or n.lower() in rooms or weekday(n) is not None for n in names
        ):
            continue
        return " ".join(m.group().split()).strip(" ,.;!\u2013\u2014")
    return None
