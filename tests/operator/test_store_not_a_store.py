"""An operator command pointed at an existing file that is not a hitl-arena store refuses it with
one line (the path, what it is, the fix) and leaves it as it was. SQLite takes an empty file, or
a database without tables, for a new database: ``arena pending --store notes.txt`` on an empty
file turned it into a store and said "nothing pending". A path that is not there still reads as
no store (exit 2), and a real store still opens."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main

COMMANDS = [
    ["pending"],
    ["show", "req_x"],
    ["approve", "req_x"],
    ["deny", "req_x", "--reason", "no"],
    ["history", "req_x"],
    ["audit", "verify"],
    ["serve", "--port", "0"],
]


def empty(path: Path) -> None:
    path.write_bytes(b"")


def tableless(path: Path) -> None:
    with sqlite3.connect(path) as db:  # a database someone made, nothing in it yet
        db.execute("PRAGMA user_version = 3")


FILES: dict[str, tuple[Callable[[Path], None], str]] = {
    "empty": (empty, "an empty file"),
    "tableless": (tableless, "an SQLite database with no tables"),
}


def arena(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


@pytest.mark.parametrize("kind", FILES)
@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
def test_an_existing_file_that_is_no_store_is_refused_and_left_alone(
    tmp_path: Path, kind: str, command: list[str]
) -> None:
    make, what = FILES[kind]
    path = tmp_path / "notes.db"
    make(path)
    before = path.read_bytes()
    result = arena(*command, "--store", str(path))
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    line = result.stderr
    assert line.count("\n") == 1 and line.startswith("error: "), line
    assert f"store {path} is {what}: not a hitl-arena store" in line, line
    assert "--store" in line and "ARENA_STORE" in line
    assert path.read_bytes() == before  # not made into a store
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.db"]  # no -wal / -shm beside it


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
def test_a_text_file_is_refused_by_the_store_and_left_alone(
    tmp_path: Path, command: list[str]
) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("room list\nR-101\n")
    result = arena(*command, "--store", str(path))
    assert result.exit_code == 2 and result.stderr.count("\n") == 1, result.output
    assert f"{path} is not a readable hitl-arena store" in result.stderr
    assert path.read_text() == "room list\nR-101\n"


def test_the_default_store_location_is_checked_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("ARENA_STORE", raising=False)
    (tmp_path / ".arena").mkdir()
    (tmp_path / ".arena" / "arena.db").write_bytes(b"")
    result = arena("pending")
    assert result.exit_code == 2 and "is an empty file" in result.stderr, result.output
    assert (tmp_path / ".arena" / "arena.db").read_bytes() == b""


def test_a_missing_path_and_a_real_store_behave_as_before(tmp_path: Path) -> None:
    missing = arena("pending", "--store", str(tmp_path / "typo.db"))
    assert missing.exit_code == 2 and "no store at" in missing.stderr, missing.output
    assert not (tmp_path / "typo.db").exists()
    real = tmp_path / "arena.db"
    assert (
        arena("operators", "add", "alice", "--role", "admin", "--store", str(real)).exit_code == 0
    )
    listed = arena("pending", "--store", str(real))
    assert listed.exit_code == 0 and "nothing pending" in listed.stdout, listed.output
