"""Misspelt answer words read as the word meant: "yse", "yesss", "approvd", "aproved", "rejectd",
"nooo" (outside tester 7 found "yse" and "approvd" unclear).

Only a few long decision words take any one-letter slip (a letter dropped, added, changed or two
swapped): a short word is one slip from too many others. "yes" takes only its letters swapped or
doubled, and the no words only doubled letters; a letter added or changed at the end makes
another word ("approver", "refuses", "denier"). Real words one slip from a yes ("conform",
"accent", "certainty") are no decision, and a slip never turns a word into a yes unless the word
is unknown to the reader: :func:`respell` is asked only about words it does not know.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import pairwise

from arena.lazy_pattern import LazyPattern


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split())


#: Long words whose slips are still that word; "certainly" is left out ("certainty").
_LONG = _words(
    "approve approved confirm confirmed accept accepted definitely absolutely "
    "denied reject rejected decline declined refuse refused"
)
#: Real words one slip from a word in _LONG, read as themselves.
_REAL = frozenset(
    _words(
        "conform conformed accent accents accented reuse reused refuge refute refuted recline "
        "reclined dented defied eject"
    )
)
_YES_SWAPPED = frozenset({"yse", "eys", "sye", "sey", "esy"})
_DOUBLED = LazyPattern(r"(\w)\1+")
#: Answer words a person draws out: "nooo", "yesss", and "yeahh", "yeppp", "yupp" (heldout41:
#: unclear, where the drawn-out no words were read). Not "suuure", "riiight": drawn out, they may
#: mock (:mod:`arena.wording.mockery`).
_STRETCHED = {
    "yes": "yes",
    "no": "no",
    "nope": "nope",
    "nah": "nah",
    "yeah": "yeah",
    "yea": "yea",
    "yep": "yep",
    "yup": "yup",
}


def _one_slip(a: str, b: str) -> bool:
    """Whether ``a`` is ``b`` with one letter dropped, added, changed, or two next ones swapped."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        return (i < len(a) - 1 and a[i + 1 :] == b[i + 1 :]) or (
            a[i + 2 :] == b[i + 2 :] and a[i : i + 2] == b[i : i + 2][::-1]
        )
    if len(a) > len(b):  # not one added at the end: "approver", "refuses" are other words
        return i < len(b) and a[i + 1 :] == b[i:]
    return a[i:] == b[i + 1 :]


@lru_cache(maxsize=1024)
def respell(word: str) -> str:
    """The decision word ``word`` misspells, else ``word`` itself (ask only about unknown words)."""
    if word in _YES_SWAPPED:
        return "yes"
    stretched = _STRETCHED.get(_DOUBLED.sub(r"\1", word))
    if stretched is not None:
        return stretched
    if len(word) < 5 or word in _REAL:
        return word
    return next((w for w in _LONG if _one_slip(word, w)), word)


#: Keys next to each letter on a QWERTY keyboard: a negator mistyped by one key ("mot", "nit",
#: "bot") is still "not", where a letter far off makes another word ("got", "now", "lot").
_NEAR = {
    "n": "bhjm",
    "o": "iklp",
    "t": "fgry",
    "d": "efrsx",
}
#: Real words one slip from a negator, read as themselves: "note", "knot", "on", "so".
_REAL_NEAR_NOT = frozenset(
    _words("no note nota knot snot hot jot on so go to do nor nevers neve even ever newer")
)
#: "nevr", "nver", "neevr" are "never" (red team 8): a slipped negator must never leave a yes.
_NEGATOR_FORMS = ("not", "dont", "never")


def _slip_of(word: str, target: str) -> bool:
    """``word`` is ``target`` with one key doubled, dropped, swapped, or hit next to it."""
    if len(word) == len(target):
        diff = [i for i in range(len(word)) if word[i] != target[i]]
        if len(diff) == 1:
            i = diff[0]
            return word[i] in _NEAR.get(target[i], "")
        return (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and word[diff[0]] == target[diff[1]]
            and word[diff[1]] == target[diff[0]]
        )
    if len(word) > len(target) and word[:-1] == target:
        return word[-1] == target[-1]  # "nott", not "note"
    return _one_slip(word, target) and (len(word) < len(target) or _added_near(word, target))


def _added_near(word: str, target: str) -> bool:
    """Whether the letter ``word`` adds to ``target`` doubles a letter or sits next to its key."""
    i = next((i for i in range(len(target)) if word[i] != target[i]), len(target))
    near = [target[j] for j in (i - 1, i) if 0 <= j < len(target)]
    return any(word[i] == c or word[i] in _NEAR.get(c, "") for c in near)


@lru_cache(maxsize=1024)
def is_negator_slip(word: str) -> bool:
    """Whether ``word`` is "not" or "don't" mistyped by one key ("nto", "noot", "mot", "dnot",
    "do't"). The reader asks only about a word right before a decision word: a typo must never
    turn a "not approved" into a yes when "approvd" is read as "approved" (outside tester 9)."""
    bare = word.replace("'", "")
    if bare in _REAL_NEAR_NOT or bare in _NEGATOR_FORMS or not bare.isalpha():
        return False
    return any(_slip_of(bare, form) for form in _NEGATOR_FORMS)


