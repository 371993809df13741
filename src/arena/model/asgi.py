"""The few ASGI pieces the scripted model's app needs: a request, three responses, fixed routes.

The app answers eight fixed paths with JSON or an SSE stream; a web framework brought nothing
else but its import (Starlette's routing, forms, multipart parser and middleware stack: ~60
modules on every cold ``arena resume`` of a scripted run, docs/benchmarks.md). Any ASGI server
runs it.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterable, Awaitable, Callable, MutableMapping
from types import SimpleNamespace
from typing import Any

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


class Request:
    """An HTTP request's path parameters and (read once, kept) body."""

    def __init__(self, scope: Scope, receive: Receive, path_params: dict[str, str]) -> None:
        self.scope, self.path_params, self._receive = scope, path_params, receive
        self._body: bytes | None = None

    async def body(self) -> bytes:
        if self._body is None:
            chunks = []
            while True:
                message = await self._receive()
                if message["type"] == "http.disconnect":
                    break
                chunks.append(message.get("body", b""))
                if not message.get("more_body"):
                    break
            self._body = b"".join(chunks)
        return self._body


class Response:
    """A whole body at once, with its length."""

    media_type = "text/plain"

    def __init__(
        self,
        content: Any = b"",
        status_code: int = 200,
        media_type: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        self.status_code = status_code
        self.media_type = media_type or self.media_type
        self.headers = dict(headers or {})
        self.body = self.render(content)

    def render(self, content: Any) -> bytes:
        return content if isinstance(content, bytes) else str(content).encode()

    def _head(self, length: int | None) -> list[tuple[bytes, bytes]]:
        kind = self.media_type
        if kind.startswith("text/") and "charset=" not in kind:
            kind += "; charset=utf-8"
        raw = [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in self.headers.items()]
        if length is not None:
            raw.append((b"content-length", str(length).encode()))
        return [*raw, (b"content-type", kind.encode("latin-1"))]

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        head = self._head(len(self.body))
        await send({"type": "http.response.start", "status": self.status_code, "headers": head})
        await send({"type": "http.response.body", "body": self.body, "more_body": False})


class JSONResponse(Response):
    media_type = "application/json"

    def render(self, content: Any) -> bytes:
        return json.dumps(content, ensure_ascii=False, separators=(",", ":")).encode()


class StreamingResponse(Response):
    """Chunks as the iterator yields them (the server frames them: chunked encoding)."""

    def __init__(
        self, content: AsyncIterable[bytes], status_code: int = 200, media_type: str | None = None
    ) -> None:
        super().__init__(b"", status_code, media_type)
        self.chunks = content

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        start = {"type": "http.response.start", "status": self.status_code}
        await send({**start, "headers": self._head(None)})
        async for chunk in self.chunks:
            await send({"type": "http.response.body", "body": chunk, "more_body": True})
        await send({"type": "http.response.body", "body": b"", "more_body": False})


Endpoint = Callable[[Request], Awaitable[Response]]


class Router:
    """Exact paths, plus ``<prefix>/{rest}`` routes whose tail is one path parameter.

    Unknown path: 404; known path, other method: 405 with ``Allow`` (as any web framework).
    ``state`` holds what the app's owner reads back (``app.state.arena``).
    """

    def __init__(self) -> None:
        self.exact: dict[str, dict[str, Endpoint]] = {}
        self.tails: list[tuple[str, str, dict[str, Endpoint]]] = []
        self.state = SimpleNamespace()

    def add_route(self, path: str, endpoint: Endpoint, methods: list[str]) -> None:
        """``path`` is exact, or ends in ``{name:path}`` (the rest of the path, one or more
        segments) — the only pattern the model's routes use."""
        prefix, brace, param = path.partition("{")
        if brace:
            table = {m: endpoint for m in methods}
            self.tails.append((prefix, param.split(":")[0].rstrip("}"), table))
        else:
            self.exact.setdefault(path, {}).update({m: endpoint for m in methods})

    def _match(self, path: str) -> tuple[dict[str, Endpoint], dict[str, str]] | None:
        if path in self.exact:
            return self.exact[path], {}
        for prefix, name, table in self.tails:
            if path.startswith(prefix) and len(path) > len(prefix):
                return table, {name: path[len(prefix) :]}
        return None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":  # lifespan and websockets: nothing to do
            return
        found = self._match(scope["path"])
        if found is None:
            return await Response("Not Found", 404)(scope, receive, send)
        table, params = found
        method = scope["method"]
        endpoint = table.get("GET" if method == "HEAD" else method)
        if endpoint is None:
            allow = {"Allow": ", ".join(table)}
            return await Response("Method Not Allowed", 405, headers=allow)(scope, receive, send)
        response = await endpoint(Request(scope, receive, params))
        await response(scope, receive, send)


__all__ = [
    "ASGIApp",
    "JSONResponse",
    "Receive",
    "Request",
    "Response",
    "Router",
    "Scope",
    "Send",
    "StreamingResponse",
]
