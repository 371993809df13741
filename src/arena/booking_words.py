"""What an approval's words tell the person: the group's head count (the day: :mod:`arena.booking_days`).

The person hears the count only as the agent words it, so
``booked_as_approved`` (:mod:`arena.booking_fit`) lets these words fail a run, but only where
they are unambiguous: a real model's correct summaries ("for the 7 of us plus 2 remote", "Maple
(10 pax) for 7", "Thursday and Friday are also open") must never read as another count or day.
A cheap scan first: the number and day readers load only where a phrase or another day is found.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Mapping
from typing import Any

from arena.lazy_pattern import LazyPattern

#: What describes a room rather than the group in an approval summary ("R-204 (Cedar, seats 8)",
#: "8 seats", "a 10-seat room", "capacity: 8", "an 8-person room"): never read as the head count.
ROOM_SIZE = LazyPattern(
    r"\b(?:seats|seating|seater|capacity|cap|sits|holds|fits|max(?:imum)?|plätze|plazas|places)"
    r"\b\s*(?:of\s+|for\s+|up\s+to\s+)?[:=]?\s*\d+\b"
    r"|\b\d+\s*-?\s*(?:seats?|seater|sitzpl[äa]tze|pl[äa]tze|plazas|asientos|places|si[èe]ges)\b"
    r"|\b\d+\s*-\s*(?:person|people|pax)\b",
    re.IGNORECASE,
)


_MONTH = (
    r"(?:jan(?:uary|uar|vier)?|feb(?:ruary|ruar)?|mar(?:ch|s|z|zo)?|apr(?:il)?|avril|(?-i:May)"
    r"|june?|july?|jui?n|juil(?:let)?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|okt(?:ober)?"
    r"|nov(?:ember)?|dec(?:ember)?|dez(?:ember)?|d[ée]cembre|dic(?:iembre)?)\.?"
)
#: A date's day number (beside its month, as an ordinal, or in a numeric date: "Tue 8 Dec",
#: "Tuesday, Dec 8", "the 8th", "2026-12-08", "12/8"): set apart before a head count is read,
#: which read "{day: 'Tue 8 Dec'}" as 8 people (outside tester 11, finding 4).
DATE_NUMBER = LazyPattern(
    r"\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?\b"
    rf"|\b\d{{1,2}}(?:st|nd|rd|th|er)?\.?\s+(?:of\s+|de\s+)?{_MONTH}(?:,?\s+\d{{4}})?(?!\w)"
    rf"|(?<!\w){_MONTH}\s+(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\b(?:,?\s+\d{{4}}\b)?"
    r"|\bthe\s+\d{1,2}(?:st|nd|rd|th)\b",
    re.IGNORECASE,
)
#: Argument names (folded: lower case, letters only) that describe the room, not the group:
#: ``room_capacity``, ``room_size``, ``max_capacity``, ``max_seats``, ``seats``, ``seat_count``,
#: ``capacity_of_room``. An agent that shows "room_capacity: 8" beside "for 7 people" is right.
_ROOM_KEY = LazyPattern(r"(?:room|max).*|.*ofroom")
_SEATS_KEY = LazyPattern(r"(?:total|available|free)?seat(?:s|ing)?(?:count|number|num|total)?")


def room_key(key: object, *, gate: bool = True) -> bool:
    """Whether an argument named ``key`` describes the room, not the group: never a head count.
    In a search, a bare ``seats`` is the seats asked for (the group's need), so it counts there."""
    return _room_key(str(key), gate)


@functools.lru_cache(maxsize=1024)
def _room_key(key: str, gate: bool) -> bool:
    folded = re.sub(r"[^a-z]", "", key.lower())
    return bool(_ROOM_KEY.fullmatch(folded) or (gate and _SEATS_KEY.fullmatch(folded)))


def approval_texts(request: Mapping[str, Any]) -> list[str]:
    """The approval's words: its arguments' values, then its prompt (what the person saw)."""
    args = request.get("args") or {}
    if not isinstance(args, Mapping):
        return [str(args), str(request.get("prompt") or "")]
    # a room's size under its own name is no count the person was told ("room_capacity: 8")
    said = [v for k, v in args.items() if not (room_key(k) and _numeric(v))]
    return [" ".join(str(v) for v in said), str(request.get("prompt") or "")]


def _numeric(value: object) -> bool:
    return isinstance(value, int | float) or bool(re.fullmatch(r"\s*\d+(?:\.\d+)?\s*", str(value)))


#: Where a summary may tell the person the group's size: "for 7 people", "for the 7 of you",
#: "für 7 Personen", "for your team of seven". ``n`` is a run of words read afterwards as one
#: number the way the scripted model reads numbers ("a dozen", "half a dozen", "a couple of",
#: "zwölf", "una docena de", "vingt-deux"), so the check and the model cannot read a number
#: word differently. A count of seats, "up to 6 people", "a room for 10 people", "(for 10
#: people)", a bare "for 7" or "12 pax" (rooms are written "(10 pax)") is not one.
_TOLD = LazyPattern(
    r"\b(?:for|f[üu]r|para|pour)\s+(?:all\s+)?(?:(?:the|your|our)\s+)?"
    r"(?P<n>[\w'-]+(?:\s+[\w'-]+){0,5}?)\s+(?:people|persons|attendees|participants|guests"
    r"|folks|ppl|of\s+(?:you|us)|personen|leute|personas|personnes|(?P<rel>colleagues"
    r"|co-?workers|teammates|team\s+members|of\s+your\s+(?:colleagues|co-?workers|teammates"
    r"|team)))\b",
    re.IGNORECASE,
)
#: "for your team of seven", "for a group of a dozen": the number the words after "of" begin with.
_TEAM = LazyPattern(
    r"\bfor\s+(?:the|your|our|a)\s+(?:team|group|party)\s+of\s+(?P<m>[\w'-]+(?:\s+[\w'-]+){0,4})",
    re.IGNORECASE,
)
#: A count under a label: "headcount 7", "head count: seven", "attendees: 7", "group size 7".
_LABEL = LazyPattern(
    r"\b(?:(?:head\s*-?\s*count|group\s+size|party\s+size|number\s+of\s+(?:people|attendees"
    r"|guests|participants))\s*(?:[:=]|is|of|will\s+be|[-–—])?"
    r"|(?:attendees|participants|guests|people|persons)\s*[:=])"
    r"\s*(?P<m>[\w'-]+(?:\s+[\w'-]+){0,4})",
    re.IGNORECASE,
)
#: Right before "for N people", words that make it the room's size: "a room for 10 people",
#: "space for", "seating for", "big enough for", "(for 10 people)".
_ROOM_BEFORE = LazyPattern(
    r"(?:\b(?:room|rooms|space|seating|seats?|capacity|enough|suitable|sized|ideal|fits?|holds?"
    r"|takes|accommodates?|hosts?|designed|made|rated|good|perfect|max(?:imum)?)|\()\W*$",
    re.IGNORECASE,
)
#: After a team's size, what makes it a room's: "for a team of 10-seat rooms", "of 8 chairs".
_NOT_PEOPLE = ("-", "seat", "seats", "seater", "chair", "chairs")


#: After a group phrase, in its clause, what adds people to it or counts some apart: "for the
#: 7 of us plus 2 remote", "for your team of 8 plus you", "for the 8 of you and your manager",
#: "for 4 people from sales and 4 from eng", "(3 of them remote)". Such a phrase is not the whole
#: group's count, so the words tell none: each failed a correct agent (red team 7, hole 4).
_ADDED = LazyPattern(
    r"\b(?:plus|along\s*(?:side|with)|together\s+with|as\s+well\s+as|in\s+addition|besides"
    r"|on\s+top\s+of|excl(?:uding)?|not\s+(?:counting|including)|except|minus|others?|more"
    r"|extra|additional|zuz[üu]glich|sowie|m[aá]s|ainsi\s+que)\b|\+"
    r"|(?:\b(?:and|with|w/|und|mit|y|con|et|avec)|&)\s+(?:\d|(?:you|your|yourself|the|their"
    r"|our|his|her|my|a|an|some|several|few|another|one|two|three|four|five|six|seven|eight"
    r"|nine|ten|eleven|twelve)\b|(?-i:[A-Z]\w+))",
    re.IGNORECASE,
)
#: A second count of people in the clause: "4 from eng", "2 remote", "3 of them", "2 guests".
_COUNTED = LazyPattern(
    r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+couple)\s+"
    r"(?:of\s+(?:them|whom|us|you|those)|remote(?:ly)?|in[-\s]person|on[-\s]?site|online"
    r"|virtual(?:ly)?|from|dial(?:l?ing)?|joining|calling|on\s+(?:video|zoom|teams|the\s+call)"
    r"|people|persons|ppl|guests|colleagues|co-?workers|teammates|members|attendees"
    r"|participants|folks|visitors|interns|externals?|contractors|managers?|engineers?)\b",
    re.IGNORECASE,
)
_ADDED_BEFORE = LazyPattern(r"(?:\b(?:plus|and|with|und|mit|y|et|con|avec)|\+|&)\s*$", re.I)
_CLAUSE_END = LazyPattern(r"[?!;\n]|\.(?:\s|$)")
#: A phrase that may leave the person asked out: "for 7 colleagues", "for 7 of your team".
_RELATIVE = LazyPattern(r"colleagues|co-?workers|teammates|team\s+members|of\s+your\b", re.I)


