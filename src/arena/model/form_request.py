"""A booking form: fields that give a head count and a weekday, and no question.

"Form submission\\nName: Priya\\nDate: Tuesday\\nAttendees: 9\\nRoom: any", "Guests: 6\\nWhen:
Tuesday afternoon" and "REQ-118\\nRequest: meeting room\\nHeadcount: 6\\nWhen: Thursday" hold no
booking verb, so the reader took each for a question of what is free, and the loader refused
them as items that ask for no booking (items41). A form filled in to get a room asks for one;
:func:`form_request` says whether ``text`` is such a form. One that asks ("?") or speaks of
what is free or available stays a question, but for a room field that wishes for any free room
("Room: whatever's free").

A form can also take its request back: "Cancel: yes", "Status: cancelled" (session 41: such a
form booked). :func:`cancelled_form` says so, and the request is then called off.
"""

from __future__ import annotations

import functools

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

#: A count field with a number: "Attendees: 9", "Headcount: 6", "Who: 3 people".
_COUNT = LazyPattern(
    r"(?im)^[ \t*>|_-]*(?:attendees|participants|head ?count|people|persons|pax|ppl|guests|who|"
    r"size|seats|anzahl|personen|teilnehmer|personnes|personas|asistentes)[*_]*[ \t]*:[ \t]*"
    r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b"
)
#: A day field with a weekday: "Date: Tuesday", "When: Thursday 10:00", "Day: Mon".
_DAY = LazyPattern(
    r"(?im)^[ \t*>|_-]*(?:day|date|when|meeting day|tag|datum|jour|date|dia|fecha)[*_]*[ \t]*:"
    r"[ \t]*(?:(?:on|next|this|am|le|el)[ \t]+)?(?:mon|tue|wed|thu|fri|montag|dienstag|"
    r"mittwoch|donnerstag|freitag|lundi|mardi|mercredi|jeudi|vendredi|lunes|martes|miercoles|"
    r"jueves|viernes)"
)
#: What makes a form a question of what is free.
_ASKS = LazyPattern(r"(?i)\?|\b(?:free|available|availability|frei|verfugbar|libre|disponible)\b")
#: A room field with no question in it: "Room: whatever's free", "Room: any available" is a
#: wish for any free room, not a question of what is free (requests46: read as one, and the model
#: only listed the free rooms).
_ROOM_WISH = LazyPattern(r"(?im)^[ \t*>|_-]*(?:room|raum|salle|sala|venue)[*_]*[ \t]*:[^\n?]*$")


@functools.lru_cache(maxsize=1024)
def form_request(text: str) -> bool:
    """Whether ``text`` is a booking form (a count field and a day field, no question)."""
    folded = fold(text)
    asks = _ASKS.search(_ROOM_WISH.sub("", folded))
    return bool(_COUNT.search(folded) and _DAY.search(folded) and not asks)


#: A field that marks the form's request cancelled: "Cancel: yes", "Cancelled: true", "Status:
#: cancelled", "Storniert: ja", "Cancelar: sí", "Annulé : oui", "[x] Cancel". "Cancel: no",
#: "Cancellation policy: flexible" and "Status: confirmed" do not.
_CANCELLED = LazyPattern(
    r"(?im)(?:^|(?<=[.;|]))[ \t*>|_-]*(?:(?:cancel(?:l?ed)?|cancel(?:l?ation)?(?: request(?:ed)?)?|"
    r"withdrawn|"
    r"storniert|stornieren|stornierung|abgesagt|absagen|cancelar|cancelad[oa]|anular|anulad[oa]|"
    r"annule[er]?|annulation)[*_]*[ \t]*[:=][ \t]*(?:yes|y|true|x|\[x\]|1|ja|si|oui)|"
    r"(?:status|state|estado|statut)[*_]*[ \t]*[:=][ \t]*(?:cancel(?:l?ed)?|withdrawn|"
    r"storniert|abgesagt|cancelad[oa]|anulad[oa]|annulee?)|"
    r"\[[xX]\][ \t]*(?:cancel(?:l?ed)?|storniert|cancelar|annuler))[ \t]*[.!]?[ \t]*$"
)


@functools.lru_cache(maxsize=1024)
def cancelled_form(text: str) -> bool:
    """Whether ``text`` holds a field that marks its request cancelled (:data:`_CANCELLED`): a
    request taken back must not be booked, however well its other fields read."""
    return bool(_CANCELLED.search(fold(text)))
