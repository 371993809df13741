"""``arena ... 2>&1 | head -1`` (users50b): the error line written into the closed pipe raised
BrokenPipeError past its handler, so a usage error (exit 2: nothing was run) exited 1, which
says runs failed, and a missing store alike. stderr into a closed pipe now drops the rest of it
and the command keeps its own exit status; a listing whose stdout closes early still exits 141,
and with both open the codes are unchanged."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

EXE = str(Path(sys.executable).with_name("arena"))


def _closed_run(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """``arena ARGS 2>&1`` into a pipe whose reader went away before the first line."""
    env = {**os.environ, "ARENA_STORE": str(cwd / "s.db"), "COLUMNS": "80"}
    reader, writer = os.pipe()
    os.close(reader)
    try:
        return subprocess.run([EXE, *args], cwd=cwd, env=env, stdout=writer, stderr=writer,
                              text=True, timeout=120)  # fmt: skip
    finally:
        os.close(writer)


@pytest.mark.parametrize(
    "args",
    [
        ["runs", "--bogus"],
        ["pending", "--all"],
        ["run", "--behaviour", "reckless", "--behaviour", "mute", "human_in_the_loop"],
        ["show"],
        ["show", "run_nosuch"],
        ["nosuchcommand"],
        ["runs", "--store", "/nonexistent-dir/x.db"],
        ["deny", "req_x"],
    ],
)
def test_an_error_into_a_closed_pipe_keeps_exit_2(args: list[str], tmp_path: Path) -> None:
    done = _closed_run(args, tmp_path)
    assert done.returncode == 2, args


def test_the_same_errors_open_are_unchanged(tmp_path: Path) -> None:
    env = {**os.environ, "ARENA_STORE": str(tmp_path / "s.db")}
    done = subprocess.run([EXE, "runs", "--bogus"], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=120)  # fmt: skip
    assert done.returncode == 2
    assert "No such option '--bogus'" in done.stderr


def test_a_listing_into_a_closed_pipe_still_exits_141(tmp_path: Path) -> None:
    from arena.store import SQLiteStore
    from store_support import start_waiting

    with SQLiteStore(tmp_path / "s.db") as store:
        for _ in range(3):
            start_waiting(store)
    for args in (["runs"], ["pending"]):
        assert _closed_run(args, tmp_path).returncode == 141, args
