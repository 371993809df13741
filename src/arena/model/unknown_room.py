"""A room asked for by a name the arena does not have: "Book the Redwood room", "Room Oak".

"Book room R-999 …" was said to be no room free, while "Book the Redwood room for 4 on Monday"
was read as naming no room at all, and the model asked to book, and booked, the first free room
that fit (outside tester 29b: Redwood, Oak, Birch and Pine each became Juniper or Aspen). A person
who names a room wants that room; a careful assistant says it does not know it and books nothing.
A capitalised word joined to "room" is read as a room's name where it is not one of the arena's
rooms (nor one letter from one: "the Cedr room" is Cedar), nor a word for a kind of room ("the
Board Room", "the Meeting Room"), nor a weekday, month or other word :mod:`room_stance` knows to
stand after a name, nor a weekday misspelt ("meeting room Tusday"); a request written in title
case ("Book A Room For Six") names nothing.
"""

from __future__ import annotations

import re

from arena.model.room_stance import not_a_name, ruled_out
from arena.wording.days import misspelt
from arena.wording.numbers import fold
from arena.wording.spelling import room_slips

#: "the Redwood room", "the Oak Room", "Room Oak", "la salle Chêne", "la sala Roble".
#: On one line: a form's "… review room" above "When: Thursday" names no room "When" (outside
#: tester 34).
_NAMED = re.compile(
    r"\b(?:the|The)[ \t]+(?P<a>[A-Z][^\W\d_]+)[ \t]+[Rr]oom\b"
    r"|\b(?:[Rr]oom|[Ss]alle|[Ss]ala)[ \t]+(?P<b>[A-Z][^\W\d_]+)\b"
)
#: Words for a kind of room, or what a room is for, not a room's own name (folded).
_KINDS = frozenset(
    (
        "meeting", "meetings", "conference", "board", "boardroom", "big", "bigger", "biggest",
        "small", "smaller", "smallest", "large", "larger", "largest", "main", "quiet", "usual",
        "same", "other", "next", "corner", "training", "break", "breakout", "team", "focus",
        "phone", "video", "huddle", "project", "class", "seminar", "workshop", "dining",
        "waiting", "server", "storage", "prayer", "wellness", "game", "games", "lunch", "reading",
        "study", "common", "green", "new", "old", "first", "second", "third", "top", "ground",
        "back", "front", "side", "east", "west", "north", "south", "executive", "exec", "ceo",
        "interview", "demo", "war", "situation", "media", "press", "quiet", "silent", "mothers",
        "nursing", "it", "hr", "sales", "marketing", "engineering", "design", "ops", "finance",
        "legal", "de", "da", "di", "del", "des", "du", "la", "le", "el", "por", "para", "pour",
        "with", "one", "any", "a", "an", "my", "our", "your", "their", "zoom", "teams", "webex",
        "av", "tv", "vc", "hybrid", "presentation", "pitch", "town", "hall", "all-hands",
        # what is done about a room, a form's or card's title ("Room Booking Request", "Meeting
        # Room Request", "Room Reservation": items40, read as rooms called Booking and Request)
        "booking", "bookings", "request", "requests", "reservation", "reservations", "needed",
        "required", "wanted", "preference", "preferences", "details", "type", "size",
        "availability", "choice", "form", "ticket",
    )
)  # fmt: skip


def _title_case(text: str) -> bool:
    words = re.findall(r"[^\W\d_]+", text)
    return sum(w[:1].isupper() for w in words) * 5 >= len(words) * 4


def unknown_room(text: str, names: tuple[str, ...]) -> str | None:
    """The name of a room ``text`` asks for that is not one of ``names`` (the arena's rooms,
    folded), as written; else ``None``."""
    if _title_case(text):
        return None
    text = room_slips(text, names)
    out = ruled_out(text)
    for m in _NAMED.finditer(text):
        word = m.group("a") or m.group("b")
        key = fold(word)
        if key in names or key in _KINDS or not_a_name(key) or key in out or misspelt(key):
            continue
        return word
    return None
