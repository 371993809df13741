"""A text option never takes a flag as its value (tester3 finding 6).

Click reads the word after ``--reason`` as the reason, so ``arena deny REQ --reason --json``
recorded an irreversible denial whose reason was "--json". A flag (one of the command's own
option names, or one word starting with ``--``) given as the value of ``--reason``, ``--note``,
``--as``, ``--role`` or ``--store`` is refused in one line, exit 2, and nothing is written; text
that merely starts with a dash ("-1 budget") is a reason like any other.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.store import SQLiteStore
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
    env = {"ARENA_POLICY": None, "ARENA_ENV": None, "ARENA_STORE": None}
    return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def dump(db: Path) -> list[str]:
    return list(sqlite3.connect(db).iterdump())


def refused(result: Result, option: str, flag: str) -> None:
    assert result.exit_code == 2, result.output
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("error: "), result.stderr
    assert option in result.stderr and flag in result.stderr, result.stderr
    assert "needs a value" in result.stderr, result.stderr
    assert "Traceback" not in result.output


@pytest.mark.parametrize(
    ("args", "option", "flag"),
    [
        (("deny", "{req}", "--reason", "--json", "--store", "{db}"), "--reason", "--json"),
        # --store swallowed: the error names the missing reason, not a missing store
        (("deny", "{req}", "--reason", "--store", "{db}"), "--reason", "--store"),
        (("deny", "{req}", "--reason", "-h", "--store", "{db}"), "--reason", "-h"),
        (("deny", "{req}", "--reason", "--jsn", "--store", "{db}"), "--reason", "--jsn"),
        (("deny", "{req}", "--reason", "--store={db}", "--store", "{db}"), "--reason", "--store"),
        (("deny", "{req}", "--reason", "ok", "--note", "--json", "--store", "{db}"), "--note", "--json"),
        (("deny", "{req}", "--reason", "ok", "--as", "--role", "--store", "{db}"), "--as", "--role"),
        (("approve", "{req}", "--note", "--json", "--store", "{db}"), "--note", "--json"),
        (("approve", "{req}", "--as", "--json", "--store", "{db}"), "--as", "--json"),
        (("approve", "{req}", "--role", "--policy", "x.yaml", "--store", "{db}"), "--role", "--policy"),
        (("approve", "{req}", "--store", "--json"), "--store", "--json"),
    ],
)  # fmt: skip
def test_a_flag_taken_as_a_value_is_refused_and_nothing_is_recorded(
    store: SQLiteStore, db: Path, args: tuple[str, ...], option: str, flag: str
) -> None:
    req = store.requests(start_waiting(store))[0].id
    before = dump(db)
    refused(arena(*(a.format(req=req, db=db) for a in args)), option, flag)
    assert dump(db) == before
    assert store.request(req).response is None


def test_reconcile_and_operators_refuse_a_flag_as_a_value(db: Path) -> None:
    refused(
        arena("reconcile", "run_x", "--outcome", "no-effect", "--reason", "--json"),
        "--reason",
        "--json",
    )
    refused(arena("operators", "add", "bob", "--role", "--login", "bob"), "--role", "--login")
    refused(arena("resume", "--all", "--as", "--json"), "--as", "--json")
    assert not db.exists()


@pytest.mark.parametrize("reason", ["-1 budget", "-", "-5", "--force was not needed"])
def test_a_reason_that_only_starts_with_a_dash_is_kept(
    store: SQLiteStore, db: Path, reason: str
) -> None:
    req = store.requests(start_waiting(store))[0].id
    result = arena("deny", req, "--reason", reason, "--store", str(db))
    assert result.exit_code == 0, result.output
    response = store.request(req).response
    assert response is not None and reason in str(response.note or response.text or "")
