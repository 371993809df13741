"""``arena report`` of a folder whose runs the model endpoint failed (every call answered 500)
listed them as 'failed items (1): hitl-01: all 2 adapters', which reads as the item's fault,
where ``arena run`` had said '2 of 2 runs failed on a model endpoint error' (users35). The
report now says it too, from the runs' own record (the gateway's count of failed calls)."""

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
    def _send(self, code: int, body: dict[str, object]) -> None:
        data = json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:  # /models: a model list, so the pre-flight lets it through
        self._send(200, {"object": "list", "data": [{"id": "m", "object": "model"}]})

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self._send(500, {"error": {"message": "the model is down"}})

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def endpoint() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Failing)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


def test_the_report_says_which_runs_the_endpoint_failed(endpoint: str, tmp_path: Path) -> None:
    out = tmp_path / "r"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla,pydantic_ai", "--item", "hitl-01"]
    args += ["--model-url", endpoint, "--model", "m", "--api-key-env", "K", "--retries", "0"]
    ran = CliRunner().invoke(main, [*args, "--quiet", "--out", str(out)], env={"K": "x"})
    assert ran.exit_code == 1, ran.output
    result = CliRunner().invoke(main, ["report", str(out)], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    said = " ".join(result.output.split())
    assert "2 of 2 runs failed on a model endpoint error" in said, said
    assert "the model is down" in said, said


def test_an_endpoint_error_on_every_run_is_not_put_on_the_adapter(
    endpoint: str, tmp_path: Path
) -> None:
    """Every run of vanilla failed on the endpoint's 500: the summary also said 'all 2 runs of
    vanilla failed with the same error ...: fix it first', the adapter's to fix (users35). The
    endpoint's note alone says it now."""
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01"]
    args += ["--item", "hitl-02", "--model-url", endpoint, "--model", "m", "--retries", "0"]
    args += ["--api-key-env", "K", "--quiet", "--out", str(tmp_path / "r")]
    ran = CliRunner().invoke(main, args, env={"K": "x", "COLUMNS": "200"})
    assert ran.exit_code == 1, ran.output
    said = " ".join(ran.output.split())
    assert "2 of 2 runs failed on a model endpoint error" in said, said
    assert "failed with the same error" not in said, said
