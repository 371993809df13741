"""A clause beside a yes that asks for a thing of the meeting: "yes — remote option too
please", "yes, with hybrid", "yes & a webex bridge pls", "yes, also grab the big screen", "yes,
but we need a speakerphone", "Oui, avec visio aussi", "Ja, mit Videokonferenz bitte".

Outside tester 34 found each approved and booked. Sessions 27–33 read such additions by what
they name (a projector, catering, a repeat, a person: :mod:`arena.wording.beyond`), and each list
missed the next thing named. This module reads the clause's shape instead: one opened by "with"
(and "mit", "avec", "con", "met", "com"), one that adds "a …" ("and a Teams link", "+ a webex
bridge"), one that ends "too" or "as well", one that says a need ("need …", "get …", "grab …"),
and a thing alone with a please ("online option please"). It asks, unless every word left in it,
once the request's own facts are said as "it" (:func:`arena.wording.facts.compare`), is a
courtesy, a word for the booking, a word of the request, or a name ("Thanks, Kim too!": people
are :mod:`arena.wording.joining`'s). A clause the person says of themselves ("and I'll bring the
slides"), a courtesy ("with pleasure", "and thank you for asking") and an errand beside the
booking ("and order coffee", "send the invite": a task beside it, not a condition on the room
booked, so the yes stands) ask for nothing of the meeting. The answer reader
(:func:`arena.wording.answers.explain_answer`) reads such a yes as unclear, so that the agent
asks again rather than books a room that may have none of it.

Measured against the reader's tests (session 34): reading every clause that adds or asks, errands
included (the one rule "a yes approves only if every other clause is about this booking or a
courtesy"), made 103 of their 7,571 cases fail, most of them errands the tests pin as a yes;
these shapes fail none.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.facts import RoomWords, compare
from arena.wording.numbers import fold

#: Where a clause ends: a comma, a dash, a stop, "and", "&", "+", "plus", "also".
_SPLIT = LazyPattern(
    r"[,;:.!?\n()\[\]]+|\s[-\u2013\u2014]+\s|[\u2013\u2014]|\s*(?=\b(?:and|also|plus|und|et|"
    r"but|aber|pero|mais|ma|maar)\b)|\s*(?=[&+])"
)
#: An article or a word of amount: what a thing asked for starts with ("and a flipchart").
_A = r"(?:a|an|some|another|extra|additional|more|un|une|ein|eine|einen|una|uno|een|um|uma)"
#: The shapes of a clause that asks for a thing beside the booking: one opened by "with" ("with
#: hybrid", "mit Videokonferenz", "avec visio"), one that adds a thing ("and a Teams link", "+ a
#: webex bridge", "plus AV support"), one that ends "too" or "as well" ("zoom too", "remote option
#: too please"), one that says a need ("but we need a speakerphone", "also need a mic", "get a
#: hybrid setup"), and a thing alone with a please ("online option please").
_SHAPES = LazyPattern(
    r"^(?:(?:and|also|but|plus)\s+)?(?:with|w/(?!o)|mit|avec|con|met|com)\s+(?!(?:no|out|pleasure|"
    r"plaisir|gusto|piacere|prazer|plezier|vergnugen|le plus grand|el mayor|o maior|il massimo)\b)"
    rf"|^(?:and|plus|&|\+|und|et|y|e|en)\s+(?:also\s+)?{_A}\s"
    # ... not a person ("und ich auch", "et moi aussi": the person agreeing, answers39)
    r"|(?<!\bich )(?<!\bmoi )(?<!\bme )(?<!\bi )(?<!\byo )(?<!\bio )(?<!\bik )(?<!\beu )"
    r"\b(?:too|as well|aussi|auch|tambien|anche|ook)(?:\s+(?:please|pls|bitte|svp))?$"
    r"|^(?:(?:but|and|also|though|just|plus)\s+)?(?:(?:we|i)\s+)?(?:'ll\s+|will\s+|would\s+|'d\s+)?"
    r"(?:also\s+)?(?:need|needs|want|require|get|grab)\s+(?!(?:it|this|that|them|to|the room|a room|"
    r"the booking|done|going|back|on|in|started)\b)"
    r"|^(?!(?:hold|make|book|reserve|send|order|tell|invite|do|go|confirm|proceed|add|cc|give|remind|"
    r"keep|let|call|email|print|share|forward|put|it|that|this|yes|ok|okay|sure|just|thanks)\b)"
    r"[a-z-]+(?:\s+[a-z-]+)?\s+(?:please|pls|plz|bitte|svp)$"
)
_WITH = LazyPattern(r"^(?:(?:and|also|but|plus)\s+)?(?:with|w/|mit|avec|con|met|com)\b")
#: A clause the person says of themselves: their own errand or state ("I'll bring the slides"),
#: or a courtesy ("and thank you for asking …").
_OWN = LazyPattern(
    r"^(?:(?:and|also|but|oh|ps|so) +)*(?:a +(?:big +|huge +|massive +)?)?"  # "and a big thank you"
    r"(?:thank|thanks|thx|cheers|have a|enjoy|good luck|see you|talk soon|hope|appreciate|sorry|"
    r"merci|danke|gracias|grazie|obrigad)"
    r"|^(?:(?:and|also|but|so) +)?(?:i|i'll|ill|i'm|im|i've|ive|i'd|we'll|we're|we've|i will|"
    r"we will|i can|i am|we are|i have|we have|ich|je|j'ai|yo|io|ik)\b(?! +(?:need|want|would like)\b)"
)
#: An errand beside the booking (a task, no condition on the room: the yes stands), though it
#: ends "too" ("can you also order coffee too?", "also send the invite too"), and a thing
#: declined that the request does not hold ("No catering please."): neither asks for a thing of
#: the meeting (regress34).
_ERRAND = LazyPattern(
    r"^(?:(?:and|also|but|plus|so|please|pls|can you|could you|would you) +)*"
    r"(?:order|send|email|cc|remind|print|share|forward)\b"
    r"(?!.*\b(?:rooms?|bigger|larger|smaller|team|people|join|joining|guests|everyone|all of)\b)"
)
_DECLINED = LazyPattern(r"^(?:(?:and|but) +)?no +")
#: Words that leave a clause about the booking, the people asked for, or a courtesy.
_KEPT_WORDS = """
    it its and also plus with too as well the a an this that these those of for to in on at
    please pls plz thanks thank thx ty cheers you your very much many so again advance kindly
    team us me everyone everybody all both whole group gang folks people guys lot
    yes yeah yep ok okay sure fine go ahead book booked booking reserve reserved room rooms
    confirm confirmed proceed do it's is be good great nice lovely perfect have day weekend
    week evening morning afternoon one fun enjoy luck best regards same here usual as always
    appreciated appreciate welcome sorted done now asap today soon quickly then just
    und auch mit bitte danke vielen dank et aussi avec merci beaucoup y tambien con gracias
    muchas e anche grazie mille en ook met bedankt com tambem obrigado obrigada
    da das der die le la les el los las il lo gli de het o os
    but let know when once when's from approve approved agree agreed works work happy my blessing
    grab secure snag nab take lock hold get
    approval por favor per favore s'il te vous plait svp alsjeblieft graag
