"""A head count said in a word the reader cannot read as a number: "yes for the too of us",
"yes, fore people", "yes — sixx of us coming", "yes, tw0 ppl".

Outside tester 34 found each approved and booked whatever count was asked: the word sits where
a count goes ("the … of us", "… people", "we're …") and is a misspelling or a sound-alike of a
number word, but the numbers reader (:mod:`arena.wording.numbers`) reads no number in it, so the
facts reader saw no count to hold against the request. The answer reader
(:func:`arena.wording.answers.explain_answer`) reads such a yes as unclear unless the number
words the slip may stand for all say the request's own count ("yes for the too of us" to a
request for 2). A word in that place that is no number's ("the rest of us", "the right people",
"all of us") is read as before.
"""

from __future__ import annotations

from collections.abc import Callable

from arena.lazy_pattern import LazyPattern
from arena.wording.answer_words import words
from arena.wording.numbers import find_numbers, fold, tokens, word_value

#: The number words a slip is held against, with their values.
_NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "twenty": 20, "dozen": 12,
}  # fmt: skip
#: Words that sound like a number and are written for it by slips of the ear: "too", "fore".
_SOUND_ALIKES = {
    "to": [2], "too": [2], "tow": [2], "tu": [2], "for": [4], "fore": [4], "tree": [3],
    "ate": [8], "won": [1], "sicks": [6], "sics": [6], "fife": [5], "twelf": [12],
}  # fmt: skip
#: The words a slip is measured from: the number words and the longer sound-alikes ("forr").
_NEAR_TO = _NUMBER_WORDS | {
    w: v[0] for w, v in _SOUND_ALIKES.items() if len(w) > 2 and w not in ("tree", "ate", "won")
}
#: Words one slip from a number word that are words of their own ("we're there", "the fur",
#: "the right people", "none of us", "all mine").
_WORDS = frozenset(
    [
        "there", "these", "those", "then", "them", "seen", "fur", "nie", "right", "sight", "none",
        "mine", "give", "dive", "threw", "tour", "dour", "yen", "gen", "fen", "sic", "free",
        "our", "ours", "hour", "your", "ive", "even", "seen", "once", "done", "gone", "lone",
    ]
)  # fmt: skip
#: Words of their own two slips from a number word, which a count's place may hold ("the
#: people", "our people", "nice people", "once", "the night of us"): read one slip away only.
_OWN_WORDS = words(
    """the them then they their there these those thee tree here her our your you for fur tour
    pour sour four on once ones done gone none lone bone tone zone own owe oven even seen seem
    seek fine fire give live dive hive vie wine nice mine line dine pine nie night light might
    tight fight sight right weight height bright sex sox fix mix sit sin sir sis tan tea teen tent
    men hen den pen yen net new few who tow too toe tie twin win won son sun see sea sixty twenty
    eighth teeth tweet sweet seventh even evening level eleventh dozens doze more core bore sore
    wore tore lore pore ore hours fix fox box"""
)
#: The keyboard's rows, each offset as keys are, for the keys next to one another: a slip of the
#: finger hits a neighbour ("sevem", "fivr", "eigjt", "twp", "tem"; answers35 found each approved
#: whatever count was asked, as a changed letter counted two).
_ROWS = (("qwertyuiop", 0.0), ("asdfghjkl", 0.25), ("zxcvbnm", 0.75))
_KEYS = {
    c: (i + offset, row) for row, (keys, offset) in enumerate(_ROWS) for i, c in enumerate(keys)
}


#: The pairs of keys next to one another, as "ab" strings.
_NEIGHBOURS = frozenset(
    a + b
    for a, (xa, ya) in _KEYS.items()
    for b, (xb, yb) in _KEYS.items()
    if a != b and (xa - xb) ** 2 + (ya - yb) ** 2 < 1.6
)


#: The end of a count's sentence: a stop, or thanks with no stop before them.
_END = r" *(?:[.!;,]|$)| +(?:thanks|thank you|thx|ty|cheers|please|pls|plz|ta)\b"
_THANKS_AFTER = LazyPattern(_END)
#: A word where a head count goes: "the W of us", "W of us", "W people", "we're W", "party of W".
_SLOT = LazyPattern(
    r"\b(?:the +|all +|we'?re +|we are +|we'?ll be +|party of +|table for +|for +|"
    r"there(?:'ll| will) be +)?"
    r"(?P<word>[a-z][a-z0-9]*|[0-9]+[a-z]+|[a-z]+[0-9]+[a-z0-9]*)"
    r"(?= +(?:of us\b|people\b|ppl\b|persons\b|pax\b|attendees\b|guests\b|heads\b|folks\b|"
    r"attending\b|in total\b|total\b|altogether\b)"
    # ... or at the end of its sentence, a sign-off after it ("book it for twwwo. Thanks!"),
    # or thanks with no stop before them ("there will be thhreee Thanks!": answers37)
    rf"|{_END})"
)


