"""Under ``--workers`` the endpoint failing alike stopped nothing (users41, left open by users40):
an endpoint answering every chat call HTTP 429 (every retry spent) ran 12 of 12 items with
``arena run --model-url ... --workers 2`` and exited 1, where one process stops once the first
three runs to finish all failed on it (exit 2, one line naming the fix). The parent hears every
worker's results as they finish; it now counts them as one process does and, on the third alike,
no worker starts another run. One run that got an answer and nothing stops."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from click.testing import CliRunner

from arena.cli import main
from endpoint_support import failing_endpoint


def _run(url: str, tmp_path: Path, *more: str) -> tuple[int, list[dict[str, object]], str]:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--model-url", url, "--json"]
    args += ["--model", "m", "--retries", "0", "--out", str(tmp_path / "r"), *more]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "80"})
    runs = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    return result.exit_code, runs, " ".join(result.stderr.split())


def test_a_429_on_every_call_stops_every_worker(tmp_path: Path) -> None:
    with failing_endpoint(429, "slow down", headers={"Retry-After": "0"}) as url:
        code, runs, said = _run(url, tmp_path, "--workers", "2", "--concurrency", "2")
    assert code == 2, said
    assert 3 <= len(runs) < 12, runs
    assert (
        f"the model endpoint at {url} answered HTTP 429 (after every retry) in each of the "
        f"first {len(runs)} runs: it is rate limiting this key" in said
    ), said
    assert f"the other {12 - len(runs)} runs were not started (not counted as failures)" in said
    summary = json.loads((tmp_path / "r" / "summary.json").read_text())
    assert summary["interrupted"]["stopped"] == (
        "the model endpoint answered HTTP 429 in each of the first runs"
    )


def test_a_500_on_every_call_stops_every_worker_too(tmp_path: Path) -> None:
    with failing_endpoint(500, "boom") as url:
        code, runs, said = _run(url, tmp_path, "--workers", "3", "--concurrency", "3")
    assert code == 2, said
    assert 3 <= len(runs) < 12, runs
    assert "answered HTTP 500 (after every retry) in each of the first" in said, said


def test_an_endpoint_that_answers_some_calls_stops_nothing(tmp_path: Path) -> None:
    """The calls of the items asking for Tuesday (hitl-01, -06, -11) answered 429, the rest in
    words: of the first runs to finish (each worker's first two: hitl-01/-03, hitl-02/-04) one
    failed at most, and every run is made."""
    calls = {"n": 0}
    lock = threading.Lock()

    class Half(BaseHTTPRequestHandler):
        def _send(self, code: int, body: dict[str, object]) -> None:
            data = json.dumps(body).encode()
            self.send_response(code)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            self._send(200, {"object": "list", "data": [{"id": "m", "object": "model"}]})

        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
            with lock:
                calls["n"] += 1
                n = calls["n"]
            if b"on Tuesday" in body:
                self._send(429, {"error": {"message": "slow down"}})
                return
            message = {"role": "assistant", "content": "I cannot help with that."}
            self._send(
                200,
                {
                    "id": f"c{n}",
                    "object": "chat.completion",
                    "created": 0,
                    "model": "m",
                    "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
                },
            )

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Half)
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    try:
        code, runs, said = _run(url, tmp_path, "--workers", "2", "--concurrency", "2")
    finally:
        server.shutdown()
        server.server_close()
    assert len(runs) == 12, said
    assert code == 1, said
    assert "were not started" not in said, said
    assert sorted(str(r["item"]) for r in runs if r["status"] == "failed") == [
        "hitl-01",
        "hitl-06",
        "hitl-11",
    ], runs