def _crowded(text: str, start: int, end: int) -> bool:
    """Whether the words around a group phrase at ``text[start:end]`` add people to it or count
    some apart (:data:`_ADDED`, :data:`_COUNTED`), in its clause; room sizes are no count."""
    if _ADDED_BEFORE.search(text[max(0, start - 12) : start]):
        return True
    clause = text[end : end + 120]
    stop = _CLAUSE_END.search(clause)
    clause = ROOM_SIZE.sub(" ", clause[: stop.start()] if stop else clause)
    return bool(_ADDED.search(clause) or _COUNTED.search(clause))


def leaves_out_listener(phrase: str) -> bool:
    """Whether a told phrase counts others than the person asked ("for 7 colleagues", "for 7 of
    your team"): the group may be those plus the person, so one more is no other count."""
    return bool(_RELATIVE.search(phrase))


def _number_at_start(words: str) -> tuple[int, int, list[str]] | None:
    """The number ``words`` begin with, as the scripted model reads it, the index of the token
    after it, and the tokens; an article before it is its own ("a half dozen")."""
    if words.isdigit():  # "for 7 people", most summaries: no reader needed
        return (int(words), 1, [words]) if int(words) >= 1 else None
    from arena.wording.numbers import find_numbers, fold, tokens

    toks = tokens(fold(words))
    found = find_numbers(toks)
    if not found or toks[: found[0].start] not in ([], ["a"], ["an"]) or found[0].value < 1:
        return None
    return found[0].value, found[0].end, toks


