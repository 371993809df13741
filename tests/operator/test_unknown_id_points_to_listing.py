"""An id that matches nothing says where the ids are (users28 finding 6: ``arena approve
req_nope``, ``arena resume nope`` and ``arena history nope`` said "no run or request matches …"
and not which command lists them), with the ``--store`` those commands need from here; run as a
user does: another folder, COLUMNS=80, stderr a pipe."""

from __future__ import annotations

import subprocess
from pathlib import Path

from arena.store import SQLiteStore
from cli_support import BIN, user_env
from store_support import start_waiting


def test_an_unknown_id_names_the_commands_that_list_ids(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    store = SQLiteStore(db)
    start_waiting(store)
    store.close()
    cwd = tmp_path / "elsewhere"
    cwd.mkdir()
    env = user_env() | {"COLUMNS": "80"}
    for command in (["approve", "req_nope"], ["resume", "nope"], ["history", "nope"]):
        done = subprocess.run(
            [str(BIN / "arena"), *command, "--store", str(db)],
            cwd=cwd, env=env, capture_output=True, text=True, timeout=120,
        )  # fmt: skip
        assert done.returncode == 2, (command, done.stderr)
        assert done.stderr == (
            f"error: no run or request matches {command[1]!r} in store {db}; "
            f"`arena pending --store {db}` lists the requests waiting, "
            f"`arena runs --store {db}` the runs\n"
        ), command
