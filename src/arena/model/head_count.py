"""How many people a room request is for, the way a person wrote it.

Split from :mod:`arena.model.task` (it had passed 500 lines), which reads the day and the room
and calls :func:`capacity` for the count. A number counts as the head count only when the words
around it say so (a people word after it, "for"/"team of" before it, a "plus 2 guests" after
one), and people listed with it count too ("me, my boss and two interns"); times, floors, dates
and room numbers never do. A correction's count ("for 4, actually make it 6") wins, unless it
corrects a time ("at 2pm. Sorry, 3."). When the text does not say clearly, :func:`capacity`
returns the reason instead of a number, so the model can say so instead of guessing.

Its concepts live beside it (split at 486 lines, session 40): the tokens a count is read from
and which numbers in them may be one (:mod:`arena.model.count_tokens`), a count said with a
fraction (:mod:`arena.model.count_fraction`), and the sum of a first count with the counts and
people joined to it, less those away or taken (:mod:`arena.model.count_sum`).
"""

from __future__ import annotations

from arena.lazy_pattern import compile_kept
from arena.model.clock_times import (
    TIME_TOKEN,
    clock_numbers,
    time_starts,
)
from arena.model.corrections import JOINING, corrections, lead
from arena.model.count_fraction import fraction
from arena.model.count_maybe import maybe_more, maybe_total
from arena.model.count_said import group_numbers, unsized_groups
from arena.model.count_sum import MORE, UNSIZED_REASON, sum_from
from arena.model.count_tense import current_counts
from arena.model.count_tokens import excluded, prepared, upper_ends
from arena.model.count_total import (
    at_most,
    booked_for,
    chosen,
    field_parts,
    grown,
    now_total,
    part_corrected,
    restated,
    stated_total,
    total_row,
)
from arena.model.count_words import (
    BEFORE,
    OF_US,
    is_people,
    known_over_guessed,
    people_after,
    pm_people,
    strong_before,
    wholes,
)
from arena.model.group_count import GROUPS as _GROUPS
from arena.model.group_count import (
    group_counts,
    halved,
    names_closing,
    origin_sum,
    past_origin,
    products,
)
from arena.model.intent import ruled_out_rooms
from arena.model.meetings import two_meetings
from arena.model.name_list import addresses_as_names, ics_attendees, line_list, named_list
from arena.model.named_beside import host_beside, joining_too, named_after, named_beside
from arena.model.no_count import fields_apart, no_count
from arena.model.room_stance import room_names, rooms_taken
from arena.model.seat_floor import seat_floor
from arena.wording.days import ABBREV, DAY_WORDS
from arena.wording.numbers import Number, find_numbers, fold
from arena.wording.people import (
    Taken,
    alone,
    listed_after,
    listed_alone,
    listed_before,
    names,
)

#: Day names, full and abbreviated, as a count may be followed by them.
_DAYS = frozenset(DAY_WORDS) | frozenset(ABBREV)
_WEAK_WORDS = {"once", "sept", "neuf", "elf", "acht", "dos", "one"}
_COLLECTIVE = {"zweit": 2, "dritt": 3, "viert": 4, "funft": 5, "sechst": 6, "siebt": 7,
               "acht": 8, "neunt": 9, "zehnt": 10, "elft": 11, "zwolft": 12}  # fmt: skip
#: Dutch "met z'n vijven" (the five of us): outside tester 34, read as no head count.
_NL_COLLECTIVE = {"tweeen": 2, "drieen": 3, "vieren": 4, "vijven": 5, "zessen": 6, "zevenen": 7,
                  "achten": 8, "negenen": 9, "tienen": 10, "elven": 11, "twaalven": 12}  # fmt: skip
