"""A head count said as groups times a size: "three managers, each bringing two reports" (3 + 3 ×
2 = 9), "3 teams, each with 4 people" (12), "5 people with a guest each" (10), "three pairs
plus me" (7), "tres parejas y un ponente" (7).

Why: the reader summed only counts joined by "plus"/"and", so "each" was no arithmetic: heldout54
r38 "Three managers, each bringing two reports" booked a 4-seat room for 9 people, "3 teams, each
with 4 people" read 7 and "three pairs plus me" 6 (a group word that says its own size hid the
person added). Mechanism, on the request's tokens before the count readers: a count of people (or
of groups) followed by a distributive word ("each", "jeweils", "cada uno", "chacun") and a count
of people per one of them is written as the total it makes — the people themselves plus what
each brings, or for groups only what each holds — and a sized group word ("pairs", "parejas",
"trios") after its count is written as that many people, so that later joins ("plus me", "y un
ponente") add to it. A per-one count of things ("each with a laptop") changes nothing. Where
the size is left unsaid ("two managers and their reports", "3 pairs, each with a guest": each
pair's or each person's?) the count is made one the reader asks about, not a guess.
"""

from __future__ import annotations

from arena.model.count_words import is_people
from arena.model.group_count import GROUPS
from arena.wording.days import DAY_WORDS
from arena.wording.numbers import SIZED_MANY, word_value
from arena.wording.people import ONE_PERSON


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Words that spread a count over every one of a group: "each", "jeweils", "cada uno", "chacun".
_EACH = _words("each every jeweils cada chacun chacune ciascuno ciascuna ognuno apiece je")
#: Words a distributive count may follow "each" with ("each bringing two", "cada uno con dos").
_BRING = _words(
    "bringing brings bring with w / having has plus and + accompanied by adding con trayendo trae "
    "avec amenant amene mit bringt uno una accompagne accompagnes de of"
)
#: Singular people a per-one count may name ("each with a guest", "each bringing one report").
_ONE_OF = ONE_PERSON | _words("report plus-one plusone companion date spouse")
#: Plural people a per-one count may name besides the reader's people words ("two reports").
_MANY_OF = _words("reports directs companions dates spouses plus-ones plusones")
_ARTICLE = _words("a an one un una une ein eine einen")
_MARKS = _words(", ( - \u2013 \u2014 :")
_WHO = _words("who that which")
#: Owners of what each brings: "+ their 2 reports each", "and his guest".
_OWNERS = _words("their his her its own sus leurs ihre")
#: Before "each of", words a group's count may follow: "each of the 4 managers".
_THE = _words("the our these those my los las les die unsere")
#: Plural people a possessive names with no count: "two managers and their reports" (how many?).
_THEIR_MANY = _words("reports teams guests partners families plus-ones plusones companions")
#: Words that may end a group's bare size: "3 teams each of 4 on Monday".
_AFTER_SIZE = _words("on at for this next and plus el le la am um")


def _count(tok: str) -> int | None:
    if tok.isdigit() and len(tok) <= 3:
        return int(tok)
    return 1 if tok in _ARTICLE else word_value(tok)


def _per_one(toks: list[str], i: int, groups: bool) -> tuple[int, int] | None:
    """The per-one count of people at ``toks[i]`` ("two reports", "a guest") and the index after
    it; ``None`` where what is counted is no people ("a laptop"). For groups a bare count is
    their size ("3 teams each of 4")."""
    k = _count(toks[i]) if i < len(toks) else None
    if k is None:
        return None
    noun = toks[i + 1] if i + 1 < len(toks) else ""
    if groups and k > 1 and (not noun.isalpha() or noun in _AFTER_SIZE or noun in DAY_WORDS):
        return k, i + 1
    if k == 1 and noun in _ONE_OF:
        return k, i + 2
    if k != 1 and (noun in _MANY_OF or is_people(toks, i + 1) or noun in GROUPS):
        return k, i + 2
    return None


