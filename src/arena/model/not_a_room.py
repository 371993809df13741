"""Whether a request asks to book something that is not a meeting room: a flight, a taxi, a
hotel, a restaurant's table, lunch.

The rooms tool books meeting rooms only. "Book a flight to Berlin on Tuesday for 2" and "Order
pizza for 6 people on Tuesday" read as room bookings (a booking verb, a count, a weekday) and
the model booked a meeting room for them (heldout41): the person asked for something else.
Such a request is read as one the tools cannot serve (:mod:`arena.model.off_task`); one that
also asks for a room ("Book a room for 6 on Tuesday and order lunch", "Book a table in Cedar")
is still a room booking (docs/architecture.md, the request reader).
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

#: A booking verb and the thing it books, where that thing is not a room: "book a flight",
#: "order pizza", "reserve a table at Luigi's", "get us a taxi", "book me a hotel room".
_OTHER_THING = LazyPattern(
    r"\b(?:book|reserve|order|get|arrange|organi[sz]e|buy|call|hire|rent)\s+(?:(?:me|us|them)\s+)?"
    r"(?:(?:a|an|the|some|two|three|four|\d+)\s+)?(?:[a-z'-]+\s+)?"
    r"(?P<thing>flights?|plane tickets?|train(?: tickets?)?|tickets?|taxis?|cabs?|ubers?|"
    r"(?:rental )?cars?|shuttles?|hotel(?: rooms?)?|hotels?|airbnb|tables?|restaurant|pizzas?|"
    r"lunch|dinner|breakfast|catering|food|drinks|coffee|sandwiches|parking(?: spots?| spaces?)?)"
    r"\b"
)
#: A room asked for all the same: a meeting room's words, an id ("R-204").
_ROOM_WORD = LazyPattern(
    r"\b(?:(?:meeting|conference|board|huddle|team) ?rooms?|rooms?|space|office|sala|raum|salle|"
    r"r-?\d{3})\b"
)
#: What a hotel's room is called: "a hotel room", "a room at the Hilton", not a meeting room.
_HOTEL_ROOM = LazyPattern(
    r"\bhotel rooms?\b|\brooms?\s+(?:at|in)\s+(?:the\s+)?(?:hilton|marriott|hyatt|ibis|"
    r"sheraton|novotel|holiday inn|radisson|hotel|motel|hostel|airbnb)\b"
)


def other_thing(text: str) -> str | None:
    """What ``text`` asks for other than a meeting room, in its words ("book a flight", "order
    pizza", "book a hotel room"), where it asks for no room; else ``None``."""
    folded = fold(text)
    m = _OTHER_THING.search(folded)
    hotel = _HOTEL_ROOM.search(folded)
    if m is None and hotel is None:
        return None
    if _ROOM_WORD.search(_HOTEL_ROOM.sub(" ", folded)) or _names_a_room(folded):
        return None
    if m is not None:
        return m.group(0)
    return f"book a {hotel.group(0)}" if hotel is not None else None


def _names_a_room(folded: str) -> bool:
    """Whether ``folded`` names one of the arena's rooms ("a table in Cedar")."""
    from arena.model.corrections import rooms  # the tools import the model's readers

    words = set(re.findall(r"[a-z]+", folded))
    return any(fold(name) in words for _, name in rooms() if name)


__all__ = ["other_thing"]
