"""The tokens a head count is read from, and which numbers in them may be one. Split from
:mod:`arena.model.head_count` (session 40, at 486 lines): :func:`prepared` sets room ids and
"10:30" times apart and puts "not counting me" and texted "we r 5" in words the reader knows;
:func:`excluded` says a number is a time, a floor, a price or a room's ("at 3", "floor 2",
"5 hours"), and :func:`upper_ends` keeps a range's upper end ("4-5 people": 5)."""

from __future__ import annotations

import itertools
import re

from arena.lazy_pattern import compile_kept
from arena.model.clock_times import BETWEEN, CLOCK, GERMAN_AM, RANGE, TIME_TOKEN, spoken_times
from arena.model.count_each import each_totals
from arena.model.count_plus import plus_one, plus_sum
from arena.model.count_said import said_tokens
from arena.model.count_words import (
    BEFORE,
    GROUP,
    HEDGES,
    OF,
    SUM,
    is_people,
    people_after,
    sized_one,
    strong_before,
    word_before,
)
from arena.model.intent import ROOM_ID
from arena.wording.days import DAY_PART
from arena.wording.numbers import Number, fold, tokens, word_value
from arena.wording.people import roles_listed


def words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: tokens after a number that make it something else than people
_UNIT = words(
    "h hr hrs hour hours min mins minute minutes am pm o clock uhr stunde stunden minuten "
    "hora horas minutos heure heures jour jours day days week weeks weeks month months "
    "floor floors etage stock piso planta st nd rd th te ten er eme "
    "percent % euro euros eur usd dollars $ / : x"
)
_NOT_BEFORE = words("at um gegen around vers floor etage stock piso $ # nr number nummer numero / "
                  "r")  # fmt: skip
#: Labels a number follows to say which one of a series it is, not how many: "week 1", "Step 2 ✔
#: Attendees entered: 2", "Onboarding cohort 12 … Cohort size 17" (items40: read as counts
#: beside the one the request gives, so as several numbers).
_NOT_BEFORE |= words("step week wk cohort phase sprint wave module item slide chapter")
#: A form's labels whose value is never a head count, written with a colon on one line with
#: the rest ("Team: Design, Floor: 2, Day: Tuesday.": requests46, read as 2 people).
_NOT_COUNT_LABEL = words("level building bldg priority prio ticket zone wing tower block gate "
                         "desk version ext extension budget cost price id code")  # fmt: skip
#: Words a number follows to name a team, not to count it: "for Team 7", "for squad 3"
#: (heldout41: a room for 7 booked for "Book a room for Team 7 on Tuesday"); not where a word
#: for people follows ("team 7 people", "group 8 guests": a count).
_NAMED_BY_NUMBER = words("team squad pod crew group")
#: A unit that is a team's name before a word for people: "2 HR presenters" (not 2 hours).
_TEAM_UNITS = words("hr")
_ONE_TO_ONE = compile_kept(
    r"\b(one ?[- ] ?(to|on) ?[- ] ?one|1[:-]1|1 ?[- ] ?(to|on) ?[- ] ?1|tete[- ]a[- ]tete|unter vier augen|"
    r"cara a cara)\b"
)
_TIME = compile_kept(r"\b\d{1,2}[:.h]\d{2}\b")
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


#: Weekdays as a request's list of facts gives them before its count ("Aspen / Tue / 6").
_FIELD_DAYS = frozenset(
    ("mon", "tue", "tues", "wed", "weds", "thu", "thur", "thurs", "fri", "monday", "tuesday",
     "wednesday", "thursday", "friday")
)  # fmt: skip


