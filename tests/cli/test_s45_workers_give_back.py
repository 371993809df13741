"""Ctrl-C to `arena run --workers 2 --store`: the parent waits for its workers to give back their runs.

On Ctrl-C the parent sends each worker SIGTERM, and each cancels its runs, which gives back what
they hold (a durable run released, waiting again with its answers). The parent gave each worker
5 s from the SIGTERM and then killed it: a worker slower than that to give back — a loaded
machine, a store write waiting on a lock — was killed mid-way, and its runs stayed claimed
(``resuming`` under a dead process) for the claim's whole TTL, said nowhere; under load this was
test_ctrl_c_store[workers]'s likeliest flake. Now the parent waits for each worker's own word
that it holds no run (an event), not for a time. Here the test holds the store's write lock
(``BEGIN IMMEDIATE``, the workers' busy timeout raised to 60 s) from before the Ctrl-C until the
old 5 s have passed for each worker in turn (the parent waits for one, then the next), so each
give-back waits on it: the order is forced by the lock, and the hold only outlasts the old
margins. A parent that kills them then releases their runs itself, which the store reads alike:
who released them, and the parent's line naming the killed worker, tell the two apart (with
GIVE_BACK_S = 0 this passed: the hold ended 6 s after the word, before the second 5 s; speed53c).
"""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from arena.parallel_stop import PARENT
from arena.store import open_store

#: vanilla keeping its pause in the store (durable), whose second leg waits for the interrupt.
MINE = """
import asyncio, os, pathlib

from durable_references_booked import keptvanilla


def durable(spec):
    adapter = keptvanilla(spec)
    real = adapter.resume

    async def resume(responses, ctx):
        if not os.environ.get("HOLD"):
            return await real(responses, ctx)
        pathlib.Path("in-leg-2", ctx.run_id).write_text(ctx.adapter)
        await asyncio.sleep(3600)

    adapter.resume = resume
    return adapter
"""

ARENA = str(Path(sys.executable).with_name("arena"))
TESTS = str(Path(__file__).resolve().parents[1])
WAIT_S = 120.0
OLD_MARGIN_S = 5.0
WORKERS = 2
#: The parent waits for its workers one after the other: a time limit kills the last no sooner.
HOLD_S = OLD_MARGIN_S * WORKERS + 1


def _path(tmp_path: Path) -> str:
    """The user's module and the tests' helpers, before whatever source tree this runs."""
    return os.pathsep.join(p for p in (str(tmp_path), TESTS, os.environ.get("PYTHONPATH")) if p)


def _read(proc: subprocess.Popen[str], lines: list[str], said: threading.Event) -> None:
    """Its output, kept as it comes; ``said`` once the parent says it waits for the workers
    (it says so after it has sent them SIGTERM)."""
    assert proc.stdout is not None
    for line in proc.stdout:
        lines.append(line)
        if "stopping: waiting for" in line:
            said.set()


def _wait_for(folder: Path, want: int, proc: subprocess.Popen[str], what: str) -> None:
    deadline = time.monotonic() + WAIT_S
    while len(list(folder.iterdir())) < want:
        assert proc.poll() is None, proc.communicate()[0]
        assert time.monotonic() < deadline, what
        time.sleep(0.05)  # a poll for the files the runs write, not the order itself


@pytest.mark.slow
def test_workers_slow_to_give_back_are_waited_for_and_their_runs_wait_again(
    tmp_path: Path,
) -> None:
    (tmp_path / "mine.py").write_text(MINE)
    (tmp_path / "in-leg-2").mkdir()
    cmd = [ARENA, "run", "human_in_the_loop", "--adapter", "mine:durable", "--store", "s.db",
           "--quiet", "--item=hitl-01", "--item=hitl-02", "--workers", str(WORKERS)]  # fmt: skip
    env = {**os.environ, "HOLD": "1", "PYTHONPATH": _path(tmp_path), "ARENA_STORE_TIMEOUT": "60"}
    proc = subprocess.Popen(
        cmd,
        cwd=tmp_path,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,  # its own group, as a terminal gives a command
    )
    try:
        _wait_for(tmp_path / "in-leg-2", 2, proc, "the runs never reached their second leg")
        lines: list[str] = []
        said = threading.Event()
        reader = threading.Thread(target=_read, args=(proc, lines, said), daemon=True)
        reader.start()
        lock = sqlite3.connect(tmp_path / "s.db", isolation_level=None, timeout=WAIT_S)
        lock.execute("BEGIN IMMEDIATE")  # each give-back waits for it
        try:
            os.killpg(proc.pid, signal.SIGINT)
            # The hold outlasts the margins the parent once gave from its SIGTERM: a second more
            # from its word that it sent them (not a fixed 3 s more from the Ctrl-C, speed53a),
            # or that fixed span if the word is late.
            end = time.monotonic() + HOLD_S + 2
            if said.wait(max(0.0, end - time.monotonic())):
                end = min(end, time.monotonic() + HOLD_S)
            time.sleep(max(0.0, end - time.monotonic()))
        finally:
            lock.execute("ROLLBACK")
            lock.close()
        proc.wait(timeout=WAIT_S)
        reader.join(timeout=WAIT_S)
        out = "".join(lines)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
    assert proc.returncode == 130, out
    assert "Traceback" not in out, out
    with open_store(str(tmp_path / "s.db")) as store:
        runs = store.runs()
        assert len(runs) == 2
        for run in runs:
            # was: resuming, claimed by a killed worker until its claim expired
            assert run.status == "waiting", run
            assert run.claim_owner is None and run.claim_expires_at is None, run
            history = store.history(run.id)
            transitions = [e.transition for e in history]
            assert transitions[-2:] == ["run.claimed", "run.released"], transitions
            # given back by its worker, not by the parent once it killed it: the parent
            # releases a killed worker's runs itself (durable46), and the store read alike
            assert history[-1].actor != PARENT, history[-1]
    assert "was killed" not in out, out
