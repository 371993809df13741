"""durable_state counts a resume's booking in a clean-environment child (red team 12, finding 2).

An adapter resumable from the store that booked the approved room again on every resume leg, in
``python -c`` started with ``env={}`` through the tool's own wrapper, read "durable yes" and "0
double bookings" while booking 18 extra times: the child had dropped ``ARENA_LEGS_PARENT`` (so the
wrapper there was a plain call) and ``ARENA_EXECUTION_JOURNAL`` (so the journal got no line). The
child now finds its arena ancestor through ``/proc`` and its registration: refused, the resumed
leg fails over it, and the refusal is in the phase's journal.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.durable_state import run_adapter

TESTS = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="ancestry is read from /proc")
def test_a_clean_environment_child_rebooking_on_resume_is_not_durable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(TESTS)  # a user's adapter is imported from where arena run started
    arena = load_arena("durable_state")
    outcome = run_adapter(
        arena,
        "reference_adapters_children:DurChild",
        tmp_path / "out",
        crash_points=("restart",),
    )
    (point,) = outcome.crash_points
    approved = {i.id for i in arena.items if i.meta.get("expect") == "approved"}  # an edit too
    assert approved and point.crash_reached, point.crash
    assert not outcome.survived_restart
    failed = [r for r in point.results if r.item.id in approved]
    assert failed and all(not r.passed for r in failed)
    assert all("child process" in (r.trace.legs[-1].error or "") for r in failed)
    lines = [
        json.loads(line)
        for path in (tmp_path / "out").rglob("*.jsonl")
        for line in path.read_text().splitlines()
        if '"unowned"' in line
    ]
    assert any(line.get("status") == "blocked" and line.get("unowned") for line in lines)
