"""An eval suite run against a live endpoint that went down (connection refused) failed every
test after it, each waiting out the client's retries and reading as the agent's failure
(users38; a refused key stops the session since users37, and ``arena run`` stops on both). The
session now stops after the first test whose leg's own transport could not connect, with one
line naming the URL; the tests after it are not run. The scripted model's own server is not
read so: a live endpoint only."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

pytest_plugins = ["pytester"]

EVALS = """
def test_one(arena_driver):
    arena_driver.send("Book a meeting room for 6 people on Tuesday.")
    arena_driver.parked()


def test_two(arena_driver):
    arena_driver.send("Book a meeting room for 4 people on Monday.")
    arena_driver.parked()


def test_three(arena_driver):
    arena_driver.send("Book a meeting room for 5 people on Thursday.")
    arena_driver.parked()
"""


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


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    chats = 0


class _GoesDown(BaseHTTPRequestHandler):
    server: _Server

    def do_GET(self) -> None:  # /models: the setup's check passes
        data = json.dumps({"object": "list", "data": [{"id": "m", "object": "model"}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self) -> None:  # the first chat call: nothing listens after it
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self.server.chats += 1
        self.server.shutdown()
        self.server.server_close()
        data = json.dumps(_REPLY).encode()  # answered, on the connection already open
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def endpoint() -> Iterator[str]:
    server = _Server(("127.0.0.1", 0), _GoesDown)
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


def test_an_endpoint_down_stops_the_session(pytester: pytest.Pytester, endpoint: str) -> None:
    pytester.makepyfile(test_evals=EVALS)
    args = ["-p", "arena", "-p", "no:cacheprovider", "--arena-model-url", endpoint]
    result = pytester.runpytest_inprocess(*args, "--arena-model", "m")
    out = " ".join(result.stdout.str().split())
    # test_one: answered, not parked (the agent's); test_two: down; test_three: not run
    result.assert_outcomes(failed=2)
    assert f"the model endpoint {endpoint} could not be reached" in out, out
    assert "no further test was run" in out, out
