"""Words in a script the answer reader does not read: Cyrillic, Greek, Japanese, Chinese, Korean,
Arabic, Hebrew, Thai, ...

The reader knows words in the Latin alphabet only. Read as written, "Не OK." ("not OK"), "Ok, но
нет." ("ok, but no"), "OKじゃない" ("not OK"), "Yes, 不要." ("yes, don't") held one word it knew,
"OK" or "yes", and the rest vanished, so each approved and, end to end, booked the room (outside
tester 29a). A yes beside letters of another script may be negated, conditioned or taken back by
them, so the answer reader (:mod:`arena.wording.answers`) reads it as unclear; emoji, digits and
punctuation are no letters and change nothing.
"""

from __future__ import annotations

import unicodedata

#: Letters of no script's name that Latin text writes: "1ª", "2º", "5µm".
_LATIN_SIGNS = frozenset("ªºµ")


def _unread(char: str) -> bool:
    """Whether ``char`` is a letter of a script other than Latin."""
    if not unicodedata.category(char).startswith("L") or char in _LATIN_SIGNS:
        return False
    return not unicodedata.name(char, "").startswith("LATIN")


def unread_words(text: str, asked: str | None = None) -> str | None:
    """The first run of letters in ``text`` written in a script the reader does not read, with
    the marks between them ("но нет"), or None where every letter is Latin. A run the request
    itself holds (``asked``: a room or a person named in that script) is its words said back."""
    i = 0
    while i < len(text):
        if not _unread(text[i]):
            i += 1
            continue
        end = i
        for j in range(i, len(text)):
            if _unread(text[j]) or (j > i and unicodedata.category(text[j]).startswith("M")):
                end = j + 1  # a vowel or tone mark over the letter before it ("ไม่")
            elif text[j].isalpha() or text[j] in ".!?,;:\n":
                break
        if not (asked and text[i:end] in asked):
            return text[i:end]
        i = end
    return None
