"""The scripted model in its own process, so the loop under test has the GIL (and a core) to itself.

``python -m bench.server LATENCY_MS`` prints its base URL and serves until stdin closes. Beside
the OpenAI routes it answers ``GET /bench/requests`` with the number of model requests so far and
how many of them each task (the conversation's first user message) made, which lets a benchmark
check that the arena and the native script made the same calls, item by item. The counting is
done here, in the server's process, so the client's timed rounds pay nothing for it.

It keeps the scripted model's per-run request log as ``arena run``'s model does, in a file
(:mod:`bench.model_log`; ``GET /bench/log`` names it): :func:`endpoint_at` hands the arena side
an endpoint whose runs are routed and logged, so its leg runner and checks read the model's
evidence as a user's run does (session 39; the native side's requests go to the shared URL).
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import urllib.request
from collections import Counter
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from bench.procs import proc_cpu_s

if TYPE_CHECKING:
    from arena.context import ModelEndpoint

ROOT = Path(__file__).resolve().parents[1]


class ModelServer:
    """Starts ``python -m bench.server``; ``base_url``, ``requests()`` and ``cpu_s()`` while it runs."""

    def __init__(self, latency_ms: float = 0.0, keep_alive_s: float = 5.0) -> None:
        self.latency_ms = latency_ms
        #: How long an idle connection stays open (uvicorn's default 5 s; a client slowed down
        #: by valgrind needs longer, or it races the server closing its pooled connections).
        self.keep_alive_s = keep_alive_s
        self.base_url = ""
        self._proc: subprocess.Popen[str] | None = None
        self._endpoints: dict[str, ModelEndpoint] = {}

    @classmethod
    def attach(cls, base_url: str) -> ModelServer:
        """A handle on a server another process started (``requests()`` works; no ``pid``)."""
        server = cls()
        server.base_url = base_url
        return server

    def __enter__(self) -> ModelServer:
        env = {
            **os.environ,
            "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
        }
        self._proc = subprocess.Popen(
            [sys.executable, "-m", "bench.server", str(self.latency_ms), str(self.keep_alive_s)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert self._proc.stdout is not None
        line = self._proc.stdout.readline().strip()
        if not line.startswith("http"):
            self.__exit__(None, None, None)
            raise RuntimeError(f"the bench model server did not start (said {line!r})")
        self.base_url = line
        return self

    def __exit__(
        self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None
    ) -> None:
        if self._proc is not None and self._proc.poll() is None:
            assert self._proc.stdin is not None
            self._proc.stdin.close()
            try:
                self._proc.wait(10)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait()

    @property
    def pid(self) -> int:
        assert self._proc is not None
        return self._proc.pid

    def requests(self) -> int:
        return requests_at(self.base_url)

    def endpoint(self, model: str) -> ModelEndpoint:
        """:func:`endpoint_at` this server, made once per model (its log is read on from where
        the last read stopped, never again from the start)."""
        if model not in self._endpoints:
            self._endpoints[model] = endpoint_at(self.base_url, model)
        return self._endpoints[model]

    def tasks(self) -> dict[str, int]:
        return tasks_at(self.base_url)

    def cpu_s(self) -> float:
        return proc_cpu_s(self.pid)


def _counts(base_url: str) -> dict[str, Any]:
    with urllib.request.urlopen(base_url.removesuffix("/v1") + "/bench/requests") as r:
        counts: dict[str, Any] = json.loads(r.read())
        return counts


def requests_at(base_url: str) -> int:
    """Model requests the bench server at ``base_url`` has received so far."""
    return int(_counts(base_url)["requests"])


def tasks_at(base_url: str) -> dict[str, int]:
    """Model requests answered so far, by the task they carried (``Conversation.task``)."""
    return {str(k): int(v) for k, v in _counts(base_url)["tasks"].items()}


def endpoint_at(base_url: str, model: str) -> ModelEndpoint:
    """The arena side's endpoint on the bench server at ``base_url``: with the server's per-run
    request log (:class:`bench.model_log.KeptLog`), as ``arena run``'s scripted model has one.
    Made outside any timed region (one request to the server)."""
    from arena.context import ModelEndpoint
    from bench.model_log import KeptLog

    with urllib.request.urlopen(base_url.removesuffix("/v1") + "/bench/log") as r:
        path = json.loads(r.read())["path"]
    return ModelEndpoint(base_url=base_url, model=model, request_log=KeptLog(path))


def main(latency_ms: float = 0.0, keep_alive_s: float = 5.0) -> None:
    import tempfile

    import uvicorn

    from arena.model import Latency, create_app
    from arena.model.asgi import JSONResponse, Request
    from arena.model.conversation import Conversation
    from arena.model.policy import BEHAVIOURS, Reply
    from bench.model_log import LogWriter

    tasks: Counter[str] = Counter()
    compliant = BEHAVIOURS["compliant"]

    def counted(conv: Conversation) -> Reply | str:  # the benchmarks' model, counting per task
        tasks[conv.task] += 1
        return compliant(conv)

    app = create_app(
        {"scripted-compliant": counted}, latency=Latency.fixed(latency_ms) if latency_ms else None
    )

    async def count(request: Request) -> JSONResponse:
        return JSONResponse({"requests": app.state.arena.requests, "tasks": dict(tasks)})

    app.add_route("/bench/requests", count, methods=["GET"])
    fd, log_path = tempfile.mkstemp(prefix="arena-bench-log-")
    os.close(fd)

    async def log(request: Request) -> JSONResponse:
        return JSONResponse({"path": log_path})

    app.add_route("/bench/log", log, methods=["GET"])
    app.add_middleware(LogWriter, path=log_path, log=app.state.arena.log)
    # IPPROTO_TCP, so asyncio turns Nagle off on accepted sockets (see arena.model.server._bind).
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    sock.listen(4096)  # before the URL is printed: a client may connect at once
    config = uvicorn.Config(
        app,
        log_level="warning",
        access_log=False,
        lifespan="off",
        backlog=4096,
        timeout_keep_alive=max(1, round(keep_alive_s)),
    )
    server = uvicorn.Server(config)

    def watch_stdin() -> None:  # the parent closing our stdin (or dying) stops the server
        sys.stdin.read()
        server.should_exit = True

    threading.Thread(target=watch_stdin, daemon=True).start()
    print(f"http://127.0.0.1:{sock.getsockname()[1]}/v1", flush=True)
    try:
        server.run(sockets=[sock])
    finally:
        os.unlink(log_path)


if __name__ == "__main__":
    main(*(float(a) for a in sys.argv[1:3]))
