"""Reading one request scans it for the rooms it rules out once, not once per reader that asks.

The scripted model's server answers one request at a time, in the process that runs every
adapter. smolagents loops to its step limit on a content fault, its task longer by its error
text at each step; room_asked.ruled_out_rooms, which searches the whole text before each word,
ran 12 times on each (10 on the same text, from room_stances, head_count, unknown_room ...): a 2.4 KB
task took 5.5 s to read under load (1.2 s now), every other run's requests waiting behind it,
and test_fault_matrix's legs ran out of time (CI clone ci4, session 46).
"""

from __future__ import annotations

import secrets
from typing import Any

import pytest

from arena.model import room_asked
from arena.model.room_asked import ruled_out_rooms
from arena.model.task import read_request

ERROR = (
    "Error:\nArgument has type 'list' but should be 'integer'\nNow let's retry: take care not to "
    "repeat previous errors! If you have retried several times, try a completely different "
    "approach."
)


class _Counted:
    """The blanking pattern ruled_out_rooms opens with, its scans counted."""

    def __init__(self, inner: Any) -> None:
        self.inner, self.scanned = inner, list[str]()

    @property
    def scans(self) -> int:
        return len(self.scanned)

    def sub(self, repl: Any, text: str) -> str:
        self.scanned.append(text)
        return str(self.inner.sub(repl, text))


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> _Counted:
    scans = _Counted(room_asked._BY_IDIOM)
    monkeypatch.setattr(room_asked, "_BY_IDIOM", scans)
    return scans


def test_a_long_smolagents_task_is_scanned_for_ruled_out_rooms_once(counted: _Counted) -> None:
    task = f"Book a meeting room for 6 people on Tuesday. (ref {secrets.token_hex(4)})"
    text = task + "\n" + "\n\n".join([ERROR] * 12) + "\n\nBased on the above: " + task
    read = read_request(text)
    again = [t for t in set(counted.scanned) if counted.scanned.count(t) > 1]
    assert counted.scanned and not again, [(counted.scanned.count(t), len(t)) for t in again]
    assert type(read).__name__ == "BookingRequest" and read.capacity == 6  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("text", "out", "kept"),
    [
        ("Not Cedar, book Aspen for 6 on Tuesday.", "cedar", "aspen"),
        ("Not Aspen, book Cedar for 6 on Tuesday.", "aspen", "cedar"),
        ("Book Aspen for 6 on Tuesday, anything but R-204.", "R-204", "aspen"),
        ("Book Aspen for 6 on Tuesday.", None, "aspen"),
    ],
)
def test_each_text_reads_its_own_rooms(
    counted: _Counted, text: str, out: str | None, kept: str
) -> None:
    fresh = f"{text} ({secrets.token_hex(4)})"
    first = ruled_out_rooms(fresh)
    assert (out is None or out in first) and kept not in first, first
    assert ruled_out_rooms(fresh) == first and counted.scans == 1, counted.scans
