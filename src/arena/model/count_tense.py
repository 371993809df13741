"""Whether a head count is said of now or of before ("We were 10, now 6").

Split from :mod:`arena.model.count_said` (outside tester 13 had "We were 10, now 6" read as 10).
A count is of before where a verb in the past governs it: "we were 10", "last week we had 12
people", "the room for 12 was too big". A past word that only frames the request is no such verb
(outside tester 25): "I was wondering whether you could book a room for 6", "I was told to book",
"we were hoping to book", "I had hoped to", "I was going to ask for" are polite or reported ways
of asking for now, as "Ich wollte fragen, ob …" and "Je voulais savoir si …" are; so is an
expectation ("we were expecting 10 people", "we had anticipated 12": the count expected now,
outside tester 26). Such a framed count is of now unless a later clause gives a count of now ("I
was hoping for 10, but now we are 6"), as a plain past one is, or its own clause says it was
another time's ("we were expecting 10 last time").
"""

from __future__ import annotations

import enum

from arena.model.count_words import away
from arena.wording.numbers import Number


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: A verb in the past that makes a count one of before ("we were 10", "waren wir 10")
PAST = _words(
    "were was had used previously formerly waren war hatten fruher vorher eramos eran era "
    "fuimos fueron habia anteriormente etions etait etaient auparavant eravamo erano eramos "
    "waren"
)
#: After a past word, verbs that make it the frame of a request rather than the count's verb:
#: wishing, wondering, meaning, planning, expecting, being told or asked ("I was told to book …",
#: "we were hoping you could …", "I had wanted to ask for …", "I was about to book …", "we were
#: expecting 10": outside tester 26). Not "had to", "used to" or "had booked": those say what
#: was so before.
_FRAMES = _words(
    "wondering wondered hoping hoped thinking wishing wished wanting wanted meaning meant "
    "expecting expected anticipating anticipated "
    "planning planned intending intended looking trying tried going about asking asked told "
    "requested instructed advised directed tasked supposed keen eager gehofft gedacht gefragt "
    "gebeten gewollt vorgehabt uberlegt"
)
#: Words that may stand between the past word and its frame ("I was just wondering", "I had
#: been meaning to", "we were really hoping", "I was kind of hoping")
_FILLERS = _words(
    "just really actually also still only originally kind sort of kinda sorta been being rather "
    "so all both eigentlich nur auch"
)
_RELATIVE = _words("who that which die der das que qui")
#: Words that end a clause; "now" and "but" start a new one ("We were 10, now 6")
_CLAUSE_END = _words(". ; ! ? , ( ) \u2014 \u2013 -")
_CLAUSE_START = _words(
    "now but however jetzt nun aber ahora pero maintenant mais ora ma nu maar agora mas"
)
#: Words that say a clause is about another time than now ("last time", "last week", "yesterday",
#: "two weeks ago"): a framed count there is of before ("we were expecting 10 last time")
_THEN = _words("yesterday ago gestern letztes letzte letzten ayer pasado pasada")
_LAST_WHAT = _words(
    "time week month year meeting session round quarter monday tuesday wednesday thursday friday"
)
#: Words that say a booking was made, which a clause about another time puts in the past: "You
#: booked Cedar for 8 last week. Please book Maple on Thursday for 9." (items41: read 8).
_DONE = _words("booked reserved booking thanks thank gebucht reserviert reservado reservada")
#: Words that say a clause is about now ("now 6", "this Friday we are 4")
_NOW = _words(
    "now today currently this jetzt nun heute diesmal diese dieses ahora hoy esta este "
    "maintenant aujourd cette ce ora oggi nu vandaag agora hoje"
)


#: How the reason for a count said only of the past starts (the model then asks for the count
#: of now, not for the weekday it read)
ONLY_BEFORE = "it gives a head count only of before"


class Tense(enum.Enum):
    NOW = "now"
    PAST = "past"  # "we were 10"
    FRAMED = "framed"  # "I was hoping to book for 10": of now, unless a count of now follows


def _clause(toks: list[str], i: int) -> tuple[int, int]:
    """Where the clause holding ``toks[i]`` starts and ends."""
    start = i
    while start > 0 and toks[start - 1] not in _CLAUSE_END and toks[start] not in _CLAUSE_START:
        start -= 1
    end = i + 1
    while end < len(toks) and toks[end] not in _CLAUSE_END and toks[end] not in _CLAUSE_START:
        end += 1
    return start, end


