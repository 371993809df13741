"""An eval suite run against an endpoint whose ``GET /models`` accepts the key but every chat
call refuses it (HTTP 401: a key without chat scope, a proxy) failed every test, each
``NotParked`` as if the agent had not stopped, each spending a call (users37; ``arena run`` stops
on it since 1ab557b1). The session now stops after the first such test, with one line naming the
variable to check; the tests after it are not run."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import SimpleNamespace

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


class _NoChat(BaseHTTPRequestHandler):
    chats = 0

    def _send(self, status: int, body: dict[str, object]) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:  # /models: the setup's check passes
        self._send(200, {"object": "list", "data": [{"id": "m", "object": "model"}]})

    def do_POST(self) -> None:
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


def test_a_refused_key_stops_the_session(
    pytester: pytest.Pytester, endpoint: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytester.makepyfile(test_evals=EVALS)
    monkeypatch.setenv("K", "sk-x")
    args = ["-p", "arena", "-p", "no:cacheprovider", "--arena-model-url", endpoint]
    result = pytester.runpytest_inprocess(*args, "--arena-model", "m", "--arena-api-key-env", "K")
    out = result.stdout.str()
    result.assert_outcomes(failed=1)  # test_two and test_three were not run
    assert _NoChat.chats <= 3, _NoChat.chats  # the client's own retries of one call at most
    said = " ".join(out.split())
    check = "check the key in $K (--arena-api-key-env K): is it this endpoint's, with chat access?"
    assert f"Interrupted: the model endpoint refused the API key (HTTP 401): {check}" in said, out
    assert "no further test was run" in said, out


def test_no_key_sent_says_which_option_sends_one() -> None:
    from arena.pytest_options import ArenaSettings
    from arena.pytest_stops import stop_reason as _key_refused

    leg = SimpleNamespace(key_refused="the model endpoint refused the API key (HTTP 403): ...")
    driver = SimpleNamespace(_run_leg=leg, sessions=())
    said = _key_refused([driver], ArenaSettings())  # type: ignore[list-item]
    assert said == (
        "the model endpoint refused the API key (HTTP 403): no key was sent (no "
        "--arena-api-key-env): pass --arena-api-key-env <VARIABLE holding the key>; no further "
        "test was run"
    )
    quiet = SimpleNamespace(_run_leg=SimpleNamespace(key_refused=None), sessions=())
    assert _key_refused([quiet], ArenaSettings()) == ""  # type: ignore[list-item]