#: A correction that adds to the count said before it: "… Actually, 2 more are coming", "Update:
#: another 2 are joining", "PS: plus 3" (outside tester 28b: read as 2, a room for 8 booked for 2).
_ADDED = compile_kept(
    r"^\W*(?:(?:actually|oh|and|also|so|well|wait|now|sorry|there|there'?ll|there'?s|are|is|will|"
    r"be|we|we'?ve|we'?ll|i|have|got|need|needs|expect|expecting|make|it|that|please|pls|"
    # the day a correction gives first: "…, no wait, Tuesday, and 2 more are coming" (tester 30b)
    r"just|on|(?:mon|tues|wednes|thurs|fri)day|maybe|perhaps|possibly|probably|likely|potentially|"
    r"p\.?s\.?|not sure (?:if|whether)|unsure (?:if|whether))\W+){0,4}"
    r"(?:(?:another|plus|add|adding|an extra|\+)\s*[\w-]+\b"
    r"|[\w-]+\s+(?:more|extra|additional|further|others too)\b"
    # "…; two guests may join later": who may come besides those counted (items42b)
    r"|[\w-]+\s+(?:guests|visitors|clients|customers|colleagues|people|persons|others|folks|"
    r"attendees)\s+" + JOINING + ")"
)


#: People added who will not be in the room: "… 2 more may join remotely", "… via Zoom".
_ADDED_AWAY = compile_kept(
    r"\b(?:remotely|remote|online|virtually|dial(?:l?ing)? in|(?:on|by) (?:the )?phone|"
    r"(?:via|on|over) (?:zoom|teams|meet|video|a call))\b"
)


def capacity(text: str) -> int | str:
    """The head count, or a reason why it cannot be told; a correction's count wins, and so does
    a total the writer gives after the people it sums ("…, so five"; :func:`_stated_total`). A
    least number of seats asked beside it ("for 6, with 8+ seats") is no count of people
    (:mod:`arena.model.seat_floor`: the reader searches for it apart), but where none is said.

    ``text`` is already without a forwarded mail's headers (:func:`arena.model.task.
    without_headers`, as :func:`arena.model.task.parse_capacity` and ``read_request`` call it)."""
    floor, text = seat_floor(text)
    found = _people(text)
    return floor if isinstance(found, str) and floor else found  # "a room with 8 seats": 8


def _people(text: str) -> int | str:
    """:func:`capacity` of ``text`` without its floors of seats."""
    if (own := _above_quoted(text)) is not None and isinstance(mine := capacity(own), int):
        return mine  # "Go with 9.\n> Can you book for 12 on Tuesday?": the quote is older
    text = no_count(text)  # "FAC-4413", "UTC+2": a ticket's key, a zone's offset
    text = addresses_as_names(ics_attendees(text))  # "• raj@acme.com", "ATTENDEE…:raj@…": Raj
    text = field_parts(text)  # "Attendees: 3 internal, 2 vendor": 5
    fields, text = text, fields_apart(text)  # "Priority: 2\nAttendees: 12": not 2
    found = _plain(text)
    if isinstance(found, str) and (row := total_row(fields)) is not None:
        return row  # "| Total | 9 |", "- Total: 7" below the parts it sums
    if (total := stated_total(text, _plain)) is not None:
        return total
    if (picked := chosen(text)) is not None:
        return picked  # "… only 6 in the office, so book for the 6"
    if (whole := restated(text, _plain)) is not None and whole != found:
        return whole
    # "for 3 hires … the 3 of them plus 1 trainer": the count said again, with more
    more = grown(text, found, _plain)
    more = more or at_most(text, found) or booked_for(text, found)
    # "We're 6 now but 2 more might join": the most who may come (heldout51: read 6)
    more = more or (isinstance(found, int) and maybe_more(text, found))
    # "Book for 8 on Thursday, 9 if Tom comes": plan for the larger (heldout53: read 8)
    return more or (isinstance(found, int) and maybe_total(text, found)) or found


#: A line quoted from an earlier message: "> Can you book for 12 on Tuesday?".
_QUOTED = compile_kept(r"(?m)^[ \t]*>")
#: A size said as a compound above the quote ("our 12-person team", "a 10-seat room"): what it
#: describes, not a count that replaces the quoted one.
_SIZE_WORD = compile_kept(r"(?i)\b\d+\s*-\s*(?:person|people|strong|member|seat|seater)\b")


def _above_quoted(text: str) -> str | None:
    """The writer's own words above the first line they quote, where they wrote some: their
    count replaces the quoted one ("Only 9 can come.\n> … for 12": items40, read as 12, as
    "Make it 9" above it was read as 9); ``None`` where nothing is quoted or nothing above."""
    m = _QUOTED.search(text)
    if m is None or not text[: m.start()].strip() or _SIZE_WORD.search(text[: m.start()]):
        return None  # "See Priya's note (she leads our 12-person team):": a size, not the count
    return text[: m.start()]


