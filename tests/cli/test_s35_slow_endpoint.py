"""An endpoint that answers more slowly than the leg timeout (each call held 30 s, a 2 s leg)
failed every run with 'leg 1 timed out after 2s' and nothing else: the harness had recorded
that the leg timed out waiting on the model endpoint, but the output never said so, nor the fix,
and with two adapters it said 'item hitl-01 failed on all 2 adapters: check the item itself'
(users35). No call failed, so the runs stay the adapter's in the summary (README: only a failed
call puts a run on the endpoint); one line now says what the legs waited on and what to do."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


class _Slow(BaseHTTPRequestHandler):
    def do_GET(self) -> None:  # /models: a model list, so the pre-flight lets it through
        data = json.dumps({"object": "list", "data": [{"id": "m", "object": "model"}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        time.sleep(30)  # past the leg; the server's shutdown does not wait for it (daemon)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def endpoint() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Slow)
    server.daemon_threads = True
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


def test_legs_timed_out_on_a_slow_endpoint_say_so(endpoint: str, tmp_path: Path) -> None:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla,pydantic_ai", "--item", "hitl-01"]
    args += ["--model-url", endpoint, "--model", "m", "--api-key-env", "K", "--quiet"]
    args += ["--leg-timeout", "2", "--out", str(tmp_path / "r")]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200", "K": "x"})
    assert result.exit_code == 1, result.output
    said = " ".join(result.output.split())
    assert "2 of 2 runs timed out waiting on the model endpoint" in said, said
    assert "--leg-timeout" in said, said
    assert "check the item itself" not in said, said
    assert "failed on a model endpoint error" not in said, said  # no call failed
