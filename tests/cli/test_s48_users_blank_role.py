"""``--role ''`` (or a blank role) is refused: exit 2, the option named, nothing recorded.

``arena approve REQ --role "$ROLE"`` with ROLE unset approved with no role, and ``--role ' '``
recorded the role " " in the audit trail: a decision that cannot be taken back, made under a
role nobody meant (users48). ``--as ''`` was refused already; ``--role`` now is too, on every
command that takes it (approve, deny, reply, reconcile)."""

from __future__ import annotations

import json
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
        return CliRunner().invoke(main, list(args), env={"ARENA_POLICY": None, "COLUMNS": "80"})


def dump(db: Path) -> list[str]:
    return list(sqlite3.connect(db).iterdump())


COMMANDS = {
    "approve": ["approve"],
    "deny": ["deny", "--reason", "over budget"],
    "reply": ["reply", "{id}", "yes, but Aspen"],
    "reconcile": ["reconcile", "--outcome", "took-effect", "--reason", "seen"],
}


@pytest.mark.parametrize("given", ["", " ", "\t"], ids=["empty", "space", "tab"])
@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_blank_role_is_refused_and_nothing_recorded(
    store: SQLiteStore, db: Path, given: str, command: str
) -> None:
    run = start_waiting(store)
    request = store.requests(run)[0].id
    words = [w.replace("{id}", request) for w in COMMANDS[command]]
    if "{id}" not in COMMANDS[command]:
        words.insert(1, run if command == "reconcile" else request)
    before = dump(db)
    result = arena(*words, "--role", given, "--store", str(db))
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    assert "--role" in result.stderr and "empty" in result.stderr, result.stderr
    assert "leave --role out" in result.stderr
    assert "Traceback" not in result.output
    assert result.stderr.rstrip().endswith("without one"), result.stderr
    assert dump(db) == before
    assert [r.id for r in store.pending()] == [request]


@pytest.mark.parametrize("role", [None, "finance"])
def test_a_named_role_or_none_still_answers(store: SQLiteStore, db: Path, role: str | None) -> None:
    request = store.requests(start_waiting(store))[0].id
    given = ["--role", role] if role else []
    result = arena("approve", request, *given, "--json", "--store", str(db))
    assert result.exit_code == 0, result.output
    assert store.pending() == []
    assert json.loads(result.stdout)["answer"]["role"] == role