def _group_size(m: re.Match[str]) -> tuple[int, str] | None:
    """The head count a :data:`_TOLD` match tells, and its phrase, read by the scripted model's
    number reader (:func:`arena.wording.numbers.find_numbers`); ``None`` where its words are not
    one number ("for up to 6 people", "for Maple on Friday with 7 people", "for one of you")."""
    if "n" in m.re.groupindex:
        read = _number_at_start(m.group("n"))
        # The whole run is the number, but for "of"/"de" after it ("a couple of people",
        # "una docena de personas").
        if read is None or read[2][read[1] :] not in ([], ["of"], ["de"]):
            return None
        if read[0] == 1 and re.search(
            r"\bof\s+(?:you|us|your)\b", m.group(0)[m.end("n") - m.start() :], re.I
        ):
            return None  # "for one of you" picks one person out of a group
        return read[0], m.group(0)
    read = _number_at_start(m.group("m"))
    if read is None or (read[2][read[1]] if read[1] < len(read[2]) else "") in _NOT_PEOPLE:
        return None
    # The phrase as written, up to the last word of the number ("for a team of a dozen").
    from arena.wording.numbers import fold, tokens

    words = m.group("m")
    cut = next(
        (
            w.end()
            for w in re.finditer(r"[\w'-]+", words)
            if len(tokens(fold(words[: w.end()]))) >= read[1]
        ),
        len(words),
    )
    return read[0], m.group(0)[: m.start("m") - m.start() + cut]


