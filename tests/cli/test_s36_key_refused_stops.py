"""An endpoint whose GET /models answers 200 but every chat call 401 (a key without chat scope, a
proxy) spent all 12 runs of ``arena run``, each "the model endpoint refused the API key", and
exited 1 as if the agent had failed 12 times (users36). A refused key is the user's setup: once a
run's leg fails that way (the harness's own transport record), no further item starts, one line
says the key was refused, which variable to check and that the rest were not run, exit 2."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


class _NoChat(BaseHTTPRequestHandler):
    chats = 0

    def _send(self, status: int, body: dict[str, object]) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:  # /models: the pre-flight passes
        self._send(200, {"object": "list", "data": [{"id": "m", "object": "model"}]})

    def do_POST(self) -> None:  # every chat call: the key has no chat scope
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        type(self).chats += 1
        self._send(401, {"error": {"message": "key lacks chat scope", "type": "invalid_key"}})

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def endpoint() -> Iterator[str]:
    _NoChat.chats = 0
    server = ThreadingHTTPServer(("127.0.0.1", 0), _NoChat)
    server.daemon_threads = True
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.parametrize(("concurrency", "workers"), [(1, 1), (3, 1), (2, 2)])
def test_a_refused_key_starts_no_further_items(
    endpoint: str, tmp_path: Path, concurrency: int, workers: int
) -> None:
    """Under --workers no worker starts a run after the first refused one (one in flight each)."""
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--model-url", endpoint]
    args += ["--model", "m", "--api-key-env", "K", "--quiet", "--json"]
    args += ["--concurrency", str(concurrency), "--workers", str(workers)]
    args += ["--out", str(tmp_path / "r")]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200", "K": "x"})
    assert result.exit_code == 2, result.output
    runs = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    assert 1 <= len(runs) <= concurrency, result.stdout  # only those already in flight
    said = " ".join(result.stderr.split())
    assert "the model endpoint refused the API key (HTTP 401)" in said, said
    assert "$K (--api-key-env K)" in said, said
    assert f"the other {12 - len(runs)} runs were not started (not counted as failures)" in said
    assert "did not pass" not in said, said
    assert _NoChat.chats <= 3 * concurrency  # the client's own retries of each run's call at most
