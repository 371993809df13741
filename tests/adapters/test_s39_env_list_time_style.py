"""``arena env list --json`` wrote ``created_at`` as ``2026-12-06T01:02:03Z`` while ``arena runs
--json`` and ``pending --json`` write ``…+00:00`` (users39): a script comparing the two met two
styles. The stamp is now written with ``+00:00``, and a stamp written before (ending ``Z``) is
listed the same way."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena import envs
from arena.cli import main
from arena.store import SQLiteStore
from store_support import start_waiting


def _env_time(root: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv(envs.ENVS_VARIABLE, str(root))
    done = CliRunner().invoke(main, ["env", "list", "--json"])
    assert done.exit_code == 0, done.output
    (info,) = json.loads(done.stdout)
    return str(info["created_at"])


def _fake_setup(monkeypatch: pytest.MonkeyPatch) -> None:
    def fake_run(cmd: list[str]) -> None:
        envs.python("crewai").parent.mkdir(parents=True, exist_ok=True)
        envs.python("crewai").write_text("")

    monkeypatch.setattr(envs, "_run", fake_run)
    monkeypatch.setattr(envs, "_check", lambda name, env: {"crewai": "1.0"})


def test_every_json_listing_writes_times_with_an_offset(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fresh = tmp_path / "fresh"
    monkeypatch.setenv(envs.ENVS_VARIABLE, str(fresh))
    _fake_setup(monkeypatch)
    envs.setup("crewai")
    made = _env_time(fresh, monkeypatch)
    old = tmp_path / "old"
    (old / "crewai").mkdir(parents=True)
    stamp = {"version": envs.STAMP_VERSION, "created_at": "2026-11-30T08:09:10Z"}
    (old / "crewai" / envs.STAMP).write_text(json.dumps(stamp))
    assert _env_time(old, monkeypatch) == "2026-11-30T08:09:10+00:00"
    db = tmp_path / "arena.db"
    store = SQLiteStore(db)
    try:
        start_waiting(store)
    finally:
        store.close()
    times = [made]
    for listing in (["runs", "--json"], ["pending", "--json"]):
        done = CliRunner().invoke(main, [*listing, "--store", str(db)])
        assert done.exit_code == 0, done.output
        rows = json.loads(done.stdout)
        assert rows, listing
        times += [str(v) for row in rows for k, v in row.items() if k.endswith("_at") and v]
    assert len(times) > 2
    for at in times:
        assert at.endswith("+00:00") and datetime.fromisoformat(at).utcoffset() is not None, at
