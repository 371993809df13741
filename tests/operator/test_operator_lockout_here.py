"""The lock-out warning's fix, followed literally by the user it locked out (tester 21).

``arena operators add alice --role admin --login alice`` run as root on a machine with no OS
account alice warned "one of them runs: arena operators add root --role admin": nobody on that
machine could. The warning now says so and, for a store with no runs yet, gives commands the
locked-out user can run themselves; this test runs them, as that user, and makes the next
operator change.
"""

from __future__ import annotations

import re
import shlex
import subprocess
from pathlib import Path

from click.testing import CliRunner, Result

from arena.cli import main
from login_support import os_user

NOBODY_HERE = "alice-has-no-account-here"


def arena(*args: str, db: Path, user: str = "root") -> Result:
    env = {"ARENA_POLICY": None, "ARENA_ENV": None}
    with os_user(user):
        return CliRunner().invoke(main, [*args, "--store", str(db)], env=env)


def test_a_lockout_nobody_here_can_undo_says_so_and_its_fix_works_as_written(
    tmp_path: Path,
) -> None:
    db = tmp_path / "arena.db"
    added = arena(
        "operators", "add", "alice", "--role", "admin", "--role", "facilities",
        "--login", NOBODY_HERE, db=db,
    )  # fmt: skip
    assert added.exit_code == 0, added.output
    said = " ".join(added.stderr.split())
    assert f"no OS account on this machine is named '{NOBODY_HERE}'" in said
    assert arena("operators", "add", "fin1", "--role", "finance", db=db).exit_code == 2
    rm = re.search(r"\((rm -f [^)]+)\)", said)
    again = re.search(r"register the admin with your login too: (arena operators add .+)$", said)
    assert rm is not None and again is not None, said
    subprocess.run(rm.group(1), shell=True, check=True)
    redo = arena(*shlex.split(again.group(1))[1:], db=db)
    assert redo.exit_code == 0 and redo.stderr == "", redo.output
    nxt = arena("operators", "add", "fin1", "--role", "finance", "--login", "jdoe", db=db)
    assert nxt.exit_code == 0, nxt.output
    assert arena("operators", "remove", "fin1", db=db).exit_code == 0


def test_a_manager_with_an_account_here_gets_no_extra_words(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    added = arena("operators", "add", "alice", "--role", "admin", "--login", "root", db=db,
                  user="someone-else")  # fmt: skip
    assert added.exit_code == 0
    assert "no OS account" not in added.stderr and "one of them runs" in added.stderr
