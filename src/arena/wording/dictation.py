"""Punctuation said aloud and radio speak, written as it is meant: "Yes. Book it. Full stop." is
"Yes. Book it.", "book it question mark" is "book it?", and "10-4, book it" (radio for "message
received, will do") is "ok, book it" (outside tester 28a: "full stop" read as "stop", a no, and
"10-4" as the counts 10 and 4).

Only a "full stop", "period", "question mark" or "exclamation mark" that is a clause of its own
(after a word or a sentence's end, before the next one or the end) is punctuation: "put a full
stop to the booking" stays words. "10-4" is radio speak only as the answer's first words, where
no time range is meant. A bare "Stop." stays the word: it may stop the booking.

Speech-to-text writes an hour that sounds like a word as the word ("yes at ate thirty", "yes at
to p m", "yes at tree o'clock"): :func:`heard_times` writes it back as the hour where a time
goes, before the minutes, "o'clock", "am" or "pm" (answers38: "at to p m" to a 1pm request
approved, as no time was read in it).
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


#: Words speech-to-text writes for an hour, and the hour.
_HOURS_HEARD = {"won": "one", "to": "two", "too": "two", "tree": "three", "for": "four",
                "fore": "four", "fife": "five", "ate": "eight", "nein": "nine", "tin": "ten"}  # fmt: skip
#: One of them where a time goes: before minutes, "o'clock", "am" or "pm"; "to", "too" and "for"
#: (words of their own everywhere) only after "at", "@" or the answer's yes.
_HEARD_TIME = LazyPattern(
    r"(?i:(?:(?<=\bat )|(?<=@ )|(?<=^)|(?<=\byes )|(?<=, ))(?P<word>to|too|for)"
    r"|(?<!\bwe )(?<!\bi )(?<!\bthey )(?<!\byou )\b(?P<own>won|tree|fore|ate|nein|tin))"
    r"(?= +(?i:thirty|fifteen|forty[- ]?five|o'?clock|[ap]\.? ?m\b\.?|sharp\b))"
    # ... or after "at" at the end of its clause ("yes at to", "yes at tree.": answers38)
    r"|(?i:(?<=\bat )(?P<end>to|too|tree|for|fore|won|fife|ate|tin))(?= *(?:[.,;!?]|$))"
)


def heard_times(text: str) -> str:
    """``text`` with an hour written as the word that sounds like it written as the hour."""
    return _HEARD_TIME.sub(
        lambda m: _HOURS_HEARD[(m.group("word") or m.group("own") or m.group("end")).lower()], text
    )


#: A transcript's mark for words it could not make out: "[inaudible] book it", "yes
#: (unintelligible) Friday", "[crosstalk]" (answers39: "[inaudible] book it" approved, where
#: the lost words may be "don't").
_LOST = LazyPattern(
    r"[\[(<] *(?:inaudible|unintelligible|indistinct|indiscernible|crosstalk|garbled|unclear|"
    r"no audio|audio cut(?: out)?|static|\?\?+|\.\.\.|…)(?: *[\d:.]+)? *[\])>]",
    re.I,
)


def lost_words(text: str) -> str | None:
    """The mark a speech-to-text transcript put where it lost words, else None."""
    lost = _LOST.search(text)
    return lost.group() if lost else None
