"""A floor a request asks for, checked against the room codes: "3 people, Thursday, third floor"
is a room on floor 3, and the arena's codes say which that is (R-305: floor 3, R-204: floor 2).

Mechanism: a floor named as where the room should be is a constraint on the room, and where
every room's code is a letter, a dash and three digits, the first digit is the floor (the
hundreds of a room number), so the search's rooms are kept to those on it; where the codes do not
have that shape the floor stays what it was, unchecked and said so in the question. A floor that
places people or things, not the room ("the 3rd floor team", "we sit on the second floor", "5
floors up"), asks for nothing. The search found nothing on the floor: the model says so and books
nothing (heldout53: the floor went unread and Juniper R-101 and Aspen R-102 were booked).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

if TYPE_CHECKING:
    from arena.model.rooms import Room

#: Ordinal words (folded) in the languages the requests come in, to the floor's number.
_ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
    "erste": 1, "zweite": 2, "dritte": 3, "vierte": 4, "funfte": 5,
    "premier": 1, "premiere": 1, "deuxieme": 2, "seconde": 2, "troisieme": 3, "quatrieme": 4,
    "primer": 1, "primero": 1, "primera": 1, "segundo": 2, "segunda": 2, "tercer": 3,
    "tercero": 3, "tercera": 3, "cuarto": 4, "cuarta": 4,
    "primo": 1, "secondo": 2, "terzo": 3, "quarto": 4,
    "eerste": 1, "tweede": 2, "derde": 3, "vierde": 4,
}  # fmt: skip
_ORD = "|".join(sorted(_ORDINALS, key=len, reverse=True))
_NOUN = (
    r"(?:floor|fl\.|flr|level|storey|story|etage|stock(?:werk)?|og|obergeschoss|piso|planta|piano|"
    r"verdieping)"
)
#: "third floor", "3rd floor", "floor 3", "2. Stock", "3e etage", "segundo piso", "planta 2",
#: "top floor"; the ordinal may carry a German or Spanish ending ("dritten Stock", "tercer piso").
_FLOOR = LazyPattern(
    rf"(?<![\w-])(?:(?P<word>{_ORD})(?:n|r|s|m)?(?:\s+|-){_NOUN}"
    rf"|(?P<num>\d)\s*(?:st|nd|rd|th|\.|e|eme|er|o|a|de|ste)?(?:\s*|-){_NOUN}"
    rf"|{_NOUN}\s+(?:no\.?\s*|nr\.?\s*|#\s*)?(?P<after>\d)(?!\s*(?:people|persons?|seats?|pax))"
    rf"|(?P<top>top|highest|obersten?|dernier|ultimo|ultima)(?:\s+|-){_NOUN})(?![\w-])",
    re.I,
)
#: What before a floor makes it where someone or something is, not the room: "the team from the
#: 3rd floor", "we are on the second floor", "our second-floor office", "meet at the 3rd floor
#: kitchen" (checked after the floor too: :data:`_OWNER_AFTER`).
_OWNER_BEFORE = LazyPattern(
    r"(?:\b(?:from|we(?:'re| are)|i(?:'m| am)|they(?:'re| are)|sit(?:s|ting)?|work(?:s|ing)?|"
    r"based|located|live|lives|living|office|desk|desks|people|folks|team|moved|sind|bin|aus|"
    r"vom|du|desde|del)\b[^.,;!?\n]{0,20}$)",
    re.I,
)
#: A head count said as people ("12 people", "for twelve folks"): the group the room is for, so a
#: floor after it is where the room should be ("a room for 12 people on the second floor"), not
#: where those people sit (heldout55: read as their floor, and R-305 on floor 3 was booked).
_COUNTED = LazyPattern(r"\b(\w+)\s+(?:people|folks)\b")
#: ... where the floor's clause asks for a room: "12 people on the second floor will hear us, so
#: not there" places people (regress55: 3f82df50 read that floor as asked and booked on it).
_ROOM_ASKED = LazyPattern(
    r"\b(?:rooms?|space|spot|place|somewhere|book\w*|reserv\w*|need|want|get|find|for|raum|salle"
    r"|sala|zaal|fur|pour|para|per|voor)\b"
)
_CLAUSE_END = LazyPattern(r"[.;!?\n]")


def _heads_dropped(before: str) -> str:
    """``before`` without a counted group of people, whose noun would read as an owner."""
    from arena.wording.numbers import word_value

    clause = _CLAUSE_END.compiled.split(before)[-1]
    if not _ROOM_ASKED.compiled.search(clause):
        return before
    return _COUNTED.sub(
        lambda m: " " if m.group(1).isdigit() or word_value(m.group(1)) else m.group(0), before
    )


#: A noun after the floor that it describes: "the 3rd floor team", "second floor kitchen".
_OWNER_AFTER = LazyPattern(
    r"\s*(?:team|crew|folks|people|staff|kitchen|office|offices|desk|desks|lobby|reception|"
    r"printer|lift|elevator|toilets?|bathroom|canteen|cafe|lounge)s?\b",
    re.I,
)
#: A floor ruled out, not asked for: "not on the second floor", "anything but the 3rd floor".
_NOT_BEFORE = LazyPattern(
    r"(?:\b(?:not|no|never|avoid|except|but|other\s+than|nicht|kein|pas|sauf|ni)\b|n't)"
    r"(?:\s+(?:on|in|at|im|au|en|the|a|dem|der|one|room|rooms))*\s*$",
    re.I,
)
#: A floor ruled out by what is said of it after it, or by a verb of keeping away before it (folded):
#: "the 3rd floor is under renovation", "2nd floor rooms are too noisy", "stay away from the 2nd
#: floor" (regress54: each kept the rooms to that floor).
_NOT_AFTER = LazyPattern(
    r"\s*(?:rooms?\s+|meeting\s+rooms?\s+)?(?:is|are|was|were|will\s+be|ist|sind|est|sont|esta|estan)"
    r"\s+(?:(?:all|currently|still|now|being|way|far|just|pretty|really|gerade|noch)\s+){0,2}"
    r"(?:closed|shut|under|being|renovat\w*|off[- ]?limits|unavailable|not|no|out|too|noisy|loud"
    r"|cold|hot|broken|booked|full|gesperrt|geschlossen|zu|ferme\w*|cerrad\w*|chius\w*|a\s+mess"
    r"|a\s+no[- ]go|terrible|awful|bad|horrible|off)\b"
    # ... or refused as a question answered, or pointed back to: "The second floor? No.",
    # "… on the second floor will hear us, so not there" (regress55: booked on that floor)
    r"|\s*\?\s*(?:no|nope|nah|nein|non)\b|[^.;!?\n]{0,60}?,?\s*(?:so\s+)?not\s+there\b"
)
_AWAY_BEFORE = LazyPattern(
    r"\b(?:skip|stay\s+away\s+from|keep\s+away\s+from|steer\s+clear\s+of|hate|dislike|anywhere"
    r"\s+but|vermeide\w*|evite[rz]?|evita[rn]?)\b(?:\s+(?:on|in|at|the|a))*\s*$"
)
#: A room code with its floor as first digit: "R-305", "R-204".
_CODE = LazyPattern(r"[A-Za-z]{1,3}-?(\d)\d\d")


#: A floor said as a preference: "ideally on the top floor", "3rd floor if possible".
_SOFT_BEFORE = LazyPattern(
    r"\b(?:ideally|preferably|preferred|prefer|if\s+possible|idealerweise|am\s+liebsten|"
    r"moglichst|de\s+preference|idealement|de\s+preferencia|idealmente|preferiblemente)\b"
    r"[^.,;!?\n]{0,20}$"
)
_SOFT_AFTER = LazyPattern(
    r"\s*,?\s*(?:if\s+(?:possible|available|we\s+can)|ideally|preferably|wenn\s+moglich|"
    r"si\s+possible|si\s+es\s+posible|would\s+be\s+(?:nice|great|good))\b"
)


def soft_floor(text: str) -> bool:
    """Whether ``text`` says its floor as a preference: a room elsewhere will do where none
    on the floor is free (the floor then narrows the choice, and rules out nothing)."""
    folded = fold(text)
    return any(
        _SOFT_BEFORE.search(folded[max(0, m.start() - 40) : m.start()])
        or _SOFT_AFTER.match(folded, m.end())
        for m in _FLOOR.finditer(folded)
    )


def floors_asked(text: str) -> tuple[frozenset[int], frozenset[int], bool]:
    """The floors ``text`` asks for and those it rules out, by number, and whether it asks for
    the top floor; a signature's office ("Raum R-305, 3. OG") is where its writer sits."""
    from arena.wording.mail import without_signature

    folded = fold(without_signature(text))
    wanted: set[int] = set()
    avoided: set[int] = set()
    top = False
    for m in _FLOOR.finditer(folded):
        before = folded[max(0, m.start() - 40) : m.start()]
        away = _AWAY_BEFORE.search(before)  # "stay away from the 2nd floor": no one's floor
        if not away and (
            _OWNER_BEFORE.search(_heads_dropped(before)) or _OWNER_AFTER.match(folded, m.end())
        ):
            continue  # "the team from the 3rd floor", "the 3rd floor team"
        if m.group("top"):
            top = top or not _NOT_BEFORE.search(before)
            continue
        raw = m.group("word") or m.group("num") or m.group("after")
        floor = _ORDINALS.get(raw, 0) if raw and not raw.isdigit() else int(raw or 0)
        ruled_out = _NOT_BEFORE.search(before) or away or _NOT_AFTER.match(folded, m.end())
        (avoided if ruled_out else wanted).add(floor)
    return frozenset(wanted), frozenset(avoided), top


