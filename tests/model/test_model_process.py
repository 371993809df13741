"""The scripted model in its own process (``arena resume``'s): it serves, its log reads back
whole over HTTP, and it never outlives the process that started it."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from arena.evidence import run_base_url
from arena.model.process import ModelProcess, RemoteRequestLog

CHAT = {
    "model": "scripted-compliant",
    "messages": [{"role": "user", "content": "Book a room for 6 on Tuesday."}],
    "tools": [
        {
            "type": "function",
            "function": {
                "name": "search_rooms",
                "parameters": {"type": "object", "properties": {}},
            },
        }
    ],
}


def post(url: str, body: dict[str, Any]) -> Any:
    data = json.dumps(body).encode()
    request = urllib.request.Request(url, data, {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.load(answer)


@pytest.mark.parametrize("fork", [True, False], ids=["forked", "spawned"])
def test_the_log_reads_back_what_the_child_logged_and_forgets(fork: bool) -> None:
    with ModelProcess(fork=fork) as model:
        assert model.fork is fork
        model.ready()
        for run_id in ("run_a", "run_b"):  # the harness's runs (ModelEndpoint.for_run)
            model.request_log._register(run_id)
        url = run_base_url(model.base_url, "run_a") + "/chat/completions"
        reply = post(url, CHAT)
        post(url, CHAT)
        post(run_base_url(model.base_url, "run_b") + "/chat/completions", CHAT)
        log = model.request_log
        assert log.count("run_a") == 2 and log.count("run_b") == 1
        [first, second] = log.entries("run_a")
        assert (first.seq, second.seq) == (1, 2)
        message: Any = reply["choices"][0]["message"]
        called = tuple(c["function"]["name"] for c in message.get("tool_calls") or ())
        assert first.calls == called and first.said == ("Book a room for 6 on Tuesday.",)
        assert [e.seq for e in log.entries("run_a", 1)] == [2]
        log._forget("run_a")
        assert log.count("run_a") == 0 and log.count("run_b") == 1


def test_forgetting_costs_no_round_trip_and_the_next_read_sees_it_forgotten() -> None:
    """A run's log is forgotten with the next read (or the child's stop), never a request of
    its own; a read through the same process's log never sees a forgotten run's entries."""
    with ModelProcess() as model:
        model.ready()
        for run_id in ("run_a", "run_b", "run_c"):
            model.request_log._register(run_id)
            post(run_base_url(model.base_url, run_id) + "/chat/completions", CHAT)
        log = model.request_log
        log._forget("run_a")
        model.request_log._forget("run_b")  # every log of the process shares the queue
        # No queue (the key alone, as a worker holds it): what the child holds.
        outside = RemoteRequestLog(model.host, model.port, key=model.request_log._handoff()[2])
        assert outside.count("run_a") == 1 and outside.count("run_b") == 1  # nothing sent yet
        assert log.count("run_c") == 1  # this read carries both forgets, applied first
        assert outside.count("run_a") == 0 and outside.count("run_b") == 0
        assert log.count("run_a") == 0 and model.request_log.count("run_c") == 1
        log._forget("run_c")
        assert log.count("run_c") == 0  # a read of the forgotten run itself: forgotten first
    assert model._forgotten == []  # a stopped child's log went with it; nothing left to send


def test_a_child_that_cannot_start_is_an_error_not_a_hang(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "executable", sys.executable + "-missing")
    with pytest.raises(FileNotFoundError):
        ModelProcess(fork=False).start()
    monkeypatch.undo()
    monkeypatch.setattr("arena.model.server.ScriptedModelServer.start", _refuse)
    with ModelProcess(fork=True) as broken, pytest.raises(RuntimeError, match="exit code 1"):
        broken.ready()


def _refuse(self: object, timeout: float = 10.0) -> object:
    raise OSError("no server today")


PARENT = """
import os, sys
from arena.model.process import ModelProcess, RemoteRequestLog
model = ModelProcess(fork={fork}).start().ready()
print(model.pid, flush=True)
os._exit(0)  # dies without stopping it
"""


@pytest.mark.parametrize("fork", [True, False], ids=["forked", "spawned"])
def test_the_child_exits_when_its_parent_dies(fork: bool) -> None:
    proc = subprocess.run(
        [sys.executable, "-c", PARENT.format(fork=fork)],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    pid = int(proc.stdout.split()[-1])
    deadline = time.monotonic() + 60  # a poll: a loaded machine may be slow to end it
    while time.monotonic() < deadline:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except (FileNotFoundError, ProcessLookupError):
            return
        if state == "Z":  # exited; whoever adopted it has not reaped it yet
            return
        time.sleep(0.05)
    os.kill(pid, 9)
    raise AssertionError(f"the scripted model's process {pid} outlived its parent")


class _Finalized:
    """Garbage the parent leaves behind: a cycle whose finalizer notes the process it ran in
    (an SQLite connection's would close it there and could checkpoint the parent's WAL)."""

    def __init__(self, note: Path, parent: int) -> None:
        self.note, self.parent, self.me = note, parent, self

    def __del__(self) -> None:
        if os.getpid() != self.parent:
            self.note.write_text(f"finalized in {os.getpid()}")


def test_a_forked_child_finalizes_none_of_the_parents_objects(tmp_path: Path) -> None:
    note, threshold = tmp_path / "note", gc.get_threshold()
    gc.collect()
    gc.set_threshold(5000, 10, 10)  # none here before the fork, several in the child's imports
    try:
        _Finalized(note, os.getpid())
        with ModelProcess(fork=True) as model:
            model.ready()
            model.request_log._register("run_gc")
            url = run_base_url(model.base_url, "run_gc") + "/chat/completions"
            for _ in range(5):
                post(url, CHAT)
    finally:
        gc.set_threshold(*threshold)
    gc.collect()
    assert not note.exists(), note.read_text()


READER = """
import json, socket, sys
from arena.model.process import ModelProcess
model = ModelProcess().start().ready()
model.request_log._register("run_a")
body = json.dumps({CHAT}).encode()
with socket.create_connection((model.host, model.port)) as s:  # a model request, by hand
    path = {path!r}
    s.sendall(("POST %s HTTP/1.0\\r\\nHost: x\\r\\nContent-Type: application/json\\r\\n"
               "Content-Length: %d\\r\\n\\r\\n" % (path, len(body))).encode() + body)
    while s.recv(65536):
        pass
seen = model.request_log.count("run_a")
print(seen, "http.client" in sys.modules)
model.stop()
"""


def test_reading_the_log_loads_no_http_client_module() -> None:
    """A resumer whose framework never loaded ``http.client`` (CrewAI's runs in a worker) paid
    ~8 ms to import it for the first read of the model's log; the read is a bare socket now,
    and still sees the run's request."""
    path = run_base_url("http://h/v1", "run_a").removeprefix("http://h") + "/chat/completions"
    code = READER.replace("{CHAT}", repr(CHAT)).replace("{path!r}", repr(path))
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.split() == ["1", "False"], done.stdout + done.stderr
