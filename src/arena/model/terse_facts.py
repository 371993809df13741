"""A room named among a request's bare facts: "Quick one — Cedar, Fri, 4 ppl.", "4 pax Atrium
Thu", "Juniper, Thursday.", "Pour vendredi, la salle Maple, nous serons neuf".

A terse request gives its room, day and head count side by side with no verb: the room it names
is the room asked for, as a clerk reads it. The request reader took a name as asked for only as
the request's first words or after an asking word, so these were refused as naming the room
"without saying whether to book it or to avoid it" (heldout42b, requests43). Two readings, each
only where nothing else rules the room out (:mod:`arena.model.room_stance` asks these last):

- :func:`among_facts`: the sentence holding the name is made of facts only — weekdays, counts,
  times, rooms, a polite word — after at most a short label ("Quick one —", "Booking:"), and
  gives a day or a count besides the room. "Book a room for 5 on Friday, Aspen." is no such
  sentence ("book a room" asks for any room, and "Aspen" may be the person addressed).
- :func:`room_clause`: a clause that is the room's name with the word for a room, "la salle
  Maple", "the Cedar room", set off by commas: no person is addressed so.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from arena.lazy_pattern import LazyPattern
from arena.model.prefix_cuts import ends_at, last_end
from arena.wording.days import ABBREV, DAY_WORDS

#: Words a sentence of facts may hold besides its weekday, count, time and rooms.
_FILLER = frozenset(
    (
        "room", "rooms", "the", "salle", "sala", "raum", "saal", "la", "le", "el", "die", "der",
        "das", "for", "on", "at", "in", "of", "us", "me", "and", "plus", "x", "next", "this",
        "coming", "a", "an", "please", "pls", "plz", "thanks", "thx", "ta", "cheers", "hi", "hey",
        "hello", "am", "pm", "noon", "h", "uhr", "ok", "asap",
    )
)  # fmt: skip
#: Words that count people: "4 ppl", "6 pax", "party of 3", "a dozen".
_PEOPLE = frozenset(
    (
        "people", "persons", "person", "ppl", "pax", "guests", "attendees", "heads", "headcount",
        "seats", "pers", "personen", "personas", "personnes", "party", "folks", "dozen", "one",
        "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "eighteen", "twenty",
    )
)  # fmt: skip
#: A token that is a number, a count or a time: "4", "4p", "4ppl", "x4", "4x", "14:30", "9am".
_NUMBER = LazyPattern(r"x?\d+(?:[:.h]\d\d|p|ppl|pax|x|am|pm|h)?")
#: Where a sentence ends: a point not between digits ("14.30" is a time), "!", "?", ";", a line.
_END = LazyPattern(r"[!?;\n]|\.(?!\d)")
#: A short label that opens the sentence: "Quick one —", "Booking:", "Urgent -".
_LABEL = LazyPattern(r"^\s*((?:[\w'-]+\s*){1,3}?)\s*(?::(?!\d)|\u2014|\u2013|\s-+\s)")
#: A word of the sentence, in any script: "前回は" is a word, no fact (a mark alone is none).
#: A dash before a name that ends the text, as a sign-off puts it: "… — Aspen", "… -Aspen".
_SIGNED = LazyPattern(r"(?:[\u2013\u2014]|(?:^|\s)-+)\s*\Z")
#: A label that undoes what it labels, or says it is done or decided, no request: "Cancel: Cedar
#: Tue 4", "Drop - Aspen, Fri", "Booked: aspen, tuesday, 6 ppl.", "Confirmed: Cedar, Tuesday, 6".
_UNDONE = LazyPattern(
    r"\b(?:cancel\w*|drop\w*|remov\w*|releas\w*|delet\w*|free up|unbook\w*|booked|reserved|"
    r"confirmed|done|approved?|denied|declined|rejected)\b"
)
_TOKEN = LazyPattern(r"[^\s,;/|()\[\]\u2014\u2013\u2192\u00b7\u2022\uff0c\u3001-]+")


#: A character no sign-off dash before a name holds (:data:`_SIGNED`).
_NOT_DASH = LazyPattern(r"[^\s\u2013\u2014-]")
#: A character no clause of a room's word holds (:data:`_ROOM_WORD_BEFORE`, :data:`_THE_BEFORE`).
_NOT_ROOM_WORDS = LazyPattern(r"[^\w\s,(\u2014\u2013-]")


def _sentence(folded: str, start: int, end: int) -> tuple[int, int]:
    # the sentence's marks kept once a text, not found again at each room named (requests52)
    after = _END.search(folded, end)
    return max(last_end(_END, folded, start), 0), (after.start() if after else len(folded))


def _signed(folded: str, start: int) -> bool:
    """Whether a sign-off's dash ends ``folded[:start]`` (:data:`_SIGNED`)."""
    return ends_at(_SIGNED, folded, start, _NOT_DASH)


