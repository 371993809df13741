"""Whether a clause of a final message is about another thing than the booking, so that its
refusal is none of the booking's (:mod:`arena.booking_told` reads a message clause by clause):
another room or booking ("I didn't reserve a backup room", "ninguna reserva adicional"), an extra
("Catering has not been booked"; not one the booking is for, "the booking for your video call
failed"), the object its refusal names ("I did not book a taxi"), or a pronoun for what the clause
before it named ("Parking was not requested, so I didn't reserve any").
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

#: Words for something other than the booking: another room or booking ("a backup room",
#: "anything else", "ninguna reserva adicional"), or an extra ("Catering has not been booked",
#: "I did not book a taxi", "Einen Parkplatz habe ich nicht reserviert"); an extra the booking is
#: for ("the booking for your video call failed") is none (:func:`about_else`).
_OTHER_THING = LazyPattern(
    r"\b(?:another|other|second|extra|additional|further|backup|more|spare|alternative)\s+"
    r"(?:\w+\s+)?(?:rooms?|ones?|spaces?|bookings?|reservations?|options?|slots?)\b"
    r"|\b(?:anything|something|nothing|anyone) else\b|\bbackup\b"
    r"|\b(?:adicional|supplementaire|zusatzlich)\w*"
    r"|\b(?:otr[oa]s?|autres?|ander\w*|weiter\w*)\s+(?:\w+\s+)?(?:sala|salle|raum|buchung|reserv)\w*"
)
_EXTRA = LazyPattern(
    r"\b(?:catering|caterer|food|coffee|tea|lunch|dinner|breakfast|drinks?|snacks?|water|"
    r"refreshments?|cake|projectors?|screens?|tvs?|monitors?|whiteboards?|flipcharts?|markers?|"
    r"microphones?|mics?|webcams?|cameras?|speakers?|equipment|av|parking|taxis?|cabs?|cars?|"
    r"shuttles?|hotels?|flights?|trains?|desks?|chairs?|tables?|invit\w*|calendar|video|zoom|"
    r"dial-in|agenda|reminders?|recording|interpreters?|"
    r"decorations?|badges?|passes|signage|printing|handouts|extras|"
    r"verpflegung|kaffee|essen|getranke|mittagessen|parkplatz\w*|beamer|"
    r"comida|cafe|bebidas|almuerzo|estacionamiento|aparcamiento|proyector|"
    r"repas|boissons|dejeuner|traiteur|projecteur)\b"
)
#: Right before an extra: what the booking is for, not another thing ("for your video call").
_FOR = LazyPattern(r"\b(?:for|fur|para|pour)\s+(?:\w+\s+){0,2}$")
#: The booking itself as a clause's subject or object: an extra there is no other thing ("The
#: booking failed because of a calendar error").
_THE_BOOKING = LazyPattern(
    r"\b(?:the|your|my|this|a|any)\s+(?:booking|reservation|request|room|meeting room)\b"
)
#: A determiner and up to three words after a refusal's verb: its object ("I did not book the
#: shuttle", "… your team's room").
_OBJECT = LazyPattern(
    r"\s+(?:a|an|any|the|your|my|our|this|that|these|those|some)\s+([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2})"
)
#: A pronoun after a refusal's verb: the refusal is of what the clause before named ("Parking
#: was not requested, so I didn't reserve any", "Cedar was too big, so I didn't book it").
_PRONOUN = LazyPattern(
    r"\s+(?:any|it|one|ones|them|those|either|that|some)\b"
    r"(?!\s+(?:rooms?|bookings?|reservations?|spaces?|slots?|meetings?|things?)\b)"
)
#: Objects that are this booking: "I did not book the room", "… the meeting", "… it".
_THIS = frozenset(
    {
        *("room", "rooms", "space", "spaces", "booking", "bookings", "reservation", "reservations"),
        *("meeting", "meetings", "slot", "slots", "venue", "session", "event", "appointment"),
        *("place", "request", "date", "day", "time", "call", "it", "that", "this", "one"),
        *("conference", "monday", "tuesday", "wednesday", "thursday", "friday", "week"),
    }
)


def about_else(folded: str, refused: str | None) -> bool:
    """Whether a clause is about another thing than the booking: another room or booking, an
    extra not what the booking is for, the object of its refusal ("I did not book the
    shuttle")."""
    if _OTHER_THING.search(folded):
        return True
    extras = (m for m in _EXTRA.finditer(folded) if not _FOR.search(folded[: m.start()]))
    if not _THE_BOOKING.search(folded) and next(extras, None) is not None:
        return True
    at = folded.find(refused) if refused else -1
    found = _OBJECT.match(folded, at + len(refused)) if refused and at >= 0 else None
    return found is not None and not (set(found.group(1).replace("'s", "").split()) & _THIS)


def of_pronoun(folded: str, refused: str | None) -> bool:
    """Whether the refusal of a clause is of a pronoun: "I didn't reserve any"."""
    at = folded.find(refused) if refused else -1
    return refused is not None and at >= 0 and bool(_PRONOUN.match(folded, at + len(refused)))
