"""An endpoint behind an SSO or proxy that answers every chat call with a redirect to its login
page (HTTP 302, ``Location: /login?next=...``) spent every run of ``arena run`` (users39): the
client followed the redirect with a GET, which is no chat call, so the leg's transport never
recorded a page (users38's stop reads a chat call answered 2xx text/html), each run failed with
the login page's own answer ('NotFoundError: Error code: 404', raised in the adapter) and the
summary said 'counted as the adapter's failures, not the endpoint's'. The transport's record now
takes a redirect answering a chat call (:attr:`arena.flights.Flights.page`) as it takes a page,
so the run stops with one line like the page and endpoint-down cases, exit 2. And the pre-flight,
when ``GET /models`` itself is sent to a login page, said 'it moved to /login?next=/v1: give that
as --model-url': only a redirect to another ``/models`` is the API moved."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner

from arena import ModelChoice
from arena.cli import main
from arena.errors import EndpointUnreachable
from arena.flights import Flights

_LOGIN = b"<!doctype html><html><head><title>Sign in</title></head><body>SSO</body></html>"


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    models_too = False  # GET /models is sent to the login page as well
    moved_to = ""  # GET /models is sent here instead of the login page


class _Handler(BaseHTTPRequestHandler):
    server: _Server

    def _send(self, status: int, data: bytes, kind: str, *headers: tuple[str, str]) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _login(self) -> None:
        self._send(302, b"", "text/html", ("Location", f"/login?next={self.path}&SAMLRequest=t"))

    def do_GET(self) -> None:
        if self.path.startswith("/login"):
            self._send(200, _LOGIN, "text/html; charset=utf-8")
        elif self.server.moved_to:
            self._send(301, b"", "text/html", ("Location", self.server.moved_to))
        elif self.server.models_too:
            self._login()
        else:  # the pre-flight passes (a proxy that lets GET /models through)
            models = {"object": "list", "data": [{"id": "m", "object": "model"}]}
            self._send(200, json.dumps(models).encode(), "application/json")

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self._login()

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def server() -> Iterator[_Server]:
    srv = _Server(("127.0.0.1", 0), _Handler)
    threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True).start()
    try:
        yield srv
    finally:
        srv.shutdown()
        srv.server_close()


def _url(server: _Server) -> str:
    return f"http://127.0.0.1:{server.server_address[1]}/v1"


def test_a_redirect_to_a_login_page_for_every_chat_call_starts_no_further_run(
    server: _Server, tmp_path: Path
) -> None:
    url = _url(server)
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--model-url", url]
    args += ["--model", "m", "--quiet", "--json", "--retries", "0", "--concurrency", "1"]
    args += ["--out", str(tmp_path / "r")]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200"})
    runs = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    said = " ".join(result.stderr.split())
    assert result.exit_code == 2, said
    assert len(runs) == 1, runs  # the run that met the redirect, and no other
    assert (
        f"the model endpoint at {url} answered a chat call with a redirect (HTTP 302 to "
        "/login), not an API answer, in 1 of 12 runs" in said
    ), said
    assert "SAMLRequest" not in said  # the login page's query can carry a token
    assert "is there a login or proxy page in front of it?" in said, said
    assert "the other 11 runs were not started (not counted as failures)" in said, said
    assert "counted as the adapter's failures" not in said, said
    summary = json.loads((tmp_path / "r" / "summary.json").read_text())
    assert (
        summary["interrupted"]["stopped"]
        == "the model endpoint answered a redirect, not an API answer"
    )


def _chat(flights: Flights, status: int, method: str = "POST", **headers: str) -> None:
    path = "/chat/completions" if method == "POST" else "/login"
    request = httpx.Request(method, f"http://127.0.0.1:1/v1{path}", content=b"{}")
    flights.answered(flights.begin(request), httpx.Response(status, headers=headers))


def test_a_chat_call_redirected_is_the_record_until_a_chat_call_is_answered() -> None:
    flights = Flights()
    _chat(flights, 302, location="https://sso.example.test/login?token=secret")
    assert flights.page == (
        "HTTP 302 redirect to https://sso.example.test/login: a redirect, not an API answer"
    )
    _chat(flights, 200, "GET", **{"content-type": "text/html"})  # the client follows it
    assert flights.page and "HTTP 302" in flights.page  # a GET is no chat call: kept
    _chat(flights, 200, **{"content-type": "application/json"})  # a 307 to the API's new home
    assert flights.page is None
    _chat(flights, 304)  # no Location: no redirect
    assert flights.page is None


def test_models_sent_to_a_login_page_is_no_move(server: _Server) -> None:
    server.models_too = True
    with pytest.raises(EndpointUnreachable) as caught:
        ModelChoice(model_url=_url(server), model="m").check()
    said = str(caught.value)
    assert "moved to" not in said and "give that as" not in said, said
    login = f"http://127.0.0.1:{server.server_address[1]}/login"
    assert f"HTTP 302 Found; it redirects to {login}, a page, not the API" in said, said
    assert "give --model-url the API's own base URL" in said, said


def test_models_moved_relatively_names_the_whole_new_url(server: _Server) -> None:
    server.moved_to = "/v2/models"
    with pytest.raises(EndpointUnreachable) as caught:
        ModelChoice(model_url=_url(server), model="m").check()
    new = f"http://127.0.0.1:{server.server_address[1]}/v2"
    assert f"moved to {new}: give that as --model-url" in str(caught.value), str(caught.value)