def among_facts(
    folded: str, start: int, end: int, rooms: frozenset[str], against: Callable[[str], bool]
) -> bool:
    """Whether the room named at ``folded[start:end]`` stands in a sentence of bare facts that
    gives a day or a count besides it, or in a clause of its own (:func:`own_clause`; ``rooms``:
    the folded names a sentence may also hold; ``against``: whether a label rules something
    out, "Not this one:")."""
    if _signed(folded, start) and not folded[end:].strip(" \t\n.!"):
        return False  # "Room Tue for 4 please — Aspen": a sign-off, perhaps the writer's name
    first, last = _sentence(folded, start, end)
    if folded[last : last + 1] == "?":
        return False  # "Cedar, Fri, 4 ppl?": whether it is free
    before, after = folded[first:start], folded[end:last]
    label = _LABEL.match(before)
    if label is not None:
        if against(label.group(1)) or _UNDONE.search(label.group(1)):
            return False  # "Not this one: Cedar, …", "Cancel: Cedar Tue 4"
        before = before[label.end() :]
    facts = _facts(f"{before} {after}", rooms)
    return (facts is not None and facts > 0) or own_clause(folded, start, end, rooms)


def _facts(words: str, rooms: frozenset[str]) -> int | None:
    """How many facts (weekdays, counts, times) ``words`` hold, or ``None`` where they hold any
    word that is no fact, no room and no filler."""
    facts = 0
    for token in _TOKEN.findall(words):
        token = token.strip("'.:!")
        if not any(c.isalnum() for c in token) or token in _FILLER or token in rooms:
            continue  # "+", "@", an emoji
        if token in DAY_WORDS or token in ABBREV or token in _PEOPLE or _NUMBER.fullmatch(token):
            facts += 1
            continue
        return None
    return facts


#: Where a clause ends: a comma, a dash, a bracket, a sentence's end (not a time's point), and
#: the Japanese and Chinese marks.
_CLAUSE_MARK = LazyPattern(r"[,;:!?\n()\u2014\u2013\u3001\u3002\uff0c]|\.(?!\d)|\s-+\s")
#: A request for a room not named ("a room", "any room", "einen Raum"): a name beside it may be
#: the person addressed ("Book a room for 5 on Friday, Aspen.").
_SOME_ROOM = LazyPattern(
    r"\b(?:a|any|some|one|ein|einen|un|une|una|een|um|uma)\s+(?:\w+\s+)?"
    r"(?:room|raum|zimmer|sala|salle|zaal|kamer|space)\b"
)
#: In the room's sentence before it, words that greet or thank (the name may be a person's:
#: "Friday, 5 people. Thanks, Aspen") or tell of the past ("Last time, Aspen.").
_NOT_ASKED = LazyPattern(
    r"\b(?:hi|hey|hello|dear|thanks|thank you|thx|cheers|hallo|hola|bonjour|ciao|oi|ola|hej|"
    r"last|previous|before|usual|yesterday|was|were|had|used|letzte[ns]?|pasad[oa]|dernier)\b"
)
#: Words a clause of its own may hold beside the room, in the other languages: "Bitte Aspen am
#: Mittwoch", "Vrijdag Aspen graag", "Perşembe günü Atrium", "en Cedar", "ジュニパーを2名で",
#: "Preciso da Aspen na quarta-feira para 8 pessoas".
_CLAUSE_FILLER = frozenset(
    (
        "bitte", "gerne", "gern", "graag", "svp", "merci", "danke", "gracias", "obrigado",
        "obrigada", "grazie", "favor", "por", "en", "na", "da", "em", "im", "op", "um", "al",
        "au", "de", "del", "du", "het", "gunu", "para", "pour", "fur", "voor", "per", "feira",
        "preciso", "precisamos", "necesito", "necesitamos", "brauchen", "brauche", "pessoas",
        "persone", "kisi", "personer", "mensen", "leute", "segunda", "terca", "quarta",
        "quinta", "sexta", "\u3092", "\u3067", "\u306b", "\u306f", "\u306e", "\u304c",
        # "Pazartesi için Juniper, 3 kişi", "周一，Cedar 会议室，5人" (heldout47: asked about)
        "icin", "\u4f1a\u8bae\u5ba4", "\u4f1a\u8b70\u5ba4", "\ud68c\uc758\uc2e4",
    )
)  # fmt: skip


