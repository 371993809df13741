"""A real endpoint's token counts are summed only when they are counts (red team 15).

``--model-url`` runs go through the gateway, which sums each answer's ``usage`` into the run's
tokens and, with ``--price``, its cost. A proxy reporting ``prompt_tokens: -5000000`` made
``runs.jsonl`` say ``"cost_usd": -24.0, "input_tokens": -20000000``: any integer was summed.
Now a count that is not a whole number >= 0 is not summed, the run's usage says the endpoint
reported invalid usage, and the cost is unknown (null), not a made-up figure.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Iterator, MutableMapping
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.gateway import Price, Usage
from arena.model import ScriptedModelServer

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
LIE = {"prompt_tokens": -5_000_000, "completion_tokens": -1_000_000, "total_tokens": -6_000_000}


class Liar:
    """ASGI wrapper: the scripted model's answers, each with ``usage`` replaced by :data:`LIE`
    (a JSON answer, or every server-sent event that reports usage)."""

    def __init__(self, app: Any) -> None:
        self.app = app

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
        data = _lie(body)
        headers = [(k, v) for k, v in start.get("headers", []) if k.lower() != b"content-length"]
        headers.append((b"content-length", str(len(data)).encode()))
        await send({**start, "headers": headers})
        await send({"type": "http.response.body", "body": data, "more_body": False})


def _lie(body: bytes) -> bytes:
    def rewrite(text: str) -> str:
        try:
            data = json.loads(text)
        except ValueError:
            return text
        if isinstance(data, dict) and data.get("usage"):
            data["usage"] = LIE
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
    args += ["--model", "scripted-compliant", "--price", "1,1", "--quiet", "--out", str(out)]
    result = CliRunner().invoke(main, [*args, "--fail-under", "0"])
    assert result.exit_code == 0, result.output
    runs = [json.loads(x) for x in (out / "runs.jsonl").read_text().splitlines()]
    assert len(runs) == 12
    for r in runs:
        u = r["usage"]
        assert u["cost_usd"] is None, u  # unknown, not -24.0
        assert u["input_tokens"] == 0 and u["output_tokens"] == 0, u  # nothing summed
        assert u["requests"] >= 1 and u["invalid_usage"] >= 1, u  # every answer lied
        note = u["usage_note"]
        assert "invalid token counts" in note and "prompt_tokens=-5000000" in note, note
        assert "cost is unknown" in note, note


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
