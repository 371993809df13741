"""An answer the person says they gave before and have changed their mind on: "Earlier I said no,
but I've changed my mind: please book it.", "Sorry for the confusion earlier where I said yes —
I've changed my mind, please don't book." (outside tester 28a read both as saying yes and no).

Where the person says their mind changed, the earlier answer they name is no longer theirs: it
is dropped, and what they say now is read alone. Only an answer they name as said before ("I
said no earlier", "where I said yes", "at first I said no") is dropped, and only beside words
that say the mind changed; a turn from a no to a yes with no earlier answer named ("Don't book
it. Actually, do.") stays as mixed as it reads.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

#: Words that say the person's mind changed since an earlier answer.
_CHANGED = LazyPattern(
    r"\b(?:(?:i have|i've|ive|i|we have|we've|we) changed (?:my|our) minds?|change of plans?|"
    r"i take (?:that|it) back)\b",
    re.I,
)
_BEFORE = r"(?:earlier|before|previously|yesterday|at first|first|initially|originally|last time)"
_SAID = r"(?:said|told you|answered|replied|wrote|voted)"
#: An answer named as given before: "earlier I said no", "where I said yes", "I said yes before".
_EARLIER = LazyPattern(
    rf"\b(?:{_BEFORE},? +(?:where +|when +)?(?:i|we) +{_SAID}|(?:where|when) +(?:i|we) +{_SAID}|"
    rf"(?:i|we) +(?:had +)?{_SAID}(?= +['\"\u201c]?(?:yes|no|ok|okay|sure|nope)\b['\"\u201d]? +{_BEFORE}\b))"
    r" +['\"\u201c]?(?:yes|no|ok|okay|sure|nope)\b['\"\u201d]?"
    rf"(?: +{_BEFORE}\b)?(?:[ ,;]*\b(?:but|and|however|though)\b)?",
    re.I,
)


def now_said(text: str) -> str:
    """``text`` without the earlier answer it names where it says the mind changed since."""
    if not _CHANGED.search(text):
        return text
    return _EARLIER.sub(" ", text)
