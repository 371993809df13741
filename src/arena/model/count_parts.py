"""Head counts given in parentheses after the groups they count: "team A (3) + team B (3)",
"Team Alpha (3 ppl) & Team Beta (2 ppl)", "product (3), eng (4), design (2)".

Each part is said as a count from its group ("3 from team a"), which the sum of counts by their
origin reads (:func:`arena.model.group_count.origin_sum`). Session 41: "for team A (3) + team B
(3)" read as 3, the label between the group word and its count hiding the parts, and two equal
counts then read as one count said twice; "the board (7) and two note-takers" read 2. A group
word with no label ("the team (6)") is read as "the team of 6" elsewhere
(:mod:`arena.model.count_said`).
"""

from __future__ import annotations

from arena.model.count_words import GROUP
from arena.model.name_list import TEAMS

#: Words for a group that a label may follow: "team A", "group 2", "squad Alpha".
GROUP_WORDS = frozenset(
    [
        "team",
        "group",
        "party",
        "crew",
        "gruppe",
        "equipo",
        "grupo",
        "equipe",
        "groupe",
        "panel",
        "committee",
        "delegation",
        "squad",
    ]
)
#: Words for people that may follow a part's count inside its parentheses: "(3 ppl)".
_PEOPLE = frozenset(
    ["people", "ppl", "persons", "pax", "pers", "personen", "leute", "personas", "personnes"]
)
#: Between a group word and what the group is: "the team from sales (6)" (read elsewhere).
_OF = frozenset(["de", "del", "du", "des", "der", "from", "in"])
#: Tokens that are no label: marks and the words that join parts.
_NO_LABEL = frozenset(
    ["(", ")", ",", ";", ":", "+", "&", "-", "and", "plus", "und", "et", "of", "from"]
)


def _part(toks: list[str], i: int) -> tuple[int, list[str]] | None:
    """The part that starts at ``toks[i]`` (where it ends, and its words as a count from its
    group), else ``None``: a team word ("sales (3)") or a group word and its label ("team a
    (3)"), then a count in parentheses, with a people word or none."""
    if toks[i] in TEAMS and not (i and toks[i - 1] in _OF):  # "the team from sales (6)"
        group = toks[i : i + 1]
    elif toks[i] in GROUP_WORDS and i + 1 < len(toks) and toks[i + 1] not in _NO_LABEL:
        group = toks[i : i + 2]
    else:
        return None
    at = i + len(group)
    if toks[at : at + 1] != ["("] or not toks[at + 1 : at + 2] or not toks[at + 1].isdigit():
        return None
    close = at + 3 if toks[at + 2 : at + 3] and toks[at + 2] in _PEOPLE else at + 2
    if toks[close : close + 1] != [")"]:
        return None
    return close + 1, [toks[at + 1], "from", *group]


def labelled_parts(toks: list[str]) -> list[str]:
    """``toks`` with each part (:func:`_part`) said as a count from its group: "team a ( 3 ) +
    team b ( 3 )" as "3 from team a + 3 from team b", "the board ( 7 ) and two note-takers" as
    "the 7 from board and two note-takers" (read 2, the note-takers alone)."""
    found: list[tuple[int, int, list[str]]] = []
    i = 0
    while i < len(toks):
        part = _part(toks, i)
        if part is None:
            i += 1
            continue
        found.append((i, part[0], part[1]))
        i = part[0]
    if not found:
        return toks
    if len(found) == 1 and len(found[0][2]) == 3 and found[0][2][2] in GROUP:
        start, end, said = found[0]  # "the board (7) and two guests": "the board of 7 and …"
        return [*toks[:start], said[2], "of", said[0], *toks[end:]]
    out = list(toks)
    for start, end, said in reversed(found):
        out[start:end] = said
    return out
