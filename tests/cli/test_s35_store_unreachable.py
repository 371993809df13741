"""``--store`` or ``ARENA_STORE`` under a folder this user cannot search (EACCES), with a name
over 255 bytes (ENAMETOOLONG) or through a file (ENOTDIR) ended in a traceback: every command
checks or opens the store with ``Path.is_dir``/``is_file``, which raise these. Now one line
names the store, the OS error and the fix, exit 2 (fixes35b). As root, ENAMETOOLONG stands in
for EACCES on the command line; the line for EACCES is checked on the error itself."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main

COMMANDS = [
    ["pending"],
    ["runs"],
    ["show", "abc"],
    ["resume", "--all"],
    ["worker", "--once"],
    ["run", "human_in_the_loop", "--adapter", "vanilla", "--human"],
]


def _long(tmp_path: Path) -> str:
    return str(tmp_path / ("a" * 300) / "arena.db")


def _check(result: Result, store: str) -> None:
    output = result.output
    assert result.exit_code == 2, (output, result.exception)
    assert isinstance(result.exception, SystemExit), result.exception
    lines = output.strip().splitlines()
    assert len(lines) == 1, output
    assert lines[0].startswith(f"error: store {store}"), output
    assert "File name too long [ENAMETOOLONG]" in lines[0], output
    assert "give --store / ARENA_STORE a path" in lines[0], output


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
def test_a_store_named_by_flag_past_the_name_limit_is_one_line(
    tmp_path: Path, command: list[str]
) -> None:
    store = _long(tmp_path)
    args = [*command, "--out", str(tmp_path / "o")] if command[0] in ("run", "resume") else command
    result = CliRunner().invoke(
        main, [*args, "--store", store], env={"COLUMNS": "100000", "ARENA_STORE": None}
    )
    _check(result, store)
    assert "(named by --store)" in result.output


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
def test_a_store_named_by_env_past_the_name_limit_is_one_line(
    tmp_path: Path, command: list[str]
) -> None:
    store = _long(tmp_path)
    args = [*command, "--out", str(tmp_path / "o")] if command[0] in ("run", "resume") else command
    result = CliRunner().invoke(main, args, env={"COLUMNS": "100000", "ARENA_STORE": store})
    _check(result, store)
    assert "(named by $ARENA_STORE)" in result.output


def test_a_folder_this_user_cannot_search_says_how_to_fix_it(tmp_path: Path) -> None:
    from arena.cli.store_file import unreachable

    store = str(tmp_path / "locked" / "in" / "arena.db")
    denied = PermissionError(errno.EACCES, os.strerror(errno.EACCES), store)
    line = unreachable(denied, store)
    assert line is not None
    assert line.startswith(f"store {store} (named by --store) cannot be reached: ")
    assert "[EACCES]" in line and "chmod" in line, line
    beside = PermissionError(
        errno.EACCES, "denied", str(tmp_path / "locked" / "in" / "policy.yaml")
    )
    assert unreachable(beside, store) is not None  # the policy file beside the store
    wal = PermissionError(errno.EACCES, "denied", store + "-wal")
    assert unreachable(wal, store) is not None
    other = PermissionError(errno.EACCES, "denied", str(tmp_path / "locked" / "in" / "runs.jsonl"))
    assert unreachable(other, store) is None  # results written beside it are not the store
    above = PermissionError(errno.EACCES, "denied", str(tmp_path / "locked"))
    assert unreachable(above, store) is not None  # a folder on the way


def test_other_os_errors_are_not_taken_for_the_store(tmp_path: Path) -> None:
    from arena.cli.store_file import unreachable

    store = str(tmp_path / "s" / "arena.db")
    elsewhere = PermissionError(errno.EACCES, "denied", str(tmp_path / "results" / "x.json"))
    assert unreachable(elsewhere, store) is None
    full = OSError(errno.ENOSPC, "No space left on device", store)
    assert unreachable(full, store) is None
    assert unreachable(PermissionError(errno.EACCES, "denied"), store) is None
    assert unreachable(elsewhere, "postgresql://h/db") is None
