"""Every command says the same of a missing store, and a command that makes one says so.

approve/show/resume/history/serve said ``no store at .arena/arena.db`` (relative, no hint) while
pending/runs gave the absolute path and "runs recorded from another folder are in that folder's
store"; ``arena operators add`` in an empty folder made .arena/arena.db there and "ended open
mode" in it without naming it (outside tester 20)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main

HINT = "runs recorded from another folder are in that folder's store"


def arena(*args: str) -> Result:
    env = {"ARENA_STORE": None, "ARENA_POLICY": None, "COLUMNS": "80"}
    return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def one_line(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize(
    "command",
    [["approve", "req_x"], ["deny", "req_x", "--reason", "no"], ["reply", "req_x", "yes"],
     ["show", "x"], ["history", "x"], ["resume", "--all"], ["audit", "verify"], ["sweep"],
     ["operators", "token", "zed"], ["worker", "--once"]],
)  # fmt: skip
def test_a_missing_default_store_is_named_alike_by_every_command(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, command: list[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    said = arena(*command)
    where = tmp_path / ".arena" / "arena.db"
    assert said.exit_code == 2, said.output
    assert said.stderr.startswith(f"error: no store at {where} (the default"), said.stderr
    assert HINT in said.stderr
    listed = arena("pending")
    assert listed.exit_code == 0
    assert one_line(listed.stdout) == one_line(f"nothing pending: {said.stderr[len('error: ') :]}")
    assert not (tmp_path / ".arena").exists()


def test_a_missing_named_store_is_named_absolute(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    said = arena("show", "x", "--store", "typo.db")
    assert said.exit_code == 2
    assert said.stderr.startswith(f"error: no store at {tmp_path / 'typo.db'} (named by --store)")


def test_operators_add_names_the_store_it_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    first = arena("operators", "add", "zed", "--role", "x")
    assert first.exit_code == 0, first.output
    where = tmp_path / ".arena" / "arena.db"
    assert where.is_file()
    assert f"store: {where} (created now" in first.stdout, first.stdout
    assert "open mode ended in this store" in one_line(first.stdout)
    again = arena("operators", "add", "amy", "--role", "x")
    assert f"store: {where}\n" in again.stdout and "created" not in again.stdout, again.stdout
