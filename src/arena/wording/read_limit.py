"""How many characters of a person's own words the readers read: past it, none are read.

A person's answer is a line or a few; a request is a sentence or a short mail. The readers run
dozens of patterns over the words and look back over what came before each day, room and "no"
they meet, so their cost grows faster than the text: 16,000 characters of "...", "Tuesday
Tuesday …" or "Yes, book Aspen. " repeated took 10 s and more, the scripted model's server
answering nobody meanwhile (outside tester 27; the model reads at most
:data:`arena.model.reading.READ_AT_MOST` characters of a tool result, quoted mail and signature
included). The limits apply to the words the person wrote, after quoted lines, headers and
signatures are taken out, so a short reply above a long thread is still read.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

#: The most characters of an answer's own words read: a longer one is unclear (the model does
#: nothing on it). The longest answer any test or outside tester wrote was ~700.
ANSWER_AT_MOST = 2_000
#: The most characters of a request (headers taken out) read: a longer one is not understood,
#: and the model asks for it again. Items' requests are under 100.
REQUEST_AT_MOST = 3_000


#: A run of blank space longer than any answer or request lays out: past it the readers' patterns
#: that open with blank space ("\s*(edited)", ", crack on") were tried again at each of its
#: characters, and 16,000 newlines held the answer reader for 17 s (session 41; 16,000 spaces
#: took 0.53 s on CI, over the test's half second).
_LONG_BLANK = LazyPattern(r"\s{33,}")


def squeezed(text: str) -> str:
    """``text`` with each run of more than 32 blank characters written as the break it makes: a
    blank line when it holds two line ends or more, a line end, or one space. A long run lays out
    nothing a short one does not: the patterns then read in one pass, and blank space alone no
    longer makes a "yes" too long to read."""

    def kept(m: re.Match[str]) -> str:
        breaks = m.group().count("\n")
        return "\n\n" if breaks >= 2 else "\n" if breaks else " "

    return _LONG_BLANK.sub(kept, text) if len(text) > 32 else text


def too_long(words: str, at_most: int, what: str = "answer") -> str | None:
    """Why ``words`` are not read (as one ``what``), or ``None`` when they are no longer than
    ``at_most``."""
    if len(words) <= at_most:
        return None
    return f"it is {len(words):,} characters long, more than the {at_most:,} read as one {what}"


__all__ = ["ANSWER_AT_MOST", "REQUEST_AT_MOST", "squeezed", "too_long"]
