"""Whose count a request's numbers give: the group's, a room's size, or parts of one sum.

Split from :mod:`arena.model.task` (which calls these). Outside tester 10 (finding 11) found the
model asking for "the big 24-person room for our all-hands of 20" as 24 people, "the room that
seats 10 …, we're 9" as 10, and counting only part of "5 + 2 interns" (2) and of "3 people from
sales, 3 from marketing" (3), then booking a 4-seat room for 7. A room's size is the count only
when the request gives no other; a sum is read whole or not at all.
"""

from __future__ import annotations

import itertools

from arena.lazy_pattern import compile_kept
from arena.model.count_words import BEFORE, OF, ROOM_NOUNS, away, people_after, room_size
from arena.wording.numbers import Number


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: "2 teams of 4", "zwei Gruppen von 4": that many groups of that size
GROUPS = _words(
    "teams groups gruppen equipos grupos equipes groupes tables squads pods crews tribes "
    "departments cohorts"
)
_TIMES = {"x", "*", "\u00d7"}
#: Before a count, verbs that give a room's size when a room is their subject ("the room that
#: seats 10", "a room which fits 12").
_SIZE_VERBS = _words("seats seat seating fits fit holds hold accommodates accommodate sits")
_WHICH = _words("that which with der die das que qui") | ROOM_NOUNS
#: Between a bare count and the counted one after it: "5 + 2 interns", "5 plus 2 guests".
_PLUS = _words("+ plus & und mas et")
#: After each of several counts, where its people come from: "3 from sales, 3 from marketing".
_ORIGIN = _words("from in aus von de del du")
_LIST = _words(", and und y et & plus +")


def products(toks: list[str], numbers: list[Number]) -> list[Number]:
    """Groups times their size as one count: "2 teams of 4", "two groups of four", "2 x 4
    people" (each group is not a person, and the size alone is not everyone)."""
    found: list[Number] = []
    for n in numbers:
        last = found[-1] if found else None
        if last is not None and _multiplied(toks, last, n):
            found[-1] = Number(last.value * n.value, last.start, n.end, last.digits)
        else:
            found.append(n)
    return found


def _multiplied(toks: list[str], a: Number, b: Number) -> bool:
    between = toks[a.end : b.start]
    if len(between) == 2 and between[0] in GROUPS and between[1] in OF:
        return True
    counted = people_after(toks, b) is not None or _before(toks, a) in BEFORE
    return len(between) == 1 and between[0] in _TIMES and counted


def _before(toks: list[str], n: Number) -> str:
    return toks[n.start - 1] if n.start else ""


def _sizes_room(toks: list[str], n: Number, end: int) -> bool:
    """Whether a count sizes a room: "a 10-person room", or "the room that seats 10"."""
    if room_size(toks, n, end):
        return True
    lead = toks[max(0, n.start - 4) : n.start]
    return bool(lead) and lead[-1] in _SIZE_VERBS and any(t in _WHICH for t in lead[:-1])


def group_counts(
    toks: list[str], numbers: list[Number], strong: list[tuple[Number, int]]
) -> list[tuple[Number, int]] | str:
    """The counts that give the group (each with the index after its people word): a room's
    size is none of them while another number may be the group's ("the 24-person room for our
    all-hands of 20"); a reason where more than one other number may be."""
    sized = [s for s in strong if _sizes_room(toks, *s)]
    if not sized:
        return strong
    kept = [s for s in strong if s not in sized]
    taken = {s[0].start for s in strong}
    first = kept[0][0].start if kept else len(toks)
    lead = [
        n
        for n in numbers
        if n.start not in taken and n.start < first and not _sizes_room(toks, n, n.end)
    ]
    values = sorted({n.value for n in lead})
    if len(values) > 1:
        shown = ", ".join(str(v) for v in values)
        return f"it gives a room's size and several other numbers ({shown})"
    if lead:  # "the 12-person room for our sync of 8, plus 2 guests": 8 and 2
        after = people_after(toks, lead[0])
        return [(lead[0], after + 1 if after is not None else lead[0].end), *kept]
    return kept or strong  # "a 10-person room on Monday": the size asked is the count


