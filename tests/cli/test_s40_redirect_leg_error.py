"""After a chat call was redirected to a login page, each run's own error still read the
adapter's failure on that page ('NotFoundError: Error code: 404', "'str' object has no attribute
'choices'", raised at the adapter's line), the summary said of every adapter 'failed with the same
error before any paused: ... fix it first', and arena's gateway counted no failed call (a 3xx was
neither the endpoint's nor refused), so the runs did not read as the endpoint's (users40). The
leg's error now says first what its transport saw, then the adapter's failure; the gateway counts
a redirect away from the API as a call the endpoint failed."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


class _Handler(BaseHTTPRequestHandler):
    def _send(self, status: int, data: bytes, kind: str, *headers: tuple[str, str]) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        if self.path.startswith("/login"):
            self._send(200, b"<html><body>Sign in</body></html>", "text/html; charset=utf-8")
        else:  # the pre-flight passes (a proxy that lets GET /models through)
            models = {"object": "list", "data": [{"id": "m", "object": "model"}]}
            self._send(200, json.dumps(models).encode(), "application/json")

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self._send(302, b"", "text/html", ("Location", "/login?next=/v1&SAMLRequest=t"))

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def url() -> Iterator[str]:
    srv = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    srv.daemon_threads = True
    threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{srv.server_address[1]}/v1"
    finally:
        srv.shutdown()
        srv.server_close()


def test_a_redirected_legs_error_says_the_redirect_first(url: str, tmp_path: Path) -> None:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--model-url", url]
    args += ["--model", "m", "--json", "--retries", "0", "--concurrency", "2"]
    args += ["--out", str(tmp_path / "r")]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200"})
    assert result.exit_code == 2, result.stderr
    runs = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    assert len(runs) == 2, runs  # the two in flight when the first met the redirect
    said = " ".join(result.stderr.split())
    assert "fix it first" not in said, said
    for run in runs:
        error = run["error"]
        assert error.startswith(
            "the model endpoint answered a chat call with a redirect (HTTP 302 to /login), not "
            "an API answer; the adapter then failed: "
        ), error
        assert "raised at" not in error and "SAMLRequest" not in error, error
    kept = [json.loads(line) for line in (tmp_path / "r" / "runs.jsonl").read_text().splitlines()]
    for run in kept:  # the gateway's own count: the endpoint failed the run's model call
        usage = run["usage"]
        assert usage["errors"] >= 1, usage
        assert usage["unreadable"] == "HTTP 302, a redirect to /login", usage


def test_only_a_redirect_away_from_the_api_is_unusable() -> None:
    from arena.endpoint_blame import unusable  # new in users40

    assert unusable(302, b"", "text/html", "https://sso.test/login?t=1") == (
        "HTTP 302, a redirect to https://sso.test/login"
    )
    assert unusable(307, b"", "", "/v2/chat/completions") is None  # answered there
    assert unusable(304, b"", "") is None  # no Location
    assert unusable(200, b'{"id": "x"}', "application/json") is None
    assert unusable(200, b"<html>", "text/html") == "HTTP 200 (text/html) starting <html>"
