"""Under ``arena run --workers N`` a refused key stopped only the worker that met it (cee706ee):
the others went on starting their runs, each a call to an endpoint that had just refused the
key (users37: an endpoint that refuses some calls, a proxy in front of two backends). Once any
worker's run is refused, no worker starts another (those in flight finish): one line, exit 2.

The endpoint refuses hitl-01's calls (worker 0's first run) and holds every other call until
the workers' shared halt is set (worker 0 sets it once its refused run is written), then answers
it: worker 1's first run is in flight when the key is refused, or not yet started where worker 1
was slower to start than worker 0's refusal (CI, clone of df59ca3a: no call answered); on the old
code it went on through all six of its items either way. The hold waits for the halt itself, not
a second's sleep that a loaded machine could outrun."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar

import pytest
from click.testing import CliRunner

from arena import parallel
from arena.cli import main

_REPLY = {
    "id": "c",
    "object": "chat.completion",
    "created": 0,
    "model": "m",
    "choices": [
        {
            "index": 0,
            "message": {"role": "assistant", "content": "Sorry, I cannot."},
            "finish_reason": "stop",
        }
    ],
    "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
}


class _HalfRefused(BaseHTTPRequestHandler):
    refused = threading.Event()
    answered: ClassVar[list[bytes]] = []
    events: ClassVar[list[Any]] = []  # the run's multiprocessing events, the halt first

    def _send(self, status: int, body: dict[str, object]) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:  # /models: the pre-flight passes
        self._send(200, {"object": "list", "data": [{"id": "m", "object": "model"}]})

    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if b"6 people on Tuesday" in body:  # hitl-01, worker 0's first run
            self._send(401, {"error": {"message": "Incorrect API key", "type": "invalid_key"}})
            type(self).refused.set()
            return
        type(self).refused.wait(timeout=60)
        halt = type(self).events[0]
        deadline = time.monotonic() + 60  # the refused run is written, the halt set, meanwhile
        while not halt.is_set() and time.monotonic() < deadline:
            halt.wait(0.05)
        type(self).answered.append(body)
        self._send(200, _REPLY)

    def log_message(self, *args: object) -> None:
        pass


class _Seen:
    """The spawn context arena.parallel uses, keeping the events it makes (the halt is the
    first) so the endpoint can wait for the halt itself."""

    def __init__(self, real: Any) -> None:
        self._real = real

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)

    def Event(self) -> Any:
        made = self._real.Event()
        _HalfRefused.events.append(made)
        return made


@pytest.fixture
def endpoint(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    _HalfRefused.refused = threading.Event()
    _HalfRefused.answered = []
    _HalfRefused.events = []
    real = parallel.multiprocessing.get_context
    monkeypatch.setattr(
        parallel.multiprocessing, "get_context", lambda method=None: _Seen(real(method))
    )
    server = ThreadingHTTPServer(("127.0.0.1", 0), _HalfRefused)
    server.daemon_threads = True
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


def test_one_workers_refused_key_stops_every_worker(endpoint: str, tmp_path: Path) -> None:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--model-url", endpoint]
    args += ["--model", "m", "--api-key-env", "K", "--quiet", "--json"]
    args += ["--workers", "2", "--concurrency", "2", "--out", str(tmp_path / "r")]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200", "K": "x"})
    assert result.exit_code == 2, result.output
    runs = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    # The one in flight (none where worker 1 started after the refusal), and at most one more
    # on a machine slow to write the refused run: the old code answered all six of worker 1's.
    assert len(_HalfRefused.answered) <= 2, len(_HalfRefused.answered)
    assert len(runs) == 1 + len(_HalfRefused.answered), result.stdout
    said = " ".join(result.stderr.split())
    assert "the model endpoint refused the API key (HTTP 401) in 1 of 12 runs" in said, said
    assert f"the other {12 - len(runs)} runs were not started (not counted as failures)" in said
