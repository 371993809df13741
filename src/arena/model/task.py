"""Read a room request — how many people, which day, which room — the way a person wrote it.

Items and evals are written by people who never read this file, in English, German, Spanish or
French: "twenty-two colleagues", "the 4 of us plus 2 guests", "zweiundzwanzig Personen am
Mittwoch", "el martes para veintidós personas", "R-204 mardi pour vingt-deux". A number counts as
the head count only when the words around it say so (a people word after it, "for"/"team of"
before it, a "plus 2 guests" after one), and people listed with it count too ("me, my boss and two
interns"); times, floors, dates and room numbers never do. A weekday ruled out ("not Monday",
"can't do Monday") is not the day asked for, nor is one named in passing beside it ("reply by
Friday", "for our Monday retro"). When the text does not say clearly, :func:`read_request` returns a
:class:`NotUnderstood` with the reason, so the model can say so instead of guessing.
"""

from __future__ import annotations

import functools
import itertools
import re

import msgspec

from arena.model.clock_times import (
    BETWEEN,
    CLOCK,
    GERMAN_AM,
    RANGE,
    TIME_TOKEN,
    clock_numbers,
    spoken_times,
    time_between,
    time_starts,
)
from arena.model.corrections import corrected_room, lead, room_marks
from arena.model.count_said import current_counts, said_tokens, unsized_groups
from arena.model.count_words import (
    BEFORE,
    EVERYONE,
    HEDGES,
    OF_US,
    SUM,
    away,
    is_people,
    joined,
    people_after,
    pm_people,
    room_size,
    strong_before,
    wholes,
    word_before,
)
from arena.model.day_shift import shift_days
from arena.model.group_count import GROUPS as _GROUPS
from arena.model.group_count import (
    added_before,
    broken_down,
    group_counts,
    halved,
    origin_sum,
    parallel_part,
    products,
    same_origin,
)
from arena.model.intent import ROOM_ID, called_off, named_room, ruled_out_rooms, wants_booking
from arena.model.meetings import two_meetings
from arena.model.name_list import line_list, named_list
from arena.model.off_task import off_task
from arena.model.room_stance import (
    choice_of_rooms,
    room_names,
    rooms_taken,
    ruled_out,
    unplaced,
)
from arena.wording.days import ABBREV, DAY_PART, DAY_WORDS, asked_days
from arena.wording.mail import header_spans, signature_spans, subjects
from arena.wording.numbers import Number, find_numbers, fold, tokens
from arena.wording.people import (
    Taken,
    alone,
    listed_after,
    listed_alone,
    listed_before,
    listed_between,
    names,
    past_when,
    taken_after,
)


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Day names, full and abbreviated, as a count may be followed by them.
_DAYS = frozenset(DAY_WORDS) | frozenset(ABBREV)
#: words that may follow a bare added count ("plus 2 more on Friday", "plus 2 from legal")
_TAIL = _words("on am el le la this next more others weitere mas autres from aus") | set(DAY_WORDS)
_UNSIZED_REASON = "it names a group without saying how many people are in it"
#: tokens after a number that make it something else than people
_UNIT = _words(
    "h hr hrs hour hours min mins minute minutes am pm o clock uhr stunde stunden minuten "
    "hora horas minutos heure heures jour jours day days week weeks weeks month months "
    "floor floors etage stock piso planta st nd rd th te ten er eme "
    "percent % euro euros eur usd dollars $ / : x"
)
_NOT_BEFORE = _words("at um gegen around vers floor etage stock piso $ # nr number nummer numero / "
                  "r")  # fmt: skip
_WEAK_WORDS = {"once", "sept", "neuf", "elf", "acht", "dos", "one"}
_COLLECTIVE = {"zweit": 2, "dritt": 3, "viert": 4, "funft": 5, "sechst": 6, "siebt": 7,
               "acht": 8, "neunt": 9, "zehnt": 10, "elft": 11, "zwolft": 12}  # fmt: skip
