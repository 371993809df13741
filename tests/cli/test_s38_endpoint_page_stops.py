"""An endpoint that answered every chat call with a web page (HTTP 200 text/html: an SSO or proxy
login page, a web UI's address given as --model-url) spent every run of ``arena run``: each
framework failed in its own words ('str' object has no attribute 'choices') and the next run
began, exit 1 as if the agents had failed, where a refused key and an endpoint down stop at the
first such run (users38). The same page answers every run: the user's setup. The leg's own
transport record (:attr:`arena.flights.Flights.page`: the last chat call, a POST to
``chat/completions``, answered 2xx text/html), never the adapter's words, now stops the rest as
those do: one line names the URL and the fix, exit 2. A 5xx may pass and still stops nothing
(test_s38_endpoint_down_stops' 502 case); a web page the adapter fetched itself is not a chat
call's answer and stops nothing."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.flights import Flights

_LOGIN = b"<!doctype html><html><head><title>Sign in</title></head><body>SSO</body></html>"


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    chats = 0


class _Handler(BaseHTTPRequestHandler):
    server: _Server

    def _send(self, status: int, data: bytes, kind: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:  # /models: the pre-flight passes (a proxy that lets it through)
        models = {"object": "list", "data": [{"id": "m", "object": "model"}]}
        self._send(200, json.dumps(models).encode(), "application/json")

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self.server.chats += 1
        self._send(200, _LOGIN, "text/html; charset=utf-8")

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


def test_a_login_page_for_every_chat_call_starts_no_further_run(
    server: _Server, tmp_path: Path
) -> None:
    url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--model-url", url]
    args += ["--model", "m", "--quiet", "--json", "--retries", "0", "--concurrency", "1"]
    args += ["--out", str(tmp_path / "r")]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200", "K": "x"})
    runs = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    said = " ".join(result.stderr.split())
    assert result.exit_code == 2, said
    assert len(runs) == 1, runs  # the run that met the page, and no other
    assert (
        f"the model endpoint at {url} answered a chat call with a web page (HTTP 200 "
        "text/html), not an API answer, in 1 of 12 runs" in said
    ), said
    assert "is --model-url the API's base URL" in said, said
    assert "the other 11 runs were not started (not counted as failures)" in said, said
    summary = json.loads((tmp_path / "r" / "summary.json").read_text())
    stopped = summary["interrupted"]["stopped"]
    assert stopped == "the model endpoint answered a web page, not an API answer", stopped


def _answered(method: str, path: str, kind: str, status: int = 200) -> str | None:
    flights = Flights()
    request = httpx.Request(method, f"http://127.0.0.1:1/v1{path}", content=b"{}")
    wait = flights.begin(request)
    flights.answered(wait, httpx.Response(status, headers={"content-type": kind}))
    return flights.page


def test_only_a_chat_calls_web_page_is_the_record() -> None:
    assert _answered("POST", "/chat/completions", "text/html; charset=utf-8")
    assert _answered("POST", "/responses", "text/html")
    assert _answered("GET", "/docs", "text/html") is None  # a page the adapter asked for
    assert _answered("POST", "/chat/completions", "application/json") is None
    assert _answered("POST", "/chat/completions", "text/html", status=503) is None  # may pass


def test_a_later_chat_answer_clears_the_page() -> None:
    flights = Flights()
    for kind in ("text/html", "application/json"):
        request = httpx.Request("POST", "http://127.0.0.1:1/v1/chat/completions", content=b"{}")
        flights.answered(
            flights.begin(request), httpx.Response(200, headers={"content-type": kind})
        )
    assert flights.page is None  # the leg's last chat call had an API answer
