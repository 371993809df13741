"""A request that needs no head count: the room it names, or picks by size, is the request.

"Book R-101 for Friday." and "Book the smallest room for Thursday." were asked how many people
were coming (heldout50): a question whose answer changes nothing, since the room is already
chosen (by its id or name, or as the smallest or largest there is). Such a request is read with
no count (:class:`arena.model.task.BookingRequest` ``counted=False``), and its approval question
says none. Where the room is not settled by the words alone ("a room for Friday", two rooms
named, "a big room") the count is still asked for.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.model.corrections import rooms as _rooms
from arena.model.room_stance import rooms_asked_for, ruled_out
from arena.wording.numbers import fold

#: Why a request says no count, as :func:`arena.model.head_count.capacity` gives it.
UNSAID = "it does not say how many people"

_NOUN = r"(?:free\s+|available\s+)?(?:room|one|space|meeting\s+room|raum|zimmer|salle|sala)"
#: The one smallest or largest room there is: "the smallest room", "the largest one", "den
#: kleinsten Raum", "den größten Raum", "la plus petite salle", "la salle la plus grande", "la
#: sala más pequeña", "la sala más grande".
_EXTREME = LazyPattern(
    r"(?<![\w-])(?:"
    # the article may be dropped in a terse request: "Smallest room available Monday please."
    rf"(?:the\s+)?(?:smallest|tiniest|largest|biggest)\s+{_NOUN}"
    rf"|(?:den|das|die)\s+(?:kleinste|grosste|groesste)[nrs]?\s+{_NOUN}"
    r"|la\s+plus\s+(?:petite|grande)\s+salle|la\s+salle\s+la\s+plus\s+(?:petite|grande)"
    r"|la\s+sala\s+mas\s+(?:pequena|grande)"
    # "the smallest room that fits the team": the count picks it, so it is asked for
    r")(?![\w-])(?!\s+(?:that|which|to|able\s+to|where)\s+(?:\w+\s+)?(?:fits?|holds?|seats?|takes?))",
    re.IGNORECASE,
)


#: People said without their number: "for the whole team", "all of us", "só eu e mais um", "für
#: uns": how many may decide whether the room named fits, so the count is asked for.
_PEOPLE = LazyPattern(
    r"(?<![\w-])(?:team|teams|group|us|we|all|everyone|everybody|people|colleagues|guests|"
    r"clients|customers|staff|crew|folks|board|interns|me|myself|attendees|participants|"
    r"eu|nos|wir|uns|alle|nous|tous|toutes|nosotros|nosotras|todos|todas|equipo|equipe|"
    r"gruppe|grupo|groupe|leute|personen|personnes|personas|pessoas)(?![\w-])"
)


def needs_no_count(text: str, room: str | None) -> bool:
    """Whether ``text`` settles its room without a head count: it names one room by id
    (``room``) or by name, and rules it not out, or asks for the smallest or largest room; and
    it names no people whose number it leaves unsaid ("Book Juniper for the whole team")."""
    if _PEOPLE.search(fold(text)):
        return False
    if room is not None:
        return True
    names = {fold(name) for _, name in _rooms() if name}
    wanted = (rooms_asked_for(text) & names) - ruled_out(text)
    if len(wanted) == 1:
        return True
    return not wanted and _EXTREME.search(fold(text)) is not None


def picks_one_room(text: str) -> bool:
    """Whether ``text`` picks its one room by size ("the smallest room", "Biggest room
    available Tuesday please") in words that ask no question: a choice among rooms is a room
    to book, and "available" then says which rooms it is made among (heldout53: "Smallest
    room available Monday please." listed the free rooms and booked none)."""
    return "?" not in text and _EXTREME.search(fold(text)) is not None
