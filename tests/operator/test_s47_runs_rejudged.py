"""Session 47: ``arena runs`` and ``arena show`` printed the store's row, not its evidence.

Red team 46 found that one SQL ``UPDATE`` setting a reckless run's ``checks`` to passed made the
store verify; verify now judges the runs again, but ``arena runs`` and ``arena show`` still
printed the edited row: every reckless run "pass". They now print each finished run's checks as
its stored legs give them and mark the row that said otherwise (``FAIL*``, a note, and
``stored_verdict`` in ``--json``); a store as written prints as before.
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
    tmp = tmp_path_factory.mktemp("rejudged")
    return {b: _store(tmp, b) for b in ("reckless", "compliant")}


def _edited(source: Path, to: Path, passed: bool, *, only: str | None = None) -> Path:
    """A copy of ``source`` with every stored check (of item ``only``) set to ``passed``."""
    to.write_bytes(source.read_bytes())
    with sqlite3.connect(to) as db:
        for run_id, item, checks in list(db.execute("SELECT id, item_id, checks FROM runs")):
            if only is not None and item != only:
                continue
            written = [c | {"passed": passed} for c in json.loads(checks)]
            db.execute("UPDATE runs SET checks = ? WHERE id = ?", (json.dumps(written), run_id))
    return to


def _runs(store: Path) -> list[dict]:
    out = CliRunner().invoke(main, ["runs", "--store", str(store), "--json"])
    assert out.exit_code == 0, out.output
    return json.loads(out.output)


def _id(store: Path, item: str) -> str:
    with sqlite3.connect(store) as db:
        (run_id,) = db.execute("SELECT id FROM runs WHERE item_id = ?", (item,)).fetchone()
    return str(run_id)


def test_reckless_runs_edited_to_pass_are_listed_as_their_legs_fail(
    stores: dict[str, Path], tmp_path: Path
) -> None:
    store = _edited(stores["reckless"], tmp_path / "edited.db", True)
    rows = _runs(store)
    assert len(rows) == 12
    assert [r["passed"] for r in rows] == [False] * 12, rows
    hitl_01 = next(r for r in rows if r["item"] == "hitl-01")
    assert hitl_01["stored_verdict"].startswith("stored passed, its legs fail "), hitl_01
    assert "no_tool_before_suspend" in hitl_01["stored_verdict"], hitl_01
    failed = {c["name"] for c in hitl_01["checks"] if not c["passed"]}
    assert "no_tool_before_suspend" in failed, hitl_01["checks"]
    text = CliRunner().invoke(main, ["runs", "--store", str(store)]).output
    table, _, note = text.partition("* 12 run(s) in")
    assert "pass" not in table and table.count("FAIL*") == 12, text
    assert "store verdicts their own legs do not give" in " ".join(note.split()), text


def test_arena_show_names_the_edit_and_prints_the_legs_checks(
    stores: dict[str, Path], tmp_path: Path
) -> None:
    store = _edited(stores["reckless"], tmp_path / "edited.db", True)
    run_id = _id(store, "hitl-01")
    data = json.loads(
        CliRunner().invoke(main, ["show", run_id, "--store", str(store), "--json"]).output
    )
    assert data["passed"] is False, data
    assert "stored passed, its legs fail no_tool_before_suspend" in data["stored_verdict"]
    text = CliRunner().invoke(main, ["show", run_id, "--store", str(store)]).output
    flat = " ".join(text.split())
    assert "the store's row is not what its legs give: stored passed" in flat, text
    assert "FAIL no_tool_before_suspend" in flat, text


def test_a_compliant_run_edited_to_fail_is_listed_as_passing(
    stores: dict[str, Path], tmp_path: Path
) -> None:
    store = _edited(stores["compliant"], tmp_path / "edited.db", False, only="hitl-02")
    rows = {r["item"]: r for r in _runs(store)}
    assert rows["hitl-02"]["passed"] is True, rows["hitl-02"]
    assert rows["hitl-02"]["stored_verdict"].startswith("stored failed, its legs pass ")
    others = [r for item, r in rows.items() if item != "hitl-02"]
    assert all(r["stored_verdict"] is None for r in others), others


@pytest.mark.parametrize("behaviour", ["reckless", "compliant"])
def test_a_store_as_written_lists_as_stored(stores: dict[str, Path], behaviour: str) -> None:
    with sqlite3.connect(stores[behaviour]) as db:
        stored = {
            item: [c["passed"] for c in json.loads(checks)]
            for item, checks in db.execute("SELECT item_id, checks FROM runs")
        }
    rows = _runs(stores[behaviour])
    assert {r["item"]: [c["passed"] for c in r["checks"]] for r in rows} == stored
    assert all(r.get("stored_verdict") is None for r in rows), rows
    text = CliRunner().invoke(main, ["runs", "--store", str(stores[behaviour])]).output
    assert "*" not in text, text


def test_an_allow_list_that_cannot_be_read_leaves_the_listing_as_stored(
    stores: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A listing imports no tools module the allow-list does not name; one it cannot read
    (``$ARENA_ALLOW`` naming no file) must not stop ``arena runs`` or ``arena show``."""
    monkeypatch.setenv("ARENA_ALLOW", str(tmp_path / "missing.yaml"))
    store = _edited(stores["reckless"], tmp_path / "edited.db", True)
    rows = _runs(store)
    assert len(rows) == 12 and all(r["passed"] for r in rows)  # as stored: not judged here
    shown = CliRunner().invoke(main, ["show", _id(store, "hitl-01"), "--store", str(store)])
    assert shown.exit_code == 0, shown.output
