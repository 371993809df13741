"""The request said back before or beside the answer: "Book it? Yep.", "Q: Book R-102 (Aspen)
for 6 people on Tuesday at 14:30? A: Yes", "Should I book Aspen? — no, you should not.", 'Yes
to "Book R-102 …?"', '"Book R-102 for 6 people on Tuesday" - denied' (outside tester 28a read
each unclear: the question read as the person asking back, its "book" as a second yes).

An echo is the request's own words only: after :func:`arena.wording.facts.compare` has said its
room, day, time and count as "it", nothing but a booking verb, "it" and a few question words is
left. A question that says anything else ("Book it for Wednesday?", "Should I cancel it?", "Do
we really need it?") is no echo and stays the person's question; an answer after an echo that
asks again ("Book it? Yes?") is no answer. What the echo frames is read as the whole answer.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

#: The words an echo of the request is made of, once its facts are "it".
_ECHO_WORDS = frozenset(
    re.findall(
        r"\S+",
        "book it reserve approve booking room meeting the a this for on at people persons "
        "should shall can may i you we do want to whether if go ahead please asked me",
    )
)
#: An echo names the booking: one of these is in it.
_BOOKING = frozenset(("book", "it", "reserve", "approve", "booking"))
#: Labels and marks around an echo and its answer: "Re:", "Q:", "A:", "Answer:", quotes, dashes.
_OPEN = r"(?:(?:re|q|question) *: *|>+ *)?"
_MARKS = r"[\s\"'\u201c\u201d\u2018\u2019()\u2013\u2014:-]*"
#: A question that opens the answer, then what answers it.
_ASKED_FIRST = LazyPattern(
    rf"^{_MARKS}{_OPEN}{_MARKS}([^?.!\n]+\?|you asked(?: me)? (?:whether|if) [^?.!\n]+[?.])"
    rf"[?]*{_MARKS}(?:(?:a|answer) *: *)?{_MARKS}(.*)$",
    re.S | re.I,
)
#: An echo quoted beside the answer: 'Yes to "book it?"', '"book it it it" - denied'.
_QUOTED = LazyPattern(r"[\"\u201c]([^\"\u201c\u201d]+)[\"\u201d]")


def _is_echo(words: str, *, said_back: bool = False) -> bool:
    """Whether ``words`` are only the request said back (its facts already "it"); ``said_back``:
    they must name one of its facts, so a quoted '"Approve"' stays the word it quotes."""
    toks = re.findall(r"[a-z']+", words.lower())
    named = "it" in toks if said_back else bool(set(toks) & _BOOKING)
    return bool(toks) and set(toks) <= _ECHO_WORDS and named


def answer_to_echo(text: str) -> str | None:
    """What answers the request said back as a question at the start of ``text`` ("Book it?
    Yep." gives "Yep."), or ``None`` where nothing does: no echo, nothing after it, or a
    question after it."""
    m = _ASKED_FIRST.match(text)
    if m is None or not _is_echo(m.group(1)):
        return None
    rest = m.group(2).strip()
    return rest if rest and "?" not in rest else None


#: An echo after the answer and a colon, unquoted, ending the text: "Yes to: Book R-204 …?",
#: "No to: Book it it?" (answers39: read as the person asking back).
_LABELLED = LazyPattern(r"^(\W*[a-z]+(?: +to)? *: *)([^?\n\"\u201c]+\?)\s*$", re.I)


def quoted_echoes(text: str) -> str:
    """``text`` with a quoted echo of the request said as "it" ('Yes to "book it it?"' is
    "Yes to it"), so that its booking verb is no second yes beside the answer's no; so is one
    after a label ("Yes to: book it it?")."""
    text = _LABELLED.sub(
        lambda m: (
            m.group(1) + "it" if _is_echo(m.group(2).rstrip("?"), said_back=True) else m.group()
        ),
        text,
    )
    return _QUOTED.sub(
        lambda m: " it " if _is_echo(m.group(1).rstrip("?! ."), said_back=True) else m.group(),
        text,
    )
