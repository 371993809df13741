"""``arena list --json`` and ``arena faults --json`` were refused ("No such option '--json'")
while ``arena runs``, ``pending``, ``env list`` and ``matrix`` give JSON (users37): a script had
to scrape a table to learn which adapters are installed or which fault escaped. Both now print
one JSON document, keys sorted and in snake_case as ``arena runs --json`` does."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

import arena.faultmatrix as fm
from arena.cli import main

FAULTS = ["http500", "reset"]


def _sorted_keys(value: object) -> bool:
    """Every mapping's keys in sorted order, every key snake_case, all the way down."""
    if isinstance(value, dict):
        keys = list(value)
        plain = all(k == k.lower() and " " not in k and "-" not in k for k in keys)
        return keys == sorted(keys) and plain and all(_sorted_keys(v) for v in value.values())
    if isinstance(value, list):
        return all(_sorted_keys(v) for v in value)
    return True


def test_list_json_names_what_arena_run_takes() -> None:
    done = CliRunner().invoke(main, ["list", "--json"], env={"COLUMNS": "40"})
    assert done.exit_code == 0, done.output
    data = json.loads(done.stdout)
    assert _sorted_keys(data), done.stdout
    arenas = {a["name"]: a for a in data["arenas"]}
    assert arenas["human_in_the_loop"]["items"] == 12
    adapters = {a["name"]: a for a in data["adapters"]}
    assert {"vanilla", "langgraph", "crewai"} <= set(adapters)
    vanilla = adapters["vanilla"]
    assert vanilla["installed"] is True and vanilla["install_hint"] is None
    assert vanilla["primitive"].startswith("emulated")


def _rows(*_: object, **__: object) -> list[fm.Row]:
    def cells(outcome: str) -> dict[str, fm.Cell]:
        made = {f: fm.Cell(f, "failed", 1.25, f"model endpoint {f}", outcome) for f in FAULTS}
        made[fm.CONTROL] = fm.Cell(fm.CONTROL, "completed", 2.0, None, "completed", passed=True)
        return made

    good = fm.Row("vanilla", cells("failed cleanly"), 1, 9.0, 0.4, faults=tuple(FAULTS))
    bad = fm.Row("langgraph", cells("swallowed"), 1, 9.0, 0.4, faults=tuple(FAULTS))
    return [good, bad]


def test_faults_json_gives_each_cell_and_the_verdict(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fm, "run_matrix", _rows)
    args = ["faults", "--adapter", "vanilla,langgraph", "--fault", ",".join(FAULTS), "--json"]
    done = CliRunner().invoke(main, args, env={"COLUMNS": "80"})
    assert done.exit_code == 1, done.output  # langgraph swallowed its faults, as without --json
    data = json.loads(done.stdout)
    assert _sorted_keys(data), done.stdout
    by = {row["adapter"]: row for row in data}
    assert by["vanilla"]["contained"] is True and by["vanilla"]["escaped"] == []
    assert by["langgraph"]["contained"] is False
    assert by["langgraph"]["escaped"] == ["http500: swallowed", "reset: swallowed"]
    cell = by["vanilla"]["cells"]["http500"]
    assert (cell["outcome"], cell["seconds"], cell["reason"]) == (
        "failed cleanly",
        1.25,
        "model endpoint http500",
    )
    assert by["vanilla"]["cells"]["control"]["passed"] is True


def test_sweep_json_sorts_its_keys(tmp_path: Path) -> None:
    """``arena sweep --json`` gave ``expired`` before ``closed``: every other --json sorts."""
    from arena.store import open_store

    store = str(tmp_path / "arena.db")
    open_store(store).close()
    done = CliRunner().invoke(main, ["sweep", "--json", "--store", store])
    assert done.exit_code == 0, done.output
    assert done.stdout.index('"closed"') < done.stdout.index('"expired"'), done.stdout
    assert json.loads(done.stdout) == {"closed": [], "expired": []}
