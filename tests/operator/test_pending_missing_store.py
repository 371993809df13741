"""A store named on purpose that is not there is an error, not an empty list (tester3 finding 15).

``arena pending --store /tmp/typo.db`` said "nothing pending" and exited 0, so an operator with a
typo was told nothing waited. A store named by ``--store`` or ``$ARENA_STORE`` that does not exist
is now ``error: no store at ...`` (exit 2), as ``approve``/``deny`` say; only the default location,
where nothing was ever recorded, still reads as an empty list. An empty ``--store ''`` is its own
error, not "store  is a folder".
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main


def arena(*args: str, env: dict[str, str | None] | None = None) -> Result:
    base: dict[str, str | None] = {"ARENA_STORE": None, "ARENA_POLICY": None}
    return CliRunner().invoke(main, list(args), env={**base, **(env or {})}, catch_exceptions=False)


def refused(result: Result, *words: str) -> None:
    assert result.exit_code == 2, result.output
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("error: "), result.stderr
    for word in words:
        assert word in result.stderr, result.stderr
    assert "nothing pending" not in result.output
    # nothing on stdout; under --json the error as one JSON object, never an empty list
    assert result.stdout == "" or json.loads(result.stdout)["exit"] == 2, result.stdout


@pytest.mark.parametrize("listing", [["pending"], ["pending", "--latest"], ["pending", "--json"],
                                     ["runs"], ["runs", "--json"]])  # fmt: skip
def test_a_named_store_that_is_not_there_is_an_error(tmp_path: Path, listing: list[str]) -> None:
    typo = tmp_path / "typo.db"
    refused(arena(*listing, "--store", str(typo)), "no store at", str(typo))
    refused(arena(*listing, env={"ARENA_STORE": str(typo)}), "no store at", str(typo))
    assert not typo.exists()


def test_the_default_location_with_nothing_recorded_is_an_empty_list(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    listed = arena("pending")
    assert listed.exit_code == 0 and listed.stdout.startswith("nothing pending"), listed.output
    assert json.loads(arena("pending", "--json").stdout) == []
    assert arena("runs").exit_code == 0
    assert not (tmp_path / ".arena").exists()


@pytest.mark.parametrize("empty", ["", " "])
@pytest.mark.parametrize("command", [["pending"], ["approve", "req_x"], ["runs"], ["show", "x"]])
def test_an_empty_store_path_is_named_as_empty(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, command: list[str], empty: str
) -> None:
    monkeypatch.chdir(tmp_path)
    result = arena(*command, "--store", empty)
    refused(result, "empty")
    assert "folder" not in result.stderr
