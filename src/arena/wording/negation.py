"""How people write a negation, made one form for the answer reader (:mod:`arena.wording.answers`).

Contractions come with a straight, curly or no apostrophe ("wouldn't", "wouldn’t", "wouldnt"):
all three must negate alike, or "I wouldnt say yes" approves where "I wouldn't say yes" denies
(outside tester 8). Each becomes its auxiliary and "not" ("would not"), as the reader's phrase
lists expect ("can not say", "would not say no"). Degree words ("hardly", "barely", "far from",
"hard to") turn a yes they come before in the clause as "not" does ("I'd hardly call that a
yes"), but only a yes: "hardly a problem, go ahead" still agrees.
"""

from __future__ import annotations

import re

#: Apostrophes other than the straight one that people and keyboards type (fold does ’ and ‘).
_APOSTROPHES = re.compile("[\u02bc\u00b4\u2032`]")
#: Contractions whose auxiliary is not what comes before "n't" ("won't" is "will not").
_IRREGULAR = {"ca": "can", "wo": "will", "sha": "shall", "ai": "is"}
#: Auxiliaries written without an apostrophe: "wouldnt", "isnt", "aint", "cannot".
_BARE = re.compile(
    r"\b(do|does|did|would|could|should|must|need|might|is|was|are|were|have|has|had|ai|wo|"
    r"ca|sha)n(?:'| )?t\b|\b(can)not\b"
)
_APOSTROPHE_NT = re.compile(r"\b(\w+?)n't\b")


def _aux(word: str) -> str:
    return _IRREGULAR.get(word, word) + " not"


def straighten(text: str) -> str:
    """``text`` with its apostrophes straight, before folding drops an accent-like one ("´")."""
    return _APOSTROPHES.sub("'", text)


def expand(folded: str) -> str:
    """``folded`` with every contracted negation written out: "wouldnt" → "would not"."""
    folded = _BARE.sub(lambda m: _aux(next(g for g in m.groups() if g)), folded)
    return _APOSTROPHE_NT.sub(lambda m: _aux(m.group(1)), folded)


#: Words that say "not" by degree ("hardly", "far from"), one token each so that a yes after
#: them in the clause reads as negated (:func:`arena.wording.answers._signals`).
DEGREE = frozenset({"hardly", "barely", "scarcely", "farfrom", "hardto"})
_DEGREE_PAIRS = re.compile(r"\b(?:far from|hard to)\b")


def join_degree(folded: str) -> str:
    """``folded`` with two-word degree negators as one token ("far from" → "farfrom")."""
    return _DEGREE_PAIRS.sub(lambda m: m.group().replace(" ", ""), folded)
