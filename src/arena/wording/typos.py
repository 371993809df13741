"""A go-ahead mistyped by one key: "go aehad", "goahead", "go head", "ye sbook it", "book ti",
"book itt", "sounds goof", "okau", "perfrct", "ys pls", "y e s", and "naw" for "nah" (outside
tester 28a read each unclear).

Only a few everyday phrases that say go ahead are read through a slip, and only one slip: two
letters swapped (a space among them: "ye sbook"), a letter or space dropped or doubled, or a key
hit next to the one meant. A slip never makes a word a yes that is a real word of its own
("hook it", "hes", "es"), except where the rest of the phrase is whole and says which phrase it is
("sounds food", "go head"); "yes" and "no" alone are too short to take any slip but a dropped
"e" ("ys"). What the slip becomes is only ever that phrase, so a negation or a room beside it
reads as it would beside the phrase spelt right ("don't book ti" is "don't book it").
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import pairwise

from arena.lazy_pattern import LazyPattern

#: The phrases read through a slip.
_PHRASES = ("go ahead", "book it", "sounds good", "yes book it", "yes please", "okay", "perfect")
#: Whole-phrase words: a slip of one of these words stays itself ("ahead" stays, "goof" is "good").
_WORDS = frozenset(w for p in _PHRASES for w in p.split())
#: Real words one slip from a phrase's word, never read as it unless :data:`_ANCHORS` says so.
_REAL = frozenset(
    re.findall(
        r"\S+",
        "head hook nook look cook took food goof god goods hood mood wood gold good it in is at "
        "its hit kit bit lit sit pit fit wit i a oaky prefect bookit sound round found pound mound",
    )
)
#: A whole word that says which phrase a real word beside it slips from: "sounds food" is
#: "sounds good", "go head" is "go ahead".
_ANCHORS = {"sounds": "sounds good", "go": "go ahead"}
#: Keys next to each letter on a QWERTY keyboard.
_NEAR = {
    "a": "qwsz", "b": "vghn", "c": "xdfv", "d": "serfcx", "e": "wsdr", "f": "drtgvc",
    "g": "ftyhbv", "h": "gyujnb", "i": "ujko", "k": "jiolm", "l": "kop", "n": "bhjm",
    "o": "iklp", "p": "ol", "r": "edft", "s": "awedxz", "t": "rfgy", "u": "yhji", "y": "tghu",
}  # fmt: skip
#: Informal spellings that are the word itself.
_SAME = {"naw": "nah", "ys": "yes"}
#: The whole answer spelt out letter by letter: "y e s", "o k", "n o".
_SPACED = LazyPattern(r"\s*((?:[a-z] ){1,4}[a-z])\s*[.!]*\s*", re.I)
_SPACED_WORDS = frozenset(("yes", "ok", "okay", "no", "nope", "yep", "sure"))
_TOKEN = LazyPattern(r"[A-Za-z]+")


def _slip(typed: str, meant: str) -> bool:
    """Whether ``typed`` is ``meant`` with one slip (see the module docstring); spaces count."""
    if typed == meant:
        return False
    if len(typed) == len(meant):
        diff = [i for i in range(len(typed)) if typed[i] != meant[i]]
        if len(diff) == 1:
            return typed[diff[0]] in _NEAR.get(meant[diff[0]], "")
        i = diff[0]
        return len(diff) == 2 and diff[1] == i + 1 and typed[i : i + 2] == meant[i : i + 2][::-1]
    if len(typed) == len(meant) - 1:  # one letter or space dropped
        return any(meant[:i] + meant[i + 1 :] == typed for i in range(len(meant)))
    if len(typed) == len(meant) + 1:  # one letter doubled ("itt", "boook")
        return any(typed[:i] + typed[i + 1 :] == meant and typed[i] == typed[i - 1]
                   for i in range(1, len(typed)))  # fmt: skip
    return False


@lru_cache(maxsize=2048)
def _meant(typed: str) -> str | None:
    """The phrase ``typed`` (one to three words, folded) slips from, if any."""
    words = typed.split()
    if all(w in _WORDS for w in words):
        return None  # spelt right, or other phrases' words ("book okay")
    for phrase in _PHRASES:
        if not _slip(typed, phrase):
            continue
        real = [w for w in words if w in _REAL and w not in phrase.split()]
        if real and _ANCHORS.get(words[0]) != phrase:
            return None  # "hook it": a word of its own
        return phrase
    return None


def unslipped(text: str) -> str:
    """``text`` with each slipped go-ahead phrase written as meant (see the module docstring)."""
    spaced = _SPACED.fullmatch(text)
    if spaced and spaced.group(1).replace(" ", "").lower() in _SPACED_WORDS:
        return spaced.group(1).replace(" ", "")
    tokens = list(_TOKEN.finditer(text))
    out, last, i = [], 0, 0
    while i < len(tokens):
        for n in (3, 2, 1):
            window = tokens[i : i + n]
            if len(window) < n or any(
                text[a.end() : b.start()] != " " for a, b in pairwise(window)
            ):
                continue
            typed = text[window[0].start() : window[-1].end()].lower()
            meant = _SAME.get(typed) if n == 1 else None
            meant = meant or _meant(typed)
            if meant is not None:
                out += [text[last : window[0].start()], meant]
                last, i = window[-1].end(), i + n
                break
        else:
            i += 1
    return "".join(out) + text[last:]


#: Leetspeak's digits for letters: "y3s", "4ppr0v3d", "n0p3", "g0 4h34d", "d0n7 b00k 1t"
#: (answers40: each read unclear, its digits as counts).
_LEET = str.maketrans("013457", "oieast")


#: The words a digit may stand in: decision words and the few said around them.
def _word_set(words: str) -> frozenset[str]:
    return frozenset(words.split())


_LEET_WORDS = _word_set(
    "yes yep yeah yea ya ok okay sure no nope nah approve approved approving deny denied reject "
    "rejected decline declined go ahead book it dont don't not thanks way lets let's hell cancel "
    "maybe think so please pls plz if for fine"
)
#: A word of letters and digits both, not joined to another by a hyphen ("R-204", "10am" stay).
_MIXED = LazyPattern(r"(?<![\w-])(?=[a-z']*\d)(?=[\d']*[a-z])[a-z0-9']{2,12}(?![\w-])", re.I)


def unleet(text: str) -> str:
    """``text`` with each word written in leetspeak that is a decision word ("y3s", "n0",
    "4ppr0v3d") written out; other words with digits ("10am", "3pm", "r204") as they are."""
    if not any(c.isdigit() for c in text):
        return text

    def plain(m: re.Match[str]) -> str:
        said = m.group().lower().translate(_LEET)
        return said if said in _LEET_WORDS else m.group()

    return _MIXED.sub(plain, text)