_ONE_TO_ONE = re.compile(
    r"\b(one ?[- ] ?(to|on) ?[- ] ?one|1[:-]1|1 ?[- ] ?(to|on) ?[- ] ?1|tete[- ]a[- ]tete|unter vier augen|"
    r"cara a cara)\b"
)
_TIME = re.compile(r"\b\d{1,2}[:.h]\d{2}\b")
#: A later statement that replaces an earlier one: "for 4 on Monday. Actually make it 6".
_CORRECTION = re.compile(
    r"\b(actually|(?<!can )(?<!could )(?<!will )(?<!t )make (?:it|that)(?=\s*[\w-])|change (?:it|that) to|no wait|wait,? no|i meant|i mean|"
    r"correction|scratch that|on second thought|eigentlich|doch lieber|korrektur|ich meinte|"
    r"mejor dicho|en realidad|quise decir|plutot|en fait|finalement|je voulais dire)\b"
    # a bare "No, 8." / "sorry, 8" / "oops, Tuesday" right after a clause: a count, a day or a
    # room follows it (else "no catering" would be one)
    # ("no R-102 please", no mark after the "no", rules the room out instead)
    r"|(?:^|(?<=[.!;,\u2013\u2014-]))\s*(?:(?:nope|sorry|oops|nein|non|perdon|pardon)\b|no\b"
    r"(?=\s*[,.!:\u2013\u2014-]))(?=[\s,.!:\u2013\u2014-]*(?:\d|r-|room\b|(?:one|two|three|four|five|six|seven|eight|"
    r"nine|ten|eleven|twelve|[a-z]+day|dienstag|montag|mittwoch|donnerstag|freitag)\b"
    r"|(?:for|fur|para|pour|per|voor)\s+\d))"
)


class BookingRequest(msgspec.Struct, frozen=True):
    capacity: int
    day: str  # title case English, as the rooms tool takes it: "Tuesday"
    room: str | None = None  # a room id the person named ("R-204"), else None
    book: bool = True  # False: the person only asked whether a room is free
    #: rooms the person ruled out: ids ("R-102") and folded words ("aspen") a room's name may be
    avoid: frozenset[str] = frozenset()


class CalledOff(msgspec.Struct, frozen=True):
    """A request taken back at its end ("Book … Tuesday. Actually, don't."): nothing to do."""

    reason: str = "the request takes itself back at its end"


class NotUnderstood(msgspec.Struct, frozen=True):
    """The request could not be read; ``reason`` says what is missing, for the reply and report,
    and ``ask`` what would make it readable (a room left unplaced needs no head count: tester 15
    was told "say how many people" of an input that said it)."""

    reason: str
    ask: str = "say how many people and which weekday"


class OffTask(NotUnderstood, frozen=True):
    """A request for something the tools cannot do to a booking already made ("Cancel my
    booking for Tuesday", "move my booking to Wednesday"): the model says it cannot and does
    nothing (:func:`arena.model.off_task.off_task`). A :class:`NotUnderstood`, so every reader
    that stops at one stops here too; ``action`` says what was asked ("cancel", "move")."""

    action: str = "cancel"


def without_headers(text: str) -> str:
    """``text`` without the headers of a mail it forwards or quotes (:func:`header_spans`): a
    forwarded request's "Sent: Friday, 28 November 2025" says when that mail went, not which day
    the room is for (it read as a second weekday beside the request's Monday). A form's own
    "Date: Tuesday", with no sender or forward marker, stays. Nor the writer's signature
    (:func:`signature_spans`): its "Floor 3, Room 305" is an office, not the room asked for."""
    spans = _merged([*header_spans(text), *signature_spans(text)])
    if not spans:
        return text
    kept, at = [], 0
    for start, end in spans:
        kept += [text[at:start], "\n"]
        at = end
    return "".join([*kept, text[at:]])


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(end, out[-1][1]))
        else:
            out.append((start, end))
    return out


def parse_day(text: str) -> str | None:
    """The weekday named (any of the four languages), or ``None`` when none or several are."""
    days = _corrected_days(without_headers(text)) or _subject_days(text)
    return days[0].title() if len(days) == 1 else None


def _subject_days(text: str) -> list[str]:
    """The weekdays a forwarded mail's "Subject: Room for Thursday" names: the request's day
    where the rest of the text names none (its "Sent: Tuesday" is when the mail went)."""
    return list(dict.fromkeys(d for s in subjects(text) for d in _corrected_days(s)))


def correction(text: str) -> str | None:
    """What follows the last correction marker ("…, actually make it 6"), else ``None``.

    A person who corrects themselves means the later words; each reader tries them first and
    falls back to the whole text when they do not say that thing (a correction of the day
    leaves the head count as it was)."""
    folded = fold(text)
    ends = [m.end() for m in _CORRECTION.finditer(folded)]
    ends += room_marks(folded, tuple(fold(name) for _, name in _rooms() if name))
    return folded[max(ends) :] if ends else None


def _corrected_days(text: str) -> list[str]:
    text = shift_days(text)  # "the day after Tuesday": Wednesday (outside tester 22)
    tail = correction(text)
    days = asked_days(tail) if tail is not None else []
    days = days if len(days) == 1 else asked_days(fold(text))
    if len(days) > 1 and ">" in text:  # "Tuesday works for us." above "> Monday or Tuesday?"
        own = asked_days(
            fold("\n".join(s for s in text.splitlines() if not s.lstrip().startswith(">")))
        )
        return own if len(own) == 1 and own[0] in days else days
    return days


