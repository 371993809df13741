"""The rooms the scripted model reads from search results and names in its calls and replies.

Split from :mod:`arena.model.policy` (which re-exports them): rooms listed by ``search_rooms``,
the room an edited approval names, one distinct room per day, and the booking's summary.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import msgspec

from arena.lazy_pattern import LazyPattern, compile_kept
from arena.model.corrections import correction
from arena.model.task import BookingRequest
from arena.wording.numbers import fold

#: A room a search result lists: an ``R-<digits>`` id, maybe with its name after it ("R-102
#: (Aspen, seats 6)"), or any other id in that shape ("H-20 (Vega, seats 16)", "B12 (Oak, seats
#: 4)"): an arena's own tools module may name its rooms as it likes (outside tester 11, finding 5:
#: a custom arena with ids like ``H-11`` never paused).
_ROOM = compile_kept(
    r"\b(R-\d+)\b(?:\s*\(([^,;)]+))?"
    r"|(?<![\w-])([A-Za-z][\w.-]*\d[\w-]*|[A-Za-z][\w]*-[\w-]+)\s*\(([^,;()]+),"
)


class Room(msgspec.Struct, frozen=True):
    id: str
    name: str

    def __str__(self) -> str:
        return f"{self.id} ({self.name})" if self.name else self.id


def listed_rooms(search_result: str) -> list[Room]:
    """Every room a ``search_rooms`` result lists, in its order (smallest first)."""
    return [
        Room(m.group(1) or m.group(3), (m.group(2) or m.group(4) or "").strip())
        for m in _ROOM.finditer(search_result)
    ]


def first_room(search_result: str) -> Room | None:
    """The first room a ``search_rooms`` result lists (they come smallest first)."""
    rooms = listed_rooms(search_result)
    return rooms[0] if rooms else None


#: An approval with the call's arguments changed (``arena.context.describe_decision``: "APPROVED
#: by alice with edited arguments {'room_id': 'R-400'}"); the approved call is the edited one.
_EDITED = compile_kept(r"edited arguments\s*(\{.*\})", re.S)


_ANY_ID = compile_kept(r"\b[Rr]-(\d+)\b")
#: An edit's ``room_id`` that is an id (a letter, then a digit somewhere: "K-12", "B12").
_EDITED_ID = LazyPattern(
    r"""['"]room_id['"]\s*:\s*['"](?P<id>[A-Za-z][\w.-]*\d[\w-]*|[A-Za-z]\w*-[\w-]+)['"]"""
)


def edited_room(answer: str, rooms: Sequence[Room]) -> Room | None:
    """The room an edited approval names (as ``room_id`` or in an edited summary), if any: by its
    id in any case ("r-204"), else by its name ("Book Cedar for 6 people"), as the harness binds
    an edit — a model that followed only "R-204" booked its own room after such an edit. A room
    the edit rules out is not the one it names: "Book Cedar instead of Aspen" is Cedar (outside
    tester 11, finding 13), as the binding reads it (:func:`arena.tools.rooms.asked_rooms`). An
    id the search did not list ("K-12" of an arena's own rooms) is still the room approved."""
    from arena.model.room_stance import ruled_out

    found = _EDITED.search(answer)
    if found is None:
        return None
    text = found.group(1)
    out = ruled_out(text)
    known = [*rooms, *all_rooms()]
    for named in _ANY_ID.finditer(text):
        rid = f"R-{named.group(1)}"
        if rid not in out:
            return next((r for r in known if r.id == rid), Room(rid, ""))
    for room in rooms:  # an id of another shape, as the search listed it ("H-20")
        if room.id not in out and re.search(
            rf"(?<![\w-]){re.escape(room.id)}(?![\w-])", text, re.I
        ):
            return room
    for room in known:
        wanted = room.name and room.id not in out and fold(room.name) not in out
        if wanted and re.search(rf"\b{re.escape(room.name)}\b", text, re.I):
            return room
    # an id of another shape the search did not list ("{'room_id': 'K-12'}", evals48): the edit
    # is what the person approved, so it is the room booked (the tool says if there is none)
    other = _EDITED_ID.search(text)
    return Room(other["id"], "") if other else None


def all_rooms() -> list[Room]:
    """Every room of the arena's rooms tool (imported here: only a named room not listed needs it)."""
    from arena.tools.rooms import ROOMS

    return [Room(r.id, r.name) for r in ROOMS]


#: What may follow a time or a number that is a floor ("3rd floor", "2. Stock", "14 Uhr").
_AFTER = compile_kept(
    r"\s*(?:floor|fl\.|etage|étage|stock|og|piso|planta|uhr|heures?|o'clock)\b", re.I
)
#: "the day" before "after tomorrow": said with it, the phrase is whole.
_THE_DAY = compile_kept(r"(?i)\bthe\s+day\s+$")
_WORD_END = compile_kept(r"[^\s,;!?()]*")
#: What a number that is a floor may follow ("floor 3", "Etage 2").
_FLOOR_BEFORE = compile_kept(r"(?:floor|etage|étage|stock|piso|planta)\s*$", re.I)


