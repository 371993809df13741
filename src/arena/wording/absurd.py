"""A yes with an impossible promise after it: "Sure, and I'll also buy everyone a pony.", "Yes,
and I'll also eat my hat.", "Yes, and the moon is made of cheese".

The promise says the yes is not meant, as "Sure, and pigs fly" does (outside tester 27b: both
approved). The answer reader reads such a yes as unclear (:mod:`arena.wording.beyond`): only
the stock absurdities count, so "Yes, and I'll also order coffee" stays a yes.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

#: What nobody means to do or be: a pony for everyone, eating one's hat, the moon.
_ABSURD = (
    r"(?:pon(?:y|ies)|unicorns?|(?:my|a) (?:hat|shoe|shoes|sock|socks|tie)|the moon|a yacht|"
    r"a ferrari|a lamborghini|a castle|an island|a private jet|the lottery|the queen|the king|"
    r"the pope|santa claus|the tooth fairy|a rocket|the easter bunny|a monkey's uncle)"
)
ABSURD_RE = LazyPattern(
    r"\b(?:and|plus|also|then) +(?:then +|also +)?(?:i'?ll|i will|i'?m|i am|i'?d|we'?ll|we will)"
    rf"[^.!?]{{0,40}}?\b{_ABSURD}\b"
    r"|\beat (?:my|a) (?:hat|shoe|shoes|sock|socks|tie)\b"
    r"|\b(?:the moon is made of cheese|hell (?:has )?froze(?:n)? over|the cows come home)\b"
)


def absurd(folded: str) -> str | None:
    """The impossible promise in ``folded`` (an answer, folded), else None."""
    found = ABSURD_RE.search(folded)
    return found.group() if found else None
