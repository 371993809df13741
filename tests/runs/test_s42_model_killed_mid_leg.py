"""A resumed leg whose scripted model's process was killed after the leg began took 92 s to be
left waiting (users42; 30-60 s in session 41's notes): the listening socket, bound in the
resuming process and kept open there, still took the model request's and the model log's
connections, and nobody answered them: the request waited out the leg's timeout, the log read
its own 30 s. The resuming process now closes its copy once the child serves, so the child's end
closes the socket: the request is refused at once and the log's read says whose it is."""

from __future__ import annotations

import json
import os
import signal
import socket
import time
from pathlib import Path

import pytest

from arena.model import remote_log
from arena.model.process import ModelProcess


def _refused(port: int) -> bool:
    """Whether a connection to the port is refused within 30 s (not queued for nobody: then
    every try connects). Refused is seen at the first try once the dead child's socket is closed;
    the long bound is for a loaded machine slow to finish the killed process's exit."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                pass
        except ConnectionRefusedError:
            return True
        except OSError:
            pass
        time.sleep(0.05)
    return False


def _exited(pid: int) -> bool:
    """Whether process ``pid`` has exited (gone, or a zombie: its sockets closed) within 30 s."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            stat = Path(f"/proc/{pid}/stat").read_text()
        except (FileNotFoundError, ProcessLookupError):
            return True
        if stat.rsplit(")", 1)[1].split()[0] in ("Z", "X"):
            return True
        time.sleep(0.02)  # a poll of the process's state, not the order itself
    return False


def test_a_killed_model_process_refuses_connections_at_once() -> None:
    model = ModelProcess().start().ready()
    try:
        port = model.port
        os.kill(model.pid, signal.SIGKILL)
        assert _refused(port), "the dead child's socket still took connections"
        deadline = time.monotonic() + 30  # and the parent still says why (once it reaps it)
        while (said := model.gone()) is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert said is not None and said.endswith("was killed (signal 9)"), said
    finally:
        model.stop()


def test_a_live_model_process_serves_after_it_is_ready() -> None:
    """The neighbour that must not change: the child still serves on the port it was given."""
    import urllib.request

    with ModelProcess() as model:
        model.ready()
        with urllib.request.urlopen(f"{model.base_url}/models", timeout=10) as answer:
            assert answer.status == 200
        assert model.gone() is None and model.port > 0


def test_the_log_of_a_dead_model_says_whose_connection_was_refused() -> None:
    with socket.socket() as unused:
        unused.bind(("127.0.0.1", 0))
        port = unused.getsockname()[1]  # bound, never listening: refused
        with pytest.raises(ConnectionRefusedError) as caught:
            remote_log._request("127.0.0.1", port, "GET", "/arena/log/run_x", "k")
    assert str(caught.value) == (
        "the scripted model's log refused the connection: its process has exited (killed?)"
    )


def test_a_resumed_leg_whose_model_dies_is_left_waiting_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from click.testing import CliRunner

    from arena.cli import main

    db = str(tmp_path / "arena.db")
    run = ["run", "human_in_the_loop", "--adapter", "pydantic_ai", "--human", "--item", "hitl-01"]
    done = CliRunner().invoke(main, [*run, "--store", db, "--out", str(tmp_path / "r")])
    assert done.exit_code == 0, done.output
    listed = json.loads(CliRunner().invoke(main, ["pending", "--store", db, "--json"]).stdout)
    request = (listed if isinstance(listed, list) else listed["requests"])[0]
    answered = CliRunner().invoke(main, ["approve", request["id"], "--store", db])
    assert answered.exit_code == 0, answered.output

    pids: list[int] = []
    ready, register = ModelProcess.ready, remote_log.RemoteRequestLog._register

    def ready_seen(self: ModelProcess, timeout_s: float = 60.0) -> ModelProcess:
        ready(self, timeout_s)
        pids.append(self.pid)
        return self

    def registered_then_killed(
        self: remote_log.RemoteRequestLog, run_id: str, gate: str = ""
    ) -> None:
        register(self, run_id, gate)  # the leg has begun: then its model's process dies
        os.kill(pids[-1], signal.SIGKILL)
        # ... and is gone (exited, its sockets closed) before the leg goes on: polled, not a
        # 0.2 s sleep a loaded machine could outlast (the leg then met a dying process).
        assert _exited(pids[-1]), f"the killed model process {pids[-1]} did not exit in 30 s"

    monkeypatch.setattr(ModelProcess, "ready", ready_seen)
    monkeypatch.setattr(remote_log.RemoteRequestLog, "_register", registered_then_killed)
    began = time.monotonic()
    resumed = CliRunner().invoke(
        main, ["resume", "--all", "--store", db, "--out", str(tmp_path / "o")]
    )
    took = time.monotonic() - began
    # The old code took 92 s (the leg's timeout, then the log's own 30 s); 40 s leaves a loaded
    # machine room for the resume's own start (pydantic_ai's import among it).
    assert took < 40, f"{took:.0f} s before the run was left waiting"
    said = " ".join(resumed.stdout.split())
    assert resumed.exit_code == 1, resumed.output
    assert "the scripted model's log refused the connection: its process has exited" in said
    assert f"the run is left waiting: arena resume {request['run_id']} continues it" in said
    assert "Traceback" not in resumed.output
    monkeypatch.undo()
    again = CliRunner().invoke(
        main, ["resume", "--all", "--store", db, "--out", str(tmp_path / "o2")]
    )
    assert again.exit_code == 0, again.output  # the run kept its answer: it completes now
