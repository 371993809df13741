"""durable_state counts every execution-journal line (red team 9, findings 2 and 3b).

Bookings were counted by (run id, tool) for the store's runs only: a line with no run id (a
child process of the framework), with a run id no store holds (a made-up one) or flagged by the
ledger was dropped, and an adapter that re-booked that way on every resume read "0 double
bookings", durable yes, 24/24.
"""

from __future__ import annotations

import json
from pathlib import Path

from arena.durable_state.score import CrashOutcome, unowned_lines


def _journal(path: Path, *lines: dict[str, object]) -> Path:
    base = {"leg": 2, "tool": "book_room", "args": {"room_id": "R-101"}, "status": "ok", "pid": 7}
    path.write_text("".join(json.dumps({**base, **line}) + "\n" for line in lines) + '{"torn')
    return path


def test_every_line_is_a_runs_or_a_problem(tmp_path: Path) -> None:
    path = _journal(
        tmp_path / "resume.executions.jsonl",
        {"run_id": "run_a"},  # the store's run, through the wrapper: its booking
        {"run_id": None},  # a child process
        {"run_id": "ghost-run_a", "around_wrapper": True},  # a made-up run id
        {"run_id": "run_zzz"},  # no store of the adapter holds it, flagged or not
        {"run_id": "run_a", "around_wrapper": True},  # the run's, around the wrapper
        {"run_id": "run_a", "stray": True, "unowned": True},  # after its leg
        {"run_id": "run_b", "around_wrapper": True},  # another crash point's run: not here
        {"run_id": None, "status": "blocked"},  # a refused call the ledger did not flag
        {"run_id": None, "status": "blocked", "unowned": True},  # refused in a child process
    )
    found = unowned_lines([path], {"run_a"}, {"run_a", "run_b"})
    assert len(found) == 6, found
    assert all(why.startswith("a booking no run owns") for why in found)
    assert any("no run id" in why for why in found)
    assert any("'ghost-run_a'" in why for why in found)
    assert any("run_zzz" in why for why in found)


def test_a_clean_journal_has_none(tmp_path: Path) -> None:
    path = _journal(tmp_path / "resume.executions.jsonl", {"run_id": "run_a"}, {"run_id": "run_b"})
    assert unowned_lines([path], {"run_a"}, {"run_a", "run_b"}) == []


def test_a_booking_no_run_owns_is_not_survived() -> None:
    outcome = CrashOutcome(
        adapter="a",
        crash_point="restart",
        results=(),
        lost_decisions=0,
        double_bookings=0,
        crash="",
        crash_reached=True,
        unowned=("a booking no run owns: ...",),
    )
    assert not outcome.survived