def _plain(text: str) -> int | str:
    """:func:`capacity` but for a total said after the people it sums."""
    if (lines := line_list(text, _DAYS | room_names())) is not None:
        said = capacity(lines[1])  # "for the 5 of us:" above the list: as said
        # "Attendees:" and a name a line; never fewer than listed ("…\nThanks, Dan" below a
        # list of three is no count of two)
        return max(said, lines[0]) if isinstance(said, int) else lines[0]
    tails = corrections(text)
    tail = tails[0] if tails else None
    for earlier in tails[1:]:
        # "for 5. actually 6. and make it Thursday": a later correction of the day alone leaves
        # the count an earlier one gave (items35: read as 5, the first)
        if find_numbers(prepared(str(tail))[0]):
            break
        tail = earlier
    if tail is not None:
        said = lead(tail, _count)
        corrected = _count(said)
        if (now := now_total(said, tail)) is not None:
            return now  # "… Oh wait, it's 10 now, two more people signed up": 10 (items32)
        head = fold(text)[: -len(tail)]
        if (
            isinstance(corrected, int)
            and not _corrects_a_time(head, tail)
            and not _counts_things(said)
        ):
            before = _count(head) if _ADDED.search(said) else None
            if before is None and (part := part_corrected(head, said, _count)) is not None:
                return part  # "2 of us + 2 guests … actually 3 guests": 5
            if isinstance(before, int) and _ADDED_AWAY.search(said):
                return before  # "… for 6. Maybe 2 more will join remotely.": no seat for them
            return corrected + before if isinstance(before, int) else corrected
    found = halved(fold(text), _count(text))  # "half of our 12-person team"
    if isinstance(found, int) and _SIE.search(text):
        return _SIE_REASON  # "für sie und 3": her and 3, or them and 3? (outside tester 38)
    if isinstance(found, int):  # "for Sam and 3 clients": Sam too (outside tester 29b)
        found += named_beside(text, found, room_names())
        found += named_after(text, found, room_names())  # "for 4 people plus Sam" (items32)
        found += joining_too(text)  # "…, oh and my manager is joining too" (outside tester 30b)
        found += host_beside(text, found)  # "I'm meeting 3 clients": 4 (itemsheld37)
    return found


#: German "sie" beside a count: "für sie und 3" is her and 3 or them and 3 (read as 3, a seat
#: or more short), after a comma too ("…, Freitag, sie und 5 Kunden", itemsheld38); "Sie", the
#: polite "you", is one person (:mod:`arena.model.named_beside`).
_SIE = compile_kept(r"(?:\b(?:f[u\u00fc]r|mit)\s+|,\s*)sie\s+(?:und|plus|\+)\s")
_SIE_REASON = "it counts 'sie' (her, or them?) with the others, so it does not say how many people"


def _counts_things(said: str) -> bool:
    """Whether a correction's number counts things, not people ("… Actually, we need 2 more
    chairs", "Update: 2 laptops needed"): a plural word after it that is no word for people.
    Read as the count, it booked a room for 2 of a request for 6 (outside tester 28b)."""
    toks = prepared(said)[0]
    for n in find_numbers(toks):
        k = n.end
        while k < len(toks) and toks[k] in MORE:
            k += 1
        word = toks[k] if k < len(toks) else ""
        if word.isalpha() and len(word) > 3 and word.endswith("s") and not is_people(toks, k):
            return True
    return False


def _corrects_a_time(head: str, tail: str) -> bool:
    """Whether a correction's bare number ("… at 2pm. Sorry, 3.") follows a clock time: it
    corrects the time, not the head count (a people word, "Sorry, 3 people", makes it one)."""
    toks = prepared(tail)[0]
    if any(people_after(toks, n) is not None or strong_before(toks, n) for n in find_numbers(toks)):
        return False
    toks = prepared(head)[0]
    found = find_numbers(toks)
    last = max(
        [n.start for n in found] + [i for i, t in enumerate(toks) if t == TIME_TOKEN], default=-1
    )
    return last >= 0 and last in time_starts(toks, found)


