"""``arena worker`` logged a resumed run whose checks failed as "completed after leg 2" and its
stop line as "(2 completed, 0 failed)" (users29): both read as a pass. Each run's line now says
``pass`` or ``FAIL (failed checks: ...)`` as ``arena run`` does, and the stop line counts runs
that passed apart from those that completed with failed checks."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.store import open_store


def _arena(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), env={"COLUMNS": "200"})


def test_the_worker_says_which_checks_failed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("ARENA_STORE", raising=False)
    db = str(tmp_path / "s.db")
    made = _arena("run", "human_in_the_loop", "--adapter", "pydantic_ai", "--human", "--quiet",
                  "--item", "hitl-01", "--item", "hitl-02", "--store", db, "--out", "out")  # fmt: skip
    assert made.exit_code == 0, made.output
    with open_store(db) as store:
        runs = {r.origin.item.id: r.id for r in store.runs()}
        asked = {item: store.requests(run)[0].id for item, run in runs.items()}
    for item in ("hitl-01", "hitl-02"):  # hitl-02 expects a denial: approved, its checks fail
        assert _arena("approve", asked[item], "--store", db).exit_code == 0
    log = _arena("worker", "--once", "--store", db).output
    with open_store(db) as store:
        failing = [c.name for c in store.run(runs["hitl-02"]).checks if not c.passed]
    assert failing, "hitl-02 approved should fail its checks"
    assert f"{runs['hitl-01']} (pydantic_ai): completed after leg 2, pass, " in log, log
    assert (
        f"{runs['hitl-02']} (pydantic_ai): completed after leg 2, FAIL "
        f"(failed checks: {', '.join(failing)}), "
    ) in log, log
    assert "resumed 2 (1 passed, 1 completed with failed checks, 0 failed runs)" in log, log
