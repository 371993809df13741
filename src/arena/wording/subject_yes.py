"""A yes whose subject is a thing the request does not name: "the wine tasting is a go", "Sure,
the yoga class can have it", "Go ahead with the farewell drinks", "Approved for the hiring
committee", "Die Weinprobe geht klar", "La cata de vinos está aprobada".

Outside tester answers36 found each approved a request for a room on a day that names no such
event: :mod:`arena.wording.addressed` knows meetings by a list of kinds ("the board meeting",
"the standup"), and a wine tasting, a bake-off or a chess tournament is on no list. The rule here
reads the shape instead: a noun phrase after a determiner that a yes is said of ("is a go", "is
on", "is approved", "can go ahead", "works") or that a yes is given for or with ("approved for
the …", "go ahead with the …"). Where a word of that phrase is no word of the request, of a
room, a booking or its day, time and people, the yes may be to another event than the one the
room is for, and the answer reader (:mod:`arena.wording.beyond`) reads it as unclear, naming the
phrase. "the room is fine", "the booking is approved", "Tuesday's slot works" and a request's
own purpose ("the quarterly review" to a request for it) are this booking's.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.answer_words import words
from arena.wording.days import weekday

_DET = r"(?:the|our|my|your|this|that|his|her|their|today'?s|tomorrow'?s)"
_NP = r"(?P<np>(?:[\w'-]+ +){0,3}?[\w'-]+)"
#: A yes said of a named thing ("the wine tasting is a go", "the yoga class can have it").
_SAID_OF = LazyPattern(
    rf"(?:^|[,.;:!?\u2013\u2014(]|\b(?:yes|yeah|yep|yup|sure|ok|okay|fine|approved)\b) *"
    rf"{_DET} +{_NP} +(?:(?:is|are|'s|can|will|should|may) +(?:now +)?"
    r"(?:(?:a )?go\b|on\b|approved|fine|ok\b|okay|good to go|go ahead|happen|have it|proceed|"
    r"confirmed|a yes|green-?lit|greenlit)|works\b|gets? (?:the|a) (?:green light|go|yes))"
    # ... in German, Spanish, French: "die Weinprobe geht klar", "la cata de vinos está
    # aprobada", "la dégustation est validée"
    r"|(?:^|[,.;:!?] *)(?:die|der|das|la|el|los|las|le|les|l') *(?P<np2>(?:[\w'-]+ +){0,3}?[\w'-]+) +"
    r"(?:geht klar|ist (?:genehmigt|ok|freigegeben)|findet statt|esta (?:aprobad[ao]|confirmad[ao])|"
    r"estan aprobad[ao]s|va adelante|est (?:validee?|approuvee?|confirmee?|ok)|peut avoir lieu)\b"
)
#: A yes given for or with a named thing ("Approved for the hiring committee", "Go ahead with
#: the farewell drinks"), the phrase ending its clause.
_GIVEN_FOR = LazyPattern(
    rf"\b(?:approved?|go ahead|green light|good to go|a go) +"
    rf"(?:for|with|to) +{_DET} +{_NP} *(?=[.!,;]|$)"
    # ... and a bare yes or thumbs-up for or to one, whose it is ("That's a yes for the
    # catering", "👍 for the lunch thing", "Yes for Monday's standup", "Yes to Tom's question":
    # answers39, each approved)
    rf"|(?:\b(?:yes|yeah|yep|yup|sure|ok|okay)\b|\U0001f44d|\u2705)[ ,]*(?:for|to) +"
    rf"(?:{_DET}|(?!(?:it|that|this|one)'s\b)[a-z]+'s) +{_NP.replace('np', 'np3')} *(?=[.!,;]|$)"
)
#: Words of such a phrase that name nothing beyond a booking: the room, the booking, its time
#: and people, and the answer itself.
_KNOWN = words(
    "room rooms booking bookings request reservation reservations meeting meetings space slot "
    "slots one it time times date day days hour hours plan plans proposal idea thing whole "
    "schedule timing booked same usual people persons person ppl pax team group attendees "
    "everyone us we answer decision reply booker calendar invite s a an of for in on at to "
    "morning afternoon evening week this that next sala reserva reunion raum buchung termin "
    "besprechung salle reservation seance coming question questions q message msg ask"
)
#: The last word of a phrase that makes it the booking's room, slot or people whatever is said
#: before it ("the conference room", "the half-day slot", "the third floor", "the four of us").
_HEADS = words(
    "room rooms slot slots space spaces booking bookings reservation time times date day floor "
    "area suite men women people persons folks guys team group attendees us you them everyone"
    # a person whose say it is ("my boss is fine with it"): :mod:`arena.wording.reported`'s
    " boss manager director lead head ceo cfo cto hr finance facilities supervisor assistant pa"
)


def other_subject(folded: str, request: str, rooms: set[str]) -> str | None:
    """The phrase of ``folded`` (an answer, folded) naming a thing its yes is said of or given
    for that ``request`` (folded) does not name (module docstring), else None; ``rooms``: the
    arena's room names and ids, folded."""
    known = set(re.findall(r"[a-z0-9]+", request)) | rooms
    for pattern in (_SAID_OF, _GIVEN_FOR):
        for m in pattern.finditer(folded):
            found = m.groupdict()
            phrase = found.get("np") or found.get("np2") or found.get("np3") or ""
            said = re.findall(r"[a-z0-9]+", re.sub(r"'s\b", "", phrase))
            if not said or said[-1] in _HEADS or weekday(said[-1]) is not None:
                continue
            if not all(
                w in known or w in _KNOWN or any(c.isdigit() for c in w) or weekday(w) is not None
                for w in said
            ):
                return phrase.strip()
    return None