def added_before(toks: list[str], numbers: list[Number], first: Number) -> int:
    """A bare count added right before the first counted one: "5 + 2 interns" is 7, not 2."""
    for n in numbers:
        between = toks[n.end : first.start]
        if (
            0 < len(between) <= 3
            and between[-1] in _PLUS
            and all(t in _LIST for t in between)
            and not _sizes_room(toks, n, n.end)
        ):
            return n.value  # "our sync of 8, plus 2 guests"
    return 0


def same_origin(toks: list[str], end: int, n: Number) -> bool:
    """Whether ``n`` adds to the count before it as another part of one list: "3 people from
    sales, 3 from marketing" (each count followed by where its people come from)."""
    between = toks[end : n.start]
    after = toks[n.end] if n.end < len(toks) else ""
    return (
        2 < len(between) <= 6
        and between[0] in _ORIGIN
        and after == between[0]
        and between[-1] in _LIST
        and all(t.isalpha() or t in _LIST for t in between)
    )


def origin_sum(toks: list[str], counts: list[Number]) -> int | None:
    """The sum of bare counts each followed by where its people come from ("Tuesday, 3 from
    sales and 3 from marketing"), else ``None``."""
    if len(counts) < 2:
        return None
    for a, b in itertools.pairwise(counts):
        if not same_origin(toks, a.end, b):
            return None
    return sum(n.value for n in counts)


#: Half of the group counted: "Half of our 12-person team needs a room", "our team of 12 is
#: splitting, half of us need a room" (outside tester 10, finding 11; red team 10, finding 9).
_HALF = compile_kept(
    r"(?<!and a )(?<!\d )\b(?:half|die halfte|la mitad|la moitie)\s+(?:of\s+|de\s+|von\s+)?"
    r"(?:us|our|the|my|this|that|uns|unseres?|nuestro|nous|notre)\b"
    r"(?!\s+(?:hour|day|morning|afternoon|time|week|room|building|floor))"
    # why a day does not suit, not who comes: "Monday is a no-go (half the team is out)"
    # (items32: the four named after it read as 2)
    r"(?!\s+(?:[a-z]+\s+)?(?:is|are|will be|'s|'re|sind|ist|esta|estan|est|sont)\s+"
    r"(?:out|away|off|on (?:leave|holiday|vacation|pto)|travell?ing|sick|ooo|weg|krank|fuera|absent)\b)"
)


#: The count said as those who come, not as the whole group's size: "for 12", "(12 people)"
#: ("for 12 on Monday (half the team)", "for half the team (12 people)": session 42, read 6).
_COMERS = compile_kept(
    r"\bfor\s+(?P<n>\d+)\b(?!\s*-|\s+(?:of|von|de)\b)"
    r"|\((?P<m>\d+)(?:\s*(?:people|ppl|persons|pax))?\)"
)


def halved(folded: str, count: int | str) -> int | str:
    """``count``, halved where the request asks for half of its group; a reason where that is
    no whole number of people. Not where the count is said as those who come (:data:`_COMERS`):
    "half the team" then says who they are."""
    if isinstance(count, str) or not _HALF.search(folded):
        return count
    if any(int(m.group("n") or m.group("m")) == count for m in _COMERS.finditer(folded)):
        return count
    if count % 2:
        return f"it asks for half of {count} people"
    return count // 2


#: Between a count and its first part, a mark that opens a breakdown: "for 3 people: 2 in
#: person, 1 dialling in", "for 7 (5 here, 2 calling in)", "for 5 of us - 3 on site and 2 …"
_OPENS_PARTS = _words(": ( - , \u2013 \u2014")
_SENTENCE_END = _words(". ; ! ?")