"""
_KEPT = frozenset(_KEPT_WORDS.split())


def asks_more(said: str, asked: str, rooms: RoomWords | None = None) -> str | None:
    """The clause of ``said`` (the person's own words) that asks for a thing beside the booking
    ``asked`` (see the module docstring), else None. Words of the request itself ("with the
    projector" to a request that names one) and names (:mod:`arena.wording.joining` reads people
    added) ask for nothing more."""
    request = set(re.findall(r"[a-z]+", fold(asked)))
    names = {fold(n) for n in re.findall(r"\b[A-Z][a-z]+", said)}  # "Thanks, Kim too!"
    parts = [p.strip() for p in _SPLIT.split(fold(said)) if p and p.strip()]
    for part in parts[1:]:
        if not _SHAPES.search(part) or _OWN.match(part) or _ERRAND.match(part):
            continue
        if _DECLINED.match(part) and not request & set(re.findall(r"[a-z]+", part)) - _KEPT:
            continue
        rest = fold(compare(part, asked, rooms).text)
        words = re.findall(r"[a-z]+(?:'[a-z]+)?", rest)
        people = set() if _WITH.match(part) else names  # "mit Videokonferenz": a noun, no name
        if any(w not in _KEPT and w not in request and w not in people for w in words):
            return part
    return None
