"""After Ctrl-C in ``arena run --human`` nothing said how to run the items that never started, and
summary.json's ``interrupted.items`` listed every planned item (outside tester 12, finding 5): the
items started and those not started are now recorded apart, and the exact command that runs the
missing ones is printed (and kept in summary.json)."""

from __future__ import annotations

import json
import os
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

#: vanilla, whose first run goes through and every later run hangs at its start (a file in
#: hanging/ says so) until the interrupt.
MINE = """
import asyncio, pathlib

from arena.adapters import vanilla as plain


def hangs(spec):
    adapter = plain.build(spec)
    start = adapter.start

    async def first(user_input, ctx):
        if any(pathlib.Path("done").iterdir()):
            pathlib.Path("hanging", ctx.run_id).write_text("")
            await asyncio.sleep(3600)
        pathlib.Path("done", ctx.run_id).write_text("")
        return await start(user_input, ctx)

    adapter.start = first
    return adapter
"""

ARENA = str(Path(sys.executable).with_name("arena"))


@pytest.mark.slow
def test_ctrl_c_names_the_items_not_run_and_the_command_that_runs_them(tmp_path: Path) -> None:
    (tmp_path / "mine.py").write_text(MINE)
    for folder in ("hanging", "done"):
        (tmp_path / folder).mkdir()
    cmd = [ARENA, "run", "human_in_the_loop", "--adapter", "mine:hangs", "--out", "out",
           "--human", "--store", "s.db", "--concurrency", "1", "--leg-timeout", "600",
           "--item=hitl-01", "--item", "hitl-02", "--item", "hitl-03"]  # fmt: skip
    proc = subprocess.Popen(
        cmd,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(tmp_path), "COLUMNS": "80"},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    deadline = time.monotonic() + 120
    while not any((tmp_path / "hanging").iterdir()):
        assert proc.poll() is None, proc.communicate()[0]
        assert time.monotonic() < deadline, "the second run never started"
        time.sleep(0.1)
    # No wait for the first run's checks and hand-off: with --concurrency 1 the second run
    # starts (hanging/) only after the first left the runner's gate and was handed on
    # (runner.run_many), so the Ctrl-C cannot cut it (a 1.5 s sleep stood here).
    os.killpg(proc.pid, signal.SIGINT)
    out, _ = proc.communicate(timeout=60)
    assert proc.returncode == 130, out

    cut = json.loads((tmp_path / "out" / "summary.json").read_text())["interrupted"]
    assert cut["items"] == ["hitl-01", "hitl-02", "hitl-03"]  # what was planned, as before
    assert cut["started"] == ["hitl-01", "hitl-02"]
    assert cut["not_started"] == ["hitl-03"]
    rerun = (
        "arena run human_in_the_loop --human --store s.db --concurrency 1 --leg-timeout 600 "
        "--adapter mine:hangs --item hitl-02 --item hitl-03"
    )
    assert cut["rerun"] == rerun
    flat = " ".join(out.split())  # the command is printed whole, wrapped or not
    assert rerun in flat, out
    assert shlex.split(rerun)[-4:] == ["--item", "hitl-02", "--item", "hitl-03"]
