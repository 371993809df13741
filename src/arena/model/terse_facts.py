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

from collections.abc import Callable

from arena.lazy_pattern import LazyPattern
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
_TOKEN = LazyPattern(r"[^\s,;/|()\[\]\u2014\u2013\u2192\u00b7\u2022-]+")


def _sentence(folded: str, start: int, end: int) -> tuple[int, int]:
    ends = [m.end() for m in _END.finditer(folded, 0, start)]
    after = _END.search(folded, end)
    return (ends[-1] if ends else 0), (after.start() if after else len(folded))


def among_facts(
    folded: str, start: int, end: int, rooms: frozenset[str], against: Callable[[str], bool]
) -> bool:
    """Whether the room named at ``folded[start:end]`` stands in a sentence of bare facts that
    gives a day or a count besides it (``rooms``: the folded names a sentence may also hold;
    ``against``: whether a label rules something out, "Not this one:")."""
    if _SIGNED.search(folded, 0, start) and not folded[end:].strip(" \t\n.!"):
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
    facts = 0
    for token in _TOKEN.findall(f"{before} {after}"):
        token = token.strip("'.:!")
        if not any(c.isalnum() for c in token) or token in _FILLER or token in rooms:
            continue  # "+", "@", an emoji
        if token in DAY_WORDS or token in ABBREV or token in _PEOPLE or _NUMBER.fullmatch(token):
            facts += 1
            continue
        return False
    return facts > 0


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
    before, after = folded[:start], folded[end:]
    if _ROOM_WORD_BEFORE.search(before) and _CLAUSE_END.match(after):
        return True
    return bool(_THE_BEFORE.search(before) and _ROOM_WORD_AFTER.match(after))


__all__ = ["among_facts", "room_clause"]
