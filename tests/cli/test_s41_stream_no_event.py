"""A model stream that ends with no usable event read as the agent's failure (users41).

An endpoint answering a streaming chat call ``200 text/event-stream`` with only ``data:
[DONE]`` (or nothing, a keep-alive comment) gives a streaming client an
answer with no words: the adapter ended the run ``completed`` with an empty last message, and
``arena run`` said only ``suspended: no leg returned waiting ...``, ``failed runs 0``, with no
word of the endpoint, though arena's gateway had recorded the call as one the endpoint failed
(``usage.unreadable``). Now the run's lines and the closing note say the endpoint's answer
first, as they do for a run that failed on it; an honest stream (words) blames nothing.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main

_WORDS = {
    "id": "c",
    "object": "chat.completion.chunk",
    "created": 0,
    "model": "m",
    "choices": [{"index": 0, "delta": {"role": "assistant", "content": "No room fits."}}],
}


@contextmanager
def streaming(body: bytes) -> Iterator[str]:
    """An endpoint whose every chat call is answered ``200 text/event-stream`` with ``body``."""

    class Stream(BaseHTTPRequestHandler):
        def _send(self, data: bytes, kind: str) -> None:
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            self._send(
                b'{"object": "list", "data": [{"id": "m", "object": "model"}]}', "application/json"
            )

        def do_POST(self) -> None:
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            self._send(body, "text/event-stream")

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Stream)
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


def _run(url: str, tmp_path: Path) -> tuple[int, str]:
    args = ["run", "human_in_the_loop", "--adapter", "reference_adapters_s40b:StreamingAdapter"]
    args += ["--model-url", url, "--model", "m", "--retries", "0", "--item", "hitl-0[12]"]
    args += ["--out", str(tmp_path / "r")]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "80"})
    return result.exit_code, " ".join(result.output.split())


@pytest.mark.parametrize(
    "body",
    [
        b"data: [DONE]\n\n",
        b"",
        b": keep-alive\n\n",
    ],
    ids=["done-only", "empty", "comment-only"],
)
def test_a_stream_with_no_usable_event_is_said_as_the_endpoints(
    tmp_path: Path, body: bytes
) -> None:
    with streaming(body) as url:
        code, said = _run(url, tmp_path)
    assert code == 1, said
    ended = (
        "run ended on a model endpoint error: the model endpoint answered the last model call "
        "of the run with HTTP 200, a stream with no event a client can use; the adapter ended "
        "the run completed all the same, on no model answer"
    )
    assert said.count(ended) == 2, said
    assert "2 of 2 runs ended on a model endpoint error" in said, said  # completed: not failed
    # arena report reads the same from the results folder
    report = CliRunner().invoke(main, ["report", str(tmp_path / "r")], env={"COLUMNS": "200"})
    assert "2 of 2 runs ended on a model endpoint error" in " ".join(report.output.split())


def test_a_stream_with_words_blames_no_endpoint(tmp_path: Path) -> None:
    body = b"data: " + json.dumps(_WORDS).encode() + b"\n\ndata: [DONE]\n\n"
    with streaming(body) as url:
        code, said = _run(url, tmp_path)
    assert code == 1, said  # the agent never asked: its own failure
    assert "suspended: no leg returned waiting" in said, said
    assert "model endpoint error" not in said, said
    assert "a stream with no event" not in said, said
