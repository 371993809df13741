"""``arena show RUN`` prints each tool call's result whole, wrapped between words, as a user runs
it: another folder, COLUMNS=80, stdout a pipe (users28 finding 1: it cut each result at 100
characters, mid-number and with no "…", so the operator read ``R-210 (Maple, seats 1`` for
``seats 10``)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from arena.store import SQLiteStore
from arena.tools.rooms import search_rooms
from cli_support import BIN, user_env
from store_support import start_waiting


def test_show_prints_each_tool_result_whole_at_80_columns(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    store = SQLiteStore(db)
    run_id = start_waiting(store)  # its search_rooms(capacity=6, day="tuesday") lists 3+ rooms
    store.close()
    result = search_rooms.__wrapped__(capacity=6, day="tuesday")  # what the run's call returned
    assert len(result) > 100, result  # long enough that the old cut hid its end
    env = user_env()
    env["COLUMNS"] = "80"
    cwd = tmp_path / "elsewhere"
    cwd.mkdir()
    done = subprocess.run(
        [str(BIN / "arena"), "show", run_id, "--store", str(db)],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    # A command to paste is one line whatever the width (render.hint); everything else fits.
    assert all(len(line) <= 80 for line in lines if " arena " not in line), done.stdout
    start = next(i for i, line in enumerate(lines) if line.startswith("tool calls"))
    block = [lines[start]] + [
        line for line in lines[start + 1 :] if line.startswith(" ")
    ]  # its continuation lines, under the label column
    said = " ".join(line[len("tool calls") :].strip() for line in block)
    said = re.sub(r"\s+", " ", said)
    assert f"leg 1 search_rooms ok: {result}" in said, (result, done.stdout)