#: After "N-person", the group it sizes: "a 4-person (interview) panel plus the candidate" adds
#: the candidate after the group's noun, as "4 panelists plus the candidate" does (requests46:
#: read as 4, the candidate left out).
_SIZED_GROUP = frozenset(
    (
        "team", "panel", "group", "crew", "squad", "committee", "board", "delegation", "class",
        "cohort", "unit", "interview", "hiring", "project", "working", "steering", "leadership",
        "core", "sales", "design", "product", "review",
    )
)  # fmt: skip


def _past_group(toks: list[str], at: int, ends: int) -> int:
    """Where a count's people end: past the group nouns after a compound "N-person" (``at`` is
    its "person"), else ``ends``."""
    if at < 1 or toks[at - 1] != "-" or toks[at] not in ("person", "people", "member", "strong"):
        return ends
    k = ends
    while k < len(toks) and k - ends < 3 and toks[k] in _SIZED_GROUP:
        k += 1
    return k


def _count(text: str) -> int | str:
    if (fractional := fraction(text)) is not None:
        return fractional
    read, one_to_one = prepared(text)
    toks = pm_people(read, find_numbers(read))  # "4 engineers + 1 PM + me": a manager
    if isinstance(toks, str):
        return toks
    found = products(toks, find_numbers(toks))
    if (unsized := unsized_groups(toks, found)) is not None:
        return unsized  # "for 2 teams": of what size?
    teams = group_numbers(toks, found)  # "for 2 teams, 10 people": the 10
    found = [n for n in found if n not in teams]
    times = clock_numbers(toks, found)
    numbers = upper_ends(toks, [n for n in found if not excluded(toks, n) and n not in times])
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
    for i, tok in enumerate(toks):  # "wir sind zu fünft"; Dutch "met z'n vijven", "met ons vijven"
        if tok in _COLLECTIVE and i > 0 and toks[i - 1] == "zu":
            return _COLLECTIVE[tok]
        if tok in _NL_COLLECTIVE and i > 0 and toks[i - 1] in ("n", "ons"):
            return _NL_COLLECTIVE[tok]
    strong: list[tuple[Number, int]] = []  # (number, index after its people word)
    for n in numbers:
        after = people_after(toks, n)
        if after is not None:
            ends = after + (2 if tuple(toks[after : after + 2]) in OF_US else 1)
            strong.append((n, _past_group(toks, after, ends)))
        elif strong_before(toks, n) or any(t in _GROUPS for t in toks[n.start : n.end]):
            strong.append((n, n.end))  # "for 6", and "two teams of 3" (plus "and our manager")
    strong = known_over_guessed(toks, strong)  # "3 laptops and 2 monitors … the 6 of us"
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
        # a room's name in lower case ("8 tuesday except cedar") is the room too (requests52)
        rooms, known = (
            ruled_out_rooms(text),
            rooms_taken(toks, named | (room_names() & frozenset(toks))),
        )
        taken = Taken(named - rooms - known, _DAYS | known, (named & rooms) - known)
        return sum_from(toks, numbers, strong, taken)
    candidates = [n for n in numbers if n.digits or toks[n.start] not in _WEAK_WORDS]
    values = sorted({n.value for n in candidates})
    if (parts := origin_sum(toks, candidates)) is not None:
        # "3 from sales and 3 from marketing", and people listed after the last part: "2 from
        # Legal, 3 from Sales, me" (outside tester 37: read as 5)
        at = past_origin(toks, candidates[-1].end)  # and names: "…, 3 from Sales, Priya."
        named = names(text) - _DAYS - room_names()
        extra = listed_after(toks, at, True)[0] or names_closing(toks, at, named)
        return parts + (extra or 0)
    if len(values) == 1:  # "it's me plus 2": the person counts too
        before = listed_before(toks, candidates[0].start) if len(candidates) == 1 else 0
        return UNSIZED_REASON if before is None else values[0] + before
    listed = named_list(text, toks, _DAYS | room_names()) if not values else None
    if listed is not None:  # before a 1:1's two: "1:1 + skip level … Guests: manager, skip
        return listed  # manager, me" (items35); "a room for Alice, Bob and Carol"
    if not values and one_to_one:
        return 2
    if not values and alone(toks):  # "just me", "a room for myself"
        return 1
    if not values:
        listed = listed_alone(toks)  # "me and my boss"
        return UNSIZED_REASON if listed is None else listed or "it does not say how many people"
    shown = ", ".join(str(v) for v in values)
    return f"it mentions several numbers ({shown}) and none of them says how many people"
