"""Real endpoints through the gateway: 429s, 5xx, slow and stalled streams, malformed tool calls.

The upstream is the scripted model behind a fault-injecting wrapper on 127.0.0.1: the first time
it sees a request body it answers 429 (with Retry-After), the second time 503 (without), and only
the third time the real answer — streamed slowly, chunk by chunk.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import time
from collections.abc import Awaitable, Callable, Iterator, MutableMapping
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from pathlib import Path
from typing import Any

import httpx
import pytest
from click.testing import CliRunner

from arena.adapters import resolve_names
from arena.arenas import load_arena
from arena.cli import main
from arena.context import ModelEndpoint
from arena.evaluate import build_adapters, evaluate
from arena.gateway import Gateway, Price, Usage, retry_after
from arena.model import ScriptedModelServer
from arena.settings import RunSettings
from arena.store import open_store

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]


class Faulty:
    """ASGI wrapper: 429 then 503 for every new request body, slow chunks, optional breakage."""

    def __init__(self, app: Any, *, chunk_delay: float = 0.01, mode: str = "flaky") -> None:
        self.app, self.chunk_delay, self.mode = app, chunk_delay, mode
        self.seen: dict[str, int] = {}
        self.posts = 0

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "POST":
            return await self.app(scope, receive, send)
        self.posts += 1
        body = b""
        while True:
            message = await receive()
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        digest = hashlib.sha256(body).hexdigest()
        n = self.seen[digest] = self.seen.get(digest, 0) + 1
        if self.mode == "flaky" and n == 1:
            return await _json(
                send, 429, {"error": {"message": "slow down"}}, [(b"retry-after", b"0.05")]
            )
        if self.mode == "flaky" and n == 2:
            return await _json(send, 503, {"error": {"message": "overloaded"}}, [])
        replayed = False

        async def again() -> MutableMapping[str, Any]:
            nonlocal replayed
            if replayed:  # the body was read already: wait for the client to go, as a server does
                return await receive()
            replayed = True
            return {"type": "http.request", "body": body, "more_body": False}

        if self.mode == "stall":
            return await self._stall(send)
        if self.mode == "malformed":
            return await self.app(scope, again, _Breaker(send))
        return await self.app(scope, again, self._slow(send))

    def _slow(self, send: Send) -> Send:
        async def slow(message: MutableMapping[str, Any]) -> None:
            if message["type"] == "http.response.body" and message.get("body"):
                await asyncio.sleep(self.chunk_delay)
            await send(message)

        return slow

    async def _stall(self, send: Send) -> None:
        await send({"type": "http.response.start", "status": 200,
                    "headers": [(b"content-type", b"text/event-stream")]})  # fmt: skip
        await send({"type": "http.response.body", "body": b"data: {}\n\n", "more_body": True})
        await asyncio.sleep(3)
        await send({"type": "http.response.body", "body": b"", "more_body": False})


class _Breaker:
    """Rewrites every tool call's arguments in a JSON answer into JSON that does not parse."""

    def __init__(self, send: Send) -> None:
        self.send, self.start, self.body = send, None, b""

    async def __call__(self, message: MutableMapping[str, Any]) -> None:
        if message["type"] == "http.response.start":
            self.start = message
            return
        self.body += message.get("body", b"")
        if message.get("more_body"):
            return
        text = self.body.decode()
        text = text.replace('"arguments": "{', '"arguments": "{\\"oops').replace(
            '"arguments":"{', '"arguments":"{\\"oops'
        )
        data = text.encode()
        start = dict(self.start or {})
        start["headers"] = [(k, v) for k, v in start.get("headers", []) if k != b"content-length"]
        start["headers"].append((b"content-length", str(len(data)).encode()))
        await self.send(start)
        await self.send({"type": "http.response.body", "body": data, "more_body": False})


async def _json(send: Send, status: int, body: Any, headers: list[tuple[bytes, bytes]]) -> None:
    data = json.dumps(body).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), *headers]})  # fmt: skip
    await send({"type": "http.response.body", "body": data})


@pytest.fixture
def upstream(request: pytest.FixtureRequest) -> Iterator[tuple[ScriptedModelServer, Faulty]]:
    server = ScriptedModelServer()
    faulty = Faulty(server.app, mode=getattr(request, "param", "flaky"))
    server.app = faulty  # type: ignore[assignment]
    with server:
        yield server, faulty


def test_retry_after_follows_the_server_and_backs_off_otherwise() -> None:
    assert retry_after(httpx.Headers({"retry-after": "2"}), 0, 0.5) == 2.0
    assert retry_after(httpx.Headers({"retry-after-ms": "250"}), 0, 0.5) == 0.25
    later = format_datetime(datetime.now(UTC) + timedelta(seconds=30), usegmt=True)
    assert 25 < retry_after(httpx.Headers({"retry-after": later}), 0, 0.5) <= 30
    assert retry_after(httpx.Headers({"retry-after": "9999"}), 0, 0.5) == 60.0  # capped
    waits = [retry_after(httpx.Headers(), a, 0.5) for a in range(4)]
    assert all(0.25 * 2**a <= w <= 0.75 * 2**a for a, w in enumerate(waits)), waits


