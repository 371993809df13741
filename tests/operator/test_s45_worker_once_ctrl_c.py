"""Ctrl-C twice to `arena worker --once` mid-leg: the run is given back at once, as the loop's is.

The first Ctrl-C stops new claims and lets legs in flight finish; a second gives them back now
(users tester 33). That held for the worker's loop only: with ``--once`` the second Ctrl-C did
nothing, the leg ran on to its timeout (here 600 s), and a person who then killed the worker
left its claim for the whole TTL. Now ``--once`` stops as the loop does: 'stopping now …', the
run released (waiting again with its answer), '1 given back', exit 0, no traceback. The
second Ctrl-C is sent once the worker has said it is stopping (its own line), not after a time.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from arena.store import open_store
from arena.types import InputResponse, Responder

#: vanilla keeping its pause in the store (durable); with $HOLD its resumed leg waits.
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


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    path = os.pathsep.join(p for p in (str(tmp_path), TESTS, os.environ.get("PYTHONPATH")) if p)
    return {**os.environ, "PYTHONPATH": path, **extra}


def _approved_waiting(tmp_path: Path) -> str:
    (tmp_path / "mine.py").write_text(MINE)
    command = [ARENA, "run", "human_in_the_loop", "--adapter", "mine:durable", "--store"]
    made = subprocess.run(
        [*command, "s.db", "--item=hitl-01", "--human", "--quiet"],
        cwd=tmp_path,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=WAIT_S,
    )
    assert made.returncode == 0, made.stdout + made.stderr
    with open_store(str(tmp_path / "s.db")) as store:
        [run] = store.runs()
        [request] = store.requests(run.id)
        store.answer(
            InputResponse(
                request_id=request.id,
                option_id="approve",
                responder=Responder(name="alice", interface="cli"),
            )
        )
    return run.id


@pytest.mark.slow
def test_a_second_ctrl_c_gives_the_once_worker_s_run_back_at_once(tmp_path: Path) -> None:
    run_id = _approved_waiting(tmp_path)
    (tmp_path / "in-leg-2").mkdir()
    proc = subprocess.Popen(
        [ARENA, "worker", "--once", "--leg-timeout", "600", "--store", "s.db"],
        cwd=tmp_path,
        env=_env(tmp_path, HOLD="1"),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    said: list[str] = []
    try:
        deadline = time.monotonic() + WAIT_S
        while not (tmp_path / "in-leg-2" / run_id).exists():
            assert proc.poll() is None, proc.communicate()[1]
            assert time.monotonic() < deadline, "the run never reached its resumed leg"
            time.sleep(0.05)  # a poll for the file the leg writes, not the order itself
        proc.send_signal(signal.SIGINT)
        assert proc.stderr is not None
        for line in proc.stderr:  # its own word that it is stopping, then the second Ctrl-C
            said.append(line)
            if "stopping: no new claims" in line:
                break
        proc.send_signal(signal.SIGINT)
        _, rest = proc.communicate(timeout=60)  # was: the leg ran on, 600 s
        said.append(rest)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
    out = "".join(said)
    assert proc.returncode == 0, out
    assert "Traceback" not in out, out
    assert "stopping now: runs in flight are given back" in out, out
    assert "1 given back (they wait with their answers)" in out, out
    with open_store(str(tmp_path / "s.db")) as store:
        run = store.run(run_id)
        assert run.status == "waiting", run
        assert run.claim_owner is None and run.claim_expires_at is None, run
        transitions = [e.transition for e in store.history(run_id)]
        assert transitions[-3:] == ["request.approved", "run.claimed", "run.released"]
        assert store.side_effects(run_id) == []  # nothing booked by the cut-off leg
