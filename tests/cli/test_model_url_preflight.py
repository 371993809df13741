"""``arena run --model-url``: the pre-flight refuses what is not an OpenAI-compatible API (a web
page, other JSON) and says a slow endpoint is slow — it said "unreachable (ReadTimeout)" after a
fixed 5 s, and let a web server through to burn every run ("'str' object has no attribute
'choices'")."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena import ModelChoice
from arena.cli import main


class Fake(BaseHTTPRequestHandler):
    """Answers every request with ``body`` of ``kind`` after ``delay`` seconds."""

    kind, body, delay = "text/html", b"<html><body>Hello, not an API</body></html>", 0.0

    def do_GET(self) -> None:
        time.sleep(self.delay)
        self.send_response(200)
        self.send_header("Content-Type", self.kind)
        self.send_header("Content-Length", str(len(self.body)))
        self.end_headers()
        self.wfile.write(self.body)

    do_POST = do_GET

    def log_message(self, *args: object) -> None:
        pass


class Html(Fake):
    pass


class OtherJson(Fake):
    kind, body = "application/json", json.dumps({"hello": "world"}).encode()


class Slow(Fake):
    kind, body, delay = "application/json", b'{"object": "list", "data": []}', 1.5


def serve(handler: type[Fake]) -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()
    server.server_close()


@pytest.fixture(params=[Html, OtherJson], ids=["html", "other-json"])
def not_openai(request: pytest.FixtureRequest) -> Iterator[tuple[str, str]]:
    kind = request.param.kind
    for url in serve(request.param):
        yield url, kind


@pytest.fixture
def slow() -> Iterator[str]:
    yield from serve(Slow)


def _run(url: str, tmp_path: Path, *more: str) -> tuple[int, str]:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--model-url", url, "--model", "m"]
    result = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "out"), *more])
    return result.exit_code, result.output


def test_an_endpoint_that_is_not_openai_compatible_is_refused_before_any_run(
    not_openai: tuple[str, str], tmp_path: Path
) -> None:
    url, kind = not_openai
    code, output = _run(url, tmp_path)
    assert code == 2, output
    assert output == (
        f"error: model endpoint {url} is not an OpenAI-compatible API: GET /models answered "
        f"{kind} without a list of models (an OpenAI API answers JSON with a 'data' list); "
        "check --model-url (it usually ends in /v1)\n"
    )
    assert not (tmp_path / "out" / "runs.jsonl").exists()


def test_a_slow_endpoint_is_said_to_be_slow_and_waited_for_as_long_as_call_timeout(
    slow: str, tmp_path: Path
) -> None:
    code, output = _run(slow, tmp_path, "--call-timeout", "0.3")
    assert code == 2, output
    assert output == (
        f"error: model endpoint {slow} did not answer GET /models within 0.3s (ReadTimeout): it "
        "is slow or stuck; raise --call-timeout to wait longer, or check --model-url\n"
    )
    choice = ModelChoice(
        model_url=slow, model="m", check_timeout_s=5
    )  # what --call-timeout 5 makes
    choice.check()  # waited long enough, the same endpoint passes