def floor_of(room_id: str) -> int | None:
    """The floor a room's code says (R-305: 3), or ``None`` where the code has no such shape."""
    m = _CODE.fullmatch(room_id)
    return int(m.group(1)) if m else None


def on_floor(rooms: Sequence[Room], text: str) -> list[Room] | None:
    """The ``rooms`` on the floor ``text`` asks for (or off the floors it rules out), in their
    order; ``None`` where it asks for no floor or the codes say no floor (nothing to check)."""
    wanted, avoided, top = floors_asked(text)
    if not (wanted or avoided or top):
        return None
    from arena.model.rooms import all_rooms

    every = [*rooms, *all_rooms()]
    floors = [floor_of(r.id) for r in every]
    if not every or any(f is None for f in floors):
        return None  # an arena's own codes ("H-11", "B12"): no floor to read
    if top:
        wanted = wanted | {max(f for f in floors if f is not None)}
    kept = [
        r
        for r in rooms
        if (not wanted or floor_of(r.id) in wanted) and floor_of(r.id) not in avoided
    ]
    return kept if kept or not soft_floor(text) else list(rooms)


#: Floors said relative to something, which the codes cannot check ("the ground floor", "upstairs").
_RELATIVE = LazyPattern(r"ground|basement|bottom|lower|upper|higher|same|upstairs|downstairs", re.I)