def parse_room(text: str) -> str | None:
    """A room id the person named ("R-204", "room 204", "salle R204") and did not rule out ("but
    not R-101"), else ``None``; after a correction, the room named in it, by id or name."""
    text = without_headers(text)
    tail = correction(text)
    if tail is not None:  # "Book Cedar … Actually no, Atrium": Atrium, by id or name
        rooms = _rooms()
        fixed, out = corrected_room(tail, rooms), ruled_out(tail)
        if fixed is not None and fixed not in out and fold(dict(rooms).get(fixed, "")) not in out:
            return fixed
    return (named_room(tail, ruled_out(tail)) if tail is not None else None) or named_room(
        text, ruled_out(text)
    )


def _rooms() -> tuple[tuple[str, str], ...]:
    """The arena's rooms (id, name), which a correction may name (imported here, once needed)."""
    from arena.tools.rooms import ROOMS

    return tuple((r.id, r.name) for r in ROOMS)


def _excluded(toks: list[str], n: Number) -> bool:
    nxt = toks[n.end] if n.end < len(toks) else ""
    prev, real = word_before(toks, n)
    after = toks[n.end + 1] if n.end + 1 < len(toks) else ""
    if nxt == "am" and (after in GERMAN_AM or DAY_PART.match(after)):  # "für 5 am Dienstag"
        return prev in _NOT_BEFORE
    if nxt in _UNIT and (nxt in CLOCK or not is_people(toks, n.end)):
        return True
    if prev in HEDGES and (real in BEFORE or people_after(toks, n) is not None):
        return False  # "for around 7", "around 7 people": not "at around 7"
    return (
        prev in _NOT_BEFORE
        or real in _NOT_BEFORE
        or (prev == "las" and n.start > 1 and toks[n.start - 2] == "a")
    )


def parse_capacity(text: str) -> int | None:
    """The head count, or ``None`` when the text does not say it clearly."""
    found = _capacity(without_headers(text))
    return found if isinstance(found, int) else None


def _capacity(text: str) -> int | str:
    """The head count, or a reason why it cannot be told; a correction's count wins."""
    if (lines := line_list(text, _DAYS | room_names())) is not None:
        said = _capacity(lines[1])  # "for the 5 of us:" above the list: as said
        return said if isinstance(said, int) else lines[0]  # "Attendees:" and a name a line
    tail = correction(text)
    if tail is not None:
        corrected = _count(lead(tail, _count))
        if isinstance(corrected, int) and not _corrects_a_time(fold(text)[: -len(tail)], tail):
            return corrected
    return halved(fold(text), _count(text))  # "half of our 12-person team"


def _corrects_a_time(head: str, tail: str) -> bool:
    """Whether a correction's bare number ("… at 2pm. Sorry, 3.") follows a clock time: it
    corrects the time, not the head count (a people word, "Sorry, 3 people", makes it one)."""
    toks = _prepared(tail)[0]
    if any(people_after(toks, n) is not None or strong_before(toks, n) for n in find_numbers(toks)):
        return False
    toks = _prepared(head)[0]
    found = find_numbers(toks)
    last = max(
        [n.start for n in found] + [i for i, t in enumerate(toks) if t == TIME_TOKEN], default=-1
    )
    return last >= 0 and last in time_starts(toks, found)


def _prepared(text: str) -> tuple[list[str], bool]:
    """The tokens a count is read from (room ids and "10:30" times set apart), and whether the
    text names a one-to-one."""
    folded = _TIME.sub(f" {TIME_TOKEN} ", ROOM_ID.sub(" ", fold(text)))
    folded = re.sub(r"\b([ap])\.\s?m\b\.?", r"\1m", folded)  # "2 p.m." as "2 pm"
    folded = re.sub(r"\ba score of\b", "20", folded)  # "for a score of people"
    folded = re.sub(r"\bl'", "l ", folded)  # "et l'invité": the article apart from its noun
    one_to_one = bool(_ONE_TO_ONE.search(folded))
    return said_tokens(spoken_times(tokens(_ONE_TO_ONE.sub(" ", folded)))), one_to_one