def excluded(toks: list[str], n: Number) -> bool:
    if sized_one(toks, n):  # "the 8-person one for 5": the room, no count of one (requests46)
        return True
    label = toks[n.start - 2] if n.start >= 2 and toks[n.start - 1] == ":" else ""
    if label in _NOT_BEFORE or label in _NOT_COUNT_LABEL:
        return True  # "Floor: 2. Tuesday.", "Priority: 2, …": a field's value, no head count
    nxt = toks[n.end] if n.end < len(toks) else ""
    prev, real = word_before(toks, n)
    after = toks[n.end + 1] if n.end + 1 < len(toks) else ""
    if nxt == "am" and (after in GERMAN_AM or DAY_PART.match(after)):  # "für 5 am Dienstag"
        return prev in _NOT_BEFORE
    if nxt in ("/", ":") and strong_before(toks, n) and not after.isdigit():
        # "Size: 8 / Notes: …": a form's fields apart, not "8/hour" (items34); "for 5: Wed", a
        # count before what it is for, not a clock's "5:30" (outside tester 37: no count read)
        return False
    if nxt in _TEAM_UNITS and people_after(toks, n) is not None:
        return False  # "2 HR presenters" (items40: read as two hours, so 10 for 12)
    if nxt in _UNIT and (nxt in CLOCK or not is_people(toks, n.end)):
        return True
    if prev in HEDGES and (real in BEFORE or people_after(toks, n) is not None):
        return False  # "for around 7", "around 7 people": not "at around 7"
    two_back = toks[n.start - 2] if n.start >= 2 else ""
    if prev == "/" and people_after(toks, n) is not None and not two_back.isdigit():
        return False  # "thursday / 20 ppl": a field apart, not a date's "12/20" (items32)
    last = all(t in (".", "!") for t in toks[n.end :])
    if prev == "/" and two_back in _FIELD_DAYS and last and toks.count("/") >= 2:
        return False  # "Aspen / Tue / 6": the last of the facts, as "Aspen | Tue | 6" (requests44)
    if prev in _NAMED_BY_NUMBER and people_after(toks, n) is None:
        return True  # "for Team 7 on Tuesday": the team's name
    return (
        prev in _NOT_BEFORE
        or real in _NOT_BEFORE
        or (prev == "las" and n.start > 1 and toks[n.start - 2] == "a")
    )


#: A count said against the one it replaces: "Tuesday is fine but 11 not 14", "6, not 8"
#: (items40: read as several numbers, above a quoted "for 14" as 14). The second is no count.
_NOT_THAT = compile_kept(
    r"\b(?P<n>\d+|[a-z]+)(?P<mid>\s*,?\s*(?:not|rather than|nicht|no|pas)\s+)(?P<m>\d+|[a-z]+)\b"
    r"(?!\s*(?::|am\b|pm\b|h\b|uhr\b|o\s*'?\s*clock\b|hours?\b|mins?\b|minutes?\b))"
)


def _kept(m: re.Match[str]) -> str:
    """:data:`_NOT_THAT`'s match with its second number left out, where both are numbers."""
    values = [int(w) if w.isdigit() else word_value(w) for w in (m["n"], m["m"])]
    return m["n"] if None not in values else m.group(0)


def prepared(text: str) -> tuple[list[str], bool]:
    """The tokens a count is read from (room ids and "10:30" times set apart), and whether the
    text names a one-to-one."""
    folded = _TIME.sub(f" {TIME_TOKEN} ", ROOM_ID.sub(" ", fold(text)))
    folded = re.sub(r"\b([ap])\.\s?m\b\.?", r"\1m", folded)  # "2 p.m." as "2 pm"
    folded = re.sub(r"\ba score of\b", "20", folded)  # "for a score of people"
    folded = re.sub(r"\b(we|they)\s+r\b", r"\1 are", folded)  # texted "we r 5" (items33)
    folded = re.sub(r"\bl'", "l ", folded)  # "et l'invité": the article apart from its noun
    folded = _BESIDES_ME.sub(" plus me ", folded)  # "for three, not counting me": four
    folded = _NOT_THAT.sub(_kept, folded)  # "fine but 11 not 14": 11
    one_to_one = bool(_ONE_TO_ONE.search(folded))
    toks = roles_listed(tokens(_ONE_TO_ONE.sub(" ", folded)))  # "her deputy": one person
    toks = plus_one(each_totals(toks))  # "3 managers, each bringing 2 reports": 9 people
    return plus_sum(said_tokens(spoken_times(toks))), one_to_one  # "2 design + 3 eng"


#: Words before a range that say it counts people: "Expecting 15-20", "attendance 2 to 4".
_RANGE_OF = words("expecting expect expected attendance attending turnout headcount audience")


def upper_ends(toks: list[str], numbers: list[Number]) -> list[Number]:
    """A range's upper end only ("4-5 people", "between 4 and 6"): the room must seat the most
    who may come, and the two ends are not two groups to add up."""
    lower: set[int] = set()
    for a, b in itertools.pairwise(numbers):
        if b.start != a.end + 1 or b.value <= a.value:
            continue
        sep, prev = toks[a.end], toks[a.start - 1] if a.start else ""
        two_back = toks[a.start - 2] if a.start >= 2 else ""
        counts = prev in BEFORE or prev in BETWEEN or people_after(toks, b) is not None
        # "a group of 16-18", "Expecting 15-20", "attendance 2 to 4" (items40: read as 16, and
        # as several numbers)
        counts = counts or (prev in OF and two_back in GROUP) or prev in _RANGE_OF
        if counts and (sep in RANGE or (prev in BETWEEN and sep in SUM)):  # not "room 12 or 14"
            lower.add(a.start)
    return [n for n in numbers if n.start not in lower]
