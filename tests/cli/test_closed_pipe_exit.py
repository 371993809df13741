"""A closed pipe keeps the command's own exit status (docs/operator.md: 141 replaces only 0).

``arena resume --all | head -1`` exited 141 where the resume owed 1 (a run's checks failed):
``click.echo`` raised BrokenPipeError and the command stopped before its exit status was
computed (outside tester 20). Only rich's console dropped the rest of the output and went on.

The run is a user's durable adapter (vanilla keeping its pause in the store,
tests/durable_references_booked.py): the exit status is the command's whatever the adapter,
and pydantic_ai's import cost ~0.7 s of CPU more in each of the two processes that load one."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

EXE = str(Path(sys.executable).with_name("arena"))
TESTS = Path(__file__).resolve().parents[1]
#: A user's adapter whose pause is kept in the store, found on PYTHONPATH as a user's would be.
ADAPTER = "durable_references_booked:durablevanilla"


def _arena(args: list[str], cwd: Path, *, closed: bool = False) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "ARENA_STORE": str(cwd / "s.db"), "COLUMNS": "80"}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(TESTS), env.get("PYTHONPATH")]))
    if not closed:
        return subprocess.run(
            [EXE, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=180
        )
    reader, writer = os.pipe()
    os.close(reader)  # the reader is gone before the command writes a line
    try:
        return subprocess.run(
            [EXE, *args], cwd=cwd, env=env, stdout=writer, stderr=subprocess.PIPE, text=True,
            timeout=180,
        )  # fmt: skip
    finally:
        os.close(writer)


def test_resume_into_a_closed_pipe_still_exits_1_when_a_run_failed(tmp_path: Path) -> None:
    # hitl-02 expects a denial: approving it completes the run with a check failed (exit 1).
    ran = _arena(
        ["run", "human_in_the_loop", "--adapter", ADAPTER, "--item", "hitl-02", "--human"],
        tmp_path,
    )
    assert ran.returncode == 0, ran.stderr
    ids = [r["id"] for r in json.loads(_arena(["pending", "--json"], tmp_path).stdout)]
    assert len(ids) == 1
    assert _arena(["approve", *ids], tmp_path).returncode == 0
    resumed = _arena(["resume", "--all", "--json"], tmp_path, closed=True)
    assert resumed.returncode == 1, resumed.stderr
    assert "Traceback" not in resumed.stderr
    runs = json.loads(_arena(["runs", "--json"], tmp_path).stdout)
    assert [(r["status"], r["passed"]) for r in runs] == [("completed", False)]
