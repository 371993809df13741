"""``--as ''`` (or a blank name) is refused: exit 2, one line "--as needs a name", and nothing
recorded. It was taken as no --as at all, so the answer went into the audit trail under the
login name, where the user had meant to name someone."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.store import SQLiteStore
from login_support import os_user
from store_support import start_waiting


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "arena.db"


@pytest.fixture
def store(db: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(db)
    yield s
    s.close()


def arena(*args: str) -> Result:
    with os_user("root"):
        return CliRunner().invoke(main, list(args), env={"ARENA_POLICY": None})


def dump(db: Path) -> list[str]:
    return list(sqlite3.connect(db).iterdump())


@pytest.mark.parametrize("given", ["", "  "])
@pytest.mark.parametrize(
    "command", [["approve"], ["deny", "--reason", "over budget"]], ids=["approve", "deny"]
)
def test_an_empty_as_is_refused_and_nothing_recorded(
    store: SQLiteStore, db: Path, given: str, command: list[str]
) -> None:
    request = store.requests(start_waiting(store))[0].id
    before = dump(db)
    result = arena(*command, request, "--as", given, "--store", str(db))
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("error: --as needs a name")
    assert dump(db) == before
    assert [r.id for r in store.pending()] == [request]


def test_resume_refuses_an_empty_as(store: SQLiteStore, db: Path) -> None:
    start_waiting(store)
    before = dump(db)
    result = arena("resume", "--all", "--as", "", "--store", str(db))
    assert result.exit_code == 2 and "--as needs a name" in result.stderr, result.output
    assert dump(db) == before


def test_a_named_as_still_answers(store: SQLiteStore, db: Path) -> None:
    request = store.requests(start_waiting(store))[0].id
    result = arena("approve", request, "--as", "root", "--store", str(db))
    assert result.exit_code == 0, result.output
    assert store.pending() == []
