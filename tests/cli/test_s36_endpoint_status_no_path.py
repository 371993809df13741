"""A 429 or 500 the endpoint answered read in the summary "model endpoint error:
InternalServerError: Error code: 500 - boom (raised at /work/main/src/arena/adapters/vanilla.py:103
in _loop; its traceback is in the run's error event)": an internal path in a line about the
endpoint (users36). Where the leg's own transport saw that error answer the path is left out; an
error the adapter's code raised keeps it (test_runner's, test_s29_whole_words')."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


class _Failing(BaseHTTPRequestHandler):
    status = 500

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
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self._send(type(self).status, {"error": {"message": "boom", "type": "x"}})

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def endpoint() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Failing)
    server.daemon_threads = True
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.parametrize(
    ("status", "name"), [(500, "InternalServerError"), (429, "RateLimitError")]
)
def test_an_error_the_endpoint_answered_names_no_internal_path(
    endpoint: str, tmp_path: Path, status: int, name: str
) -> None:
    _Failing.status = status
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01"]
    args += ["--model-url", endpoint, "--model", "m", "--api-key-env", "K", "--retries", "0"]
    args += ["--quiet", "--out", str(tmp_path / "r")]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200", "K": "x"})
    assert result.exit_code == 1, result.output
    said = " ".join(result.output.split())
    assert f"model endpoint error: {name}: Error code: {status} - boom" in said, said
    assert "raised at" not in said and "adapters/vanilla.py" not in said, said
    run = json.loads((tmp_path / "r" / "runs.jsonl").read_text().splitlines()[0])
    assert "raised at" not in run["error"], run["error"]
    assert "vanilla.py" in json.dumps(run["events"])  # the traceback is still kept