def checked(wish: str, room_id: str, text: str) -> bool:
    """Whether a wish the question would say as unchecked is a floor the codes say the room
    ``room_id`` booked for ``text`` is on (or off, as asked): said, it would read as if nobody
    had checked; a room the codes say is not on it keeps the words as not checked. A size said
    of the floor's room ("the bigger room on floor 2") is checked where it picked ``room_id``."""
    said_in = fold(wish).casefold()
    if any(
        len(rooms) == 1 and rooms[0].id == room_id and said_in in said.casefold()
        for said, rooms in floor_rooms(text)
    ):
        return True
    if not _FLOOR.search(fold(wish)) or _RELATIVE.search(wish) or floor_of(room_id) is None:
        return False
    from arena.model.rooms import Room

    return not soft_floor(text) and bool(on_floor([Room(room_id, "")], text))


def off_floor(rooms: Sequence[Room], count: int, day: str) -> str:
    """What the model says where no free room is on the floor asked for: it books nothing."""
    from arena.model.rooms import people

    listing = ", ".join(str(r) for r in rooms)
    return (
        f"No room free for {people(count)} on {day} is on the floor you asked for (free: "
        f"{listing}), so I have not booked anything. Say whether another floor will do."
    )


#: "the third-floor room", "the room on the 3rd floor", "la salle du troisième étage", "el
#: salón del tercer piso", "den Raum im dritten Stock": one room named by its floor (definite,
#: singular), not "a room on the third floor" (any room there, for a count to choose by). A size
#: word may stand before the room ("the smaller room on floor 2", "den kleineren Raum im zweiten
#: Stock", "la sala más pequeña del segundo piso"): the floor is then the set it compares within.
_ROOM = r"(?:(?:meeting\s+|conference\s+)?room|one)"
_SIZE_EN = r"(?:(?P<s1>smaller|smallest|bigger|biggest|larger|largest|roomier|roomiest)\s+)?"
_THE_FLOOR_ROOM = LazyPattern(
    rf"\bthe\s+(?:only\s+|one\s+)?{_SIZE_EN}(?P<f1>[\w.]+[\s-]+{_NOUN})\s+{_ROOM}\b"
    rf"|\bthe\s+(?:only\s+|one\s+)?{_SIZE_EN.replace('s1', 's2')}{_ROOM}\s+(?:on|at|in)\s+(?:the\s+)?"
    rf"(?P<f2>[\w.]+[\s-]+{_NOUN}|{_NOUN}\s+\d)\b"
    rf"|\bthe\s+(?P<s6>smaller|smallest|bigger|biggest|larger|largest)\s+of\s+the\s+"
    rf"(?P<f6>[\w.]+[\s-]+{_NOUN})\s+rooms\b"
    rf"|\b(?:la\s+(?P<s3a>plus\s+(?:petite|grande)\s+)?salle|le\s+(?P<s3b>plus\s+(?:petit|grand)\s+)?salon)"
    rf"(?:\s+la\s+(?P<s3c>plus\s+(?:petite|grande)))?\s+(?:du|de\s+l'|au)\s*(?P<f3>[\w.]+\s+{_NOUN})\b"
    rf"|\b(?:la\s+sala|el\s+salon)(?:\s+(?P<s4>mas\s+(?:pequen[oa]|grande|chic[oa])|menor|mayor))?"
    rf"\s+(?:del|en\s+el)\s+(?P<f4>[\w.]+\s+{_NOUN})\b"
    rf"|\b(?:den|der|dem)\s+(?:(?P<s5>kleiner\w*|kleinst\w*|gro(?:ss|e)er\w*|gro(?:ss|e)t\w*)\s+)?raum"
    rf"\s+(?:im|in\s+der)\s+(?P<f5>[\w.]+\s+{_NOUN})\b",
    re.I,
)
#: Size words that compare toward the bigger room (the rest of the size groups compare toward the
#: smaller).
_BIGGER = LazyPattern(r"big|larg|roomi|grand|mas grande|mayor|gro")


