"""``--workers 4 --concurrency 2`` had 4 runs in flight (users38): the workers share
--concurrency, but each runs at least one run at a time, so more workers than --concurrency
went past the limit the user set for their endpoint (a rate limit, a quota). No more workers
than --concurrency start now, and one warning line says so and how to get more.

The endpoint holds every chat call until 2 are open at once (the old code's 2 workers reach it
with --concurrency 1) or 0.5 s passed, then answers it in words: how many were ever open
together is the measure. One worker is what is left, so no process is spawned."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.cli.run_args import fewer_workers

_REPLY = {
    "id": "c",
    "object": "chat.completion",
    "created": 0,
    "model": "m",
    "choices": [
        {"index": 0, "message": {"role": "assistant", "content": "Sorry."}, "finish_reason": "stop"}
    ],
    "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
}


class _Holding(BaseHTTPRequestHandler):
    lock = threading.Condition()
    open_now = 0
    most: ClassVar[list[int]] = [0]

    def _send(self, body: dict[str, object]) -> None:
        data = json.dumps(body).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        self._send({"object": "list", "data": [{"id": "m", "object": "model"}]})

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        cls = type(self)
        with cls.lock:
            cls.open_now += 1
            cls.most[0] = max(cls.most[0], cls.open_now)
            cls.lock.notify_all()
            end = time.monotonic() + 0.5
            while cls.open_now < 2 and (left := end - time.monotonic()) > 0:
                cls.lock.wait(left)
        self._send(_REPLY)
        with cls.lock:
            cls.open_now -= 1

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def endpoint() -> Iterator[str]:
    _Holding.open_now, _Holding.most = 0, [0]
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Holding)
    server.daemon_threads = True
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


def test_no_more_workers_than_the_concurrency(endpoint: str, tmp_path: Path) -> None:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--model-url", endpoint]
    args += ["--model", "m", "--quiet", "--json", "--fail-under", "0"]
    args += ["--item", "hitl-01", "--item", "hitl-02"]
    args += ["--workers", "2", "--concurrency", "1", "--out", str(tmp_path / "r")]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    runs = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    assert len(runs) == 2, result.stdout
    assert _Holding.most[0] == 1, _Holding.most[0]
    said = " ".join(result.stderr.split())
    assert "warning: --workers 2 with --concurrency 1: 1 worker process(es) start" in said, said
    assert "pass --concurrency 2 for 2 processes" in said, said


@pytest.mark.parametrize(("workers", "concurrency", "left"), [(4, 2, 2), (2, 4, 2), (3, 3, 3)])
def test_the_workers_left(workers: int, concurrency: int, left: int) -> None:
    assert fewer_workers(workers, concurrency) == left


def test_a_usage_error_comes_alone(tmp_path: Path) -> None:
    """A command refused for another mistake says that alone, not the workers' warning too."""
    args = ["run", "human_in_the_loop", "--workers", "8", "--item", "nope"]
    result = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "r")])
    assert result.exit_code == 2, result.output
    assert "matches no item" in result.stderr and "warning" not in result.stderr, result.stderr
