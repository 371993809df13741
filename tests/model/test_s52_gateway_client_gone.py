"""A model call whose caller went before the gateway read it (flake52): no traceback, no call.

Ctrl-C during ``arena run --model-url`` stops the workers mid-call; on a busy machine the
gateway's thread reads such a request only after its connection is gone. Starlette then raised
``ClientDisconnect`` out of the gateway's handler, and uvicorn printed "Exception in ASGI
application" and its traceback on the user's terminal (tests/cli/test_s50_ctrl_c_slow_endpoint.py
failed so under load). The app is driven here as uvicorn drives it, with the disconnect its
``receive`` gives: the call ends quietly, is neither counted nor sent upstream; a request whose
body did arrive is still counted and forwarded (the near misses).
"""

from __future__ import annotations

import asyncio
import socket
from collections.abc import MutableMapping
from typing import Any

import pytest

from arena.gateway import Gateway

Message = MutableMapping[str, Any]
BODY = b'{"model": "m", "messages": [{"role": "user", "content": "hi"}]}'

#: Every route the gateway forwards on: the run routes and the shared ones.
PATHS = [
    "/j/k/runs/run_1/v1/chat/completions",
    "/runs/run_1/v1/chat/completions",
    "/j/k/v1/chat/completions",
    "/v1/chat/completions",
    "/j/k/v1/responses",
]

#: What reached the gateway before its caller went: nothing, or part of the body.
GONE: list[list[Message]] = [
    [],
    [{"type": "http.request", "body": BODY[:10], "more_body": True}],
    [
        {"type": "http.request", "body": b"", "more_body": True},
        {"type": "http.request", "body": BODY[:30], "more_body": True},
    ],
]


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _gateway() -> Gateway:
    """Upstream on a port nobody listens on, no retries: a forwarded call fails at once (502)."""
    return Gateway(f"http://127.0.0.1:{_closed_port()}/v1", "key", retries=0, backoff_s=0)


def _call(gateway: Gateway, path: str, arrived: list[Message]) -> list[Message]:
    """The app called as uvicorn calls it; ``receive`` gives ``arrived`` then the disconnect."""
    scope = {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "POST",
        "scheme": "http", "path": path, "raw_path": path.encode(), "query_string": b"",
        "root_path": "", "headers": [(b"content-type", b"application/json")],
        "client": ("127.0.0.1", 50000), "server": ("127.0.0.1", 8000),
    }  # fmt: skip
    pending = list(arrived)
    sent: list[Message] = []

    async def receive() -> Message:
        return pending.pop(0) if pending else {"type": "http.disconnect"}

    async def send(message: Message) -> None:
        sent.append(message)

    asyncio.run(gateway.app(scope, receive, send))
    return sent


@pytest.mark.parametrize("arrived", GONE, ids=["nothing", "part", "parts"])
@pytest.mark.parametrize("path", PATHS)
def test_a_call_whose_caller_went_unread_ends_quietly(path: str, arrived: list[Message]) -> None:
    gateway = _gateway()
    _call(gateway, path, arrived)  # raised ClientDisconnect: uvicorn's traceback
    assert all(usage.requests == 0 for usage in gateway.usage.values()), gateway.usage
    assert all(usage.attempts == 0 for usage in gateway.usage.values()), gateway.usage


@pytest.mark.parametrize(
    "arrived",
    [
        [{"type": "http.request", "body": BODY, "more_body": False}],
        [
            {"type": "http.request", "body": BODY[:10], "more_body": True},
            {"type": "http.request", "body": BODY[10:], "more_body": False},
        ],
    ],
    ids=["whole", "in-parts"],
)
@pytest.mark.parametrize("path", ["/j/k/v1/chat/completions", "/j/k/runs/run_1/v1/responses"])
def test_a_call_that_arrived_whole_is_still_counted_and_forwarded(
    path: str, arrived: list[Message]
) -> None:
    gateway = _gateway()
    sent = _call(gateway, path, arrived)
    assert sent[0]["type"] == "http.response.start" and sent[0]["status"] == 502, sent
    assert gateway.usage["k"].requests == 1 and gateway.usage["k"].attempts == 1, gateway.usage
