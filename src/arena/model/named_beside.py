"""People named or pointed at beside a count: "for Sam and 3 clients", "for him and 3 clients",
"for herself and her 4 direct reports", "for Sam, Priya and 2 guests".

"me and 3 colleagues" was read as four, while "for him and 3 clients" and "for Sam and 3 clients"
were read as three and "for herself and her 4 reports" as four (outside tester 29b): the person
named was dropped, and on Monday the model asked for Juniper, which seats 4, for a group of 5.
Each person said before "and N <people>" after "for"/"with" counts one more: a name (capitalised,
not a room, weekday, month or team), or "him", "her", "himself", "herself".
"""

from __future__ import annotations

import re

from arena.model.count_words import is_people
from arena.wording.numbers import fold, tokens, word_value

_PRONOUNS = frozenset(("him", "her", "himself", "herself"))
_PERSON = r"(?:him|her|himself|herself|[A-Z][a-z\u00e0-\u00ff]+(?:\s[A-Z][a-z\u00e0-\u00ff]+)?)"
_BESIDE = re.compile(
    rf"\b(?:for|with|fur|f\u00fcr|para|pour)\s+(?P<who>{_PERSON}(?:\s*,\s*{_PERSON})*)\s+"
    r"(?:and|&|plus|\+|und|y|et)\s+(?:(?:his|her|their|seine[mn]?|ihre[mn]?|sus|ses)\s+)?"
    r"(?P<rest>[^.;!?\n]*)"
)
#: Capitalised words that are no person: what a request names beside people.
_NOT_PEOPLE = frozenset(
    (
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january",
        "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december", "sales", "marketing", "finance", "legal", "engineering",
        "product", "design", "hr", "it", "ops", "support", "management", "team", "i",
    )
)  # fmt: skip
#: People words "my 4 direct reports" ends with that are no plural of a person's word.
_REPORTS = (["reports"], ["directs"])


def named_beside(text: str, count: int, rooms: frozenset[str]) -> int:
    """How many people ``text`` names beside a count that is ``count`` ("for Sam and 3
    clients": 1), 0 where none ("for me and 3 clients" is counted where "me" is read)."""
    for m in _BESIDE.finditer(text):
        toks = tokens(fold(m.group("rest")))
        if not toks:
            continue
        value = int(toks[0]) if toks[0].isdigit() else word_value(toks[0])
        people = any(is_people(toks, k) or toks[k : k + 1] in _REPORTS for k in (1, 2, 3))
        if value != count or not people:
            continue
        who = [w.strip() for w in m.group("who").split(",")]
        keys = [fold(w) for w in who]
        if any(k in rooms or k.split()[0] in _NOT_PEOPLE for k in keys):
            continue
        return len(who)
    return 0
