"""``arena run --workers N``'s scripted model in its own process, killed mid-run, hung the run
(users41): the listening socket is bound in the parent and handed to the child, so once the
child was gone connections still queued there and nobody answered them; every run waited out
its leg timeout and the workers' log calls for minutes (1,200 runs: still running 3 minutes
later, then 'error: worker 0 failed: TimeoutError: timed out\\n...' with a traceback's lines).
The parent now notices the child is gone (its ready pipe at its end) within a poll, stops the
workers, writes the runs that finished as a Ctrl-C does (stopped early, why) and says so in one
error line, exit 1."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from arena.model.process import ModelProcess


def _children(pid: int) -> list[int]:
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(p) for p in text.split()]


def _finished(db: Path) -> bool:
    """Whether the run's store holds a finished run yet."""
    if not db.exists():
        return False
    from arena.store import SQLiteStore

    store = SQLiteStore(db)
    try:
        return bool(store.runs(status="completed", limit=1))
    except Exception:  # not made yet
        return False
    finally:
        store.close()


def test_gone_says_the_child_was_killed() -> None:
    model = ModelProcess().start().ready()
    try:
        assert model.gone() is None
        os.kill(model.pid, signal.SIGKILL)
        deadline = time.monotonic() + 30  # a poll: a loaded machine may take a while to reap it
        while (said := model.gone()) is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert said is not None and said.startswith("the scripted model's process (pid "), said
        assert said.endswith(") was killed (signal 9)"), said
    finally:
        model.stop()


def test_a_run_whose_model_process_was_killed_stops_at_once(tmp_path: Path) -> None:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--repeats", "300"]
    args += ["--workers", "2", "--quiet", "--out", str(tmp_path / "r")]
    args += ["--store", str(tmp_path / "arena.db")]  # where the test sees runs finish
    proc = subprocess.Popen(
        [sys.executable, "-m", "arena", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        env={**os.environ, "COLUMNS": "80"},
    )
    try:
        model = None  # the forked model child: the first child running this same command
        deadline = time.monotonic() + 60
        while model is None and time.monotonic() < deadline:
            for child in _children(proc.pid):
                cmd = Path(f"/proc/{child}/cmdline").read_bytes().split(b"\0")
                if b"human_in_the_loop" in cmd:
                    model = child
            time.sleep(0.1)
        assert model is not None, "no model process found"
        while not _finished(tmp_path / "arena.db") and time.monotonic() < deadline:
            time.sleep(0.2)  # some runs finished: the folder has runs to keep
        assert proc.poll() is None, proc.communicate()
        os.kill(model, signal.SIGKILL)
        killed = time.monotonic()
        try:
            out, err = proc.communicate(timeout=45)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            raise AssertionError("the run went on for 45 s after its model process died") from None
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    assert time.monotonic() - killed < 20
    assert proc.returncode == 1, (out, err)
    assert (
        f"error: the scripted model's process (pid {model}) was killed (signal 9) while the "
        in (err)
    ), err
    assert "Traceback" not in err and "\\n" not in err, err
    assert err.strip().splitlines()[-1].startswith("error: the scripted model's process"), err
    # the runs that finished are kept, marked as stopped early (as after a Ctrl-C)
    summary = json.loads((tmp_path / "r" / "summary.json").read_text())
    stopped = summary["interrupted"]["stopped"]
    assert stopped == f"the scripted model's process (pid {model}) was killed (signal 9)"
    said = " ".join((out + err).split())
    assert f"stopped early (the scripted model's process (pid {model}) was killed" in said


def test_a_resume_whose_model_process_died_says_so_and_keeps_the_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``arena resume`` of an answered scripted run, its model's process killed before the leg:
    registering the run on the dead child's pipe raised BrokenPipeError, which the CLI reads as
    its own output closed: exit 141 and nothing said (users41). Now one line says so; the run
    still waits with its answer and the next resume completes it."""
    from click.testing import CliRunner

    from arena.cli import main

    db = str(tmp_path / "arena.db")
    run = ["run", "human_in_the_loop", "--adapter", "pydantic_ai", "--human", "--item", "hitl-01"]
    done = CliRunner().invoke(main, [*run, "--store", db, "--out", str(tmp_path / "r")])
    assert done.exit_code == 0, done.output
    pending = CliRunner().invoke(main, ["pending", "--store", db, "--json"])
    listed = json.loads(pending.stdout)
    request = (listed if isinstance(listed, list) else listed["requests"])[0]
    answered = CliRunner().invoke(main, ["approve", request["id"], "--store", db])
    assert answered.exit_code == 0, answered.output

    ready = ModelProcess.ready

    def ready_then_killed(self: ModelProcess, timeout_s: float = 60.0) -> ModelProcess:
        ready(self, timeout_s)
        os.kill(self.pid, signal.SIGKILL)
        if self._proc is not None:  # gone before the leg registers its run
            self._proc.wait()
        else:
            os.waitpid(self._pid, 0)
            self._pid = 0
        return self

    monkeypatch.setattr(ModelProcess, "ready", ready_then_killed)
    resumed = CliRunner().invoke(main, ["resume", "--all", "--store", db, "--out", f"{tmp_path}/a"])
    assert resumed.exit_code == 1, resumed.output
    assert (
        f"error: the scripted model's process has exited (killed?), so run {request['run_id']} "
        "could not start its leg: nothing of it ran or was recorded; run the command again"
    ) in resumed.stderr, resumed.stderr
    monkeypatch.undo()
    runs = json.loads(CliRunner().invoke(main, ["runs", "--store", db, "--json"]).stdout)
    assert [r["status"] for r in (runs if isinstance(runs, list) else runs["runs"])] == ["waiting"]
    again = CliRunner().invoke(main, ["resume", "--all", "--store", db, "--out", f"{tmp_path}/b"])
    assert again.exit_code == 0, again.output


def test_a_log_nobody_answers_says_whose_it_is() -> None:
    """The child killed after a run's leg began: its socket, bound in the parent, still took the
    log's connection and nobody answered; the resumed run was left waiting (right) as 'run
    aborted: TimeoutError: timed out' (users41), which named nothing. The words now say whose
    answer did not come and the likely cause."""
    import socket

    from arena.model.remote_log import _request

    with socket.socket() as listening:
        listening.bind(("127.0.0.1", 0))
        listening.listen(1)  # takes the connection, never answers: a dead child's socket
        port = listening.getsockname()[1]
        with pytest.raises(TimeoutError) as caught:
            _request("127.0.0.1", port, "GET", "/arena/log/run_x", "k", timeout_s=0.3)
    assert str(caught.value) == (
        "the scripted model's log did not answer in 0.3 s: has its process exited (killed?)"
    )