def own_clause(folded: str, start: int, end: int, rooms: frozenset[str]) -> bool:
    """Whether the room named at ``folded[start:end]`` is a clause of its own, bare facts beside
    it at most, in a request that names no other room and asks for no unnamed one: "Me and my
    two co-founders, Wednesday, Juniper.", "Somos cuatro más el jefe, el viernes, en Cedar.",
    "Bitte Aspen am Mittwoch, wir sind zu siebt." (heldout46: each was asked about, its count
    in words no fact of a sentence of facts, and nothing booked). Not a sign-off, a question, a
    greeting's or thanks' name, or a room of the past."""
    if not _one_room_alone(folded, rooms):
        return False  # '{"room": "Atrium", …, "cancel": true}' (session 43: asked about)
    if _signed(folded, start) and not folded[end:].strip(" \t\n.!"):
        return False
    first, last = _sentence(folded, start, end)
    if folded[last : last + 1] == "?" or _NOT_ASKED.search(folded, first, start):
        return False
    opens = max(last_end(_CLAUSE_MARK, folded, start), 0, first)
    closes = _CLAUSE_MARK.search(folded, end)
    shut = min(closes.start() if closes else len(folded), last)
    words = f"{folded[opens:start]} {folded[end:shut]}"
    kept = " ".join(w for w in _TOKEN.findall(words) if w.strip("'.:!") not in _CLAUSE_FILLER)
    return _facts(kept, rooms) is not None


@functools.lru_cache(maxsize=64)
def _one_room_alone(folded: str, rooms: frozenset[str]) -> bool:
    """Whether ``folded`` names one room of ``rooms`` and asks for no unnamed one, nor undoes
    anything: read once a text, not at each room named (a long thread, requests52)."""
    named = {n for n in rooms if re.search(rf"\b{re.escape(n)}\b", folded)}
    return len(named) == 1 and not _SOME_ROOM.search(folded) and not _UNDONE.search(folded)


#: A clause that is a room's name with the word for a room: "la salle maple", "the cedar room".
_ROOM_WORD_BEFORE = LazyPattern(
    r"(?:^|[,(\u2014\u2013]|\s-\s)\s*(?:(?:the|la|le|el|die|der|den|das)\s+)?"
    r"(?:room|raum|saal|sala|salle|salon)\s+$"
)
_ROOM_WORD_AFTER = LazyPattern(r"^\s+room\s*(?:[,.;!)\n\u2014\u2013]|\s-\s|$)")
_THE_BEFORE = LazyPattern(r"(?:^|[,(\u2014\u2013]|\s-\s)\s*the\s+$")
_CLAUSE_END = LazyPattern(r"^\s*(?:[,.;!)\n\u2014\u2013]|\s-\s|$)")


def room_clause(folded: str, start: int, end: int) -> bool:
    """Whether the room named at ``folded[start:end]`` is a clause of its own with the word for
    a room: ", la salle maple,", ", the cedar room," (not "in the cedar room": a place)."""
    after = folded[end:]
    if ends_at(_ROOM_WORD_BEFORE, folded, start, _NOT_ROOM_WORDS) and _CLAUSE_END.match(after):
        return True
    return bool(
        ends_at(_THE_BEFORE, folded, start, _NOT_ROOM_WORDS) and _ROOM_WORD_AFTER.match(after)
    )


__all__ = ["among_facts", "own_clause", "room_clause"]
