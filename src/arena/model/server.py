"""The scripted model as a real OpenAI-compatible HTTP server (docs/architecture.md).

Adapters reach it through their framework's ordinary OpenAI provider, so the framework's own
request building, streaming and parsing code runs exactly as against a hosted model. The model
name picks the policy (``scripted``, ``scripted-<behaviour>`` or a registered key), which keeps
the server stateless per run: one server can answer many concurrent runs of different behaviours.
The app itself (routes, wire formats, per-run logs) is :mod:`arena.model.app`; this module runs it
in a thread on :mod:`arena.model.httpd` (``arena model serve``, a process of its own, on uvicorn).
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import socket
import threading
import time
from collections.abc import Callable, Mapping
from types import FrameType, TracebackType
from typing import TYPE_CHECKING

from arena.errors import UserError, cannot_listen
from arena.model.app import ModelApp, create_app
from arena.model.asgi import ASGIApp
from arena.model.fault_injector import FaultInjector
from arena.model.httpd import ModelHTTPServer
from arena.model.policy import Policy, model_names
from arena.model.routes import RouteGuard, Unrouted
from arena.request_log import RequestLog

if TYPE_CHECKING:
    import uvicorn

    from arena.model.latency import Latency


def _config(app: ModelApp) -> uvicorn.Config:
    import uvicorn

    return uvicorn.Config(
        FaultInjector(app),  # model "fault-<name>": a named fault instead of an answer
        log_level="warning",
        access_log=False,
        lifespan="off",
        # Plain HTTP only: "auto" would import a WebSocket library at every start (a cold
        # `arena resume` of a scripted run pays it) for a protocol no model client speaks.
        ws="none",
        timeout_graceful_shutdown=2,
    )


def _bind(host: str, port: int) -> socket.socket:
    # proto must be IPPROTO_TCP (not 0): asyncio only turns Nagle off (TCP_NODELAY) on accepted
    # sockets whose proto says TCP; without it every keep-alive request waits ~40 ms for an ACK.
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        # what holds it and the fix, as arena serve and arena view say (it said only "Address
        # already in use", and arena model serve added a fix of its own: users48)
        said = cannot_listen(host, port, exc, command="arena model serve", host_option=True)
        raise UserError(said) from None
    sock.set_inheritable(True)
    return sock


class ScriptedModelServer:
    """Runs :func:`create_app` on ``127.0.0.1`` (a free port by default) in a daemon thread.

    The server has its own event loop in its own thread, so it can be started from plain sync
    code, from inside a running event loop (``async with``), and from pytest fixtures alike.
    """

    def __init__(
        self,
        policies: Mapping[str, Policy] | None = None,
        latency: Latency | None = None,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        sock: socket.socket | None = None,
        unrouted: Unrouted = "off",
        log_key: str | None = None,
    ) -> None:
        self.app = create_app(policies, latency)
        #: The key its log endpoints (``/arena/log/``) take (:data:`arena.model.process.LOG_KEY`);
        #: None: they refuse everyone (a server read in this process needs none).
        self.app.state.arena.log_key = log_key
        #: Who may send model requests to the shared URL (:mod:`arena.model.routes`): "runs"
        #: for a server the harness started for its logged runs (refused, and filed under the
        #: runs in flight), "legs" while a leg of this process runs, "off" for anyone.
        self.unrouted = unrouted
        self.host, self._port = host, port
        self._given = sock  # a socket bound by another process (arena.model.process)
        self._server: ModelHTTPServer | None = None
        self._thread: threading.Thread | None = None
        self._sock: socket.socket | None = None

    @property
    def port(self) -> int:
        if self._sock is None:
            raise RuntimeError("the scripted model server is not running")
        return int(self._sock.getsockname()[1])

    @property
    def base_url(self) -> str:
        """What an OpenAI client takes as ``base_url``."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/v1"

    @property
    def requests(self) -> int:
        """Model requests received so far (every POST, errors included)."""
        return int(self.app.state.arena.requests)

    @property
    def request_log(self) -> RequestLog:
        """Per-run requests (those sent to ``/runs/<run_id>/v1``): the harness's evidence."""
        log: RequestLog = self.app.state.arena.log
        return log

    @property
    def models(self) -> list[str]:
        return model_names(self.app.state.arena.policies)

    def start(self, timeout: float = 10.0) -> ScriptedModelServer:
        if self._thread is not None:
            return self
        self._sock = self._given or _bind(self.host, self._port)
        self._given = None
        app: ASGIApp = FaultInjector(self.app)  # "fault-<name>" models
        if self.unrouted != "off":
            history = self.app.state.arena.responses  # what previous_response_id continues
            app = RouteGuard(app, self.request_log, self.unrouted, history)
        self._server = ModelHTTPServer(app)
        server, sock = self._server, self._sock
        self._thread = threading.Thread(
            target=server.run, kwargs={"sockets": [sock]}, name="scripted-model", daemon=True
        )
        self._thread.start()
        deadline = time.monotonic() + timeout
        while not server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError("the scripted model server did not start")
            time.sleep(0.005)
        _wait_accepting(self.host, self.port, deadline)
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.exit_now()  # its clients are this process's: done, or abandoned
        if self._thread is not None:
            self._thread.join(timeout=5)
        if self._sock is not None:
            with contextlib.suppress(OSError):
                self._sock.close()
        self._server = self._thread = self._sock = None

    def __enter__(self) -> ScriptedModelServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    async def __aenter__(self) -> ScriptedModelServer:
        return await asyncio.to_thread(self.start)

    async def __aexit__(
        self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None
    ) -> None:
        await asyncio.to_thread(self.stop)