#: A word that may be a room's name misspelt: written as a name (capitalised), right after a
#: booking verb ("book cedr"), or the last word after a comma or dash ("yes, cedr").
_NAME_WORD = LazyPattern(
    # lower case after a verb that takes a room, as a phone types it: "can u get aspne fri for
    # 5", "bok aspne tuseday" (heldout45, requests47: no room read, the first free one booked)
    # the verb as written at a sentence's start too: "Book juniepr for 3" (requests49: only
    # "book juniepr" was read, and the first free room that fit was booked)
    r"\b(?:[A-Z][a-z]{3,}|(?i:(?<=book )|(?<=bok )|(?<=bk )|(?<=get )|(?<=grab )|(?<=reserve )|"
    r"(?<=need )|(?<=want )|(?<=take )|(?<=use )|(?<=in )"
    # and after "the": "book the atruim for 20" (session 48: asked about, the Atrium meant)
    r"|(?<=book the )|(?<=bok the )|(?<=get the )|(?<=grab the )|(?<=reserve the )"
    r"|(?<=need the )|(?<=want the )|(?<=take the )|(?<=use the )"
    # and after "me"/"us", as room_guess reads them: "book me aspne" (regress48: asked about)
    r"|(?<=book me )|(?<=book us )|(?<=bok me )|(?<=bok us )|(?<=get me )|(?<=get us )"
    r"|(?<=grab me )|(?<=grab us )|(?<=reserve me )|(?<=reserve us )"
    # and opening a request or a line of terse facts: "aspn thurs 4 ppl" (heldout52: Juniper
    # was booked by the count)
    r"|(?<![\s\S])|(?<=\n))[a-z]{4,}"
    r"|(?<=, )[a-z]{4,}(?=[ .!]*$)|"
    r"(?<=[\u2013\u2014] )"
    r"[a-z]{4,}(?=[ .!]*$))\b"
)
#: Real words one slip from a room name, read as themselves ("a male colleague", "cider").
_REAL_NEAR_ROOM = frozenset(_words("male cider aspens cedars maples ample"))


@lru_cache(maxsize=256)
def room_slips(text: str, names: tuple[str, ...]) -> str:
    """``text`` with each word that is one slip from exactly one room name of five letters or
    more (``names``, folded) written as that name: "pls book Cedr for 6" books Cedar, as a person
    reads it (outside tester 19: the model booked another room and the loader said nothing). The
    approval question names the room read, so a wrong guess is seen before anything is booked;
    a word one slip from two names, a short name, or a real word is left as written."""
    out, last = [], 0
    for start, end, name in room_slip_spans(text, names):
        out += [text[last:start], name.title()]
        last = end
    return "".join(out) + text[last:]


def room_slip_spans(text: str, names: tuple[str, ...]) -> list[tuple[int, int, str]]:
    """Where ``text`` misspells a room's name by one slip (see :func:`room_slips`), with the name
    meant: the answer reader reads "Yes, Cedr" to an Aspen request as naming Cedar, as the
    request reader does (outside tester 27b: no room was read, and the yes booked Aspen)."""
    found = []
    for m in _NAME_WORD.finditer(text):
        word = m.group().lower()
        if word in names or word in _REAL_NEAR_ROOM:
            continue
        near = [n for n in names if len(n) >= 5 and _room_slip(word, n)]
        if len(near) == 1:
            found.append((m.start(), m.end(), near[0]))
    return found


def _room_slip(word: str, name: str) -> bool:
    """One slip, a letter added at the end included ("Cedarr"), but not a plural ("Cedars")."""
    if len(word) == len(name) + 1 and word[:-1] == name:
        return word[-1] != "s"
    return _one_slip(word, name)


#: A word, for the pairs speech-to-text may have split a room's name into.
_WORD = LazyPattern(r"(?<![\w'-])[a-z]+(?![\w'-])", re.I)


def split_room_spans(text: str, names: tuple[str, ...]) -> list[tuple[int, int, str]]:
    """Where ``text`` says a room's name (``names``, folded, five letters or more) split in two
    words, as speech-to-text writes it, joined as written or one slip from it: "yes a spin is
    fine" names Aspen (session 28: to a Cedar request it approved). A yes that names another
    room this way leaves the booking unclear; one that names the asked room says it."""
    words = list(_WORD.finditer(text))
    found = []
    for first, second in pairwise(words):
        if text[first.end() : second.start()] not in (" ", "\t"):
            continue
        joined = (first.group() + second.group()).lower()
        if first.group().lower() in names or second.group().lower() in names:
            continue  # "Aspen B", "w/o Aspen": the name itself, read as it is
        near = [n for n in names if len(n) >= 5 and (joined == n or _room_slip(joined, n))]
        if len(near) == 1 and joined not in _REAL_NEAR_ROOM:
            found.append((first.start(), second.end(), near[0]))
    return found
