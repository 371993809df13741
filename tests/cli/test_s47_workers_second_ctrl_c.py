"""`arena run --workers 2 --store`: a second Ctrl-C while the parent waits for its workers.

The first Ctrl-C stops the workers and the parent waits, up to 300 s, for each to give back its
runs (durable45); a second kills them at once and names the runs they held, which stay claimed
by the dead processes for ``arena resume --all`` to take over (durable46, unit-tested only).
Here, as a user runs it: each run's second leg blocks its worker's event loop reading a FIFO no
one writes (its cancellation never reaches it), the first SIGINT goes to the command's process
group once both runs are in that leg, and the second only once the parent has said on stderr
that it is waiting (the order is forced: that line is said inside the wait, durable47). Then:
exit 130, no traceback, each run named, and the store verifies (``arena audit verify``).
"""

from __future__ import annotations

import contextlib
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from arena.store import holder, open_store

#: vanilla keeping its pause in the store (durable), whose second leg blocks its loop for good.
MINE = """
import os, pathlib

from durable_references_booked import keptvanilla


def stuck(spec):
    adapter = keptvanilla(spec)

    async def resume(responses, ctx):
        pathlib.Path("in-leg-2", ctx.run_id).write_text(ctx.adapter)
        pathlib.Path(os.environ["HOLD_FIFO"]).read_text()  # blocks the loop: no cancellation

    adapter.resume = resume
    return adapter
"""

TESTS = str(Path(__file__).resolve().parents[1])
ARENA = str(Path(sys.executable).with_name("arena"))
WAIT_S = 120.0
STOPPING = "stopping: waiting for 2 worker process(es) to give back their runs"


@pytest.mark.slow
def test_a_second_ctrl_c_in_the_wait_kills_the_workers_and_names_their_runs(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "work"  # the command's folder; the store is elsewhere, named by path
    folder.mkdir()
    (folder / "mine.py").write_text(MINE)
    (folder / "in-leg-2").mkdir()
    fifo = tmp_path / "hold"
    os.mkfifo(fifo)
    store_path = tmp_path / "store" / "s.db"
    path = os.pathsep.join(p for p in (str(folder), TESTS, os.environ.get("PYTHONPATH")) if p)
    env = {**os.environ, "PYTHONPATH": path, "HOLD_FIFO": str(fifo), "COLUMNS": "200"}
    args = [ARENA, "run", "human_in_the_loop", "--adapter", "mine:stuck", "--store",
            str(store_path), "--quiet", "--item=hitl-01", "--item=hitl-02", "--workers", "2",
            "--out", str(tmp_path / "results")]  # fmt: skip
    proc = subprocess.Popen(
        args,
        cwd=folder,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,  # its own group, as a terminal gives a command
    )
    lines: queue.Queue[str | None] = queue.Queue()

    def read() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.put(line)
        lines.put(None)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    said: list[str] = []
    try:
        deadline = time.monotonic() + WAIT_S
        while len(list((folder / "in-leg-2").iterdir())) < 2:
            assert proc.poll() is None, "".join(said)
            assert time.monotonic() < deadline, "the runs never reached their second leg"
            time.sleep(0.05)  # a poll for the files the runs write, not the order itself
        os.killpg(proc.pid, signal.SIGINT)  # the first Ctrl-C
        while not any(STOPPING in " ".join(s.split()) for s in said):
            line = lines.get(timeout=WAIT_S)
            assert line is not None, "".join(said)  # it exited without waiting
            said.append(line)
        os.killpg(proc.pid, signal.SIGINT)  # the second, inside the wait
        proc.wait(timeout=WAIT_S)
        reader.join(timeout=WAIT_S)
        while (line := lines.get_nowait() if not lines.empty() else None) is not None:
            said.append(line)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        with contextlib.suppress(OSError):  # a reader left (none should be): let it go
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
    out = "".join(said)
    flat = " ".join(out.split())
    assert proc.returncode == 130, out  # docs/operator.md's exit codes: interrupted
    assert "Traceback" not in out, out
    assert "press Ctrl-C again to kill them now" in flat, out
    with open_store(str(store_path)) as store:
        runs = store.runs()
        assert len(runs) == 2, runs
        for run in runs:
            # killed holding it: still claimed by its process, which is gone, so any resumer
            # takes it over (store.queue), and the command said which
            assert run.status == "resuming", run
            assert holder.exited(run.claim_owner), run.claim_owner
            transitions = [e.transition for e in store.history(run.id)]
            assert transitions[-1] == "run.claimed", transitions
            assert transitions.count("run.claimed") == 1, transitions
            assert f"still claimed by it: {run.id}" in flat, out
    assert flat.count("was killed (a second Ctrl-C) holding 1 run(s)") == 2, out
    assert "arena resume --all takes them over" in flat, out
    verify = subprocess.run(
        [ARENA, "audit", "verify", "--store", str(store_path)],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=WAIT_S,
    )  # fmt: skip
    assert verify.returncode == 0, verify.stdout + verify.stderr
    assert verify.stdout.startswith("ok: "), verify.stdout