def _distance(a: str, b: str) -> int:
    """How many slips of the keyboard turn number word ``b`` into ``a``: a letter left out, a
    letter doubled, two letters side by side swapped count one each; a letter put in or changed
    counts two, as these more often make another word ("done" is no "one"), unless it is changed
    for a key next to it (one: "sevem", "fivr"; :data:`_WORDS` holds the words that make)."""
    prev2: list[int] = []
    prev = list(range(len(b) + 1))  # "welve", "hree": a first letter left out is one slip too
    for i, ca in enumerate(a, 1):
        row = [prev[0] + (1 if i > 1 and a[i - 2] == ca else 2)]
        for j, cb in enumerate(b, 1):
            doubled = (i > 1 and a[i - 2] == ca) or cb == ca
            cost = min(
                prev[j] + (1 if doubled else 2),  # a letter of ``a`` put in
                row[j - 1] + 1,  # a letter of ``b`` left out
                prev[j - 1] + (0 if ca == cb else 1 if ca + cb in _NEIGHBOURS else 2),
            )
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                cost = min(cost, prev2[j - 2] + 1)
            row.append(cost)
        prev2, prev = prev, row
    return prev[-1]


def _slip_values(word: str) -> list[int]:
    """The values of the number words ``word`` may be a slip for, nearest first; none where it
    is a number already or is near none."""
    letters = "".join("o" if c == "0" else c for c in word if not c.isdigit() or c == "0")
    if letters != word and word.isalnum() and not word.isdigit():
        value = _NUMBER_WORDS.get(letters)  # "tw0", "seven7": a number word with a digit in it
        return [value] if value else []
    if word_value(word) is not None or find_numbers(tokens(word)) or word == "dozen":
        return []  # "dozen" is read with what comes before it: "half a dozen of us" (answers38)
    if word in _SOUND_ALIKES:
        return _SOUND_ALIKES[word]
    if len(word) < 3 or word in _WORDS:
        return []
    # two slips in a word of any length (answers36: "ffvie", "eevne", "thre" approved any count
    # asked), but for a word of its own two slips from a number word ("the", "our", "fine")
    most = 1 if len(word) <= 2 or word in _OWN_WORDS else 2
    near = [
        (d, v)
        for w, v in _NEAR_TO.items()
        if abs(len(w) - len(word)) <= most and (d := _distance(word, w)) <= most
    ]  # a letter more or fewer is a slip at least, so only words as long, give or take
    if not near:
        return []
    best = min(d for d, _ in near)
    return sorted({v for d, v in near if d == best})


def misspelt_count(folded: str, asked: Callable[[int], bool]) -> str | None:
    """The words of ``folded`` (an answer, folded) that say a head count in a word that is no
    number's but a slip for one, unless ``asked`` (whether a count is the request's own) holds
    for every number it may be a slip for; else None."""
    for m in _SLOT.finditer(folded):
        word = m.group("word")
        bare_end = _THANKS_AFTER.match(folded[m.end() :]) is not None
        if bare_end and not m.group().startswith(("we", "party", "table", "for ", "there")):
            continue  # a word at the end, with nothing that makes it a count: "yes, done"
        values = _slip_values(word)
        if values and not all(asked(value) for value in values):
            return m.group().strip()
    return None


#: A count's place with the word for the people after it ("the W of us", "for W people"), or
#: "for W" ending its sentence: where a slip is written back as the number it stands for.
_SPELT_SLOT = LazyPattern(
    r"\b(?:the +|all +|we'?re +|we are +|we'?ll be +|party of +|table for +|for +)"
    r"(?P<word>[a-z]+)(?= +(?:of us|people|ppl|persons|pax|attendees|guests|folks)\b)"
    r"|\bfor +(?P<end>[a-z]+)(?= *(?:[.!;,]|$))"
)


def respelt_counts(text: str) -> str:
    """``text`` with a head count written in a slip for one number word written as that word
    ("yes for eighht people", "yes for ate people": answers38, each unclear to a request for 8,
    as "for eighht people" read as a qualified yes), so the request's own count reads as it, and
    another as the count it is; a slip that may stand for two numbers is left as it was, for
    :func:`misspelt_count`. Text whose folding changes its length is left as it is."""
    folded = fold(text)
    if len(folded) != len(text):
        return text
    out, last = [], 0
    for m in _SPELT_SLOT.finditer(folded):
        name = "word" if m.group("word") else "end"
        values = _slip_values(m.group(name))
        if len(values) != 1:
            continue
        word = next(w for w, v in _NUMBER_WORDS.items() if v == values[0])
        out += [text[last : m.start(name)], word]
        last = m.end(name)
    return "".join(out) + text[last:] if out else text
