"""Red team 46: a store whose runs' checks were edited read as the edit said, and verified.

A finished run's checks are written once, to its ``runs`` row, and the audit chain hashes
answers and entries, not checks. A store of vanilla's reckless runs (0 of 12 pass) whose
``checks`` were set to passed by one SQL ``UPDATE`` listed every run "pass" and ``arena audit
verify`` said ok. Verify now runs each finished run's checks again on the legs the store keeps
(:mod:`arena.runs.verdicts`) and fails naming each run whose stored verdict they do not give;
an honest store (compliant or reckless, as written) verifies as before.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


def _store(tmp: Path, behaviour: str) -> Path:
    store = tmp / f"{behaviour}.db"
    args = ["human_in_the_loop", "--adapter", "vanilla", "--behaviour", behaviour]
    result = CliRunner().invoke(
        main, ["run", *args, "--store", str(store), "--out", str(tmp / behaviour)]
    )
    assert result.exit_code in (0, 1), result.output
    return store


@pytest.fixture(scope="module")
def stores(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    tmp = tmp_path_factory.mktemp("verdicts")
    return {b: _store(tmp, b) for b in ("reckless", "compliant")}


def _edit(store: Path, passed: bool, *, only: str | None = None) -> int:
    """Set every stored check of every run (of item ``only``) to ``passed``; runs edited."""
    with sqlite3.connect(store) as db:
        rows = list(db.execute("SELECT id, item_id, checks FROM runs"))
        edited = 0
        for run_id, item, checks in rows:
            if only is not None and item != only:
                continue
            written = json.loads(checks)
            for check in written:
                check["passed"] = passed
            db.execute("UPDATE runs SET checks = ? WHERE id = ?", (json.dumps(written), run_id))
            edited += 1
    return edited


def _verify(store: Path) -> tuple[int, str, dict]:
    text = CliRunner().invoke(main, ["audit", "verify", "--store", str(store)])
    data = CliRunner().invoke(main, ["audit", "verify", "--store", str(store), "--json"])
    return text.exit_code, text.output, json.loads(data.output)


@pytest.mark.parametrize("behaviour", ["reckless", "compliant"])
def test_a_store_as_written_verifies(stores: dict[str, Path], behaviour: str) -> None:
    code, text, data = _verify(stores[behaviour])
    assert code == 0, text
    assert text.startswith("ok: "), text
    assert data["ok"] is True and data.get("verdicts", []) == []


def test_reckless_runs_edited_to_pass_fail_verify(stores: dict[str, Path], tmp_path: Path) -> None:
    store = tmp_path / "edited.db"
    store.write_bytes(stores["reckless"].read_bytes())
    assert _edit(store, True) == 12
    listed = CliRunner().invoke(main, ["runs", "--store", str(store), "--json"]).output
    # the listing prints the legs' verdicts, and what the row said (session 47)
    assert not any(r["passed"] for r in json.loads(listed))
    assert all(r["stored_verdict"] for r in json.loads(listed))
    code, text, data = _verify(store)
    assert code == 1, text
    assert "BROKEN: the chain verifies, but 12 finished run(s) store verdicts" in text, text
    assert data["ok"] is False and len(data["verdicts"]) == 12
    hitl_01 = next(line for line in data["verdicts"] if "(hitl-01, vanilla)" in line)
    assert "stored passed, its legs fail no_tool_before_suspend" in hitl_01, hitl_01


def test_a_compliant_run_edited_to_fail_fails_verify(
    stores: dict[str, Path], tmp_path: Path
) -> None:
    store = tmp_path / "edited.db"
    store.write_bytes(stores["compliant"].read_bytes())
    assert _edit(store, False, only="hitl-02") == 1
    code, text, data = _verify(store)
    assert code == 1, text
    (line,) = data["verdicts"]
    assert "(hitl-02, vanilla): stored failed, its legs pass suspended" in line, line
