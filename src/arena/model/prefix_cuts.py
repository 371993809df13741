"""Reading the words before a place in a request without searching the whole text again.

The room readers ask, for each word of a request, what the words before it say ("not …",
"Room: …", a clause's opening words). Searching ``text[:start]`` afresh at every word made a
request's reading quadratic in its length: a 2.9 KB voice transcript took ~1.8 s of the scripted
model's one thread (perf47b). The answers here are the same, found from positions kept once per
text: where clauses and lines end, and where a pattern's match can begin at the latest.
"""

from __future__ import annotations

import bisect
import functools
import re

from arena.lazy_pattern import LazyPattern

#: A pattern as the room readers hold it: compiled at import, or on first use.
_Pattern = LazyPattern | re.Pattern[str]


#: A character no match of a words-only pattern holds (letters, digits, spaces, "'" and "-"):
#: ROOM_RULED_OUT, GREETED and their like, which end where the text before a word ends.
WORDS = LazyPattern(r"[^\w\s'-]")
#: A character no match of a form's label for a room holds ("Room: ", "Room – ").
LABEL = LazyPattern(r"[^\w\s'\-:=\u2013\u2014]")
#: What ends a sentence for the question readers (the split :func:`room_asked.asked_at` made).
SENTENCE = LazyPattern(r"[.;!?\n]|:\s")
#: What closes the words after a room: a question mark, or a sentence's end.
CLOSES = LazyPattern(r"[.;!\n]|\?")
#: A character that, right before a word, lets a match end there or run on past it.
_JOINS = LazyPattern(r"[\w-]")


@functools.lru_cache(maxsize=256)
def _spans(pattern: _Pattern, text: str) -> tuple[list[int], list[int]]:
    """The starts and ends of ``pattern``'s matches in ``text``, left to right."""
    found = list(pattern.finditer(text))
    return [m.start() for m in found], [m.end() for m in found]


def word_start(text: str, start: int) -> bool:
    """Whether ``start`` opens a word that no letter, digit or "-" runs into from the left: there
    a match of a clause end (a mark, a whole word, " - ") neither ends nor runs across."""
    return (start == 0 or not _JOINS.match(text, start - 1)) and (
        start == len(text) or text[start].isalnum()
    )


def last_end(pattern: _Pattern, text: str, start: int) -> int:
    """Where the last match of ``pattern`` in ``text[:start]`` ends, or -1 where none does; the
    matches of the whole text where ``start`` opens a word (:func:`word_start`), else a search."""
    if not word_start(text, start):
        ends = [m.end() for m in pattern.finditer(text[:start])]
        return ends[-1] if ends else -1
    ends = _spans(pattern, text)[1]
    at = bisect.bisect_right(ends, start)
    return ends[at - 1] if at else -1


def next_start(pattern: _Pattern, text: str, pos: int) -> int:
    """Where the first match of a one-character ``pattern`` in ``text[pos:]`` starts, or -1."""
    starts = _spans(pattern, text)[0]
    at = bisect.bisect_left(starts, pos)
    return starts[at] if at < len(starts) else -1


def ends_at(pattern: _Pattern, text: str, start: int, outside: _Pattern = WORDS) -> bool:
    """Whether ``pattern`` (ending in ``$`` or ``\\Z``) finds a match in ``text[:start]``: only
    after the last character no match holds (``outside``) need it be looked for, since a match
    there runs to ``start`` (or to a last newline, which every match may hold)."""
    starts = _spans(outside, text)[0]
    at = bisect.bisect_left(starts, start)
    lo = starts[at - 1] + 1 if at else 0
    return pattern.search(text, lo, start) is not None
