"""The scripted model's HTTP/1.1 server: asyncio and h11 running its ASGI app in one thread.

A cold ``arena resume`` of a scripted run starts this server in the resuming process; uvicorn,
which it ran on before, imported click, logging.config, multiprocessing and its reloaders on the
way (~50 modules, docs/benchmarks.md) for a server that needs none of them. h11 is the parser
uvicorn used here too (and the one the OpenAI SDK's HTTP client loads). What the app and its
fault injector rely on is kept: keep-alive, chunked streaming, ``http.disconnect`` when the
client goes, and ``send.__self__.transport`` (:mod:`arena.model.faults` resets or cuts it).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
from http import HTTPStatus
from typing import Any

import h11

from arena.model.asgi import ASGIApp, Message

_LOG = logging.getLogger("arena.model")
_DISCONNECT: Message = {"type": "http.disconnect"}
_ASGI = {"version": "3.0", "spec_version": "2.3"}


class _Cycle:
    """One request and its response: the ASGI ``receive`` and ``send`` the app is given."""

    def __init__(self, conn: _Connection, body: bytes, head: bool) -> None:
        self.conn, self.transport, self.body, self.head = conn, conn.transport, body, head
        self.started = self.complete = self.read = False
        self.done = asyncio.Event()  # the response ended or the connection went

    async def receive(self) -> Message:
        if not self.read:
            self.read = True
            return {"type": "http.request", "body": self.body, "more_body": False}
        await self.done.wait()
        return _DISCONNECT

    async def send(self, message: Message) -> None:
        conn = self.conn
        if conn.lost or self.complete:
            return  # the client went (or a fault cut the connection): nothing to deliver
        kind = message["type"]
        if kind == "http.response.start" and not self.started:
            self.started = True
            status = int(message["status"])
            headers = [(bytes(k), bytes(v)) for k, v in message.get("headers", ())]
            reason = _reason(status)
            conn.write(h11.Response(status_code=status, headers=headers, reason=reason))
        elif kind == "http.response.body" and self.started:
            body = bytes(message.get("body", b""))
            if body and not self.head:
                conn.write(h11.Data(data=body))
            if not message.get("more_body", False):
                self.complete = True
                conn.write(h11.EndOfMessage())
                self.done.set()
        else:
            raise RuntimeError(f"unexpected ASGI message {kind!r}")


def _reason(status: int) -> bytes:
    with contextlib.suppress(ValueError):
        return HTTPStatus(status).phrase.encode()
    return b""


class _Connection(asyncio.Protocol):
    """One client connection: parse with h11, run the app once per request, in order."""

    def __init__(self, server: ModelHTTPServer) -> None:
        self.server = server
        self.h11 = h11.Connection(h11.SERVER)
        self.transport: asyncio.Transport = None  # type: ignore[assignment]
        self.lost = False
        self.request: h11.Request | None = None
        self.chunks: list[bytes] = []
        self.cycle: _Cycle | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]
        self.server.connections.add(self)

    def connection_lost(self, exc: Exception | None) -> None:
        self.lost = True
        self.server.connections.discard(self)
        if self.cycle is not None:
            self.cycle.done.set()

    def data_received(self, data: bytes) -> None:
        self.h11.receive_data(data)
        self._next()

    def eof_received(self) -> bool | None:
        self.h11.receive_data(b"")
        self._next()
        return None

    def write(self, event: Any) -> None:
        data = self.h11.send(event)
        if data and not self.transport.is_closing():
            self.transport.write(data)

    def _next(self) -> None:
        """Take events until the parser needs more bytes or a request is being answered."""
        while self.cycle is None and not self.lost:
            try:
                event = self.h11.next_event()
            except h11.RemoteProtocolError as exc:
                self._refuse(exc.error_status_hint)
                return
            if event is h11.NEED_DATA or event is h11.PAUSED:
                return
            if isinstance(event, h11.Request):
                self.request, self.chunks = event, []
            elif isinstance(event, h11.Data):
                self.chunks.append(bytes(event.data))
            elif isinstance(event, h11.EndOfMessage):
                self._start(self.request)
            elif isinstance(event, h11.ConnectionClosed):
                self.transport.close()
                return

    def _refuse(self, status: int) -> None:
        with contextlib.suppress(h11.LocalProtocolError):
            body = HTTPStatus(status).phrase.encode()
            headers = [(b"content-type", b"text/plain"), (b"content-length", b"%d" % len(body))]
            self.write(h11.Response(status_code=status, headers=headers, reason=body))
            self.write(h11.Data(data=body))
            self.write(h11.EndOfMessage())
        self.transport.close()

    def _start(self, request: h11.Request | None) -> None:
        assert request is not None
        cycle = self.cycle = _Cycle(self, b"".join(self.chunks), request.method == b"HEAD")
        target = request.target.decode("latin-1")
        path, _, query = target.partition("?")
        client = self.transport.get_extra_info("peername")
        scope = {
            "type": "http",
            "asgi": _ASGI,
            "http_version": request.http_version.decode(),
            "method": request.method.decode(),
            "scheme": "http",
            "path": path,
            "raw_path": path.encode("latin-1"),
            "query_string": query.encode("latin-1"),
            "root_path": "",
            "headers": [(k.lower(), v) for k, v in request.headers],
            "client": tuple(client[:2]) if client else None,
            "server": self.server.address,
        }
        task = asyncio.get_running_loop().create_task(self._run(scope, cycle))
        self.server.tasks.add(task)
        task.add_done_callback(self.server.tasks.discard)

    async def _run(self, scope: dict[str, Any], cycle: _Cycle) -> None:
        try:
            await self.server.app(scope, cycle.receive, cycle.send)
        except Exception:  # the app failed: a 500 if nothing was sent yet, else cut it off
            _LOG.exception("the scripted model's app failed on %s", scope["path"])
            if not cycle.started and not self.lost:
                await cycle.send({"type": "http.response.start", "status": 500, "headers": []})
                await cycle.send({"type": "http.response.body", "body": b""})
            elif not cycle.complete:
                self.transport.abort()
        if self.lost or self.transport.is_closing():
            return
        if not cycle.complete:  # the app returned without finishing its answer
            self.transport.close()
            return
        self.cycle = None
        if self.h11.our_state is h11.MUST_CLOSE or self.h11.their_state is h11.MUST_CLOSE:
            self.transport.close()
            return
        with contextlib.suppress(h11.LocalProtocolError):
            self.h11.start_next_cycle()
        self._next()  # a request the client pipelined behind this one


class ModelHTTPServer:
    """Serves ``app`` on a bound socket until :meth:`exit_now` (from any thread)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.started = False
        self.connections: set[_Connection] = set()
        self.tasks: set[asyncio.Task[None]] = set()
        self.address: tuple[str, int] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._exit = False

    def run(self, sockets: list[socket.socket]) -> None:
        """Serve in this thread (its own event loop) until :meth:`exit_now`."""
        asyncio.run(self.serve(sockets))

    async def serve(self, sockets: list[socket.socket]) -> None:
        loop = asyncio.get_running_loop()
        self._loop, self._stop = loop, asyncio.Event()
        [sock] = sockets
        self.address = tuple(sock.getsockname()[:2])  # type: ignore[assignment]
        server = await loop.create_server(lambda: _Connection(self), sock=sock, backlog=2048)
        self.started = True
        if not self._exit:
            await self._stop.wait()
        server.close()
        for conn in list(self.connections):  # idle keep-alive or mid-answer: closed at once
            conn.transport.abort()
        for task in list(self.tasks):
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)

    def exit_now(self) -> None:
        """From any thread: stop serving, abandon what is in flight, close the connections."""
        self._exit = True
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None:
            with contextlib.suppress(RuntimeError):  # the loop has already ended
                loop.call_soon_threadsafe(stop.set)


__all__ = ["ModelHTTPServer"]
