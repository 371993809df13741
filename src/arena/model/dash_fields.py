"""A form's fields as a ticket or a plain-text form writes them: "Headcount - 6", "Day – Monday",
"How many: 6", "Which day: Wednesday", and a JSON object's '"room": "Atrium"'.

The readers know a field by its colon ("Headcount: 6"). Given with a dash, "Headcount - 6" read
as no count and "Headcount-6" as a count of -6; keyed by a question, "How many: 6" and "Which
day: Wednesday" read as questions, what is free, not a booking (items41). :func:`colon_fields`
writes each such field as the readers know it: "Headcount: 6", "People: 6", "Day: Wednesday".
"""

from __future__ import annotations

import functools
import json

from arena.lazy_pattern import LazyPattern

#: Keys of the fields a booking form holds: its head count, day and room, in the languages the
#: readers know.
_COUNT_KEY = (
    r"head ?count|(?:number|no\.?|\#)[ \t]+of[ \t]+(?:people|persons|attendees|guests|"
    r"participants|seats)|attendees|participants|people|persons|pax|guests|seats|"
    r"(?:group|team|party)[ \t]+size|size|anzahl(?:[ \t]+(?:personen|teilnehmer))?|personen|"
    r"teilnehmer(?:zahl)?|personnes|nombre[ \t]+de[ \t]+personnes|personas|asistentes|"
    r"n[uú]mero[ \t]+de[ \t]+personas"
)
_OTHER_KEY = r"day|date|when|meeting[ \t]+day|tag|wochentag|jour|d[ií]a|room|raum|salle|sala"
#: A field given with a dash, at the start of a line or after a bar: "Headcount - 6", "People –
#: 4", "Day — Monday", "| Room - Aspen"; a hyphen with no space before a number too
#: ("Headcount-6"), not one inside a word ("day-to-day").
_DASHED = LazyPattern(
    rf"(?im)^(?P<lead>[ \t*>|_]*)(?P<key>{_COUNT_KEY}|{_OTHER_KEY})[*_]*"
    r"(?:[ \t]*[\u2013\u2014][ \t]*|[ \t]+-[ \t]+|-(?=[ \t]*\d))(?=\S)"
)
#: A field keyed by a question: "How many: 6", "How many people - 7", "Which day: Wednesday".
_ASKED_KEY = LazyPattern(
    r"(?im)^(?P<lead>[ \t*>|_]*)(?:how[ \t]+many(?:[ \t]+(?P<who>people|persons|attendees|"
    r"guests|participants|of[ \t]+us|seats))?|(?P<day>which[ \t]+day|what[ \t]+day))[*_]*"
    r"[ \t]*(?::|[\u2013\u2014]|[ \t]-[ \t])[ \t]*(?=[^\s?])"
)


@functools.lru_cache(maxsize=1024)
def colon_fields(text: str) -> str:
    """``text`` with each field of :data:`_DASHED` and :data:`_ASKED_KEY` written with its key
    and a colon ("Headcount: 6", "People: 6", "Day: Wednesday"); other text as it is."""
    if "-" not in text and "\u2013" not in text and "\u2014" not in text and ":" not in text:
        return text
    text = _DASHED.sub(lambda m: f"{m.group('lead')}{m.group('key')}: ", text)
    return _ASKED_KEY.sub(
        lambda m: f"{m.group('lead')}{'Day' if m.group('day') else 'People'}: ", text
    )


def json_fields(text: str) -> str:
    """A request written as one flat JSON object ('{"room": "Atrium", "day": "Monday",
    "attendees": 18}') as a form's lines ("room: Atrium", …), which the readers know; other
    text as it is (requests43: the room read as named without saying whether to book it)."""
    body = text.strip()
    if not (body.startswith("{") and body.endswith("}")):
        return text
    try:
        found = json.loads(body)
    except ValueError:
        return text
    if not isinstance(found, dict) or not all(
        isinstance(v, str | int | float) and not isinstance(v, bool) for v in found.values()
    ):
        return text
    return "\n".join(f"{key}: {value}" for key, value in found.items())
