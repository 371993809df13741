"""A sum of named parts joined by "+" said as its total: "2 design + 3 eng + 1 PM" is 6 people,
"Eng (4) + PM (1) + design (2)" 7, "Eng (3) + QA (2) + me" 6 (items35 read 2, 3 or no count), and
a bare person after counted ones one more ("3 interviewers + candidate"). Split from
:mod:`arena.model.count_said` (the other ways a count is said, whose role words it reads);
:mod:`arena.model.count_tokens` calls :func:`plus_sum` on a request's tokens.
"""

from __future__ import annotations

from arena.model.count_said import _NOT_ROLES
from arena.model.count_words import PEOPLE
from arena.model.group_count import GROUPS
from arena.wording.numbers import word_value


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Words a part of a "+" sum cannot be counted by: the sum is of times, days or things then.
_NOT_PART = _words(
    "for on at a an the room rooms book and with of to in by is are am h hr hrs hour hours min "
    "mins minute minutes day days week weeks x uhr zztime zzyear"
)
_ME = _words("me myself i moi mich yo")


def _count_at(toks: list[str], i: int) -> int | None:
    tok = toks[i] if 0 <= i < len(toks) else ""
    return int(tok) if tok.isdigit() and len(tok) <= 3 else word_value(tok)


def _named_by(toks: list[str], i: int) -> bool:
    tok = toks[i] if 0 <= i < len(toks) else ""
    return (
        tok.isalpha()
        and tok not in _NOT_PART
        and tok not in GROUPS  # "2 teams + 3 guests": teams of unsaid size (items41: read 5)
        and tok not in _NOT_ROLES
        and tok[:-1] not in _NOT_ROLES
    )


def _part_at(toks: list[str], i: int) -> tuple[int, int] | None:
    """The part of a "+" sum that starts at ``i``, as (its count, where it ends): "3 eng", "3
    from eng" ("Eng (3)" as roles are read), "pm ( 1 )", "me"."""
    n = _count_at(toks, i)
    if n is not None and toks[i + 1 : i + 2] == ["from"] and _named_by(toks, i + 2):
        return n, i + 3
    if n is not None and _named_by(toks, i + 1):
        return n, i + 2
    n = _count_at(toks, i + 2)
    if _named_by(toks, i) and toks[i + 1 : i + 2] == ["("] and toks[i + 3 : i + 4] == [")"]:
        return (n, i + 4) if n is not None else None
    return (1, i + 1) if i < len(toks) and toks[i] in _ME else None


def plus_sum(toks: list[str]) -> list[str]:
    """``toks`` with a sum of named parts joined by "+" said as its total: "2 design + 3 eng + 1
    PM" as "6 people", "Eng (4) + PM (1) + design (2)" with no "for" before it, "Eng (3) + QA (2)
    + me": the parts are the group, each by its team or role (items35 read 2, 3 or no count;
    session 34's open item). Every part must be a count with its name (or "me"), two at least
    with a count; "5 + 2 interns" and "for 4 people + 2" are read as before."""
    out: list[str] = []
    i = 0
    while i < len(toks):
        chain = _chain(toks, i)
        if _one_added(toks, i):
            out += ["plus", "a"]  # "3 interviewers + candidate": one more (items35 read 3)
            i += 1
            continue
        if chain is None:
            out.append(toks[i])
            i += 1
            continue
        total, end = chain
        out += [str(total), "people"]
        i = end
    return out


#: After "me plus one", words that leave the "one" a person: "me and one more", "me + one other".
_ONE_MORE = _words("more other else extra mas autre weitere")
#: Joiners of "me plus one" ("yo y uno", "moi et un", "ich und einer"); "with" may be a thing.
_ME_JOIN = _words("plus + and & y et und e")
_ONES = _words("one 1 uno una un une eins einer eine")


def plus_one(toks: list[str]) -> list[str]:
    """``toks`` with a bare "one" added to the writer as one person: "me plus one", "just me and
    one more", "yo y uno más" (heldout54 r36 "it's me plus one" read no count at all). Only where
    the "one" ends its phrase or "more"/"other" follows; "me and one of the rooms" is no person."""
    out = list(toks)
    for i in range(2, len(toks)):
        if toks[i] not in _ONES or toks[i - 1] not in _ME_JOIN or toks[i - 2] not in _ME:
            continue
        nxt = toks[i + 1] if i + 1 < len(toks) else ""
        if nxt in _ONE_MORE:
            out[i], out[i + 1] = "1", "guest"
        elif not nxt.isalnum() or nxt in ("on", "for", "at", "this", "next", "please", "pls"):
            out[i] = "1 guest"
    return [t for tok in out for t in tok.split()]


def _one_added(toks: list[str], i: int) -> bool:
    """Whether ``toks[i]`` is a "+" or "plus" adding one person by a bare noun after counted
    people: "3 interviewers + candidate", "4 engineers plus manager" (not "+ 2 guests")."""
    nxt = toks[i + 1] if i + 1 < len(toks) else ""
    counted = i > 1 and toks[i - 1].isalpha() and _count_at(toks, i - 2) is not None
    single = nxt + "s" in PEOPLE or nxt in ("manager", "boss", "lead", "host", "chair")
    return toks[i] in ("+", "plus") and counted and single and _count_at(toks, i + 2) is None


def _chain(toks: list[str], i: int) -> tuple[int, int] | None:
    """The total of the "+" sum whose first part starts at ``i`` and where it ends, or ``None``."""
    part = _part_at(toks, i)
    if part is None or part[1] >= len(toks) or toks[part[1]] != "+":
        return None
    total, counted, end = part[0], int(toks[i] not in _ME), part[1]
    while end < len(toks) and toks[end] == "+":
        nxt = _part_at(toks, end + 1)
        if nxt is None:
            return None  # "3 eng + 2": a part with no name, read as before
        total, end = total + nxt[0], nxt[1]
        counted += int(toks[end - 1] not in _ME)
    return (total, end) if counted >= 2 else None