def told_count(request: Mapping[str, Any]) -> tuple[int, str] | None:
    """The head count the approval's words tell the person, and the phrase, where they tell
    one count unambiguously (:data:`_TOLD`, :data:`_TEAM`, :data:`_LABEL`, not after room words,
    nor with people added or counted apart around it: :func:`_crowded`); else ``None``. A cheap scan
    of the words; the number reader is loaded only where a phrase is found: "Can I grab Sequoia
    for the 7 of you" for 9 people passed (outside tester 7, finding 3), and "for a dozen
    people" for 2 passed while the model reads "a dozen" as 12 (outside tester 9, finding 3)."""
    return _told(tuple(approval_texts(request)))


@functools.lru_cache(maxsize=256)
def _told(texts: tuple[str, ...]) -> tuple[int, str] | None:
    """:func:`told_count` of the approval's words, once per words (a pure reading of text)."""
    found: dict[int, str] = {}
    for text, told in itertools.product(texts, (_TOLD, _TEAM, _LABEL)):
        at = 0
        while (m := told.search(text, at)) is not None:
            at = m.start() + 1  # overlapping: "for Friday for 7 people" tries "for 7 people"
            if told is not _LABEL and _ROOM_BEFORE.search(text[max(0, m.start() - 24) : m.start()]):
                continue  # "a room for 10 people"; a label names the group itself
            read = _group_size(m)
            if read is not None and _crowded(text, m.start(), m.start() + len(read[1])):
                return None  # "for the 7 of us plus 2 remote": not the whole group
            if read is not None:
                found.setdefault(read[0], read[1])
                at = m.end()
    return next(iter(found.items())) if len(found) == 1 else None


def _wordset(words: str) -> frozenset[str]:
    return frozenset(words.split())


