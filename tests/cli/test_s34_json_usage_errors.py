"""Under ``--json`` an error is also one JSON object on stdout (docs/operator.md), but click's own
usage errors — a value out of range (``arena pending --json --limit 0``), a choice mistyped
(``arena runs --json --status bogus``), an option misspelt, an argument missing — left stdout
empty, so a script reading it as JSON got a decode error and the reason only on stderr
(users34). They are now the same object, ``{"error": ..., "exit": 2}``; stderr keeps click's
lines, and without ``--json`` stdout stays empty."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["pending", "--json", "--limit", "0"], "Invalid value for '--limit'"),
        (["runs", "--json", "--status", "bogus"], "Invalid value for '--status'"),
        (["run", "human_in_the_loop", "--json", "--adaptr", "x"], "No such option '--adaptr'"),
        (["approve", "--json"], "Missing argument 'ID...'"),
    ],
)
def test_a_click_usage_error_under_json_is_a_json_object_on_stdout(
    args: list[str], said: str, tmp_path: Path
) -> None:
    result = CliRunner().invoke(main, [*args, "--store", str(tmp_path / "a.db")])
    assert result.exit_code == 2, result.output
    error = json.loads(result.stdout)
    assert error["exit"] == 2 and said in error["error"], error
    assert said in result.stderr


def test_without_json_stdout_stays_empty(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["pending", "--limit", "0"])
    assert result.exit_code == 2 and result.stdout == "", result.stdout
