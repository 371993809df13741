"""Punctuation said aloud and radio speak, written as it is meant: "Yes. Book it. Full stop." is
"Yes. Book it.", "book it question mark" is "book it?", and "10-4, book it" (radio for "message
received, will do") is "ok, book it" (outside tester 28a: "full stop" read as "stop", a no, and
"10-4" as the counts 10 and 4).

Only a "full stop", "period", "question mark" or "exclamation mark" that is a clause of its own
(after a word or a sentence's end, before the next one or the end) is punctuation: "put a full
stop to the booking" stays words. "10-4" is radio speak only as the answer's first words, where
no time range is meant. A bare "Stop." stays the word: it may stop the booking.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

_SAID = {"full stop": ".", "period": ".", "question mark": "?", "exclamation mark": "!",
         "exclamation point": "!"}  # fmt: skip
_SPOKEN_MARK = LazyPattern(
    r"(?:(?<=[A-Za-z0-9])|(?<=[A-Za-z0-9][.,!]))[ \t]*\b((?i:full[ -]stop|period|question mark|"
    r"exclamation (?:mark|point)))(?:[ \t]*[.!])?(?=[ \t]*(?:[A-Z\n]|$))"
)
_RADIO_OK = LazyPattern(r"^\s*(?:10-4|ten[- ]four)(?: good buddy)?(?=\s*(?:[,.!;\n]|$))", re.I)


def punctuated(text: str) -> str:
    """``text`` with punctuation said aloud written and a leading "10-4" as "ok"."""
    text = _RADIO_OK.sub("ok", text)
    return _SPOKEN_MARK.sub(lambda m: _SAID[m.group(1).lower().replace("-", " ")], text)
