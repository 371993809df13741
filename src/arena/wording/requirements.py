"""What a request asks of the room beyond its size and day: equipment, access, whereabouts.

"The one with the big screen", "with a whiteboard if possible", "near the kitchen", "step-free
access": the rooms tool books by head count and day only, so a booking question that leaves
these out reads as if they were considered (outside tester 18, finding 4). The scripted model's
question carries the words read here as not checked (:func:`arena.model.rooms.summary`); they
name no room, day, time or head count, so an answer that repeats them reads as it did before.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

#: A thing a room has or a place it is near that the tools cannot book by.
_FEATURE = (
    r"(?:big |large |huge |good |decent |proper |working |second |external |extra |4k |"
    r"\d{2,3}[- ]?(?:inch|in|\")[- ]?)*"
    r"(?:(?:tv |touch ?|video |projector |presentation )?screens?|tvs?|televisions?|monitors?|"
    r"displays?|projectors?|beamer|white ?boards?|flip ?charts?|smart ?boards?|"
    r"video ?(?:conferenc(?:ing|e)|calls?|confs?|link)|vc(?: kit| setup| equipment)?|"
    r"zoom (?:room|setup|kit)|teams room|webcams?|cameras?|speaker ?phones?|conference phones?|"
    r"windows?|natural (?:day)?light|daylight|(?:nice |good |great )?views?(?! to\b)|"
    r"kitchen(?:ette)?|coffee(?: machine)?|catering|water cooler|"
    # the same in the other languages read ("oui, avec vidéoprojecteur", "sí, con proyector",
    # "ja mit Kaffee" approved and booked where "ja, mit Beamer" did not: regress33b)
    r"v[ií]d[ée]o ?projecteurs?|projecteurs?|proyector(?:es)?|proiettor[ei]|projektor(?:en)?|"
    r"[ée]crans?|pantallas?|schermi|schermo|bildschirme?|kaffee|caf[ée]|caff[èe]|wi-?fi|wlan|"
    r"wheelchair(?: access(?:ible)?)?|step[- ]free(?: access)?|level access|accessible|"
    r"accessibility|lifts?|elevators?|ramps?|hearing loops?|"
    r"sound ?proof(?:ing|ed)?|air ?con(?:ditioning)?|aircon|a/c|standing desks?|sofas?|couch(?:es)?|"
    r"power (?:outlets?|sockets?)|sockets|hdmi|ethernet|reception|entrance|"
    r"front desk|toilets?|restrooms?|bathrooms?|lobby)"
)
#: What leads into one: "the one with", "with", "near", "next to", "without", "no", and the
#: same in the other languages read ("ohne Beamer" is no wish for one).
_LEAD = (
    r"(?:the (?:one|room|place|space) (?:with|that has|which has|near|next to|close to|by)|"
    r"with(?:out)?|w/o?|having|incl(?:uding|\.)?|near(?:by)?|next to|close to|by|beside|"
    r"no need for(?: an?| the)?|no|not|mit|ohne|kein(?:e|en)?|nahe|con|sin|cerca de|avec|sans|"
    r"pr[eè]s de|senza|vicino a|met|zonder|sem)"
)
#: An article or a number before the feature ("a projector", "2 screens", "zwei Beamer").
_DETERMINER = (
    r"(?:the|an?|some|our|its|two|three|\d{1,2}|der|die|das|den|dem|einen?|einem|el|la|los|las|"
    r"une?|le|les|des|il|lo)"
)
_WANTED = LazyPattern(
    rf"(?<![\w-])(?:(?:(?:not|no|ideally|preferably)\s+)?{_LEAD}\s+)?(?:{_DETERMINER}\s+)?{_FEATURE}"
    r"(?:\s+access|\s+facilities|\s+setup|\s+set-up)?(?:\s+if (?:possible|available|we can))?"
    r"(?![\w-])",
    re.I,
)
#: A feature word that is mostly something else alone ("a quiet word", "our coffee chat", "the
#: view that", "window of time"): read only after a lead word ("with a window", "near the lifts").
_NEEDS_LEAD = LazyPattern(
    r"(?:accessible|reception|entrance|lobby|windows?|coffee|views?|kitchen|"
    r"toilets?|restrooms?|bathrooms?|front desk|lifts?|elevators?|cameras?|sockets|displays?|"
    r"monitors?|catering|ramps?|daylight|natural (?:day)?light)(?: if \w+(?: \w+)?)?",
    re.I,
)
_ARTICLE = LazyPattern(rf"{_DETERMINER}\s+", re.I)
#: Words that give a room's fault as the reason to avoid it ("Aspen has a broken projector,
#: pick another", "Cedar's aircon is broken"): no wish of the request.
_FAULT_BEFORE = LazyPattern(r"\b(?:broken|faulty|dead|defective|kaputt\w*|defekt\w*)\s+$", re.I)
_FAULT_AFTER = LazyPattern(
    r"(?:\s+[\w-]+){0,3}?\s*(?:is|are|was|were|'s)\s+(?:\w+\s+)?(?:broken|down|dead|faulty|"
    r"not working|kaputt)\b|(?:\s+[\w-]+){0,3}?\s*(?:does|do|did|is|was|are)\s*(?:n't|not)\s+work",
    re.I,
)
_LEAD_SAID = LazyPattern(rf"(?:(?:not|no|ideally|preferably)\s+)?{_LEAD}\s+", re.I)


#: A floor asked for or ruled out in words ("not on the ground floor", "upstairs please", "on
#: the top floor"): the tools book by head count and day, and outside tester 28b's "please not on
#: the ground floor" went unsaid. A floor by number ("3rd floor") is said with the request's
#: times already (:func:`arena.model.rooms.request_words`).
_FLOOR = LazyPattern(
    r"(?<![\w-])(?:(?:not|no|never|ideally|preferably|nothing|anything but)\s+)?(?:(?:on|in|at)\s+)?"
    r"(?:the|a|an)\s+(?:ground|top|bottom|basement|lower|upper|higher|same|first|second|third|"
    r"fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+(?:floor|level|storey|story)(?![\w-])"
    r"|(?<![\w-])(?:(?:not|no|never|ideally|preferably)\s+)?(?:upstairs|downstairs|"
    r"ground[- ]floor|top[- ]floor)(?![\w-])",
    re.I,
)


#: A room ruled out and what the request says of it: "skip Juniper, it's next to the kitchen",
#: "not Juniper (next to the kitchen)", "avoid Cedar since it has no screen". A feature in such
#: words is the reason that room is avoided, no wish (evals46: the approval question read "…
#: (the request says, not checked: next to the kitchen)", as if the person wanted the kitchen).
_SAID_OF_RULED_OUT = LazyPattern(
    r"(?i:\b(?:skip|avoid|not|except|anything but|other than|rather not|nothing in|no|"
    r"don'?t (?:book|use|want|give (?:us|me))|nicht|kein(?:en)?|sin|pas|sauf)\s+(?:the\s+)?)"
    r"(?:R-?\d+|[A-Z][\w-]*)(?i:\s+(?:please|pls|thanks|though|again|this time))?"
    r"(?:\s*\((?P<paren>[^()]*)\)"
    r"|(?i:\s*(?:,|-|\u2013|\u2014|:)?\s*(?:it'?s|it is|it has|its|it'?ll be|which (?:is|has)|"
    r"that (?:is|has)|(?:since|because|as) (?:it|its|it'?s)\b|das ist|der ist|est|es)\b"
    r"[^.;!?\n]*))",
)


def requirements(text: str) -> list[str]:
    """The request's words for what it asks of the room that the tools cannot book by, each as
    written ("the one with the big screen", "whiteboard if possible", "near the kitchen"), in
    the order written and each once."""
    found: list[str] = []
    reasons = [range(m.start(), m.end()) for m in _SAID_OF_RULED_OUT.finditer(text)]
    for m in _WANTED.finditer(text):
        if any(m.start() in r for r in reasons):
            continue  # "skip Juniper, it's next to the kitchen": why Juniper is avoided
        said = m.group(0).strip()
        lead = _LEAD_SAID.match(said)
        core = said[lead.end() :] if lead else said
        article = _ARTICLE.match(core)
        core = core[article.end() :] if article else core
        if not lead and _NEEDS_LEAD.fullmatch(core):
            continue
        if _FAULT_BEFORE.search(text[: m.start()]) or _FAULT_AFTER.match(text, m.end()):
            continue
        found.append(said)
    floors = sorted(_FLOOR.finditer(text), key=lambda m: m.start())
    return list(dict.fromkeys([*found, *(" ".join(m.group(0).split()) for m in floors)]))