def _frames(toks: list[str], k: int) -> bool:
    """Whether the past word at ``toks[k]`` is an auxiliary of a verb that frames a request ("was
    wondering", "were hoping", "had been meaning", "was told"), not the count's own verb."""
    j = k + 1
    while j < len(toks) and toks[j] in _FILLERS:
        j += 1
    return j < len(toks) and toks[j] in _FRAMES


def _then(toks: list[str]) -> bool:
    """Whether a clause says it is about another time than now ("last time", "yesterday")."""
    return any(
        t in _THEN or (t == "last" and k + 1 < len(toks) and toks[k + 1] in _LAST_WHAT)
        for k, t in enumerate(toks)
    )


def tense(toks: list[str], n: Number) -> Tense:
    """Whether the count ``n`` is said of the past ("We were 10", "the room for 12 was too big";
    not "6 people who were there"), or of now in a past frame ("I was wondering if you could
    book a room for 6")."""
    start, end = _clause(toks, n.start)
    found = Tense.NOW
    for k in range(start, n.start):
        if toks[k] in PAST and (toks[k] != "was" or k > start):  # not "Was ist am Freitag frei?"
            if not _frames(toks, k):
                return Tense.PAST
            found = Tense.FRAMED
    for k in range(n.end, min(end, n.end + 3)):  # "for 12 was", "10 people were"
        if toks[k] in _RELATIVE:
            break
        if toks[k] in PAST:
            found = found if _frames(toks, k) else Tense.PAST
            break
    if found is Tense.FRAMED and _then(toks[start:end]):
        return Tense.PAST  # "we were expecting 10 last time"
    if found is Tense.NOW and _then(toks[start:end]) and _DONE.intersection(toks[start:end]):
        return Tense.PAST  # "You booked Cedar for 8 last week", "Thanks for booking … yesterday"
    return found


def _now_count(toks: list[str], numbers: list[Number], after: int) -> Number | None:
    """The first number after ``after`` in a clause that says it is of now ("…, now 6")."""
    for n in numbers:
        start, _ = _clause(toks, n.start)
        if n.start > after and any(t in _NOW for t in toks[start : n.end]):
            return n
        if n.start > after and toks[n.end : n.end + 1] == ["now"]:
            return n  # "… but 3 dropped out so 12 now" (items35: read as a count of before only)
    return None


def _turned_count(toks: list[str], numbers: list[Number], after: int) -> bool:
    """Whether a number follows ``after`` in a later clause that turns on it or ends in "now"
    ("…, but only 6 are coming", "…; 6 are coming now"): a framed count before it is no count
    of now (a people count there is, and a bare one is asked for)."""
    for n in numbers:
        start, end = _clause(toks, n.start)
        if n.start <= after or start <= after:
            continue
        if toks[start] in _CLAUSE_START - _NOW or (end < len(toks) and toks[end] in _NOW):
            return True
    return False


def current_counts(
    toks: list[str], numbers: list[Number], strong: list[tuple[Number, int]]
) -> tuple[list[Number], list[tuple[Number, int]]] | str:
    """The numbers and counts to read, those said of the past left out where one of now is
    given ("We were 10, now 6", "Last week's room for 12 was too big. This Tuesday we are 4");
    a reason where only a past one is. A framed count ("I was hoping for 10") is of the past only
    where a count of now follows it ("…, but now we are 6"), or another count after a "but"
    ("we were expecting 10 people but only 6 (people) are coming")."""
    said = {s[0].start: tense(toks, s[0]) for s in strong}
    framed = [k for k, t in said.items() if t is Tense.FRAMED]
    # "We were 14 but 3 people can't make it": the count before those away is the group's, not
    # one of before only (held-out tester 40: the 3 away were booked for)
    past = {
        s[0].start
        for s in strong
        if said[s[0].start] is Tense.PAST
        and not any(m.start > s[0].start and away(toks, s[1], m) for m, _ in strong)
    }
    if framed and (
        _now_count(toks, numbers, max(framed)) is not None
        or _turned_count(toks, numbers, max(framed))
    ):
        past.update(framed)
    if not past:
        return numbers, strong
    kept = [s for s in strong if s[0].start not in past]
    if not kept:  # "We were 10, now 6": the bare count in a clause of now
        now = _now_count(toks, numbers, max(past))
        kept = [(now, now.end)] if now is not None else []
    if not kept:
        shown = ", ".join(str(s[0].value) for s in strong)
        return f"{ONLY_BEFORE} ({shown}), not of now"
    return [n for n in numbers if n.start not in past], kept
