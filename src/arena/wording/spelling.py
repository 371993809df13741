"""Misspelt answer words read as the word meant: "yse", "yesss", "approvd", "aproved", "rejectd",
"nooo" (outside tester 7 found "yse" and "approvd" unclear).

Only a few long decision words take any one-letter slip (a letter dropped, added, changed or two
swapped): a short word is one slip from too many others. "yes" takes only its letters swapped or
doubled, and the no words only doubled letters; a letter added or changed at the end makes
another word ("approver", "refuses", "denier"). Real words one slip from a yes ("conform",
"accent", "certainty") are no decision, and a slip never turns a word into a yes unless the word
is unknown to the reader: :func:`respell` is asked only about words it does not know.
"""

from __future__ import annotations

import re
from functools import lru_cache


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split())


#: Long words whose slips are still that word; "certainly" is left out ("certainty").
_LONG = _words(
    "approve approved confirm confirmed accept accepted definitely absolutely "
    "denied reject rejected decline declined refuse refused"
)
#: Real words one slip from a word in _LONG, read as themselves.
_REAL = frozenset(
    _words(
        "conform conformed accent accents accented reuse reused refuge refute refuted recline "
        "reclined dented defied eject"
    )
)
_YES_SWAPPED = frozenset({"yse", "eys", "sye", "sey", "esy"})
_DOUBLED = re.compile(r"(\w)\1+")
_STRETCHED = {"yes": "yes", "no": "no", "nope": "nope", "nah": "nah"}


def _one_slip(a: str, b: str) -> bool:
    """Whether ``a`` is ``b`` with one letter dropped, added, changed, or two next ones swapped."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        return (i < len(a) - 1 and a[i + 1 :] == b[i + 1 :]) or (
            a[i + 2 :] == b[i + 2 :] and a[i : i + 2] == b[i : i + 2][::-1]
        )
    if len(a) > len(b):  # not one added at the end: "approver", "refuses" are other words
        return i < len(b) and a[i + 1 :] == b[i:]
    return a[i:] == b[i + 1 :]


@lru_cache(maxsize=1024)
def respell(word: str) -> str:
    """The decision word ``word`` misspells, else ``word`` itself (ask only about unknown words)."""
    if word in _YES_SWAPPED:
        return "yes"
    stretched = _STRETCHED.get(_DOUBLED.sub(r"\1", word))
    if stretched is not None:
        return stretched
    if len(word) < 5 or word in _REAL:
        return word
    return next((w for w in _LONG if _one_slip(word, w)), word)
