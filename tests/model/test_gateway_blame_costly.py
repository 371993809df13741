"""A failure the adapter provoked by making its request costly or crowding the endpoint is the
adapter's, not the endpoint's (red team 21).

LongAsk ran the vanilla leg, then asked the run's own model for 20,000 tokens, not streamed: the
endpoint (like a real one) took longer than ``--call-timeout`` to begin, the gateway answered 502
and counted the run's last model call as failed by the endpoint, and the summary read "2 of 2
runs failed on a model endpoint error ... Check the endpoint". Now a call asking for more output
than :data:`~arena.endpoint_blame.MAX_BLAMED_OUTPUT` is no model call of the run for blame, and
a failure load explains on a run that had more than ``MAX_IN_FLIGHT`` calls open or sent more
than ``MAX_RECENT`` in a minute is the adapter's. The endpoints here are real HTTP servers on
127.0.0.1 that take ``max_tokens / 1000`` seconds to answer and rate-limit by request count.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.endpoint_blame import MAX_BLAMED_OUTPUT, MAX_IN_FLIGHT, MAX_RECENT, costly
from arena.gateway import Gateway

MODEL = "fake-1"
ANSWER = {
    "id": "c1", "object": "chat.completion", "created": 0, "model": MODEL,
    "choices": [{"index": 0, "finish_reason": "stop",
                 "message": {"role": "assistant", "content": "I cannot help with that."}}],
    "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
}  # fmt: skip


class _Slow(BaseHTTPRequestHandler):
    """An OpenAI-compatible endpoint that, like a real one, takes time in proportion to the output
    a non-streamed answer may hold (its budget / 1000 s, at most 4 s), and answers 429 once
    it has taken ``LIMIT`` requests (None: no limit). A body's ``"case": "429"`` is refused."""

    LIMIT: int | None = None
    taken = 0
    lock = threading.Lock()

    def do_GET(self) -> None:
        self._send(200, {"object": "list", "data": [{"id": MODEL, "object": "model"}]})

    def do_POST(self) -> None:
        sent = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
        with self.lock:
            type(self).taken += 1
            limited = self.LIMIT is not None and self.taken > self.LIMIT
        if limited or sent.get("case") == "429":
            return self._send(429, {"error": {"message": "rate limit reached"}})
        budget = [sent.get(k) for k in ("max_tokens", "max_completion_tokens", "max_output_tokens")]
        asked = next((int(b) for b in budget if b is not None), 256) * int(sent.get("n") or 1)
        time.sleep(min(asked / 1000, 4))
        self._send(200, ANSWER)

    def _send(self, status: int, body: object) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        with contextlib.suppress(OSError):  # the gateway gave up on a slow answer
            self.wfile.write(data)

    def log_message(self, *args: object) -> None:
        pass


class _Server(ThreadingHTTPServer):
    """Its listen queue holds a flood: with the default 5, under load, most of Flooder's 40
    connections at once waited past the gateway's 1 s timeout unaccepted and never reached the
    endpoint, so the limit was not used up (7-16 of 42 requests counted) and the run's last call
    was answered: 'completed' (gate46, and 3 in 3 here at a load of 22)."""

    request_queue_size = 128


def _serve(limit: int | None) -> Iterator[str]:
    _Slow.LIMIT, _Slow.taken = limit, 0
    server = _Server(("127.0.0.1", 0), _Slow)
    server.daemon_threads = True
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def slow() -> Iterator[str]:
    yield from _serve(None)


@pytest.fixture
def gw(slow: str) -> Iterator[Gateway]:
    with Gateway(slow, "k", timeout_s=1, retries=0, backoff_s=0.01, model=MODEL) as gateway:
        yield gateway


def _ask(gw: Gateway, **body: object) -> int:
    sent = {"model": MODEL, "messages": [{"role": "user", "content": "hi"}], **body}
    url = gw.base_url("run") + "/chat/completions"
    return httpx.post(url, json=sent, timeout=10).status_code


def _counted(gw: Gateway) -> tuple[int, int, bool]:
    usage = gw.report("run")
    return usage["errors"], usage["refused"], usage["last_failed"]


def test_a_timeout_on_an_ordinary_budget_is_the_endpoints(gw: Gateway) -> None:
    """The honest case: a call within the bound that the endpoint is too slow to answer."""
    assert _ask(gw, max_tokens=2000) == 502
    assert _counted(gw) == (1, 0, True)
    assert _ask(gw) == 200  # no budget at all (as the frameworks send): answered, the last
    assert _counted(gw) == (1, 0, False)


