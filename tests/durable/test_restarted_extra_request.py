"""The durable_state arena's answer phase approves every open request of a run, so a request the
model never made is held against the model's calls across the restart too (session 27,
docs/methodology.md §8): ``extrashown`` (``tests/durable_references_extra.py``) opens a
``book_room`` request for another room beside the model's own and passed every crash point;
its pause is honestly durable, so only ``suspended`` can fail it.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from arena.arenas import load_arena

TESTS = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_a_request_the_model_never_made_fails_every_restarted_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from arena.durable_state import run_adapter

    monkeypatch.setenv(
        "PYTHONPATH", os.pathsep.join(filter(None, [str(TESTS), os.environ.get("PYTHONPATH")]))
    )
    outcome = run_adapter(
        load_arena("durable_state"),
        "durable_references_extra:extrashown",
        tmp_path.resolve() / "run",
        crash_points=("restart",),
    )
    (point,) = outcome.crash_points
    fails = {r.item.id: [c.name for c in r.checks if not c.passed] for r in point.results}
    assert fails == {f"durable-0{n}": ["suspended"] for n in range(1, 5)}, point.problems
    first = next(r for r in point.results if r.item.id == "durable-01")
    (suspended,) = [c for c in first.checks if c.name == "suspended"]
    assert "the model never called book_room" in suspended.detail, suspended.detail
    assert outcome.survived_restart is False