def _wait_accepting(host: str, port: int, deadline: float) -> None:
    while True:
        try:
            with socket.create_connection((host, port), timeout=0.5):
                return
        except OSError:
            if time.monotonic() > deadline:
                raise RuntimeError(
                    f"the scripted model on {host}:{port} accepts no connections"
                ) from None
            time.sleep(0.01)


def serve(
    host: str = "127.0.0.1",
    port: int = 8750,
    latency_ms: float = 0,
    *,
    latency: Latency | None = None,
    policies: Mapping[str, Policy] | None = None,
    echo: Callable[[str], None] = print,
) -> None:
    """Serve until interrupted (``arena model serve``); prints the base URL and model names.
    Where stdout is a pipe whose reader goes away (``arena model serve | head -1``), the server
    stops and :class:`BrokenPipeError` is raised (the CLI exits 141, as on any closed pipe)."""
    from arena.pipe_reader import pipe_reader

    reader = pipe_reader()  # before the first line: a write into a closed pipe drops stdout
    if latency is None and latency_ms:
        from arena.model.latency import Latency

        latency = Latency.fixed(latency_ms)
    app = create_app(policies, latency)
    sock = _bind(host, port)
    shown = f"[{host}]" if ":" in host else host
    echo(f"Scripted model at http://{shown}:{sock.getsockname()[1]}/v1")
    echo("Models: " + ", ".join(model_names(policies)))
    import uvicorn  # a long-lived server of its own: uvicorn's signal handling and logging

    class Server(uvicorn.Server):
        """Keeps a SIGINT ignored that it was started with: uvicorn puts its own handler over
        it, so a SIGINT to the group (a CI cancel, ``kill -INT -PGID``) stopped this server
        while the ``arena run`` that started it (``children_ignore_ctrl_c``), or a script's
        background job, ignored it and went on with no model. SIGTERM still stops it."""

        def handle_exit(self, sig: int, frame: FrameType | None) -> None:
            if sig != signal.SIGINT or not ignored:
                super().handle_exit(sig, frame)

    ignored = signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    server = Server(_config(app))
    if reader is not None:  # served on after `| head -1` exited, until interrupted (users39)
        reader.start(lambda: server.should_exit, lambda: setattr(server, "should_exit", True))
    try:
        server.run(sockets=[sock])
    finally:
        sock.close()
        if reader is not None:
            reader.close()
    if reader is not None:
        reader.raise_if_gone()


__all__ = ["ScriptedModelServer", "create_app", "serve"]
