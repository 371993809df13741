"""Session 53 (answers53), three mechanisms of the answer reader:

- a chat app's message header before the answer ("[10:42] Dana: yes", "Dana Smith, 10:42 AM: ok
  go", "10:02 AM yes go ahead") says who sent it and when, not what it asks
  (:func:`arena.wording.stamps.without_message_headers`); a time on the quarter beside a name, a
  room or a day as the "sender", and a bare "10:30 yes" are no header;
- a rhetorical "why not?" agrees in each language read, opened by "¿" or not ("claro, ¿por qué
  no?", "certo, perché no?", "tuurlijk, waarom niet?": :mod:`arena.wording.second_thoughts`);
- a skip of another day or room than the asked one rules out nothing of the booking ("ok, skip
  Wednesday" to a Tuesday request), while a skip of the asked one refuses it.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "May I book Cedar (R-204) for 6 on Tuesday?"

CASES = [
    # message headers
    ("[10:42] Dana: yes", "approve"), ("[10:02] Jane: yep", "approve"),
    ("Dana Smith, 10:42 AM: ok go", "approve"), ("10:02 AM yes go ahead", "approve"),
    ("[10:42 AM] Dana Smith: yes, book it", "approve"), ("[Tue 10:42] Dana: yes", "approve"),
    ("[7/12/26, 10:42:13] Dana: yes", "approve"), ("[2026-12-07 10:42] Dana: ok", "approve"),
    ("Dana (10:42): yes", "approve"), ("10:42 Dana: go ahead", "approve"),
    ("Dana Smith — 10:42: sure", "approve"), ("[10:30] Dana: yes", "approve"),
    ("Dana Smith 10:30 AM\nyes", "approve"), ("[10:42] Dana: no", "deny"),
    ("[10:42] Jean: non, pas cette fois", "deny"),
    # ... near misses: a time asked for, a room or day where a sender would stand, a count added
    ("10:30 yes", "unclear"), ("10:30 AM yes go ahead", "unclear"), ("Yes at 10:42", "unclear"),
    ("Cedar, 10:30: yes", "unclear"), ("Tuesday, 10:42: yes", "unclear"), ("Maple 10:42: yes", "unclear"),
    ("[10:42] Maple: yes", "unclear"), ("[10:42] Dana: yes for 8", "unclear"), ("Dana: yes", "unclear"),
    ("Dana Smith, 10:30 AM: ok go", "unclear"),
    # a rhetorical "why not?"
    ("claro, ¿por qué no?", "approve"), ("Claro, ¿por qué no?", "approve"), ("sí, ¿por qué no?", "approve"),
    ("certo, perché no?", "approve"), ("claro, por que não?", "approve"), ("tuurlijk, waarom niet?", "approve"),
    ("tuurlijk, waarom niet", "approve"), ("klar, warum nicht?", "approve"), ("sure, why not?", "approve"),
    # ... near misses: a question that asks, a no
    ("ja, varför inte?", "approve"), ("ja, hvorfor ikke", "approve"),
    # ... its "inte" or "ikke" no no beside the yes, where one alone still is
    ("ja, inte", "unclear"), ("yes hapana", "unclear"), ("ja nej", "unclear"),
    ("¿por qué?", "unclear"), ("tuurlijk, welke zaal?", "unclear"), ("no, why not?", "unclear"),
    ("claro, ¿es para el martes o el miércoles?", "unclear"),
    # a skip of another day or room
    ("ok, skip Wednesday", "approve"), ("ok, avoid Wednesday", "approve"), ("ok, skip Maple", "approve"),
    ("vale, evita el miércoles", "approve"), ("sure, skip Wednesday", "approve"),
    # ... near misses: the asked day or room, or the booking itself, skipped
    ("ok, skip Tuesday", "deny"), ("ok, skip Cedar", "deny"), ("ok, skip it", "deny"),
    ("ok, skip Wednesday's meeting", "unclear"),
    ("No, don't book it, all good", "deny"), ("No, don't book it, all good thanks", "deny"),
]  # fmt: skip


@rows(("answer", "verdict"), CASES)
def test_answer_reads(answer: str, verdict: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == verdict
    assert read_answer(answer, ASKED) == verdict


def test_a_reader_that_keeps_the_header_reads_it_unclear(monkeypatch: pytest.MonkeyPatch) -> None:
    """The broken reference: with headers kept, the stamp's time and name leave the yes unclear."""
    from arena.wording import answers

    monkeypatch.setattr(answers, "without_message_headers", lambda text, is_room: text)
    assert explain_answer("[10:42] Dana: yes", ASKED, rooms=ROOMS).verdict == "unclear"
