"""A room or day said after a "no" that corrects the one said before it: "yeah Tuesday um no
Thursday", "yes Aspen, no, Cedar".

Speech-to-text and quick chat write a correction as the person said it. The fact reader
(:mod:`arena.wording.facts`) read the second room or day as one ruled out ("no Cedar" as "not
Cedar") and the first as repeating the request, so the yes approved the booking asked (outside
tester 27c). A room or day right after a "no" (fillers such as "um", "uh", "wait" around it)
that follows one of its kind replaces it: it is what the answer asks for. "Aspen, not Cedar"
still rules Cedar out.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from typing import Protocol

from arena.lazy_pattern import LazyPattern

_FILLER = r"(?:um+|uh+|er+|erm+|ah+|hm+|oh|wait|sorry|i mean|actually|make (?:it|that))"
#: What stands between the first fact and its correction: a "no" with fillers around it.
_NO_BETWEEN = LazyPattern(
    rf"[\s,.;\u2013\u2014-]*(?:{_FILLER}[\s,.;\u2013\u2014-]+)*(?:no+|nope|nah|nein|non)"
    rf"(?:[\s,.;\u2013\u2014-]+{_FILLER})*[\s,.;:\u2013\u2014-]*",
)
#: Kinds of fact, by what they name: a correction replaces one of its own kind.
_KIND = {"room": "room", "unknown room": "room", "day": "day", "day ruled out": "day"}


class _Fact(Protocol):
    @property
    def kind(self) -> str: ...
    @property
    def span(self) -> tuple[int, int]: ...


def corrected(answer: str, facts: Sequence[_Fact]) -> dict[tuple[int, int], str]:
    """The spans of the facts in ``facts`` (sorted, read from ``answer``) that correct the fact
    of their kind just before them (see the module docstring), each with its kind ("room", "day")."""
    out: dict[tuple[int, int], str] = {}
    for before, fact in pairwise(facts):
        kind = _KIND.get(fact.kind)
        if kind is None or _KIND.get(before.kind) != kind:
            continue
        if _NO_BETWEEN.fullmatch(answer.lower(), before.span[1], fact.span[0]):
            out[fact.span] = kind
    return out
