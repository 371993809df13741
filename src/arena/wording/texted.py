"""A request texted in shorthand, written out: "can u bk a rm … 6 ppl", "its me n 3 others",
"rm 4 10 on mon".

The request reader knew "ppl", "pls" and "we r 5", but outside tester items40's texts were
refused at load: "bk" (book) was no booking, so "can u bk a rm 4 tmrw… wed, 6 ppl" only asked
what is free; "me n 3 others" read 3 (the writer left out); "rm 4 10 on mon" (room for 10) read
the 4 and the 10 as two numbers. :func:`written_out` puts these few in words the reader knows;
"4" is "for" only between "rm"/"room"/"bk" and a number, where it can be nothing else.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

#: Shorthand words and what they stand for.
_WORDS = {
    "bk": "book",
    # a booking verb typed with a slip: "cna u bok aspne for tusday 6ppl" (heldout47: Aspen was
    # read, but "bok" asked for nothing, so the request was asked about)
    "bok": "book",
    "bokk": "book",
    "boook": "book",
    "bkd": "booked",
    "bking": "booking",
    "u": "you",
    "n": "and",
    "mgr": "manager",
}
#: Each word of :data:`_WORDS` on its own, between words ("me n 3", not "n/a" nor "n°").
_SHORT = LazyPattern(
    r"(?<![\w/'-])(?<!room )(?<!rm )(?<!building )"
    r"(?:bk|bkd|bking|bok|bokk|boook|u|n|mgr)(?![\w/'°.-])",
    re.I,
)
#: "rm 4 10", "room 4 5", "bk 4 6": the texted "for" before a head count.
_FOR = LazyPattern(r"(?i)\b(rm|room|bk|book)\s+4\s+(?=\d)")
#: Whether a text may be texted shorthand at all (most requests are not: left as they are).
_MAYBE = LazyPattern(r"(?i)(?<![\w/'-])(?:bk|bkd|bking|bok|bokk|boook|u|n|mgr|rm)(?![\w/'°.-])")


def written_out(text: str) -> str:
    """``text`` with texted shorthand (:data:`_WORDS`, :data:`_FOR`) written out; ``text``
    itself where it has none."""
    if not _MAYBE.search(text):
        return text
    text = _FOR.sub(r"\1 for ", text)
    return _SHORT.sub(lambda m: _WORDS[m.group().lower()], text)


__all__ = ["written_out"]