def test_usage_and_cost_read_both_apis() -> None:
    u = Usage()
    u.add_usage({"prompt_tokens": 100, "completion_tokens": 20})  # chat completions
    u.add_usage({"input_tokens": 50, "output_tokens": 5})  # responses
    assert (u.input_tokens, u.output_tokens) == (150, 25)
    assert Price(1.0, 4.0).cost(u) == pytest.approx((150 * 1 + 25 * 4) / 1e6)


@pytest.mark.slow
def test_every_adapter_passes_through_429s_503s_and_slow_streams(
    upstream: tuple[ScriptedModelServer, Faulty],
) -> None:
    server, faulty = upstream
    arena = load_arena("human_in_the_loop")
    items = [arena.items[0]]  # approved: a pause, a resume, a booking — every kind of call
    adapters = build_adapters(arena, resolve_names("all"))
    with Gateway(server.base_url, "sk-test", timeout_s=10, retries=3, backoff_s=0.05) as gw:
        results = evaluate(
            arena,
            adapters,
            ModelEndpoint(base_url=gw.base_url(), model="scripted-compliant"),
            items=items,
            endpoint_for=lambda adapter, item, r: ModelEndpoint(
                base_url=gw.base_url(f"{adapter}~{item.id}"), model="scripted-compliant"
            ),
        )
        usage = {f"{r.adapter}~{r.item.id}": gw.report(f"{r.adapter}~{r.item.id}") for r in results}
    failed = [
        (r.adapter, r.item.id, r.trace.error or [c.detail for c in r.checks])
        for r in results
        if not r.passed
    ]
    assert failed == []
    for key, u in usage.items():
        # Every call met a 429 and a 503 first: two retries each, and nothing failed for good.
        assert u["requests"] >= 2 and u["retries"] == 2 * u["requests"], (key, u)
        assert u["errors"] == 0 and u["waited_s"] >= 0.05 * u["requests"], (key, u)
    assert faulty.posts == sum(u["attempts"] for u in usage.values())


