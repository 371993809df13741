"""A real endpoint's token counts are summed only when they are counts (red team 15).

``--model-url`` runs go through the gateway, which sums each answer's ``usage`` into the run's
tokens and, with ``--price``, its cost. A proxy reporting ``prompt_tokens: -5000000`` made
``runs.jsonl`` say ``"cost_usd": -24.0, "input_tokens": -20000000``: any integer was summed.
Now a count that is not a whole number >= 0 is not summed, the run's usage says the endpoint
reported invalid usage, and the cost is unknown (null), not a made-up figure.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Awaitable, Callable, Iterator, MutableMapping
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.gateway import Gateway, Price, Usage
from arena.model import ScriptedModelServer

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
LIE = {"prompt_tokens": -5_000_000, "completion_tokens": -1_000_000, "total_tokens": -6_000_000}


class Liar:
    """ASGI wrapper: the scripted model's answers, each with ``usage`` replaced by :data:`LIE`
    (a JSON answer, or every server-sent event that reports usage)."""

    def __init__(self, app: Any, lie: dict[str, Any] | None = LIE) -> None:
        self.app, self.lie = app, lie  # lie None: usage taken out, as some endpoints send none

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "POST":
            return await self.app(scope, receive, send)
        start: dict[str, Any] = {}
        body = b""

        async def capture(message: Message) -> None:
            nonlocal body
            if message["type"] == "http.response.start":
                start.update(message)
            elif message["type"] == "http.response.body":
                body += message.get("body", b"")

        await self.app(scope, receive, capture)
        data = _lie(body, self.lie)
        headers = [(k, v) for k, v in start.get("headers", []) if k.lower() != b"content-length"]
        headers.append((b"content-length", str(len(data)).encode()))
        await send({**start, "headers": headers})
        await send({"type": "http.response.body", "body": data, "more_body": False})


def _lie(body: bytes, lie: dict[str, Any] | None) -> bytes:
    def rewrite(text: str) -> str:
        try:
            data = json.loads(text)
        except ValueError:
            return text
        if isinstance(data, dict) and lie is None:
            data.pop("usage", None)
            (data.get("response") or {}).pop("usage", None)
        elif isinstance(data, dict) and data.get("usage"):
            data["usage"] = lie
        return json.dumps(data)

    text = body.decode()
    if not text.lstrip().startswith(("data:", "event:")):
        return rewrite(text).encode()
    lines = [
        f"data: {rewrite(line[5:].strip())}" if line.startswith("data:") else line
        for line in text.split("\n")
    ]
    return "\n".join(lines).encode()


@pytest.fixture
def liar() -> Iterator[ScriptedModelServer]:
    server = ScriptedModelServer()
    server.app = Liar(server.app)  # type: ignore[assignment]
    with server:
        yield server


def test_negative_token_counts_are_not_a_cost(liar: ScriptedModelServer, tmp_path: Path) -> None:
    out = tmp_path / "out"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--model-url", liar.base_url]
    args += ["--item", "hitl-01", "--item", "hitl-02"]  # an approved and a denied one: enough
    args += ["--model", "scripted-compliant", "--price", "1,1", "--quiet", "--out", str(out)]
    result = CliRunner().invoke(main, [*args, "--fail-under", "0"])
    assert result.exit_code == 0, result.output
    runs = [json.loads(x) for x in (out / "runs.jsonl").read_text().splitlines()]
    assert len(runs) == 2
    for r in runs:
        u = r["usage"]
        assert u["cost_usd"] is None, u  # unknown, not -24.0
        assert u["input_tokens"] == 0 and u["output_tokens"] == 0, u  # nothing summed
        assert u["requests"] >= 1 and u["invalid_usage"] >= 1, u  # every answer lied
        note = u["usage_note"]
        assert "invalid token counts" in note and "prompt_tokens=-5000000" in note, note
        assert "cost is unknown" in note, note


def test_an_endpoint_sending_no_usage_costs_unknown_and_says_so(tmp_path: Path) -> None:
    """The run's tokens and cost are null, said in its line, in ``summary.json`` and on the
    console: never a measured 0 and a $0 cost (users55)."""
    server = ScriptedModelServer()
    server.app = Liar(server.app, None)  # type: ignore[assignment]
    out = tmp_path / "out"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01", "--out"]
    args += [str(out), "--model", "scripted-compliant", "--price", "1,1", "--fail-under", "0"]
    with server:
        result = CliRunner().invoke(main, [*args, "--model-url", server.base_url])
    assert result.exit_code == 0, result.output
    (run,) = [json.loads(x) for x in (out / "runs.jsonl").read_text().splitlines()]
    u = run["usage"]
    assert (u["input_tokens"], u["output_tokens"], u["cost_usd"]) == (None, None, None), u
    assert u["requests"] >= 1 and u["responses"] >= 1 and u["reported_responses"] == 0, u
    assert "reported no token usage" in u["usage_note"], u
    gateway = json.loads((out / "summary.json").read_text())["gateway"]
    assert gateway["usage_unreported"]["none"] == 1, gateway
    assert "token usage not reported for 1 of 1 runs" in " ".join(result.output.split())


@pytest.mark.parametrize(
    "bad",
    [
        {"prompt_tokens": -1, "completion_tokens": 5},
        {"prompt_tokens": 10, "completion_tokens": -5},
        {"input_tokens": 10.5, "output_tokens": 5},
        {"prompt_tokens": "100", "completion_tokens": 5},
        {"prompt_tokens": True, "completion_tokens": 5},
        {"input_tokens": 10, "output_tokens": [3]},
    ],
)
def test_an_answer_with_an_invalid_count_adds_nothing_and_is_said(bad: dict[str, Any]) -> None:
    u = Usage()
    u.add_usage({"prompt_tokens": 100, "completion_tokens": 20})
    u.add_usage(bad)
    u.add_usage({"input_tokens": 50, "output_tokens": 5})
    assert (u.input_tokens, u.output_tokens, u.invalid_usage) == (150, 25, 1)
    assert u.invalid_example.split("=")[0] in bad


def test_valid_counts_still_cost_what_they_did() -> None:
    u = Usage()
    u.add_usage({"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120})
    u.add_usage({"input_tokens": 50, "output_tokens": 0})  # a count of 0 is a count
    u.add_usage({"prompt_tokens": 0, "input_tokens": 7})  # both names: the one reported
    u.add_usage({"prompt_tokens": None, "completion_tokens": None})  # not reported: nothing
    u.add_usage(None)
    assert (u.input_tokens, u.output_tokens, u.invalid_usage) == (157, 20, 0)
    assert Price(1.0, 4.0).cost(u) == pytest.approx((157 + 80) / 1e6)


# -- an endpoint that sends no usage (users55) ---------------------------------------------------
# An endpoint that sends no ``usage`` gave every run ``input_tokens: 0, output_tokens: 0`` read as
# measured and, with ``--price``, a cost of 0. Now an answer without token counts is counted
# apart: none reported reads unknown (null, said), some reported reads "partly reported".


def _sse(*chunks: dict[str, Any]) -> bytes:
    return b"".join(b"data: " + json.dumps(c).encode() + b"\n\n" for c in chunks) + (
        b"data: [DONE]\n\n"
    )


_CHUNK = {"choices": [{"index": 0, "delta": {"role": "assistant", "content": "Hi"}}]}
_ANSWER = {"choices": [{"index": 0, "message": {"role": "assistant", "content": "Hi"}}]}
SENT: dict[str, bytes] = {
    "usage": json.dumps({**_ANSWER, "usage": {"prompt_tokens": 100, "completion_tokens": 20}}).encode(),
    "responses": json.dumps({"output": [], "usage": {"input_tokens": 50, "output_tokens": 5}}).encode(),
    "zeros": json.dumps({**_ANSWER, "usage": {"prompt_tokens": 0, "completion_tokens": 0}}).encode(),
    "none": json.dumps(_ANSWER).encode(),
    "null": json.dumps({**_ANSWER, "usage": None}).encode(),
    "empty": json.dumps({**_ANSWER, "usage": {}}).encode(),
    "total_only": json.dumps({**_ANSWER, "usage": {"total_tokens": 120}}).encode(),
    "stream_usage": _sse(_CHUNK, {"choices": [], "usage": {"prompt_tokens": 7, "completion_tokens": 3}}),
    "stream_none": _sse(_CHUNK),
    "stream_null": _sse({**_CHUNK, "usage": None}),
}  # fmt: skip


class _NoUsage(BaseHTTPRequestHandler):
    def do_GET(self) -> None:  # /models: no model call, no answer to count
        self._send(200, b'{"object": "list", "data": [{"id": "m"}]}')

    def do_POST(self) -> None:
        case = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))["case"]
        if case == "500":
            return self._send(500, b'{"error": {"message": "boom"}}')
        self._send(200, SENT[case], case.startswith("stream"))

    def _send(self, status: int, body: bytes, stream: bool = False) -> None:
        self.send_response(status)
        self.send_header("Content-Type", "text/event-stream" if stream else "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def no_usage() -> Iterator[Gateway]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _NoUsage)
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    try:
        with Gateway(url, "k", timeout_s=5, retries=0, model="m") as gw:
            gw.client = httpx.Client(timeout=10)  # type: ignore[attr-defined]  # one: cheap calls
            yield gw
            gw.client.close()  # type: ignore[attr-defined]
    finally:
        server.shutdown()
        server.server_close()


UNKNOWN = (None, None, None)


@pytest.mark.parametrize(
    ("cases", "figures", "said"),
    [
        (["none"], UNKNOWN, "reported no token usage in its 1 answer(s)"),
        (["none", "none", "none"], UNKNOWN, "in its 3 answer(s): tokens and cost unknown"),
        (["null"], UNKNOWN, "no token usage"),
        (["empty"], UNKNOWN, "no token usage"),
        (["total_only"], UNKNOWN, "no token usage"),
        (["stream_none"], UNKNOWN, "no token usage"),
        (["stream_null", "stream_none"], UNKNOWN, "in its 2 answer(s)"),
        (["usage", "none"], (100, 20, 0.00018), "partly reported: 1 of 2 responses"),
        (["stream_usage", "stream_none", "none"], (7, 3, 1.9e-05), "partly reported: 1 of 3"),
        (["responses", "usage", "null"], (150, 25, 0.00025), "partly reported: 2 of 3 responses"),
        # near misses: every answer reported (a reported 0 is a measured 0), no answer at all
        (["usage"], (100, 20, 0.00018), None),
        (["usage", "responses", "stream_usage"], (157, 28, 0.000269), None),
        (["zeros"], (0, 0, 0.0), None),
        (["GET", "usage"], (100, 20, 0.00018), None),
        (["500"], (0, 0, 0.0), None),
    ],
)  # fmt: skip
def test_an_answer_without_usage_is_unknown_not_zero(
    no_usage: Gateway, cases: list[str], figures: tuple[Any, ...], said: str | None
) -> None:
    key = "-".join(cases) + str(len(no_usage.usage))
    for case in cases:
        url = no_usage.base_url(key) + ("/models" if case == "GET" else "/chat/completions")
        body = {"model": "m", "messages": [], "case": case, "stream": case.startswith("stream")}
        no_usage.client.request("GET" if case == "GET" else "POST", url, json=body)  # type: ignore[attr-defined]
    u = no_usage.report(key, Price(1.0, 4.0))
    assert (u["input_tokens"], u["output_tokens"], u["cost_usd"]) == figures, u
    if said is None:
        assert "usage_note" not in u and "responses" not in u, u
        return
    assert said in u["usage_note"], u
    answers = sum(c != "GET" for c in cases)
    assert u["responses"] == answers and u["reported_responses"] < answers, u


@pytest.mark.parametrize(
    ("runs", "summary", "line"),
    [
        ([{}, {"responses": 3, "reported_responses": 0}], (1, 0, 2, 0, 3), "not reported for 1 of 2 runs"),
        ([{"responses": 4, "reported_responses": 1}], (0, 1, 1, 1, 4), "partly reported for 1 of 1 runs"),
        (
            [{"responses": 2, "reported_responses": 0}, {"responses": 4, "reported_responses": 3}, {}],
            (1, 1, 3, 3, 6),
            "not reported for 1 of 3 runs and partly reported for 1 of 3 runs (the endpoint sent no usage in 3 of 6",
        ),
        ([{}, {"input_tokens": 0}], None, None),
        ([], None, None),
    ],
)  # fmt: skip
def test_the_summary_counts_the_runs_without_usage(
    runs: list[dict[str, Any]], summary: tuple[int, ...] | None, line: str | None
) -> None:
    from arena.gateway_usage import unreported_line, usage_unreported

    got = usage_unreported(runs)
    if summary is None:
        assert got is None
        return
    assert got is not None
    assert tuple(got[k] for k in ("none", "partly", "of", "reported", "responses")) == summary
    assert line is not None and line in unreported_line(got), unreported_line(got)