def broken_down(
    toks: list[str], numbers: list[Number], end: int, total: int
) -> tuple[int, int] | None:
    """How many of a count of ``total`` people (ending at ``end``) are away, where the numbers
    right after it split it into parts that add up to it ("for 3 people: 2 of us in person, 1
    dialling in"), and where the split ends: the parts are the same people, not more of them,
    and those away need no seat (docs/methodology.md; outside tester 18 had 3 read). ``None``
    where no such split follows, or nobody in it is away (the count is then read as before)."""
    parts = [n for n in numbers if n.start >= end]
    lead = toks[end : parts[0].start] if parts else []
    if len(parts) < 2 or len(lead) > 4 or not any(t in _OPENS_PARTS for t in lead):
        return None
    seen, gone, last, used = 0, 0, end, 0
    for n in parts:
        gap = toks[last : n.start]
        if len(gap) > 6 or any(t in _SENTENCE_END for t in gap):
            return None
        seen, last, used = seen + n.value, n.end, used + 1
        gone += n.value if away(toks, n.start, n) else 0
        if seen >= total:
            break
    if seen != total or used < 2 or not 0 < gone < total:
        return None
    return gone, last


#: After a count of people, the verb of what they do: "2 of us are presenting", "4 will present".
_BE = _words("are will were re 're shall sind werden son estan seran sont seront")
#: What a whole group does, of which a later count is a part: "4 of us are coming and 2 are
#: presenting" is 4 in all.
_WHOLE = _words(
    "coming attending joining there here in going available confirmed invited "
    "expected total altogether"
)
#: Between two parts: "… and 3 are listening", "…, and the other 3 will take notes".
_PART_JOIN = _words("and while whilst plus und y et mientras")
_OTHER = _words("the other others another")


def parallel_part(toks: list[str], end: int, n: Number) -> bool:
    """Whether ``n`` is a further part of the group beside the count that ends at ``end``, each
    said with what it does: "Two of us are presenting and 3 are listening" (5), "4 of us will
    present and 2 will take notes" (6), "5 of us are engineers and 4 are designers" (9): outside
    tester 19 read 2. Not where the first part is the whole ("4 of us are coming and 2 are
    presenting": 4), nor across a clause's end ("…; 2 are remote")."""
    if end >= len(toks) or toks[end] not in _BE or n.end >= len(toks) or toks[n.end] not in _BE:
        return False
    k = n.start
    while k > end and toks[k - 1] in _OTHER:
        k -= 1
    if k - 1 <= end or toks[k - 1] not in _PART_JOIN:
        return False
    said = toks[end + 1 : k - 1]  # what the first part does: "presenting", "will present"
    said = said[:-1] if said[-1:] == [","] else said
    if not said or len(said) > 4 or any(not t.isalpha() for t in said):
        return False
    present = said == ["present"] and toks[end] != "will"  # "are present", not "will present"
    return not (present or set(said) & _WHOLE)


def past_origin(toks: list[str], end: int) -> int:
    """The index after where the people counted up to ``end`` come from ("3 | from Sales | and
    me"), so that people listed after it count too (outside tester 37: "2 from Legal and 3 from
    Sales and me" read 5); ``end`` where no "from" follows."""
    if toks[end : end + 1] != ["from"]:
        return end
    k = end + 1
    while k < len(toks) and k - end <= 3 and toks[k].isalpha() and toks[k] not in _JOIN_WORDS:
        k += 1
    return k


_JOIN_WORDS = _words("and plus und y et")


def names_closing(toks: list[str], at: int, named: frozenset[str]) -> int:
    """How many people a list of counts by origin names by name after its last part at ``at``
    where the sentence ends with them ("3 from HR, 2 from IT, Priya.", "…, Priya and Tom."): a
    named person is one more, as "me" is (outside tester 39: read as 5); 0 where none does."""
    count, i = 0, at
    while i + 1 < len(toks) and (toks[i] == "," or toks[i] in _JOIN_WORDS):
        j = i + 1 + (toks[i] == "," and toks[i + 1] in _JOIN_WORDS)
        if j >= len(toks) or toks[j] not in named:
            break
        count, i = count + 1, j + 1
    return count if count and (i >= len(toks) or toks[i] in (".", ";", "!", "?", ")")) else 0


#: Words that place the people counted in the room: "5 onsite", "5 on-site", "5 in person".
_ON_SITE = compile_kept(r"\b(?:onsite|on - site|on site|in person|in - person|in the room)\b")


def on_site(between: list[str]) -> bool:
    """Whether the words after a count say those people are in the room ("for 5 onsite, 2
    remote": read as 3, the remote two taken from the five as from a total)."""
    return bool(_ON_SITE.search(" ".join(between)))