def _size_said(m: re.Match[str]) -> str | None:
    """ "big" or "small" where a size word stands in the floor's room phrase ``m``, else ``None``."""
    size = next(
        (m.group(g) for g in ("s1", "s2", "s3a", "s3b", "s3c", "s4", "s5", "s6") if m.group(g)),
        None,
    )
    if size is None:
        return None
    return "big" if _BIGGER.search(size) else "small"


def floor_rooms(text: str) -> list[tuple[str, list[Room]]]:
    """Each room ``text`` names by its floor alone ("the third-floor room"), with the arena's
    rooms on that floor by their codes that the room is said to be: one room there is the room
    named; several leave it open which (the caller asks); an arena whose codes say no floor
    gives none.

    Mechanism: what the request says of that one room narrows the floor's rooms to it — a least
    number of seats ("the room on the second floor with ten seats": Maple, not Cedar's 8) and a
    size word, which compares within the floor's rooms, not the arena's ("the smaller room on
    floor 2" is Cedar, the smaller of Cedar and Maple, not Aspen on floor 1)."""
    from arena.model.rooms import all_rooms
    from arena.model.seat_floor import seat_floor
    from arena.tools.rooms import ROOMS

    every = all_rooms()
    if not every or any(floor_of(r.id) is None for r in every):
        return []
    seats = {r.id: r.capacity for r in ROOMS}
    found = []
    folded = fold(text)
    for m in _THE_FLOOR_ROOM.finditer(folded):
        said = next(m.group(g) for g in ("f1", "f2", "f3", "f4", "f5", "f6") if m.group(g))
        floor = _FLOOR.fullmatch(said)
        if floor is None:
            continue
        raw = floor.group("word") or floor.group("num") or floor.group("after") or ""
        number = _ORDINALS.get(raw, 0) if not raw.isdigit() else int(raw)
        if floor.group("top"):  # "the top-floor room": the highest floor a code says
            number = max(floor_of(r.id) or 0 for r in every)
        there = [r for r in every if floor_of(r.id) == number]
        # seats said of the room near it, blank runs squeezed: a bounded read (s27c never hangs)
        near = " ".join(folded[max(0, m.start() - 200) : m.end() + 200].split())
        least = (seat_floor(near)[0] or 0) if len(there) > 1 else 0
        seated = [r for r in there if seats.get(r.id, 0) >= least]
        there = seated if least and seated and all(r.id in seats for r in there) else there
        order = _size_said(m)
        if order is not None and len(there) > 1 and all(r.id in seats for r in there):
            pick = max if order == "big" else min
            there = [pick(there, key=lambda r: seats[r.id])]
        found.append((m.group(), there))
    return found


