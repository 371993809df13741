"""At 40 columns words were folded mid-word where the Items and Summary tables had become blocks:
"How each adapter pauses" read "intercept" / "ed", "transcrip" / "t"; the Summary block split
"failed runs" from its "0"; `arena operators list` cut "facil" / "ities" and "login" / "s"
(users tester 31). Each is now a block whose words stay whole."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main


def _invoke(args: list[str], cwd: Path, columns: int = 40) -> Any:
    here = os.getcwd()
    os.chdir(cwd)
    try:
        return CliRunner().invoke(main, args, env={"COLUMNS": str(columns)})
    finally:
        os.chdir(here)


def _words(output: str) -> set[str]:
    return {w for line in output.splitlines() for w in line.split()}


def test_a_run_at_40_columns_keeps_every_word_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ARENA_STORE", raising=False)
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01",
            "--out", "out"]  # fmt: skip
    result = _invoke(args, tmp_path)
    assert result.exit_code == 0, result.output
    words = _words(result.output)
    for word in ("intercepted,", "transcript", "memory"):
        assert word in words, result.output
    assert any(line.strip().endswith("failed runs 0") for line in result.output.splitlines())
    assert max(len(line) for line in result.output.splitlines()) <= 40, result.output


def test_operators_list_at_40_columns_keeps_names_and_roles_whole(tmp_path: Path) -> None:
    store = str(tmp_path / "s.db")
    for name, role in (("alice", "facilities"), ("bob", "finance")):
        added = _invoke(["operators", "add", name, "--role", role, "--store", store], tmp_path)
        assert added.exit_code == 0, added.output
    listed = _invoke(["operators", "list", "--store", store], tmp_path)
    assert listed.exit_code == 0, listed.output
    words = _words(listed.output)
    assert {"alice", "bob", "facilities", "finance", "logins"} <= words, listed.output
    wide = _invoke(["operators", "list", "--store", store], tmp_path, columns=80)
    assert "┃ name" in wide.output and "facilities" in wide.output, wide.output  # a table still


def test_env_list_wraps_the_versions_under_the_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """One line per environment ran to 115 characters at 80 columns (users tester 31)."""
    from arena import envs

    installed = {"crewai": "1.15.30", "openai": "2.54.0", "opentelemetry-api": "1.45.2",
                 "pydantic": "2.12.5"}  # fmt: skip
    info = {"name": "crewai", "ready": True, "path": "/srv/app/.venvs/crewai",
            "installed": installed}  # fmt: skip
    monkeypatch.setattr(envs, "describe", lambda name: info)
    listed = CliRunner().invoke(main, ["env", "list"], env={"COLUMNS": "80"})
    assert listed.exit_code == 0, listed.output
    lines = listed.output.splitlines()
    assert lines[0] == "crewai: ready  /srv/app/.venvs/crewai", listed.output
    assert max(len(line) for line in lines) <= 80, listed.output
    assert "opentelemetry-api 1.45.2" in " ".join(listed.output.split()), listed.output