@pytest.mark.parametrize(
    "budget",
    [
        {"max_tokens": 20000},  # red team 21's request
        {"max_completion_tokens": 20000},
        {"max_output_tokens": 20000},
        {"max_tokens": 2000, "n": 8},  # eight answers of 2,000: 16,000
        {"max_tokens": "20000"},  # not a number: the caller's
    ],
)
def test_a_timeout_on_a_budget_the_adapter_inflated_is_the_adapters(
    gw: Gateway, budget: dict[str, object]
) -> None:
    assert _ask(gw, max_tokens=2000) == 502  # an honest failure first: the endpoint's...
    assert _ask(gw, **budget) == 502  # ...then the adapter's own: it does not count as the last
    assert _counted(gw) == (1, 1, True)
    assert _ask(gw) == 200
    assert _ask(gw, **budget) == 502
    assert _counted(gw) == (1, 2, False)


def test_the_bound_is_what_the_docs_say() -> None:
    assert costly(json.dumps({"max_tokens": MAX_BLAMED_OUTPUT}).encode()) is None
    assert costly(json.dumps({"max_tokens": MAX_BLAMED_OUTPUT + 1}).encode()) is not None
    assert costly(json.dumps({"n": 3}).encode()) is not None  # several answers, uncapped
    assert costly(json.dumps({"n": 1, "max_tokens": None}).encode()) is None
    assert costly(b'{"messages": "' + b"x" * 600_000 + b'"}') is not None


def test_a_429_on_a_run_that_sends_one_call_at_a_time_is_the_endpoints(gw: Gateway) -> None:
    for _ in range(3):
        assert _ask(gw, case="429") == 429
    assert _counted(gw) == (3, 0, True)


def test_a_429_after_the_run_flooded_the_endpoint_is_the_adapters(gw: Gateway) -> None:
    for _ in range(MAX_RECENT):
        assert _ask(gw, max_tokens=1) == 200
    assert _ask(gw, case="429") == 429  # the run's 31st request in a minute
    assert _counted(gw) == (0, 1, False)


def test_a_429_among_many_calls_open_at_once_is_the_adapters(gw: Gateway) -> None:
    async def flood() -> list[int]:
        url = gw.base_url("run") + "/chat/completions"
        sent = {"model": MODEL, "messages": [], "max_tokens": 300}
        async with httpx.AsyncClient(timeout=10) as client:
            asks = [client.post(url, json=sent) for _ in range(MAX_IN_FLIGHT)]
            asks.append(client.post(url, json={**sent, "case": "429"}))
            return [r.status_code for r in await asyncio.gather(*asks)]

    assert sorted(asyncio.run(flood())) == [200] * MAX_IN_FLIGHT + [429]
    assert _counted(gw) == (0, 1, False)


def _run(
    adapter: str, url: str, tmp_path: Path, call_timeout: int = 1
) -> tuple[str, list[dict[str, object]]]:
    args = ["run", "human_in_the_loop", "--adapter", f"reference_adapters_longask:{adapter}"]
    args += ["--model-url", url, "--model", MODEL, "--api-key-env", "K", "--item", "hitl-01"]
    args += ["--call-timeout", str(call_timeout), "--retries", "0", "--quiet"]
    args += ["--out", str(tmp_path / "r")]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "100", "K": "x"})
    assert result.exit_code == 1, result.output
    runs = (tmp_path / "r" / "runs.jsonl").read_text().splitlines()
    return " ".join(result.output.split()), [json.loads(x) for x in runs]


@pytest.mark.parametrize(("adapter", "limit"), [("build", None), ("build_flooder", 6)])
def test_an_adapter_that_provokes_the_endpoint_keeps_its_failure(
    adapter: str, limit: int | None, tmp_path: Path
) -> None:
    """The run fails on the call the adapter provoked (a 502 after the gateway's timeout, a 429
    after its flood): the adapter's failure, not "a model endpoint error"."""
    # LongAsk needs the gateway to give up on its 4 s answer; the flood must reach the endpoint
    # whatever the load, every request of it counted before the last is sent (gathered first)
    for url in _serve(limit):
        said, runs = _run(adapter, url, tmp_path, call_timeout=1 if limit is None else 30)
    assert "runs failed on a model endpoint error" not in said, said
    assert "1 endpoint" not in said, said
    assert [r["status"] for r in runs] == ["failed"], runs
    usage = runs[0]["usage"]
    assert isinstance(usage, dict) and usage["last_failed"] is False and usage["refused"], usage
    # and the note says why: the gateway counted the failed call as the adapter's own
    assert "failed calls as the adapter's own" in " ".join(said.split()), said
