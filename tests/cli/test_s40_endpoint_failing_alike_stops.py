"""An endpoint answering every chat call HTTP 429 or 500 (every retry spent), 200 with text that
is no JSON, or 200 JSON cut off, ran all 12 items of ``arena run --model-url`` and exited 1
(users40): twelve runs each 'failed on a model endpoint error', where a refused key, an endpoint
down or a login page stop at once (exit 2). Now, read from the leg's transport record (never the
adapter's words): a 2xx ``text/plain`` (any text but a page or a stream) is taken as a page is,
and once the first three runs to finish all failed on one error answer (or one JSON answer the
client could not read), no further run starts: one line names it and the fix, exit 2. One run
that got past it (a 429 once, then answers) and it never stops."""

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
from endpoint_support import failing_endpoint


def _run(url: str, tmp_path: Path, *more: str) -> tuple[int, list[dict[str, object]], str]:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--model-url", url, "--json"]
    args += ["--retries", "0", "--concurrency", "1", "--out", str(tmp_path / "r"), *more]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200"})
    runs = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    return result.exit_code, runs, " ".join(result.stderr.split())


@pytest.mark.parametrize(
    ("status", "wait", "answered", "fix"),
    [
        (429, "0", "HTTP 429 (after every retry)",
         "it is rate limiting this key: wait, or run with a lower --concurrency"),
        (500, "0", "HTTP 500 (after every retry)",
         "it is failing: check its status (and --model-url), then run again"),
        (503, "0", "HTTP 503 (after every retry)",
         "it is failing: check its status (and --model-url), then run again"),
        # users54: a spent quota asks for an hour, which the gateway relays at once; more
        # retries or less concurrency was the wrong fix
        (429, "3600", "HTTP 429 (asked to wait 3600 s)",
         "it asks for no call before then (a spent quota or daily limit?): run again after "
         "that, or check the key's quota and billing; more --retries or a lower --concurrency "
         "will not get past it"),
    ],
)  # fmt: skip
def test_three_runs_failed_on_one_error_answer_start_no_further_run(
    tmp_path: Path, status: int, wait: str, answered: str, fix: str
) -> None:
    with failing_endpoint(status, "no", headers={"Retry-After": wait}) as url:
        code, runs, said = _run(url, tmp_path, "--model", "m")
    assert code == 2, said
    assert len(runs) == 3, runs
    assert (
        f"the model endpoint at {url} answered {answered} in each of the first 3 runs: {fix}"
        in said
    ), said
    assert "the other 9 runs were not started (not counted as failures)" in said, said
    summary = json.loads((tmp_path / "r" / "summary.json").read_text())
    asked = answered.replace(" (after every retry)", "")
    assert summary["interrupted"]["stopped"] == (
        f"the model endpoint answered {asked} in each of the first runs"
    )


def test_text_that_is_no_json_stops_as_a_page_does(tmp_path: Path) -> None:
    class Text(BaseHTTPRequestHandler):
        def _send(self, data: bytes, kind: str) -> None:
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            self._send(b'{"object": "list", "data": [{"id": "m"}]}', "application/json")

        def do_POST(self) -> None:
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            self._send(b"hello, this is no API", "text/plain; charset=utf-8")

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Text)
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    try:
        code, runs, said = _run(url, tmp_path, "--model", "m")
    finally:
        server.shutdown()
        server.server_close()
    assert code == 2, said
    assert len(runs) == 1, runs
    assert runs[0]["error"].startswith(  # type: ignore[union-attr]
        "the model endpoint answered a chat call with an answer that is no JSON (HTTP 200 "
        "text/plain), not an API answer; the adapter then failed: "
    ), runs[0]["error"]
    assert (
        f"the model endpoint at {url} answered a chat call with an answer that is no JSON "
        "(HTTP 200 text/plain), not an API answer, in 1 of 12 runs" in said
    ), said


def test_a_json_answer_cut_off_stops_after_three_runs(tmp_path: Path) -> None:
    class Cut(BaseHTTPRequestHandler):
        def _send(self, data: bytes) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            self._send(b'{"object": "list", "data": [{"id": "m"}]}')

        def do_POST(self) -> None:
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            self._send(b'{"id": "x", "choices": [')

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Cut)
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    try:
        code, runs, said = _run(url, tmp_path, "--model", "m")
    finally:
        server.shutdown()
        server.server_close()
    assert code == 2, said
    assert len(runs) == 3, runs
    assert (
        f"the model endpoint at {url} answered HTTP 200 application/json that is no JSON in "
        "each of the first 3 runs: it is failing" in said
    ), said


def test_an_endpoint_slower_than_the_call_timeout_stops_after_three_runs(tmp_path: Path) -> None:
    class Slow(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            data = b'{"object": "list", "data": [{"id": "m"}]}'
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_POST(self) -> None:
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            gone.wait(10)  # no answer while the test runs

        def log_message(self, *args: object) -> None:
            pass

    gone = threading.Event()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Slow)
    server.daemon_threads = True
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    try:
        code, runs, said = _run(url, tmp_path, "--model", "m", "--call-timeout", "0.3")
    finally:
        gone.set()
        server.shutdown()
        server.server_close()
    assert code == 2, said
    assert len(runs) == 3, runs
    assert (
        "answered HTTP 502 (after every retry) in each of the first 3 runs: it is failing, or "
        "answers slower than --call-timeout" in said
    ), said


@pytest.fixture
def rate_limited_twice(model_server: object) -> Iterator[str]:
    """The scripted model behind a proxy that answers its first two chat calls 429."""
    upstream = model_server.base_url  # type: ignore[attr-defined]
    left = [2]

    class Proxy(BaseHTTPRequestHandler):
        def _relay(self, method: str) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length", 0) or 0))
            if method == "POST" and left[0] > 0:
                left[0] -= 1
                status, data, kind = 429, b'{"error": {"message": "slow down"}}', "application/json"
            else:
                sent = {"content-type": "application/json"}
                answer = httpx.request(method, upstream + self.path[3:], content=body, headers=sent)
                status, data = answer.status_code, answer.content
                kind = answer.headers.get("content-type", "application/json")
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            self._relay("GET")

        def do_POST(self) -> None:
            self._relay("POST")

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Proxy)
    server.daemon_threads = True
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


def test_a_rate_limit_a_later_run_got_past_stops_nothing(
    rate_limited_twice: str, tmp_path: Path
) -> None:
    more = ["--model", "scripted-compliant", "--item", "hitl-0[1-4]"]
    code, runs, said = _run(rate_limited_twice, tmp_path, *more)
    assert len(runs) == 4, said  # two failed on the 429, the next ones passed: all ran
    assert [r["passed"] for r in runs].count(True) == 2, runs
    assert code == 1, said
    assert "not started" not in said, said


@pytest.mark.parametrize(
    ("seen", "stops"),
    [
        (["HTTP 429"] * 3, True),
        (["HTTP 500", "HTTP 500", "HTTP 503"], False),  # not one answer
        ([None, "HTTP 429", "HTTP 429", "HTTP 429"], False),  # one finished otherwise first
        (["HTTP 429", "HTTP 429", None, "HTTP 429"], False),
    ],
)
def test_only_the_first_runs_all_failing_alike_stop(seen: list[str | None], stops: bool) -> None:
    from arena.outage import FailingAlike  # new in users40

    alike = FailingAlike()
    said = [alike.note({"endpoint_failing": s} if s else {}) for s in seen]
    assert any(said) == stops, said
