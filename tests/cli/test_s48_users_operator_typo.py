"""A misspelt operator name names the closest registered one and where the names are listed.

``arena operators remove alcie`` said only "no operator 'alcie' in store ...", while ``arena
operators token`` of the same name pointed at ``arena operators list`` (users48). Both now say
"(did you mean 'alice'?)" where a registered name is close, and "see arena operators list";
a name close to none gets no guess; the right name still removes and issues as before."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.store import SQLiteStore


def arena(db: Path, *args: str) -> Result:
    return CliRunner().invoke(main, [*args, "--store", str(db)], env={"ARENA_POLICY": None})


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "arena.db"
    for name, role in (("alice", "facilities"), ("bob", "finance")):
        assert arena(path, "operators", "add", name, "--role", role).exit_code == 0
    return path


def names(db: Path) -> list[str]:
    store = SQLiteStore(db)
    try:
        return [o.name for o in store.operators()]
    finally:
        store.close()


@pytest.mark.parametrize("command", ["remove", "token"])
@pytest.mark.parametrize("typed", ["alcie", "Alice", "alice2"])
def test_a_misspelt_operator_is_refused_with_the_closest_name(
    db: Path, command: str, typed: str
) -> None:
    result = arena(db, "operators", command, typed)
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    line = result.stderr.strip()
    assert line.startswith(f"error: no operator {typed!r} (did you mean 'alice'?) in store "), line
    assert line.endswith("; see arena operators list"), line
    assert "Traceback" not in result.output
    assert names(db) == ["alice", "bob"]


@pytest.mark.parametrize("command", ["remove", "token"])
def test_a_name_close_to_none_gets_no_guess(db: Path, command: str) -> None:
    result = arena(db, "operators", command, "zed")
    assert result.exit_code == 2, result.output
    assert "did you mean" not in result.stderr
    assert "no operator 'zed'" in result.stderr
    assert result.stderr.strip().endswith("; see arena operators list")


def test_the_right_name_still_removes_and_issues(db: Path) -> None:
    assert arena(db, "operators", "token", "bob").exit_code == 0
    removed = arena(db, "operators", "remove", "alice")
    assert removed.exit_code == 0, removed.output
    assert "operator alice removed" in removed.stdout
    assert names(db) == ["bob"]
    again = arena(db, "operators", "remove", "alice")  # already removed: its own words stand
    assert again.exit_code == 2 and "was already removed" in again.stderr, again.output
