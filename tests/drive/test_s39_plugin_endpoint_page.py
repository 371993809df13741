"""An eval suite run against an endpoint that answers every chat call with a web page (an SSO or
proxy login page, a web UI's address as --arena-model-url), or with a redirect to one, failed
every test, each in the framework's own words ('str' object has no attribute 'choices') as the
agent's failure (users39), where ``arena run`` stops at the first such run since users38 and the
plugin stops on a refused key and an endpoint down. The session now stops after the first test
whose leg's own transport saw the page or the redirect, with one line naming the URL and the fix."""

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

_LOGIN = b"<!doctype html><html><head><title>Sign in</title></head><body>SSO</body></html>"


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    redirect = False


class _Login(BaseHTTPRequestHandler):
    server: _Server

    def _send(self, status: int, data: bytes, kind: str, *headers: tuple[str, str]) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:  # /models: the setup's check passes
        if self.path.startswith("/login"):
            self._send(200, _LOGIN, "text/html; charset=utf-8")
            return
        data = json.dumps({"object": "list", "data": [{"id": "m", "object": "model"}]}).encode()
        self._send(200, data, "application/json")

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if self.server.redirect:
            self._send(302, b"", "text/html", ("Location", "/login?next=/v1"))
        else:
            self._send(200, _LOGIN, "text/html; charset=utf-8")

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(params=[False, True], ids=["page", "redirect"])
def endpoint(request: pytest.FixtureRequest) -> Iterator[tuple[str, bool]]:
    server = _Server(("127.0.0.1", 0), _Login)
    server.redirect = request.param
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1", request.param
    finally:
        server.shutdown()
        server.server_close()


def test_a_login_page_stops_the_session(
    pytester: pytest.Pytester, endpoint: tuple[str, bool]
) -> None:
    url, redirect = endpoint
    pytester.makepyfile(test_evals=EVALS)
    args = ["-p", "arena", "-p", "no:cacheprovider", "--arena-model-url", url]
    result = pytester.runpytest_inprocess(*args, "--arena-model", "m")
    out = " ".join(result.stdout.str().split())
    result.assert_outcomes(failed=1)  # test_one met the page; the others were not run
    what = "a redirect (HTTP 302 to /login)" if redirect else "a web page (HTTP 200 text/html)"
    assert f"the model endpoint {url} answered a chat call with {what}, not an API answer" in out
    assert "is --arena-model-url the API's base URL" in out, out
    assert "no further test was run" in out, out
