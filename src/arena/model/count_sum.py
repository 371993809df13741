"""A head count summed from its parts: the first count, the counts joined to it and the people
listed with them ("me, my boss and two interns", "four of us plus our manager"), less those away
or taken from it ("10 of us, but 3 are remote", "minus Bob"). Split from
:mod:`arena.model.head_count` (session 40, at 486 lines), which finds the first count."""

from __future__ import annotations

from arena.model.clock_times import time_between
from arena.model.count_attending import absent_only, attending
from arena.model.count_tokens import words
from arena.model.count_words import EVERYONE, away, declined, joined, people_after, room_size
from arena.model.group_count import (
    added_before,
    broken_down,
    on_site,
    parallel_part,
    past_origin,
    same_origin,
)
from arena.model.name_list import TEAMS
from arena.model.room_stance import room_names
from arena.wording.days import ABBREV, DAY_WORDS
from arena.wording.numbers import Number
from arena.wording.people import (
    SELF,
    UNSIZED,
    Taken,
    listed_after,
    listed_before,
    listed_between,
    past_when,
    taken_after,
)

#: Day names, full and abbreviated, as a count may be followed by them.
_DAYS = frozenset(DAY_WORDS) | frozenset(ABBREV)
UNSIZED_REASON = "it names a group without saying how many people are in it"
#: words that may follow a bare added count ("plus 2 more on Friday", "plus 2 from legal")
_TAIL = words("on am el le la this next more others weitere mas autres from aus") | set(DAY_WORDS)


#: What joins a list of people to the count after it: "Ana, Tom, me plus 2 guests".
_JOIN = frozenset(("plus", "and", "+", "und", "y", "et", "e", "en"))
#: Words that open a request in capitals and are no one's name: "Hi, Tom, me plus 2".
_NOT_NAMES = frozenset(("hi", "hey", "hello", "dear", "thanks", "ok", "okay", "so", "well"))


def _names_opening(toks: list[str], start: int, named: Taken) -> int:
    """How many people a list of three or more names, the writer last, that opens the request
    names right before the "plus" or "and" before the count at ``start``: "Ana, Tom, me plus 2
    guests — Aspen on Wednesday" is five (heldout46: read 3, the "me" alone); else 0. The first
    name, capitalised as any sentence's first word, is no name the text's reader knows."""
    if start < 6 or toks[start - 1] not in _JOIN or toks[start - 2] not in SELF:
        return 0
    people, marks = toks[: start - 1 : 2], toks[1 : start - 1 : 2]
    first = people[0]
    if any(m != "," for m in marks[:-1]) or marks[-1] not in (",", "and", "und", "y", "et"):
        return 0  # "Ana, Tom, me", "Ana, Tom and me"
    if not first.isalpha() or first in _DAYS | _NOT_NAMES | TEAMS | room_names():
        return 0
    if first in named.things or first in named.doubtful or first in SELF:
        return 0
    return len(people) if all(p in named.named or p in SELF for p in people[1:]) else 0


def sum_from(
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
        return UNSIZED_REASON
    before = max(before, _names_opening(toks, first.start, named))
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
        if n.value >= total and declined(toks, n):
            continue  # "for 4 … P.S. 5 people declined": others said no, not 5 of the 4
        if away(toks, end, n) and not (attending(toks, first, end) and absent_only(toks, n)):
            # "10 of us, but 3 are remote": seats for 7 (not "We'll be 5, 1 can't make it": 5)
            total, end = total - n.value, n.end
            if total <= 0:
                who = "person" if n.value == 1 else "people"  # not "1 people" (requests51)
                return f"it counts {n.value} {who} away but only {total + n.value} in all"
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
            return UNSIZED_REASON
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
        return UNSIZED_REASON
    return total + extra - taken if total + extra > taken else f"it takes {taken} from {total}"


def _of_team(toks: list[str], at: int) -> bool:
    """Whether ``toks[at:]`` says whose team the count is ("y somos 3 del equipo", "et 3 de
    l'équipe"): outside tester 34, read as 4 clients with no one of the team."""
    return toks[at] in ("del", "de", "des", "du") and any(
        t in UNSIZED for t in toks[at + 1 : at + 4]
    )


#: After an added count, words that say these are others than those counted ("2 more")
MORE = words("more others other extra additional")


def _added_away(toks: list[str], n: Number) -> bool:
    """Whether people added to the count will not be in the room ("for 4 (plus 1 on the
    phone)", "for 5 plus 2 dialling in", "and 2 more on the phone"): they need no seat, as
    docs/methodology.md has people away come off the count (outside tester 16 read 5)."""
    if n.end < len(toks) and toks[n.end] in MORE:
        n = Number(n.value, n.start, n.end + 1, n.digits)
    return away(toks, n.start, n)  # nothing between: whether those people are away
