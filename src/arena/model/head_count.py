"""How many people a room request is for, the way a person wrote it.

Split from :mod:`arena.model.task` (it had passed 500 lines), which reads the day and the room
and calls :func:`capacity` for the count. A number counts as the head count only when the words
around it say so (a people word after it, "for"/"team of" before it, a "plus 2 guests" after
one), and people listed with it count too ("me, my boss and two interns"); times, floors, dates
and room numbers never do. A correction's count ("for 4, actually make it 6") wins, unless it
corrects a time ("at 2pm. Sorry, 3."). When the text does not say clearly, :func:`capacity`
returns the reason instead of a number, so the model can say so instead of guessing.
"""

from __future__ import annotations

import itertools
import re

from arena.lazy_pattern import compile_kept
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
from arena.model.corrections import corrections, lead
from arena.model.count_said import plus_sum, said_tokens, unsized_groups
from arena.model.count_tense import current_counts
from arena.model.count_total import (
    at_most,
    booked_for,
    field_parts,
    now_total,
    part_corrected,
    restated,
    stated_total,
    total_row,
)
from arena.model.count_words import (
    BEFORE,
    EVERYONE,
    HEDGES,
    OF_US,
    SUM,
    away,
    is_people,
    joined,
    known_over_guessed,
    people_after,
    pm_people,
    room_size,
    strong_before,
    wholes,
    word_before,
)
from arena.model.group_count import GROUPS as _GROUPS
from arena.model.group_count import (
    added_before,
    broken_down,
    group_counts,
    halved,
    names_closing,
    on_site,
    origin_sum,
    parallel_part,
    past_origin,
    products,
    same_origin,
)
from arena.model.intent import ROOM_ID, ruled_out_rooms
from arena.model.meetings import two_meetings
from arena.model.name_list import addresses_as_names, ics_attendees, line_list, named_list
from arena.model.named_beside import host_beside, joining_too, named_after, named_beside
from arena.model.no_count import fields_apart, no_count
from arena.model.room_stance import room_names, rooms_taken
from arena.wording.days import ABBREV, DAY_PART, DAY_WORDS
from arena.wording.numbers import Number, find_numbers, fold, tokens, word_value
from arena.wording.people import (
    UNSIZED,
    Taken,
    alone,
    listed_after,
    listed_alone,
    listed_before,
    listed_between,
    names,
    past_when,
    roles_listed,
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
#: Dutch "met z'n vijven" (the five of us): outside tester 34, read as no head count.
_NL_COLLECTIVE = {"tweeen": 2, "drieen": 3, "vieren": 4, "vijven": 5, "zessen": 6, "zevenen": 7,
                  "achten": 8, "negenen": 9, "tienen": 10, "elven": 11, "twaalven": 12}  # fmt: skip
_ONE_TO_ONE = compile_kept(
    r"\b(one ?[- ] ?(to|on) ?[- ] ?one|1[:-]1|1 ?[- ] ?(to|on) ?[- ] ?1|tete[- ]a[- ]tete|unter vier augen|"
    r"cara a cara)\b"
)
_TIME = compile_kept(r"\b\d{1,2}[:.h]\d{2}\b")
#: A correction that adds to the count said before it: "… Actually, 2 more are coming", "Update:
#: another 2 are joining", "PS: plus 3" (outside tester 28b: read as 2, a room for 8 booked for 2).
_ADDED = compile_kept(
    r"^\W*(?:(?:actually|oh|and|also|so|well|wait|now|sorry|there|there'?ll|there'?s|are|is|will|"
    r"be|we|we'?ve|we'?ll|i|have|got|need|needs|expect|expecting|make|it|that|please|pls|"
    # the day a correction gives first: "…, no wait, Tuesday, and 2 more are coming" (tester 30b)
    r"just|on|(?:mon|tues|wednes|thurs|fri)day)\W+){0,4}"
    r"(?:(?:another|plus|add|adding|an extra|\+)\s*[\w-]+\b"
    r"|[\w-]+\s+(?:more|extra|additional|further|others too)\b)"
)
#: The writer said to be beside the count, not in it: "three people, not counting me", "3 (me not
#: included)", "4 others besides myself". The count is of others, and the writer comes too
#: (outside tester 28b: read as 3; "excluding myself" as 2, a room one seat short either way).
#: "9 of us except me" still takes the writer away.
_BESIDES_ME = compile_kept(
    r"\b(?:not counting|not including|without counting|excluding|exclusive of|besides|"
    r"apart from|aside from|other than|on top of|in addition to|ohne mich mitzuzahlen|"
    r"sin contarme|sans me compter|sans compter)\s+(?:me|myself|moi|mich)\b"
    r"|\b(?:me|myself)\s*(?:,\s*)?(?:not\s+(?:counted|included)|excluded|"
    r"isn'?t\s+(?:counted|included)|(?:am|'m)\s+not\s+(?:counted|included))"
    r"|\bsin\s+contar(?:me|\s+conmigo)\b|\bmich\s+nicht\s+mitgez[aä]hlt\b|\bsans\s+me\s+compter\b"
)


def _excluded(toks: list[str], n: Number) -> bool:
    nxt = toks[n.end] if n.end < len(toks) else ""
    prev, real = word_before(toks, n)
    after = toks[n.end + 1] if n.end + 1 < len(toks) else ""
    if nxt == "am" and (after in GERMAN_AM or DAY_PART.match(after)):  # "für 5 am Dienstag"
        return prev in _NOT_BEFORE
    if nxt in ("/", ":") and strong_before(toks, n) and not after.isdigit():
        # "Size: 8 / Notes: …": a form's fields apart, not "8/hour" (items34); "for 5: Wed", a
        # count before what it is for, not a clock's "5:30" (outside tester 37: no count read)
        return False
    if nxt in _UNIT and (nxt in CLOCK or not is_people(toks, n.end)):
        return True
    if prev in HEDGES and (real in BEFORE or people_after(toks, n) is not None):
        return False  # "for around 7", "around 7 people": not "at around 7"
    two_back = toks[n.start - 2] if n.start >= 2 else ""
    if prev == "/" and people_after(toks, n) is not None and not two_back.isdigit():
        return False  # "thursday / 20 ppl": a field apart, not a date's "12/20" (items32)
    return (
        prev in _NOT_BEFORE
        or real in _NOT_BEFORE
        or (prev == "las" and n.start > 1 and toks[n.start - 2] == "a")
    )


def capacity(text: str) -> int | str:
    """The head count, or a reason why it cannot be told; a correction's count wins, and so does
    a total the writer gives after the people it sums ("…, so five"; :func:`_stated_total`).

    ``text`` is already without a forwarded mail's headers (:func:`arena.model.task.
    without_headers`, as :func:`arena.model.task.parse_capacity` and ``read_request`` call it)."""
    text = no_count(text)  # "FAC-4413", "UTC+2": a ticket's key, a zone's offset
    text = addresses_as_names(ics_attendees(text))  # "• raj@acme.com", "ATTENDEE…:raj@…": Raj
    text = field_parts(text)  # "Attendees: 3 internal, 2 vendor": 5
    fields, text = text, fields_apart(text)  # "Priority: 2\nAttendees: 12": not 2
    found = _plain(text)
    if isinstance(found, str) and (row := total_row(fields)) is not None:
        return row  # "| Total | 9 |", "- Total: 7" below the parts it sums
    if (total := stated_total(text, _plain)) is not None:
        return total
    if (whole := restated(text, _plain)) is not None and whole != found:
        return whole
    return at_most(text, found) or booked_for(text, found) or found


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
        if find_numbers(_prepared(str(tail))[0]):
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
    toks = _prepared(said)[0]
    for n in find_numbers(toks):
        k = n.end
        while k < len(toks) and toks[k] in _MORE:
            k += 1
        word = toks[k] if k < len(toks) else ""
        if word.isalpha() and len(word) > 3 and word.endswith("s") and not is_people(toks, k):
            return True
    return False


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
    folded = re.sub(r"\b(we|they)\s+r\b", r"\1 are", folded)  # texted "we r 5" (items33)
    folded = re.sub(r"\bl'", "l ", folded)  # "et l'invité": the article apart from its noun
    folded = _BESIDES_ME.sub(" plus me ", folded)  # "for three, not counting me": four
    one_to_one = bool(_ONE_TO_ONE.search(folded))
    toks = roles_listed(tokens(_ONE_TO_ONE.sub(" ", folded)))  # "her deputy": one person
    return plus_sum(said_tokens(spoken_times(toks))), one_to_one  # "2 design + 3 eng"


#: A head count with a fraction: "three and a half people", "3½ people" (folded "31⁄2", once
#: read as 31), "2.5 people"; not a duration ("two and a half hours", "an hour and a half"), nor
#: "one and a half dozen people" (18).
_FRACTION = compile_kept(
    r"(?:\b(?P<word>[a-z]+|\d+)\s+and\s+(?:an?\s+(?:half|quarter)|three\s+quarters)\b"
    r"|\d+\s*(?:[\u2150-\u215e]|\u2044\s*\d+)|\d\s+1\s*/\s*[24]\b"
    r"|\b\d+[.,]\d+\s+(?:people|persons|personen|personas|personnes|persone|of us)\b)"
    r"(?!\s*(?:hours?|hrs?|h\b|minutes?|mins?|days?|weeks?|months?|years?|stunden|horas|heures|"
    r"o\s*'?\s*clock|am\b|pm\b|uhr|dozens?|scores?|hundreds?|dutzend|docenas?|douzaines?))"
)

_VULGAR = {"\u00bd": " and a half", "\u00bc": " and a quarter", "\u00be": " and three quarters"}


def _fraction(text: str) -> str | None:
    """Why a head count said with a fraction cannot be booked: "three and a half people" was
    read as 3 (ux29), "3½ people" as 31; a person is whole, so the model asks."""
    for part, said in _VULGAR.items():
        text = text.replace(part, said)
    for m in _FRACTION.finditer(fold(text)):
        word = m.group("word")
        if word is None or word.isdigit() or word_value(word) is not None:
            return f"it gives a head count with a fraction ({m.group(0).strip()})"
    return None


def _count(text: str) -> int | str:
    if (fraction := _fraction(text)) is not None:
        return fraction
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
    for i, tok in enumerate(toks):  # "wir sind zu fünft"; Dutch "met z'n vijven", "met ons vijven"
        if tok in _COLLECTIVE and i > 0 and toks[i - 1] == "zu":
            return _COLLECTIVE[tok]
        if tok in _NL_COLLECTIVE and i > 0 and toks[i - 1] in ("n", "ons"):
            return _NL_COLLECTIVE[tok]
    strong: list[tuple[Number, int]] = []  # (number, index after its people word)
    for n in numbers:
        after = people_after(toks, n)
        if after is not None:
            strong.append((n, after + (2 if tuple(toks[after : after + 2]) in OF_US else 1)))
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
        rooms, known = ruled_out_rooms(text), rooms_taken(toks, named)
        taken = Taken(named - rooms - known, _DAYS | known, (named & rooms) - known)
        return _sum_from(toks, numbers, strong, taken)
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
        return _UNSIZED_REASON if before is None else values[0] + before
    listed = named_list(text, toks, _DAYS | room_names()) if not values else None
    if listed is not None:  # before a 1:1's two: "1:1 + skip level … Guests: manager, skip
        return listed  # manager, me" (items35); "a room for Alice, Bob and Carol"
    if not values and one_to_one:
        return 2
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
    before = listed_before(
        toks, first.start, toks[end : end + 1] in (["and"], ["und"], ["y"], ["et"])
    )
    if before is None:
        return _UNSIZED_REASON
    total = first.value + before + added_before(toks, numbers, first)  # "5 + 2 interns"
    if (split := broken_down(toks, numbers, end, first.value)) is not None:
        total, end = total - split[0], split[1]  # "for 3 people: 2 in person, 1 dialling in"
    last, parts = first.end, 1  # where the last count added ends; how many were added
    for n in numbers:
        if n.start < end:
            continue
        if away(toks, end, n) and on_site(toks[first.end : n.start]):
            end = n.end  # "for 5 in person, 2 dialling in": the 5 are the seats (tester 37)
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
        # "4 from the customer side, 2 from our side": the origin read as the 4's people word
        origin = same_origin(toks, end, n) or same_origin(toks, last, n)
        if not (joined(toks, end, n.start, kinds) or origin) or (
            after is None and nxt.isalpha() and nxt not in _TAIL and not _of_team(toks, n.end)
        ):
            break  # "for 4 with 2 screens": not people
        if time_between(toks, end, n.start):
            # "6 people at 10am and 4 people at 2pm": two meetings, not one of ten
            return f"it gives head counts for different times ({first.value}, {n.value})"
        between = listed_between(toks, end, n.start)
        if between is None:
            return _UNSIZED_REASON
        total += n.value + between
        end, last, parts = (after + 1 if after is not None else n.end), n.end, parts + 1
    end = past_origin(toks, end)  # "2 from Legal, 3 from Sales, me"
    extra, end = listed_after(toks, end, parts > 1)  # "3 colleagues and me", "plus our manager"
    if extra == 0:  # "for 4 on Tuesday plus me"
        extra, end = listed_after(toks, past_when(toks, end, _DAYS))
    taken = taken_after(toks, end, named)  # "a team of 6 minus Bob", "9 of us except me"
    if taken is None:
        return "it takes people from the count without saying how many"
    if extra is None:
        return _UNSIZED_REASON
    return total + extra - taken if total + extra > taken else f"it takes {taken} from {total}"


def _of_team(toks: list[str], at: int) -> bool:
    """Whether ``toks[at:]`` says whose team the count is ("y somos 3 del equipo", "et 3 de
    l'équipe"): outside tester 34, read as 4 clients with no one of the team."""
    return toks[at] in ("del", "de", "des", "du") and any(
        t in UNSIZED for t in toks[at + 1 : at + 4]
    )


#: After an added count, words that say these are others than those counted ("2 more")
_MORE = _words("more others other extra additional")


def _added_away(toks: list[str], n: Number) -> bool:
    """Whether people added to the count will not be in the room ("for 4 (plus 1 on the
    phone)", "for 5 plus 2 dialling in", "and 2 more on the phone"): they need no seat, as
    docs/methodology.md has people away come off the count (outside tester 16 read 5)."""
    if n.end < len(toks) and toks[n.end] in _MORE:
        n = Number(n.value, n.start, n.end + 1, n.digits)
    return away(toks, n.start, n)  # nothing between: whether those people are away
