"""What reading one request costs the items loader (requests52: 30,000 items loaded in 64 s).

Counted, not timed (a timing is flaky on a shared machine): how often one request's room
stances are worked out (nine times for one item on the parent: once a text now), and how many
characters the clause readers scan in a long quoted thread (every clause mark before each room
named was searched again: quadratic in the thread's length; now linear).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from arena.item_expected import expected
from arena.model import room_stance, terse_facts
from arena.model.task import read_request
from arena.tools.rooms import ROOMS

TABLE = [(r.id, r.name) for r in ROOMS]


class _Counting:
    """A pattern that counts the characters its searches scan."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern, self.scanned = pattern, 0

    def finditer(
        self, text: str, pos: int = 0, endpos: int | None = None
    ) -> Iterator[re.Match[str]]:
        end = len(text) if endpos is None else endpos
        self.scanned += end - pos
        return self.pattern.finditer(text, pos, end)

    def search(self, text: str, pos: int = 0, endpos: int | None = None) -> re.Match[str] | None:
        end = len(text) if endpos is None else endpos
        found = self.pattern.search(text, pos, end)
        self.scanned += (found.end() if found else end) - pos
        return found


def _thread(messages: int, tag: str) -> str:
    return f"Book Cedar for 6 on Tuesday please ({tag}).\n\n" + "\n".join(
        f"> On Mon, Person{i} wrote:\n> We discussed the budget and the catering, item {i}.\n"
        "> Let me know what you think about Maple and the schedule."
        for i in range(messages)
    )


def test_one_request_has_its_room_stances_worked_out_once(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real = room_stance._mentions

    def counting(folded: str) -> list[tuple[int, int, str]]:
        calls.append(folded)
        return real(folded)

    monkeypatch.setattr(room_stance, "_mentions", counting)
    text = "Please book Cedar for 6 people on Tuesday, thanks (s52-cost-1)."
    read_request(text)
    expected(text, {}, TABLE)
    assert len(calls) <= 3, len(calls)  # 9 on the parent


@pytest.mark.parametrize("messages", [40, 80])
def test_a_long_quoted_thread_is_scanned_in_linear_time(
    monkeypatch: pytest.MonkeyPatch, messages: int
) -> None:
    counters = {
        (room_stance, "CLAUSE"): _Counting(room_stance.CLAUSE),
        (terse_facts, "_CLAUSE_MARK"): _Counting(terse_facts._CLAUSE_MARK.compiled),
        (terse_facts, "_END"): _Counting(terse_facts._END.compiled),
    }
    for (module, name), counter in counters.items():
        monkeypatch.setattr(module, name, counter)
    text = _thread(messages, f"s52-cost-{messages}")
    room_stance.room_stances(text)
    scanned = sum(c.scanned for c in counters.values())
    assert scanned < 20 * len(text), (scanned, len(text))  # ~150x its length on the parent