def request_words(task: str) -> str:
    """The request's own words for what the summary leaves out, its times, dates and floors ("at
    2pm", "8th", "3rd floor"): the tools book a room for a day only, and a yes that repeats them
    ("Yes, 2pm works") read as adding a time the question never named, so the model and the
    harness read it unclear where the items loader, reading it against the input, took it for a
    yes (outside tester 15). Room, head count and day the summary states itself. Not the
    headers of a mail it forwards or quotes ("Date: Mon, 1 Dec" is when that mail went), nor a
    bare number read as the head count ("space for around 12 …, so 10": outside tester 18)."""
    from arena.wording.chat import CHAT_STAMP
    from arena.wording.facts import RANGE_GAP, WHEN_WORD, read_facts
    from arena.wording.mail import header_spans

    said: list[str] = []
    upto = said_from = 0
    last_kind = ""
    facts = read_facts(task)
    headers = header_spans(task)
    stamps = [m.span() for m in CHAT_STAMP.finditer(task)]
    for i, fact in enumerate(facts):
        start, end = fact.span
        if start < upto or any(a <= start < b for a, b in headers):
            continue  # "3pm" inside "2-3pm", already said; a forwarded mail's "Date:"
        if fact.kind == "time" and _counted(task, fact.span):
            continue
        if fact.kind == "time" and any(a <= start < b for a, b in stamps):
            continue  # "[Mon 09:12] ines:", "priya 10:06": when a chat line was sent
        if fact.kind == "date" and _PAST.search(task[max(0, start - 60) : start]):
            continue  # "further to our conversation on 3 March": not when the meeting is
        word = _WORD_END.match(task, end)  # "15:00", not "15"
        end = word.end() if word else end
        after = _AFTER.match(task, end)
        nxt = facts[i + 1] if i + 1 < len(facts) else None
        ranged = nxt is not None and nxt.kind == "time" and nxt.span[0] <= end + 4  # "2-3pm"
        floor = after is not None or bool(_FLOOR_BEFORE.search(task[:start]))
        # "at 3, no, 4", "at 3pm. Actually make it 4pm": the later time, in place of the first
        # (outside tester 29b: the question said "at 3", or "at 3pm, 4pm")
        fixed = bool(said) and last_kind == "time" and fact.kind in ("time", "number")
        fixed = fixed and correction(task[upto:end]) is not None
        fixed = fixed and (fact.kind == "time" or not _is_count(task, fact.span))
        if fixed or fact.kind in ("time", "date") or (fact.kind == "number" and (floor or ranged)):
            # "from 10 to 11", "0930-1030": one range, said whole (not "from 10, 11")
            gap = RANGE_GAP.fullmatch(task, upto, start)
            ranged_on = said and fact.kind == last_kind == "time" and gap
            when = WHEN_WORD.search(task[upto:start]) if fact.kind == "time" else None
            start = upto + when.start() if when else start  # "after lunch", not "lunch"
            if task[start:].lower().startswith("after tomorrow") and (
                day := _THE_DAY.search(task, upto, start)
            ):
                start = day.start()  # "the day after tomorrow", not "after tomorrow" (evals46)
            if not ranged_on:
                said_from = start
                said.append("")
                if fixed:
                    said.pop(-2)
            upto, last_kind = (after.end() if after else end), "time" if fixed else fact.kind
            said[-1] = task[said_from:upto].rstrip(".")
    return ", ".join(dict.fromkeys(said))


#: What a date that is no meeting's follows: an earlier exchange it refers to ("Further to our
#: conversation on 3 March", "as agreed on 2 May", "your email of 28 Nov").
_PAST = compile_kept(
    r"(?:further to|following|since|as (?:discussed|agreed|mentioned|promised)|(?:conversation|"
    r"call|chat|meeting|discussion|e-?mail|message|letter|note)s? (?:on|of|from|dated)|(?:spoke|"
    r"talked|met|wrote|e-?mailed|agreed|discussed|asked) (?:\w+ )?on|dated|last)\s+(?:the\s+)?$",
    re.I,
)
#: A time said as a bare number after a word ("around 12", "at 3"): it may be a head count.
_BARE = compile_kept(r"[^\W\d]+(?:\s+[^\W\d]+)?\s+(\d{1,2})", re.I)


def _is_count(task: str, span: tuple[int, int]) -> bool:
    """Whether the digits at ``span`` are the head count read: put another number in their
    place, the count read changes to it ("at 3, no, 4 — and we're actually 5": 5 is)."""
    from arena.model.task import parse_capacity

    seen = {*re.findall(r"\d+", task), str(parse_capacity(task))}
    other = next((str(n) for n in range(7, 24) if str(n) not in seen), None)
    swapped = task[: span[0]] + (other or "") + task[span[1] :]
    return other is not None and parse_capacity(swapped) == int(other)


