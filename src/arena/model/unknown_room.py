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

from arena.lazy_pattern import LazyPattern
from arena.model.other_names import not_a_name
from arena.model.room_stance import room_names, ruled_out
from arena.model.unknown_names import meeting_or_size, other_named_room
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
#: A capitalised word in a room's slot with no word "room" beside it: right after a booking verb
#: and before what the booking is for ("Book Birch for 4 on Tuesday", "Reserve Oak, Friday"), or
#: opening a request's list of facts ("Birch, Fri, 4"): heldout43, where "Book Birch for 4 on
#: Tuesday" booked Juniper. A German verb is left out: German writes every noun capitalised.
_SLOT = LazyPattern(
    r"\b(?:[Bb]ook|BOOK|[Rr]eserve|[Gg]rab|[Rr]eserva|[Rr]\u00e9serve|"
    # the other Romance verbs and Dutch ("Réserver Chêne mardi pour 6" booked Aspen)
    r"[Rr](?:\u00e9|e)serve[rz]|[Rr]eservar|[Pp]renota(?:re)?|[Bb]oek(?:en)?|[Rr]eserveer)[ \t]+"
    r"(?:(?:me|us|nous|nos|ci|mi)[ \t]+)?"
    r"(?P<c>[A-Z\u00c0-\u00de][a-z\u00df-\u00ff]+)(?:[ \t]+[A-Z][a-z]+)?"
    r"(?=[ \t]*,|[ \t]+(?:for|on|at|this|next|please|tomorrow|para|pour|per|voor|op|el|le|il|"
    # or the weekday it is for, in the languages read: "Réserver Chêne mardi", "… martes"
    r"(?:lun|mar|mercre|jeu|vendre)di|lunes|martes|mi\u00e9rcoles|miercoles|jueves|viernes|"
    r"(?:lune|marte|mercole|giove|vener)d(?:\u00ec|i)|maandag|dinsdag|woensdag|donderdag|"
    r"vrijdag|\d+)\b)"
    r"|(?:^|(?<=\n))[ \t]*(?P<d>[A-Z][a-z]+)[ \t]*,[ \t]*(?=(?:(?i:mon|tue|wed|thu|fri)[a-z]*\.?"
    r"|\d+)[ \t]*,)"
)
#: A room told only by the writer's habit or history: "the usual room", "the same room as last
#: time", "my room", "our regular one" (heldout43: "Can you book the usual room for Thursday"
#: booked the first free room). The arena cannot know which room that is.
_HABIT = LazyPattern(
    r"(?i:\b(?:the|my|our)[ \t]+(?:usual|same|regular|normal|favou?rite|standing)"
    r"[ \t]+(?:room|place|spot|space)\b"
    # without its article: "Same room as last week, Tuesday, 5 people" (requests44: booked the
    # first free room)
    r"|\bsame[ \t]+(?:room|place|spot|space|one)[ \t]+as[ \t]+(?:last[ \t]+\w+|before|usual|always)"
    r"|\b(?:my|our)[ \t]+(?:room|meeting room)\b"
    r"|\b(?:la|el|die|der|den|la)[ \t]+(?:sala|salle|raum)[ \t]+(?:de siempre|habituelle|"
    r"habitual|d'habitude|wie immer)\b|\bunsere?n?[ \t]+(?:uebliche|ubliche|ublichen)n?[ \t]+raum\b)"
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


#: Words a booking's slot or a list's first place may hold that name no room: "Book something
#: for 4", "Hi, Fri, 4".
_NOT_SLOT = frozenset(
    (
        "something", "anything", "whatever", "whichever", "somewhere", "space", "it", "me", "us",
        "hi", "hey", "hello", "thanks", "sorry", "team", "folks", "all", "guys", "ok", "okay",
        "so", "yes", "please", "again", "now", "asap", "one", "them", "him", "her",
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
    found = [(m.group("a") or m.group("b")) for m in _NAMED.finditer(text)]
    found += [(m.group("c") or m.group("d")) for m in _SLOT.finditer(text)]
    for word in found:
        if _unknown(word, names, out):
            return word
    return other_named_room(text, names, lambda word: _unknown(word, names, out))


def _unknown(word: str, names: tuple[str, ...], out: frozenset[str]) -> bool:
    """Whether ``word`` (one word) is a room's name the arena does not have."""
    key = fold(word)
    if key in names or key in _KINDS or key in _NOT_SLOT or not_a_name(key) or key in out:
        return False
    return not misspelt(key) and not meeting_or_size(word)


def habit_room(text: str, named: frozenset[str]) -> str | None:
    """The words by which ``text`` asks for a room only the writer knows ("the usual room", "my
    room"), where it names none of the arena's rooms (``named``: the folded rooms it asks for;
    "the usual room, Cedar" is Cedar); else ``None``."""
    if named:
        return None
    m = _HABIT.search(text)
    if m is None:
        return None
    after = _NAME_AFTER.match(fold(text[m.end() :]))
    if after is not None and (after.group("n") in room_names() or after.group("n")[0] == "r"):
        return None  # "Our usual room, Cedar, is under renovation": that room has a name
    return m.group()


#: Right after "the usual room", the room's own name: "the usual room (Cedar)", "…, Cedar,", "the
#: same room as last time (Cedar)".
_NAME_AFTER = LazyPattern(
    r"(?:[ \t]+as[ \t]+(?:last[ \t]+\w+|before|usual|always))?"  # "… as last time (Cedar)"
    r"[ \t]*[,(:\u2013\u2014-][ \t]*(?:the[ \t]+)?(?P<n>r-?\d{3}|[a-z]+)\b"
)