def floor_room_for(text: str, count: int) -> str | None:
    """The id of the one room on the floor ``text`` names "the room" by that seats ``count``
    people, where the floor has several and only one seats them ("the room on the 2nd floor for
    9": Maple, Cedar seats 8), else ``None`` (:func:`floor_ask` asks which)."""
    from arena.tools.rooms import ROOMS

    seats = {r.id: r.capacity for r in ROOMS}
    for _, rooms in floor_rooms(text):
        if len(rooms) > 1 and all(r.id in seats for r in rooms):
            fit = [r for r in rooms if seats[r.id] >= count]
            if len(fit) == 1:
                return fit[0].id
    return None


def named_by_floor(text: str) -> str:
    """``text`` with a room named by its floor alone said by its name, where the codes put
    exactly one room on that floor: "Grab the third-floor room for Friday." books Sequoia R-305
    as "Grab Sequoia for Friday." would (heldout54 r10: asked for a head count). Mechanism: a
    definite singular "the X-floor room" names one room, and the codes say which."""
    for said, rooms in floor_rooms(text):
        if len(rooms) == 1:
            at = fold(text).find(said)
            if at >= 0 and len(fold(text)) == len(text):
                text = text[:at] + rooms[0].name + text[at + len(said) :]
    return text


def floor_ask(text: str) -> tuple[str, str] | None:
    """Why ``text`` cannot be booked as written and what to ask, where it names "the X-floor
    room" and the codes put several rooms (or none) on that floor: which one is meant is the
    writer's to say, not the model's to guess (unless the head count leaves one of them:
    :func:`floor_room_for`, which the caller checks)."""
    for said, rooms in floor_rooms(text):
        if len(rooms) != 1:
            there = ", ".join(f"{r.name} {r.id}" for r in rooms) or "no room"
            return (
                f"it asks for {said}, and the codes put {there} on that floor",
                "say which room to book (by name), or how many people so I can pick one",
            )
    return None