def _counted(task: str, span: tuple[int, int]) -> bool:
    """Whether the bare number at ``span`` ("around 12") is what the model reads as the head
    count, or read so before a correction ("space for around 12 …, scratch that, … so 10"): put
    another number in its place, the count read changes to it. It is then no time."""
    from arena.model.task import parse_capacity

    bare = _BARE.fullmatch(task, *span)
    if bare is None:
        return False
    seen = set(re.findall(r"\d+", task))
    seen.add(str(parse_capacity(task)))  # "para siete … a las 11": 7 is the count read already
    other = next((str(n) for n in range(7, 24) if str(n) not in seen), None)
    if other is None:
        return False  # every stand-in taken: read it as written
    swapped = task[: bare.start(1)] + other + task[bare.end(1) :]
    if parse_capacity(swapped) == int(other):
        return True
    head = swapped[: bare.start(1) + len(other)]
    corrected = correction(task[span[1] :]) is not None
    return corrected and parse_capacity(head) == int(other)


def summary(room: Room, req: BookingRequest, task: str = "") -> str:
    """The gate call's summary: "Book R-102 (Aspen) for 6 people on Tuesday", with the words
    of the request ``task`` it does not book by (:func:`request_words`): "… on Wednesday (the
    request says: at 2pm)", and what the request asks of the room that no tool checked
    (:func:`arena.wording.requirements.requirements`): "… (the request says: afternoon; not
    checked: the one with the big screen)", so the person approving sees it was not considered
    (outside tester 18); a wish for a big room too ("not checked: the biggest room", tester 22),
    since the model takes the smallest that fits."""
    from arena.model.room_floor import checked
    from arena.model.size_order import picked_by_size
    from arena.model.size_wish import size_avoidances, size_wishes, sized_rooms
    from arena.wording.mail import without_signature
    from arena.wording.requirements import requirements

    task = without_signature(task) if task else ""  # a signature's phone and dates: no request
    words = " ".join(request_words(task).split()) if task else ""  # no raw newline in a question
    # a size the pick met is said as what picked it, not as unchecked (requests49b)
    basis = picked_by_size(task, room.name) if task else None
    sizes = size_avoidances(task) if basis else size_wishes(task)
    wishes = (  # "the biggest room", "the 8-seat room" for 5 (evals45)
        [*requirements(task), *sizes, *sized_rooms(task, req.capacity)] if task else []
    )
    wishes = [w for w in wishes if not checked(w, room.id, task)]  # "second floor": R-204
    unchecked = " ".join(", ".join(wishes).split())
    if words and unchecked:
        also = f" (the request says: {words}; not checked: {unchecked})"
    elif unchecked:
        also = f" (the request says, not checked: {unchecked})"
    else:
        also = f" (the request says: {words})" if words else ""
    if basis:
        also = f"{also[:-1]}; picked: {basis})" if also else f" (picked: {basis})"
    return f"Book {room}{for_people(req)} on {req.day}{also}"


def people(count: int, *, more: bool = False) -> str:
    """``1 person``, ``6 people`` (``more``: ``1 person or more``, ``6+ people``): every count the
    model writes goes through here ("R-102 is not free for 1 people", requests43; "1 people"
    and "1+ people" in four more finals, requests51)."""
    if count == 1:
        return "1 person or more" if more else "1 person"
    return f"{count}+ people" if more else f"{count} people"


def for_people(req: BookingRequest) -> str:
    """ " for 6 people" ("1 person"), or nothing where the request said no head count and needed
    none ("Book R-101 for Friday"): a count it never gave is not put in its words."""
    if not req.counted:
        return ""
    return f" for {people(req.capacity)}"


def booking_clause(room: Room, req: BookingRequest, task: str = "") -> str:
    """The summary inside a sentence ("approves book R-102 (Aspen) for 6 people on Tuesday"):
    only its verb is lower-cased, the room and the day keep their capitals (outside tester 8)."""
    summ = summary(room, req, task)
    return summ[:1].lower() + summ[1:]


def distinct_rooms(search_results: Sequence[str]) -> list[Room | None]:
    """One room per search, each the first listed that an earlier one did not take: requests
    for different days then bind different calls (``book_room`` takes only a room), so an
    answer handed to the wrong request books a room nobody approved and is refused (red team
    3, hole 3: the same room on every day let any approval authorise any day's booking)."""
    taken: list[Room | None] = []
    for result in search_results:
        listed = listed_rooms(result)
        fresh = [r for r in listed if r.id not in {t.id for t in taken if t}]
        choice = fresh or listed
        taken.append(choice[0] if choice else None)
    return taken


#: Where one day's search result starts (``arena.tools.rooms.search_rooms``'s two answers).
_DAY_RESULT = compile_kept(r"(?=Free on |No room seats )")


def day_part(result: str, day: str) -> str:
    """The part of a search result about ``day``: smolagents hands back the results of calls
    made together as one observation, the same text for each call."""
    parts = [p for p in _DAY_RESULT.split(result) if day.casefold() in p.casefold()]
    return parts[0] if parts else result
