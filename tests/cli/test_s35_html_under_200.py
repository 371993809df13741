"""An endpoint whose model list answers but whose chat completions answer an HTML page under
HTTP 200 (a proxy's or web UI's page at the URL) was counted by the gateway as failing every
run's last model call (usage.errors), as README says, yet the summary put none on the endpoint
and said 'item hitl-01 failed on all 2 adapters: check the item itself ... or the model': each
framework fails on the page in its own words ("'str' object has no attribute 'choices'"), which
name no endpoint (users35). The gateway now keeps what the endpoint sent (usage.unreadable), and
such runs read as the endpoint's, with the page named."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


class _WebPage(BaseHTTPRequestHandler):
    def _send(self, body: bytes, kind: str) -> None:
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:  # /models: a model list, so the pre-flight lets it through
        listed = {"object": "list", "data": [{"id": "m", "object": "model"}]}
        self._send(json.dumps(listed).encode(), "application/json")

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self._send(b"<html><body>Sign in to continue</body></html>", "text/html")

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def endpoint() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _WebPage)
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


def test_an_html_page_under_200_is_the_endpoints(endpoint: str, tmp_path: Path) -> None:
    out = tmp_path / "r"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla,pydantic_ai", "--item", "hitl-01"]
    args += ["--model-url", endpoint, "--model", "m", "--api-key-env", "K", "--quiet"]
    result = CliRunner().invoke(main, [*args, "--out", str(out)], env={"COLUMNS": "200", "K": "x"})
    # every run met the page: exit 2 and the line that says so, as for a refused key (users38)
    assert result.exit_code == 2, result.output
    said = " ".join(result.output.split())
    assert "answered a chat call with a web page (HTTP 200 text/html)" in said, said
    assert "2 of 2 runs failed on a model endpoint error" in said, said
    # the runs' own errors now say first what the transport saw (users40), which the note quotes
    assert "e.g. 'the model endpoint answered a chat call with a web page (HTTP 200" in said, said
    assert "check the item itself" not in said, said
    for line in (out / "runs.jsonl").read_text().splitlines():
        usage = json.loads(line)["usage"]
        assert usage["errors"] == 1 and "Sign in" in usage["unreadable"], usage
