"""Registering the first admin under another login (`arena operators add alice --role admin` as
OS user root) locked every later operator change with no sign of it (tester, seed 003): the
command now warns, saying who can let the caller back in and with which command."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner, Result

from arena.cli import main
from login_support import os_user


def arena(*args: str, user: str = "root", db: Path) -> Result:
    env = {"ARENA_POLICY": None, "ARENA_ENV": None}
    with os_user(user):
        return CliRunner().invoke(
            main, [*args, "--store", str(db)], env=env, catch_exceptions=False
        )


def test_the_first_admin_under_another_login_warns_the_caller(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    added = arena("operators", "add", "alice", "--role", "admin", "--role", "facilities", db=db)
    assert added.exit_code == 0, added.output
    assert added.stderr.splitlines(keepends=True)[0] == (  # 2nd line: no account alice here
        "warning: OS user 'root' may no longer add, change or remove operators: only an operator "
        "with role admin may — alice (login alice). To manage as 'root', one of them runs: "
        "arena operators add root --role admin\n"
    )
    assert arena("operators", "add", "bob", "--role", "finance", db=db).exit_code == 2
    # The command it names lets root back in, run by alice.
    back = arena("operators", "add", "root", "--role", "admin", user="alice", db=db)
    assert back.exit_code == 0 and back.stderr == ""
    assert arena("operators", "add", "bob", "--role", "finance", db=db).exit_code == 0


def test_an_admin_under_the_callers_own_login_warns_nothing(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    added = arena("operators", "add", "alice", "--role", "admin", "--login", "root", db=db)
    assert added.exit_code == 0 and added.stderr == ""
    other = arena("operators", "add", "bob", "--role", "finance", db=db)
    assert other.exit_code == 0 and other.stderr == ""


def test_an_operator_who_keeps_other_roles_is_told_to_add_the_managing_one(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    assert arena("operators", "add", "root", "--role", "finance", db=db).stderr == ""
    added = arena("operators", "add", "alice", "--role", "admin", db=db)
    assert added.stderr.splitlines(keepends=True)[0].endswith(
        "To manage as 'root', one of them runs: arena operators add root --role finance "
        "--role admin\n"
    )