def _count(text: str) -> int | str:
    read, one_to_one = _prepared(text)
    toks = pm_people(read, find_numbers(read))  # "4 engineers + 1 PM + me": a manager
    if isinstance(toks, str):
        return toks
    found = products(toks, find_numbers(toks))
    if (unsized := unsized_groups(toks, found)) is not None:
        return unsized  # "for 2 teams": of what size?
    times = clock_numbers(toks, found)
    numbers = _upper_ends(toks, [n for n in found if not _excluded(toks, n) and n not in times])
    meetings = two_meetings(toks, numbers, time_starts(toks, found))
    if meetings is not None:
        return meetings
    for n in numbers:  # "for -3 people"
        if (
            n.start
            and toks[n.start - 1] in ("-", "minus")
            and (n.start < 2 or toks[n.start - 2] in BEFORE)
        ):
            return f"a head count of -{n.value} makes no sense"
    for i, tok in enumerate(toks):  # "wir sind zu fünft"
        if tok in _COLLECTIVE and i > 0 and toks[i - 1] == "zu":
            return _COLLECTIVE[tok]
    strong: list[tuple[Number, int]] = []  # (number, index after its people word)
    for n in numbers:
        after = people_after(toks, n)
        if after is not None:
            strong.append((n, after + (2 if tuple(toks[after : after + 2]) in OF_US else 1)))
        elif strong_before(toks, n) or any(t in _GROUPS for t in toks[n.start : n.end]):
            strong.append((n, n.end))  # "for 6", and "two teams of 3" (plus "and our manager")
    numbers, strong = wholes(
        toks, numbers, strong
    )  # "One of us uses a wheelchair … 5 people": five
    # "a 10-person room for 8 of us": the room's size is no count while the group's is given
    groups = group_counts(toks, numbers, strong)  # not "the 24-person room" for the group of 20
    if isinstance(groups, str):
        return groups
    now = current_counts(toks, numbers, groups)  # "We were 10, now 6"
    if isinstance(now, str):
        return now
    numbers, strong = now
    if strong:
        named = names(text) - _DAYS  # "minus Bob"; "except Aspen" may be a room
        rooms, known = ruled_out_rooms(text), rooms_taken(toks, named)
        taken = Taken(named - rooms - known, _DAYS | known, (named & rooms) - known)
        return _sum_from(toks, numbers, strong, taken)
    candidates = [n for n in numbers if n.digits or toks[n.start] not in _WEAK_WORDS]
    values = sorted({n.value for n in candidates})
    if (parts := origin_sum(toks, candidates)) is not None:
        return parts  # "3 from sales and 3 from marketing"
    if len(values) == 1:  # "it's me plus 2": the person counts too
        before = listed_before(toks, candidates[0].start) if len(candidates) == 1 else 0
        return _UNSIZED_REASON if before is None else values[0] + before
    if not values and one_to_one:
        return 2
    listed = named_list(text, toks, _DAYS | room_names()) if not values else None
    if listed is not None:
        return listed  # "a room for Alice, Bob and Carol", "for myself, Priya and Tom"
    if not values and alone(toks):  # "just me", "a room for myself"
        return 1
    if not values:
        listed = listed_alone(toks)  # "me and my boss"
        return _UNSIZED_REASON if listed is None else listed or "it does not say how many people"
    shown = ", ".join(str(v) for v in values)
    return f"it mentions several numbers ({shown}) and none of them says how many people"


def _upper_ends(toks: list[str], numbers: list[Number]) -> list[Number]:
    """A range's upper end only ("4-5 people", "between 4 and 6"): the room must seat the most
    who may come, and the two ends are not two groups to add up."""
    lower: set[int] = set()
    for a, b in itertools.pairwise(numbers):
        if b.start != a.end + 1 or b.value <= a.value:
            continue
        sep, prev = toks[a.end], toks[a.start - 1] if a.start else ""
        counts = prev in BEFORE or prev in BETWEEN or people_after(toks, b) is not None
        if counts and (sep in RANGE or (prev in BETWEEN and sep in SUM)):  # not "room 12 or 14"
            lower.add(a.start)
    return [n for n in numbers if n.start not in lower]


