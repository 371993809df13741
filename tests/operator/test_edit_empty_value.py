"""`arena approve --edit room_id=` (an empty value) was accepted and bound book_room(room_id='');
the web inbox refuses the same edit (HTTP 400, "an edit needs at least one NAME=VALUE"). The CLI
and the Python API refuse it too, with that message (tester, seed 003)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.edits import edited_args
from arena.errors import InvalidAnswer
from arena.store import SQLiteStore
from login_support import os_user
from store_support import start_waiting

WHY = (
    "an edit needs at least one NAME=VALUE; room_id= has no value (leave an argument out to keep "
    "what was proposed)"
)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "arena.db"


@pytest.fixture
def store(db: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(db)
    yield s
    s.close()


def arena(*args: str) -> Result:
    env = {"ARENA_POLICY": None, "ARENA_ENV": None}
    with os_user("root"):
        return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def dump(db: Path) -> list[str]:
    return list(sqlite3.connect(db).iterdump())


@pytest.mark.parametrize("value", ["", "  "], ids=["empty", "blank"])
def test_an_edit_with_an_empty_value_is_refused_at_the_cli(
    store: SQLiteStore, db: Path, value: str
) -> None:
    request_id = store.requests(start_waiting(store))[0].id
    before = dump(db)
    result = arena("approve", request_id, "--edit", f"room_id={value}", "--store", str(db))
    assert result.exit_code == 2, result.output
    assert result.stderr == f"error: {WHY}\n"
    assert dump(db) == before
    assert store.request(request_id).response is None


def test_an_edit_with_an_empty_value_is_refused_from_python(store: SQLiteStore) -> None:
    request_id = store.requests(start_waiting(store))[0].id
    with pytest.raises(InvalidAnswer) as caught:
        edited_args(store, store.request(request_id), {"room_id": ""})
    assert str(caught.value) == WHY
