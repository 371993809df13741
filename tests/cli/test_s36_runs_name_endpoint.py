"""``arena runs --json`` gave a run's "model" as the name only ("scripted-compliant") while
``arena show --json`` gave "name @ url": runs of one model name on two endpoints could not be told
apart in the listing (users36). Both now say it alike, with a password in the URL not shown."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.model import ScriptedModelServer


def _arena(db: Path, *args: str, **env: str) -> Result:
    given = {"ARENA_STORE": str(db), "ARENA_POLICY": None, "ARENA_ENV": None, "COLUMNS": "80"}
    return CliRunner().invoke(main, list(args), env={**given, **env}, catch_exceptions=False)


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_runs_json_names_the_endpoint_as_show_does(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    with ScriptedModelServer() as server:
        base = server.base_url
        for n, where in enumerate((base, base.replace("http://", "http://ops:hunter2@"))):
            ran = _arena(db, "run", "human_in_the_loop", "--human", "--adapter", "vanilla",
                         "--item", "hitl-01", "--model-url", where, "--model",
                         "scripted-compliant", "--api-key-env", "K",
                         "--out", str(tmp_path / f"r{n}"), K="x")  # fmt: skip
            assert ran.exit_code == 0, ran.output
    listed = json.loads(_arena(db, "runs", "--json").stdout)
    models = {r["model"] for r in listed}
    plain = f"scripted-compliant @ {base}"
    hidden = f"scripted-compliant @ {base.replace('http://', 'http://ops:***@')}"
    assert models == {plain, hidden}, models  # two endpoints, told apart
    for r in listed:
        shown = json.loads(_arena(db, "show", r["run_id"], "--json").stdout)
        assert shown["model"] == r["model"], (shown["model"], r["model"])
    assert "hunter2" not in _arena(db, "runs", "--json").stdout