def _sum_from(
    toks: list[str],
    numbers: list[Number],
    strong: list[tuple[Number, int]],
    named: Taken,
) -> int | str:
    """The first count, the counts joined to it and the people listed with them ("me, my boss
    and two interns", "four of us plus our manager"), less those taken from it ("minus Bob")."""
    first, end = strong[0]
    before = listed_before(toks, first.start)
    if before is None:
        return _UNSIZED_REASON
    total = first.value + before + added_before(toks, numbers, first)  # "5 + 2 interns"
    if (split := broken_down(toks, numbers, end, first.value)) is not None:
        total, end = total - split[0], split[1]  # "for 3 people: 2 in person, 1 dialling in"
    for n in numbers:
        if n.start < end:
            continue
        if away(toks, end, n):  # "10 of us, but 3 are remote": seats for 7
            total, end = total - n.value, n.end
            if total <= 0:
                return f"it counts {n.value} people away but only {total + n.value} in all"
            continue
        after = people_after(toks, n)
        if after is not None and room_size(toks, n, after + 1):
            break  # "for 4 on Monday, and 10 chairs would be nice": things, not people
        if parallel_part(toks, end, n):  # "2 of us are presenting and 3 are listening"
            total, end = total + n.value, n.end
            continue
        if joined(toks, end, n.start, False) and _added_away(toks, n):
            end = n.end
            continue
        nxt = toks[n.end] if n.end < len(toks) else ""
        kinds = after is not None and toks[after] not in EVERYONE
        kinds = kinds and toks[end - 1].isalpha() and toks[end - 1] not in EVERYONE
        if not (joined(toks, end, n.start, kinds) or same_origin(toks, end, n)) or (
            after is None and nxt.isalpha() and nxt not in _TAIL
        ):
            break  # "for 4 with 2 screens": not people
        if time_between(toks, end, n.start):
            # "6 people at 10am and 4 people at 2pm": two meetings, not one of ten
            return f"it gives head counts for different times ({first.value}, {n.value})"
        between = listed_between(toks, end, n.start)
        if between is None:
            return _UNSIZED_REASON
        total += n.value + between
        end = after + 1 if after is not None else n.end
    extra, end = listed_after(toks, end)  # "3 colleagues and me", "plus our manager"
    if extra == 0:  # "for 4 on Tuesday plus me"
        extra, end = listed_after(toks, past_when(toks, end, _DAYS))
    taken = taken_after(toks, end, named)  # "a team of 6 minus Bob", "9 of us except me"
    if taken is None:
        return "it takes people from the count without saying how many"
    if extra is None:
        return _UNSIZED_REASON
    return total + extra - taken if total + extra > taken else f"it takes {taken} from {total}"


#: After an added count, words that say these are others than those counted ("2 more")
_MORE = _words("more others other extra additional")


def _added_away(toks: list[str], n: Number) -> bool:
    """Whether people added to the count will not be in the room ("for 4 (plus 1 on the
    phone)", "for 5 plus 2 dialling in", "and 2 more on the phone"): they need no seat, as
    docs/methodology.md has people away come off the count (outside tester 16 read 5)."""
    if n.end < len(toks) and toks[n.end] in _MORE:
        n = Number(n.value, n.start, n.end + 1, n.digits)
    return away(toks, n.start, n)  # nothing between: whether those people are away


@functools.lru_cache(maxsize=1024)
def read_request(text: str) -> BookingRequest | NotUnderstood | CalledOff:
    """What the person asked for, or why it cannot be told (the model then says so), or that the
    request was taken back.

    Read once per text in a process (the results are frozen): the items loader reads each item's
    input (:mod:`arena.item_reading`), and the scripted model reads that same task again at every
    request of the item's run (~4 a run). A forwarded or quoted mail's headers are not read,
    but for its "Subject:" line's weekday where the rest names none."""
    whole, text = text, without_headers(text)
    if called_off(text):
        return CalledOff()
    off = off_task(text)  # "Cancel my booking for 6 on Tuesday": nothing to book
    if off is not None:
        return off
    days = _corrected_days(text) or _subject_days(whole)
    book = wants_booking(text) or choice_of_rooms(text)  # "Aspen or Cedar, whichever is free"
    capacity = _capacity(text)
    if not days:
        return NotUnderstood("it does not say on which weekday")
    if len(days) > 1:
        named = ", ".join(d.title() for d in days)
        return NotUnderstood(f"it names more than one weekday ({named})")
    if isinstance(capacity, str):
        if book:
            return NotUnderstood(capacity)
        capacity = 1  # "is any room free on Friday?": any room will do
    if capacity <= 0:
        return NotUnderstood(f"a head count of {capacity} makes no sense")
    room = parse_room(text)
    unsaid = unplaced(text) if book and room is None else None
    if unsaid is not None:
        name = unsaid.title()
        return NotUnderstood(
            f"it names {name} without saying whether to book it or to avoid it",
            ask=f"say whether to book {name} ('book {name}') or to avoid it ('not {name}')",
        )
    return BookingRequest(
        capacity=capacity, day=days[0].title(), room=room, book=book, avoid=ruled_out(text)
    )


def parse_request(text: str) -> BookingRequest | None:
    """The request, or ``None`` when :func:`read_request` could not read it."""
    found = read_request(text)
    return found if isinstance(found, BookingRequest) else None