def _spread(toks: list[str], at: int, groups: bool) -> tuple[int, int, int] | None:
    """Where the distributive phrase starting at ``toks[at]`` (right after the counted people)
    ends and the per-one count it gives: (per one, end, is-before-each). Reads "(,) (who) each
    VERB K Q" and "(,) VERB K Q each"."""
    i = at
    while i < len(toks) and (toks[i] in _MARKS or toks[i] in _WHO) and i - at < 2:
        i += 1
    if i < len(toks) and toks[i] in _EACH:  # "each bringing two reports", "cada uno con dos"
        j = i + 1
        while j < len(toks) and toks[j] in _BRING and j - i < 3:
            j += 1
        if j == i + 1:  # "each two reports": a verb or "with" must join
            return None
        read = _per_one(toks, j, groups)
        return (read[0], read[1], 1) if read else None
    if i < len(toks) and toks[i] in _BRING:  # "with a guest each", "mit je zwei Gästen"
        j = i + 1  # "w/ 2 reports each", "+ their 2 reports each"
        while j < len(toks) and (toks[j] in _BRING or toks[j] in _OWNERS) and j - i < 3:
            j += 1
        if j < len(toks) and toks[j] in _EACH:
            read = _per_one(toks, j + 1, groups)
            return (read[0], read[1], 1) if read else None
        read = _per_one(toks, j, groups)
        if read and read[1] < len(toks) and toks[read[1]] in _EACH:
            return read[0], read[1] + 1, 0
    return None


def _each_of(toks: list[str], i: int) -> tuple[int, int] | None:
    """The total and end of "each of the N people VERB K people" at ``toks[i]`` ("each of the 4
    managers brings 2 people": 12), else ``None``."""
    k = i + 2 + int(i + 2 < len(toks) and toks[i + 2] in _THE)
    if toks[i] not in _EACH or toks[i + 1 : i + 2] != ["of"] or k + 1 >= len(toks):
        return None
    n = _count(toks[k])
    if n is None or not is_people(toks, k + 1):
        return None
    j = k + 2
    while j < len(toks) and (toks[j] in _BRING or toks[j] in _OWNERS) and j - k < 5:
        j += 1
    read = _per_one(toks, j, False) if j > k + 2 else None
    return (n + n * read[0], read[1]) if read else None


def _unsized(toks: list[str], i: int) -> bool:
    """Whether ``toks[i]`` opens "and their reports" after counted people: a group of people
    whose size is not said ("two managers and their reports" read 2), which must be asked."""
    return (
        toks[i] in ("and", "plus", "+", "with", "y", "et", "und")
        and toks[i + 1 : i + 2] != []
        and toks[i + 1] in _OWNERS
        and toks[i + 2 : i + 3] != []
        and toks[i + 2] in _THEIR_MANY
    )


def each_totals(toks: list[str]) -> list[str]:
    """``toks`` with each "N people, each bringing K people" written as its total (see the
    module's docstring); "N groups, each with K people" as N × K people; a group's size left
    unsaid ("and their reports", "3 pairs, each with a guest": whose guest?) as one to ask."""
    out = list(toks)
    for i in range(len(out) - 2):
        if _unsized(out, i) and i > 1 and is_people(out, i - 1) and _count(out[i - 2]):
            out[i + 1 : i + 3] = ["their", "team"]  # "… and their reports": how many?
    i = 0
    while i < len(out) - 2:
        if (whole := _each_of(out, i)) is not None:
            out[i : whole[1]] = [str(whole[0]), "people"]
            i += 2
            continue
        n = _count(out[i]) if out[i] not in _ARTICLE else None
        noun = out[i + 1]
        groups = noun in GROUPS or noun in SIZED_MANY
        if n is None or not (groups or is_people(out, i + 1)):
            i += 1
            continue
        spread = _spread(out, i + 2, groups)
        if spread is not None and noun in SIZED_MANY:
            out[i : i + 2] = ["several", "people"]  # "3 pairs, each with a guest": 9 or 12? ask
            i += 2
            continue
        if spread is None:
            if noun in SIZED_MANY:  # "three pairs": six people, whom "plus me" adds to
                out[i : i + 2] = [str(n * SIZED_MANY[noun]), "people"]
            i += 1
            continue
        k, end, _ = spread
        total = n * k if groups else n + n * k
        out[i:end] = [str(total), "people"]
        i += 2
    return out
