"""A yes-word and a no-word said together before the answer: "Ja nee, liever niet boeken",
"yeah no, don't", "ja nein, lieber nicht", "oui non, plutôt pas".

Mechanism: a yes-word right beside a no-word, opening the answer with nothing between them but
a comma, is a discourse marker (Dutch "ja nee", English "yeah no", German "ja nein"), no verdict
of its own, so the words after it are what answers; read alone, a no there denies.

Why (heldout54 a104): the pair read as a yes and a no side by side, so "Ja nee, liever niet
boeken" ("well no, rather don't book") was unclear, where its writer, and any Dutch reader,
hears a no. Only a no after the pair is taken: "yeah no, that's fine" may be the polite no that
"no, that's fine" is, so a yes after the pair stays unclear, as does the pair alone ("ja nee")
or with an open rest ("yes no wait"). The no-word may not be the negator of what follows it
("Yes, no problem",
"yeah no way", "Yes, no preference, but …"): a pair ends on a mark, as a word of its own does.
Read only where the whole answer is unclear.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

_YES = r"(?:yes|yeah|yea|yep|ja|jaa|jo|oui|ouais)"
_NO = r"(?:no|nah|nope|nee|neen|nein|ne|non|nej|nei)"
#: What a no-word negates where it is no half of a pair: "no problem", "nee hoor", "no way".
_NEGATED = (
    r"(?:problem\w*|prob|probs|worries|worry|issues?|objections?|stress|rush|need|thanks|way|"
    r"doubt|question|biggie|sweat|hoor|probleem|bezwaar|zorgen|problem|sorgen|soucis?|probleme)"
)
#: The pair opening the answer, either way round, then a break and the rest.
_PAIR = LazyPattern(
    rf"\s*(?:{_YES}[\s,]+{_NO}|{_NO}[\s,]+{_YES})\s*(?=[,.;:!\u2026-])"
    rf"(?![\s,]*{_NEGATED}\b)[\s,.;:!\u2026-]+(?P<rest>\S.*)",
    re.IGNORECASE | re.DOTALL,
)


def after_pair(text: str) -> str | None:
    """The words after a yes-no marker pair that opens ``text`` (see the module docstring),
    else ``None``."""
    folded = fold(text)
    m = _PAIR.match(folded)
    return m.group("rest") if m else None


__all__ = ["after_pair"]
