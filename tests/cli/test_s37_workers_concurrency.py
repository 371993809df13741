"""``--workers N`` "share --concurrency", but each worker took the quotient rounded up: ``--workers
3 --concurrency 4`` had 6 runs in flight against an endpoint the user had limited to 4 (a rate
limit, a quota; users37). The workers' parts now add up to --concurrency (each at least 1).

The endpoint holds every chat call until 5 are open at once (the old code's 6 reach it) or
1.5 s passed, then answers it in words: how many were ever open together is the measure."""

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
from arena.parallel import share_concurrency

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

    def _send(self, status: int, body: dict[str, object]) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        self._send(200, {"object": "list", "data": [{"id": "m", "object": "model"}]})

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        cls = type(self)
        with cls.lock:
            cls.open_now += 1
            cls.most[0] = max(cls.most[0], cls.open_now)
            cls.lock.notify_all()
            end = time.monotonic() + 1.5
            while cls.open_now < 5 and (left := end - time.monotonic()) > 0:
                cls.lock.wait(left)
        self._send(200, _REPLY)
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


def test_the_workers_share_the_concurrency_not_exceed_it(endpoint: str, tmp_path: Path) -> None:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--model-url", endpoint]
    args += ["--model", "m", "--quiet", "--json", "--fail-under", "0"]
    args += [*(a for i in range(1, 7) for a in ("--item", f"hitl-0{i}"))]
    args += ["--workers", "3", "--concurrency", "4", "--out", str(tmp_path / "r")]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    runs = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    assert len(runs) == 6, result.stdout
    assert _Holding.most[0] <= 4, _Holding.most[0]


@pytest.mark.parametrize(
    ("concurrency", "workers", "parts"),
    [(4, 3, [2, 1, 1]), (100, 2, [50, 50]), (7, 2, [4, 3]), (1, 2, [1, 1]), (3, 3, [1, 1, 1])],
)
def test_the_parts_add_up(concurrency: int, workers: int, parts: list[int]) -> None:
    assert share_concurrency(concurrency, workers) == parts
