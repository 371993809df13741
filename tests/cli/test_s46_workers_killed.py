"""`arena run --workers 2 --store`: a worker killed past the give-back limit leaves no run claimed.

On Ctrl-C the parent waits for each worker to give back its runs (durable45), up to 300 s
(``GIVE_BACK_S``), then kills it: a worker stuck in code that ignores its cancellation left its
runs ``resuming`` under a process that was gone, with no word of which runs or why, until a
later ``arena resume --all`` took them over. Now the parent releases them (``run.released`` by
``arena run``, naming the process and why: they wait again with their answers) and says so on
stderr. Here each run's second leg blocks its worker's event loop reading a FIFO no one writes
(the fault: cancellation never reaches it), the limit is 0 s (the hook: the driver sets
``GIVE_BACK_S`` before the command runs), and the Ctrl-C is sent once both runs are in that leg.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from arena.parallel_stop import given_back_for
from arena.store import SQLiteStore, holder, open_store
from arena.types import Responder
from store_support import synthetic_waiting

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

#: The command, with the give-back limit at 0 s (named in whichever module keeps it).
DRIVER = """
import sys
import arena.parallel as parallel
try:
    import arena.parallel_stop as stop
except ImportError:
    stop = parallel
stop.GIVE_BACK_S = 0.0
from arena.cli import main
main(sys.argv[1:])
"""

TESTS = str(Path(__file__).resolve().parents[1])
WAIT_S = 120.0


def _path(tmp_path: Path) -> str:
    return os.pathsep.join(p for p in (str(tmp_path), TESTS, os.environ.get("PYTHONPATH")) if p)


@pytest.mark.slow
def test_a_worker_killed_past_the_limit_has_its_runs_released_and_named(tmp_path: Path) -> None:
    (tmp_path / "mine.py").write_text(MINE)
    (tmp_path / "in-leg-2").mkdir()
    fifo = tmp_path / "hold"
    os.mkfifo(fifo)
    args = ["run", "human_in_the_loop", "--adapter", "mine:stuck", "--store", "s.db", "--quiet",
            "--item=hitl-01", "--item=hitl-02", "--workers", "2"]  # fmt: skip
    env = {**os.environ, "PYTHONPATH": _path(tmp_path), "HOLD_FIFO": str(fifo)}
    proc = subprocess.Popen(
        [sys.executable, "-c", DRIVER, *args],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,  # its own group, as a terminal gives a command
    )
    try:
        deadline = time.monotonic() + WAIT_S
        while len(list((tmp_path / "in-leg-2").iterdir())) < 2:
            assert proc.poll() is None, proc.communicate()[0]
            assert time.monotonic() < deadline, "the runs never reached their second leg"
            time.sleep(0.05)  # a poll for the files the runs write, not the order itself
        os.killpg(proc.pid, signal.SIGINT)
        out, _ = proc.communicate(timeout=WAIT_S)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
        with contextlib.suppress(OSError):  # a reader left (it should not be): let it go
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
    assert proc.returncode == 130, out
    assert "Traceback" not in out, out
    with open_store(str(tmp_path / "s.db")) as store:
        runs = store.runs()
        assert len(runs) == 2
        for run in runs:
            # was: resuming, claimed by the killed worker, said nowhere
            assert run.status == "waiting", run
            assert run.claim_owner is None and run.claim_expires_at is None, run
            history = store.history(run.id)
            assert [e.transition for e in history][-2:] == ["run.claimed", "run.released"]
            released = history[-1]
            assert released.actor.name == "arena run", released
            assert "was killed (it had not given back its runs 0 s after the stop)" in str(
                released.note
            ), released.note
            assert run.id in out, out  # the operator is told which runs
    said = " ".join(out.split())
    assert said.count("warning: worker process ") == 2, out
    assert "holding 1 run(s); released run_" in said and "they wait with their answers" in said


def _dead_owner() -> tuple[int, str]:
    """A claim owner's identity of a process that has exited (this machine, this boot)."""
    ran = subprocess.run(
        [sys.executable, "-c", "from arena.store import holder; print(holder.identity('w'))"],
        capture_output=True, text=True, timeout=WAIT_S, check=True,
    )  # fmt: skip
    owner = ran.stdout.strip()
    who = holder.parse(owner)
    assert who is not None and holder.exited(owner)
    return who.pid, owner


def test_a_second_ctrl_c_names_the_runs_and_writes_nothing(tmp_path: Path) -> None:
    """The kill a second Ctrl-C asks for: the runs are named, not released (no store write
    when the person wants out at once); released, the same run waits again."""
    store = SQLiteStore(tmp_path / "arena.db")
    run_id, _ = synthetic_waiting(store)
    pid, owner = _dead_owner()
    store.claim(run_id, owner, ttl_s=600, actor=Responder(name="worker"))
    said: list[str] = []
    assert given_back_for(store, {pid: "a second Ctrl-C"}, release=False, say=said.append) == []
    assert store.run(run_id).status == "resuming"
    assert said == [
        f"worker process {pid} was killed (a second Ctrl-C) holding 1 run(s); still claimed by "
        f"it: {run_id} (arena resume --all takes them over: their process has exited)"
    ]
    said.clear()
    assert given_back_for(store, {pid: "why"}, release=True, say=said.append) == [run_id]
    assert store.run(run_id).status == "waiting" and store.run(run_id).claim_owner is None
    assert said == [
        f"worker process {pid} was killed (why) holding 1 run(s); released {run_id}: they wait "
        "with their answers"
    ]
    store.close()


def test_claims_of_other_processes_are_left_alone(tmp_path: Path) -> None:
    """Honest neighbours: a claim of a process still running (this one), and one of an exited
    process that was no killed worker, stay as they are; nothing is said."""
    store = SQLiteStore(tmp_path / "arena.db")
    mine, _ = synthetic_waiting(store)
    other, _ = synthetic_waiting(store)
    store.claim(mine, holder.identity("w"), ttl_s=600, actor=Responder(name="worker"))
    pid, owner = _dead_owner()
    store.claim(other, owner, ttl_s=600, actor=Responder(name="worker"))
    said: list[str] = []
    killed = {os.getpid(): "why", pid + 1_000_000: "why"}  # this process alive; another pid
    assert given_back_for(store, killed, release=True, say=said.append) == []
    assert store.run(mine).status == store.run(other).status == "resuming"
    assert said == []
    store.close()