def test_without_the_gateway_a_429_fails_the_run_and_with_it_the_run_passes(
    upstream: tuple[ScriptedModelServer, Faulty], tmp_path: Path
) -> None:
    server, _ = upstream
    base = ["run", "human_in_the_loop", "--adapter", "vanilla", "--model-url", server.base_url]
    base += ["--model", "scripted-compliant", "--quiet"]
    args = [*base, "--retries", "0", "--out", str(tmp_path / "a"), "--fail-under", "0"]
    result = CliRunner().invoke(main, args)
    # every run's call answered 429: once the first 3 runs failed so, no further run starts
    # (users40), and the line names the retries as the fix
    assert result.exit_code == 2, result.output
    assert "answered HTTP 429 (after every retry) in each of the first" in result.stderr
    assert "more --retries" in result.stderr, result.stderr
    runs = [json.loads(x) for x in (tmp_path / "a" / "runs.jsonl").read_text().splitlines()]
    assert 3 <= len(runs) < 12, len(runs)
    assert all(not r["passed"] and "429" in (r["error"] or "") for r in runs), runs[0]["error"]
    out = tmp_path / "b"
    args = [*base, "--out", str(out), "--price", "0.15,0.60", "--call-timeout", "5"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    runs = [json.loads(x) for x in (out / "runs.jsonl").read_text().splitlines()]
    assert len(runs) == 12 and all(r["passed"] for r in runs)
    for r in runs:
        u = r["usage"]
        assert u["input_tokens"] > 0 and u["output_tokens"] > 0 and u["retries"] > 0
        expected = (u["input_tokens"] * 0.15 + u["output_tokens"] * 0.60) / 1e6
        assert u["cost_usd"] == pytest.approx(expected, abs=1e-6)
    summary = json.loads((out / "summary.json").read_text())
    assert summary["model"]["url"] == server.base_url and summary["model"]["scripted"] is False
    assert summary["gateway"] == {"call_timeout_s": 5.0, "retries": 4, "price": [0.15, 0.6]}


@pytest.mark.parametrize("upstream", ["stall"], indirect=True)
def test_a_stalled_stream_is_cut_after_the_call_timeout(
    upstream: tuple[ScriptedModelServer, Faulty],
) -> None:
    server, _ = upstream
    with Gateway(server.base_url, "k", timeout_s=0.5, retries=0) as gw:
        started = time.monotonic()
        body = {"model": "scripted", "stream": True, "messages": [{"role": "user", "content": "x"}]}
        url = gw.base_url("s") + "/chat/completions"
        with httpx.stream("POST", url, json=body, timeout=10) as r:
            events = [line for line in r.iter_lines() if line.startswith("data:")]
        assert time.monotonic() - started < 4
        # The client is told, in the stream itself, so an OpenAI client raises instead of
        # taking half an answer for a whole one.
        last = json.loads(events[-1][5:])
        assert (
            last["error"]["type"] == "gateway_timeout"
            and "nothing for 0.5s" in last["error"]["message"]
        )
        assert gw.report("s")["errors"] == 1


@pytest.mark.slow
@pytest.mark.parametrize("upstream", ["malformed"], indirect=True)
def test_malformed_tool_call_arguments_fail_the_run_on_every_adapter(
    upstream: tuple[ScriptedModelServer, Faulty],
) -> None:
    """Every tool call's arguments are JSON that does not parse: no adapter may book on them,
    and no run may pass. One item (approved: a pause, a resume, a booking) per adapter."""
    server, _ = upstream
    arena = load_arena("human_in_the_loop")
    adapters = build_adapters(arena, resolve_names("all"))
    with Gateway(server.base_url, "sk-test", timeout_s=10, retries=0) as gw:
        results = evaluate(
            arena,
            adapters,
            ModelEndpoint(base_url=gw.base_url(), model="scripted-compliant"),
            items=[arena.items[0]],
            settings=RunSettings(leg_timeout_s=30, concurrency=len(adapters)),
            endpoint_for=lambda adapter, item, r: ModelEndpoint(
                base_url=gw.base_url(adapter), model="scripted-compliant"
            ),
        )
    assert [r.adapter for r in results] == [a.name for a in adapters]
    outcome = {
        r.adapter: (r.passed, sorted({c.tool for c in r.trace.tool_calls if c.status == "ok"}))
        for r in results
    }
    # Nothing ran with the broken arguments: not the booking, not even the approval request.
    assert outcome == {a.name: (False, []) for a in adapters}, [
        (r.adapter, r.status, r.trace.error) for r in results
    ]


@pytest.mark.parametrize("upstream", ["malformed"], indirect=True)
def test_malformed_tool_call_arguments_fail_the_run_with_a_reason(
    upstream: tuple[ScriptedModelServer, Faulty], tmp_path: Path
) -> None:
    server, _ = upstream
    out = tmp_path / "m"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--model-url", server.base_url]
    args += ["--model", "scripted-compliant", "--quiet", "--out", str(out), "--leg-timeout", "20"]
    args += ["--fail-under", "0"]  # every run fails here on purpose
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    runs = [json.loads(x) for x in (out / "runs.jsonl").read_text().splitlines()]
    assert len(runs) == 12 and not any(r["passed"] for r in runs)
    assert all(
        c["tool"] != "book_room" or c["status"] == "rejected" for r in runs for c in r["tool_calls"]
    )


@pytest.mark.parametrize(
    ("option", "value"), [("--retries", "2"), ("--call-timeout", "5"), ("--price", "0.1,0.2")]
)
def test_gateway_options_without_a_model_url_are_a_usage_error(option: str, value: str) -> None:
    result = CliRunner().invoke(main, ["run", "human_in_the_loop", option, value])
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert lines == [
        f"error: {option} only applies with --model-url (the gateway in front of a real "
        "endpoint); drop it, or add --model-url URL --model NAME"
    ]


def test_a_gateway_option_at_its_default_value_is_still_named() -> None:
    args = ["run", "human_in_the_loop", "--retries", "4", "--call-timeout", "60"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2
    assert "--retries and --call-timeout only apply with --model-url" in result.output


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_human_runs_on_a_real_endpoint_go_through_the_gateway(
    upstream: tuple[ScriptedModelServer, Faulty],
    tmp_path: Path,
) -> None:
    server, faulty = upstream
    store, out = tmp_path / "arena.db", tmp_path / "out"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--human", "--store", str(store)]
    args += ["--model-url", server.base_url, "--model", "scripted-compliant", "--quiet"]
    args += ["--out", str(out), "--price", "0.15,0.60", "--json"]
    result = CliRunner().invoke(main, args)
    # Every call met a 429 and a 503 first: without the gateway every run failed on the 429.
    assert result.exit_code == 0, result.output
    runs = [json.loads(x) for x in (out / "runs.jsonl").read_text().splitlines()]
    assert len(runs) == 12 and {r["status"] for r in runs} <= {"waiting", "completed"}
    assert any(r["status"] == "waiting" for r in runs)
    for r in runs:
        u = r["usage"]
        assert u["requests"] >= 1 and u["retries"] == 2 * u["requests"] and u["errors"] == 0, u
        assert u["input_tokens"] > 0 and u["cost_usd"] > 0, u
    assert faulty.posts == sum(r["usage"]["attempts"] for r in runs)
    summary = json.loads((out / "summary.json").read_text())
    assert summary["gateway"] == {"call_timeout_s": 60.0, "retries": 4, "price": [0.15, 0.6]}
    with open_store(str(store)) as s:
        # A resume in another process must reach the model, not this process's gateway.
        urls = {run.origin.endpoint.base_url for run in s.runs()}
    assert urls == {server.base_url}
