"""A room's name that modifies another noun: "the maple syrup tasting", "the cedar chest",
"'Atrium redesign sync'".

Mechanism: a room's name is the room only as the head of its phrase; written in lower case by a
writer who capitalises (the tree, not the proper name) between a determiner and the noun it
modifies, or opening a quoted title of several words, it names another thing, and is no mention
of the room.

requests53: "Room for 8 on Thursday for the maple syrup tasting." and "We need space for 5 on
Monday to look at the cedar chest." were asked about ("it names Maple without saying whether to
book it"), and "Title: 'Atrium redesign sync'. 4 people. Monday." too (heldout52). A name that
may still be the room stays a mention: capitalised ("the Cedar chest"), in an all-lower-case
text ("book the cedar room"), before a verb, a room's word or a little word ("the cedar is
free", "the maple one", "the cedar please"), or before a word ending in "s" (a verb or a plural:
"the cedar seats 8").
"""

from __future__ import annotations

import functools
import re

from arena.lazy_pattern import LazyPattern

#: Right before the name: a determiner, or "of" ("a jar of maple syrup").
_DETERMINER = r"(?:the|a|an|our|your|their|my|his|her|some|this|that|of)"
#: Words after a name that keep it the room: verbs, a room's words, little words.
_KEEPS = frozenset(
    (
        "is", "was", "has", "had", "would", "will", "should", "could", "can", "may", "might",
        "must", "does", "did", "isn't", "wasn't", "doesn't", "won't", "room", "rooms", "one",
        "ones", "option", "choice", "space", "spot", "place", "area", "suite", "please", "pls",
        "again", "too", "also", "only", "instead", "then", "though", "tomorrow", "today",
        "tonight", "if", "or", "and", "but", "for", "on", "at", "in", "with", "this", "next",
        "to", "from", "by", "as", "not", "no", "be", "being", "been", "ok", "okay", "works",
        "seems", "looks", "sounds", "fits", "holds", "seats", "preferably", "ideally", "maybe",
        "perhaps", "asap", "thanks", "thx", "meeting", "conference", "board", "boardroom",
    )
)  # fmt: skip
_QUOTE_OPEN = "'\"\u201c\u2018\u00ab\u201e"


@functools.cache
def _pattern(names: tuple[str, ...]) -> re.Pattern[str]:
    alt = "|".join(re.escape(n) for n in names)
    return re.compile(
        rf"(?:\b{_DETERMINER}[ \t]+(?P<low>{alt})|(?<=[{_QUOTE_OPEN}])(?P<title>(?i:{alt})))"
        r"[ \t]+(?P<next>[a-z][a-z'-]*)\b"
    )


#: A capital letter: the writer writes proper names capitalised.
_CAPITAL = LazyPattern(r"[A-Z]")


def without_compounds(text: str, names: tuple[str, ...]) -> str:
    """``text`` with each room name (``names``, folded) that modifies another noun (see the
    module) marked "X" before it, as :mod:`arena.model.other_names` marks a name inside another
    name; ``text`` itself where none does."""
    capitalises = _CAPITAL.search(text) is not None
    found = _pattern(tuple(sorted(names, key=len, reverse=True)))

    def marked(m: re.Match[str]) -> str:
        word = m.group("next")
        if word in _KEEPS or word.endswith("s"):
            return m.group(0)
        key = "low" if m.group("low") else "title"
        if key == "low" and not capitalises:
            return m.group(0)  # "book the cedar room …": a writer who writes no capitals
        if key == "title" and not _closes(m.string, m.end()):
            return m.group(0)  # "'Cedar please'": no title of several words
        at = m.start(key) - m.start()
        return m.group(0)[:at] + "X" + m.group(0)[at:]

    return found.sub(marked, text)


def _closes(text: str, at: int) -> bool:
    """Whether a quote opened before ``at`` closes later on its line (a quoted title)."""
    line_end = text.find("\n", at)
    rest = text[at : line_end if line_end >= 0 else len(text)]
    return any(q in rest for q in "'\"\u201d\u2019\u00bb\u201c")


__all__ = ["without_compounds"]
