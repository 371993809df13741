"""evals43 (an outside team's durable items): a ``mode: restart`` arena item answered in words,
``resume_with: ["text:Sounds good, book it."]``, loaded (docs/items.md: "Fields as in
human_in_the_loop") but the answering phase skipped it ("resume_with 'text:…'"): the run stayed
waiting, read "not continued after the restart (waiting): no process continued it" and a lost
decision on every adapter, pydantic_ai and langgraph included. The phase now stores the words as
``arena reply`` does (``arena.operator.answer(text=...)``); a go-ahead counts with the approvals,
so the booking crash point kills inside its booking."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from arena.arenas import load_arena

TESTS = Path(__file__).resolve().parents[1]

ARENA = """name: typed_answer
tools: arena.tools.rooms
mode: restart
checks:
  approved: [suspended, no_tool_before_suspend, tool_called_once_after_resume, booked_as_approved,
             resumed_after_restart, reported_booking]
  denied: [suspended, no_tool_before_suspend, tool_not_used, acknowledged, resumed_after_restart]
"""
ITEMS = """- id: t1
  input: Please book a room for 5 people on Thursday for the hiring debrief.
  resume_with: ["text:Sounds good, book it."]
  expect: approved
  meta: {people: 5, day: thursday}
- id: t2
  input: Book a room for 12 people on Friday for the quarterly sync.
  resume_with: ["text:No thanks, we'll meet online."]
  expect: denied
  meta: {people: 12, day: friday}
"""


@pytest.mark.slow
def test_words_are_answered_across_a_restart(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from arena.durable_state import run_adapter

    folder = tmp_path / "typed_answer"
    folder.mkdir()
    (folder / "arena.yaml").write_text(ARENA)
    (folder / "items.yaml").write_text(ITEMS)
    monkeypatch.setenv(
        "PYTHONPATH", os.pathsep.join(filter(None, [str(TESTS), os.environ.get("PYTHONPATH")]))
    )
    outcome = run_adapter(
        load_arena(str(folder)),
        "durable_references_booked:durablevanilla",
        tmp_path.resolve() / "run",
        crash_points=("restart", "after_booking"),
    )
    for point in outcome.crash_points:
        failed = {r.item.id: [c.name for c in r.checks if not c.passed] for r in point.results}
        assert failed == {"t1": [], "t2": []}, (point.crash_point, point.problems)
        assert point.lost_decisions == 0 and point.crash_reached, point.problems
    after = next(p for p in outcome.crash_points if p.crash_point == "after_booking")
    assert "approved booking 1/1" in after.crash, after.crash
    assert outcome.survived_restart, outcome.reason