#: A group sized like a room: "a 12-person meeting", "8 seats needed": the group's count, which
#: :data:`ROOM_SIZE` would set apart as a room's size.
_GROUP_SIZED = LazyPattern(
    r"\b(\d+)\s*-?\s*(?:person|people|pax|seats?)\s+(?=(?:meeting|team|group|party|session"
    r"|call|workshop|gathering|event|offsite|sync|needed|required|wanted)\b)",
    re.IGNORECASE,
)
#: A count in brackets, how rooms are written: "R-102 (12 pax)", "Cedar (8)".
_ROOM_AFTER = LazyPattern(r"\(\s*\d+\s*(?:pax|p)?\s*\)", re.IGNORECASE)
#: "you plus 7 others", "yourself and 5 more": the person asked and the rest, the group (the
#: scripted model reads the rest, so one fewer is no other count).
_YOU_PLUS = LazyPattern(
    r"\b(?:you|yourself|me|myself)\s*(?:plus|and|\+|&|with)\s*(?P<n>\w+)\s+(?:others?|more)\b"
    r"|\b(?P<k>\w+)\s+(?:others?|colleagues|teammates|people)\s*(?:plus|and|\+|&|with)\s*"
    r"(?:you|yourself|me|myself)\b",
    re.I,
)
#: People counted apart from the group: "2 of them remote", "4 in person", "2 dialling in".
_APART = LazyPattern(
    r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a\s+couple)\s+(?:of\s+(?:them"
    r"|whom|those)|remote(?:ly)?|in[-\s]person|on[-\s]?site|online|virtual(?:ly)?|from"
    r"|dial(?:l?ing)?|joining|calling|on\s+(?:video|zoom|teams|the\s+call))\b",
    re.IGNORECASE,
)
#: Right before a count, words that make it a room's size: "can seat 8", "it takes 10", "up to
#: 8", "room for eight" (the scripted model reads "fits 8" as a head count, as a person asks).
_ROOM_WORDS = _wordset(
    "seat seats seating seated sit sits fits fit holds hold capacity accommodate accommodates "
    "takes take hosts host max maximum room rooms space chairs to"
)


#: A label a count may follow ("Attendees: 8", "Expected attendance: 8", "your group is 8",
#: "you're 8"), past punctuation and the words in :data:`_LABEL_GAP`.
_LABELS = _wordset(
    "attendees attendance headcount count people persons guests participants group party size "
    "who pax team you we"
)
_LABEL_GAP = _wordset("is are re will be of total expected approx approximately about")


def _labelled(toks: list[str], start: int) -> bool:
    """Whether the number at ``toks[start]`` follows a group label (:data:`_LABELS`)."""
    i = start - 1
    while i >= 0 and start - i <= 4 and (not toks[i].isalnum() or toks[i] in _LABEL_GAP):
        i -= 1
    return i >= 0 and i < start - 1 and toks[i] in _LABELS


def read_count(request: Mapping[str, Any], people: int) -> tuple[int, str] | None:
    """The one head count the approval's words give where it is not ``people``, read as the
    scripted model reads a request (:func:`arena.model.task.parse_capacity`, room sizes set
    apart), and its phrase; else ``None``. Where no group phrase (:func:`told_count`) is found,
    a summary may still tell the person a count in any words ("Reserve Cedar for 8?", "Who: 8
    people", "8 pax", "party of 8", "fits all 8 of you": red team 10, finding 5). It fails a
    run only where the words cannot mean ``people``: the count read is written in a people
    phrase (not after room words: "it can seat 8"), ``people`` is written nowhere in them, and
    it is not one fewer (the person asked may be left out: "your team of 5 plus you"). A sum
    the reader makes ("8 and you're 6", "you and 5 colleagues") is written nowhere: no reading."""
    from arena.model.count_words import people_after, strong_before
    from arena.model.task import parse_capacity
    from arena.wording.numbers import find_numbers, fold, tokens

    texts = [
        _ROOM_AFTER.sub(" ", ROOM_SIZE.sub(" ", _GROUP_SIZED.sub(r"for \1 people ", t)))
        for t in approval_texts(request)
    ]
    read: dict[int, str] = {}
    for text in texts:
        if _ADDED.search(rest := _YOU_PLUS.sub(" ", text)) or _APART.search(rest):
            return None  # "the 7 of us plus 2 remote", "your team of 7 with Sam": not the group
        toks = tokens(fold(text))
        found = find_numbers(toks)
        if any(n.value == people for n in found):
            return None
        rest_of = [
            (m, _number_at_start(m.group("n") or m.group("k"))) for m in _YOU_PLUS.finditer(text)
        ]
        if rest_of:  # "you plus 7 others" is 8, whatever else the words count
            totals = {r[0] + 1: m.group(0) for m, r in rest_of if r is not None}
            if len(totals) == 1 and people not in totals:
                read.update(totals)
            continue
        count = parse_capacity(text)
        if count is None or count == people or count + 1 == people:
            continue
        for n in found:
            before = toks[n.start - 2 : n.start] if n.start >= 2 else toks[: n.start]
            after = people_after(toks, n)
            if (
                n.value != count
                or any(w in _ROOM_WORDS for w in before[-1:])
                or (before[-1:] == ["for"] and any(w in _ROOM_WORDS for w in before[:1]))
            ):
                continue
            if (
                (after is not None and toks[after] not in ("seats", "chairs"))
                or toks[n.end : n.end + 2] in (["of", "you"], ["of", "us"])
                or strong_before(toks, n)
                or _labelled(toks, n.start)
            ):
                read.setdefault(count, " ".join(toks[max(0, n.start - 2) : n.end + 2]))
                break
    return next(iter(read.items())) if len(read) == 1 else None


def group_counts(text: str) -> list[int]:
    """Every head count the group phrases in ``text`` give (:data:`_TOLD`, :data:`_TEAM`, not
    after room words), where people may also be counted apart or added around them ("for 6
    people, 2 of them remote" gives 6): the count a room must seat, for an operator's edit,
    where :func:`told_count` reads none because the phrase is not the whole story."""
    return [
        read[0]
        for told in (_TOLD, _TEAM)
        for m in told.finditer(text)
        if not _ROOM_BEFORE.search(text[max(0, m.start() - 24) : m.start()])  # "a room for 10"
        and (read := _group_size(m)) is not None
    ]
