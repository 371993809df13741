"""A misspelt ``ARENA_*`` variable is said, and a listing names the store it read (outside tester
26): from a folder with its own empty store, ``ARENA_STOR=/other/.arena/arena.db arena pending``
printed "nothing pending", exit 0, and never said which store it read, so the request waiting in
the other store was invisible. Every command now warns of each ``ARENA_*`` variable arena does not
read, with the one meant, and "nothing pending", "nothing to resume" and an empty ``arena runs``
name the store; the warning leaves the exit status alone (docs/operator.md)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.store import SQLiteStore
from store_support import synthetic_waiting

WARNED = "warning: ARENA_STOR is set but arena does not read it (did you mean ARENA_STORE?)"


def arena(*args: str, env: dict[str, str | None] | None = None) -> Result:
    clean: dict[str, str | None] = {n: None for n in os.environ if n.startswith("ARENA_")}
    base = clean | {"ARENA_ALLOW": os.environ.get("ARENA_ALLOW"), "COLUMNS": "400"}
    return CliRunner().invoke(main, list(args), env=base | (env or {}), catch_exceptions=False)


@pytest.fixture
def two_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, str]:
    """Here: an empty default store. There: a store with one request waiting."""
    here, there = tmp_path / "here", tmp_path / "there" / ".arena"
    there.mkdir(parents=True)
    (here / ".arena").mkdir(parents=True)
    SQLiteStore(here / ".arena" / "arena.db").close()
    with SQLiteStore(there / "arena.db") as store:
        _, request_id = synthetic_waiting(store)
    monkeypatch.chdir(here)
    return there / "arena.db", request_id


def test_a_misspelt_store_variable_is_warned_of_and_the_store_read_is_named(
    two_folders: tuple[Path, str],
) -> None:
    other, request_id = two_folders
    listed = arena("pending", env={"ARENA_STOR": str(other)})
    assert listed.exit_code == 0, listed.output  # a warning: the command's own status
    assert listed.stderr.splitlines() == [WARNED], listed.stderr
    here = Path.cwd() / ".arena" / "arena.db"
    assert " ".join(listed.stdout.split()) == f"nothing pending in {here}", listed.stdout
    # Spelt right, the same command finds the request.
    found = arena("pending", env={"ARENA_STORE": str(other)})
    assert request_id in found.stdout and found.stderr == "", found.output


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["resume", "--all"], "nothing to resume in {here}: no waiting run has all its"),
        (["runs"], "no runs in {here}"),
        (["runs", "--status", "failed"], "no runs with status failed in {here}"),
        (["history", "run_x"], None),  # an error: its own exit 2, the warning beside it
        (["pending", "--help"], None),
    ],
)
def test_every_command_warns_once_per_unread_variable(
    two_folders: tuple[Path, str], args: list[str], said: str | None
) -> None:
    other, _ = two_folders
    env = {"ARENA_STOR": str(other), "ARENA_ZZZ_MINE": "1"}
    result = arena(*args, env=env)
    warned = [line for line in result.stderr.splitlines() if line.startswith("warning:")]
    assert warned == [WARNED, "warning: ARENA_ZZZ_MINE is set but arena does not read it"]
    assert "Traceback" not in result.output
    without = arena(*args)
    assert result.exit_code == without.exit_code, (result.output, without.output)
    assert "warning:" not in without.stderr, without.stderr
    if said is not None:
        here = Path.cwd() / ".arena" / "arena.db"
        assert said.format(here=here) in " ".join(result.stdout.split()), result.stdout


def test_known_variables_keys_and_names_given_on_the_command_line_are_not_warned_of(
    two_folders: tuple[Path, str],
) -> None:
    other, _ = two_folders
    env = {"ARENA_STORE": str(other), "ARENA_STORE_TIMEOUT": "9", "ARENA_API_KEY": "sk-x"}
    assert arena("runs", "--json", env=env).stderr == ""
    # A key's variable named to the command is read by it, whatever its name.
    given = arena("resume", "--all", "--api-key-env", "ARENA_TOKEN", env={"ARENA_TOKEN": "sk"})
    assert "warning:" not in given.stderr, given.stderr


def test_json_output_stays_json_under_a_warning(two_folders: tuple[Path, str]) -> None:
    other, _ = two_folders
    listed = arena("pending", "--json", env={"ARENA_STOR": str(other)})
    assert json.loads(listed.stdout) == [] and listed.stderr.splitlines() == [WARNED]
