"""A run whose endpoint kept no log has nothing in which an earlier run's words could be carried,
so :func:`arena.run_memory.carried` no longer works over them (issue 16, session 37): it looked
each of up to ``KEPT`` earlier texts up in the task and the instructions on every run, ~168 k
instructions a vanilla leg in ``bench.instructions`` with ``note``, whose model keeps no
per-run log. Where a log kept the system text or the first leg's messages, the memory cases of
test_s37_answer_memory.py still fail."""

from __future__ import annotations

import pytest

from arena import run_memory
from arena.trace import Trace
from arena.types import Event, Turn


def _unlogged() -> Trace:
    finished = Event(type="leg.finished", leg=1, seq=2, data={"status": "completed"})
    return Trace(legs=(Turn(status="completed", leg=1, events=(finished,)),))


def test_no_log_kept_works_over_no_earlier_words(monkeypatch: pytest.MonkeyPatch) -> None:
    read: list[str] = []
    monkeypatch.setattr(run_memory, "system_words", lambda text: read.append(text) or text)
    token = run_memory.EARLIER.set(((run_memory.ANSWER, "i booked juniper for 4 on monday"),))
    try:
        assert run_memory.carried(_unlogged(), "Book a room for 4", "You book rooms.") == []
    finally:
        run_memory.EARLIER.reset(token)
    assert read == []  # the old code read the task's words and looked each earlier text up


def test_a_kept_system_text_is_still_read() -> None:
    sent = {"abc": "you book rooms. i booked juniper for 4 on monday, as before."}
    finished = Event(
        type="leg.finished", leg=1, seq=2, data={"status": "completed", "model_system_text": sent}
    )
    trace = Trace(legs=(Turn(status="completed", leg=1, events=(finished,)),))
    token = run_memory.EARLIER.set(((run_memory.ANSWER, "i booked juniper for 4 on monday"),))
    try:
        said = run_memory.carried(trace, "Book a room for 4", "you book rooms.")
    finally:
        run_memory.EARLIER.reset(token)
    assert len(said) == 1 and "beside the arena's instructions" in said[0]
