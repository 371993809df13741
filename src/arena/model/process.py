"""The scripted model in a process of its own: what ``arena resume`` starts for scripted runs.

Importing the scripted model and starting its server in the resuming process was most of a cold
resume's own cost (docs/benchmarks.md). Started here, as soon as a scripted run is read, a second
process does it on another core while the resuming one imports the framework and builds the
adapter; :meth:`ModelProcess.ready` waits for whatever is left before a leg runs, and the resuming
process never imports the server. The listening socket is bound here and handed down, so the URL
is known at once. The request log — the harness's evidence of a stop — lives in the child;
:class:`~arena.model.remote_log.RemoteRequestLog` reads it over the same HTTP server. The child exits when its stop pipe
closes: when this process stops it, exits or dies.

On Linux a single-threaded process forks (the child has every module already loaded and only
imports the server: a few tens of ms); elsewhere, or with other threads running (forking them can
deadlock the child), it spawns ``python -m arena.model.process`` (a new interpreter: slower).
"""

from __future__ import annotations

import gc
import os
import select
import signal
import socket
import subprocess
import sys
import threading
import time
import traceback
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arena.model.remote_log import RemoteRequestLog
    from arena.request_log import RequestLog

#: Where the child serves its request log (GET: a run's entries; DELETE: forget the run). Either
#: first forgets the runs named by ``forget`` query parameters (:meth:`RemoteRequestLog._forget`).
LOG_PATH = "/arena/log/"
#: The header that carries the log's key: made by the process that starts the model (a fresh one
#: each start), handed to the child on its stop pipe, known to the harness's code alone — never
#: in a run's endpoint URL, API key or environment. Without it the log endpoints answer 403:
#: an adapter could otherwise DELETE its own run's log, the evidence that it went on past its
#: gate, or read another run's.
LOG_KEY = "x-arena-log-key"
_KEY_BYTES = 16  # hex: 32 characters and a line break on the pipe
READY = b"ready\n"


def _forks() -> bool:
    return sys.platform == "linux" and threading.active_count() == 1


class ModelProcess:
    """The scripted model on a socket bound here, served by a child process."""

    def __init__(self, host: str = "127.0.0.1", *, fork: bool | None = None) -> None:
        self.host = host
        self.fork = _forks() if fork is None else fork
        #: The listening socket, this process's copy: closed once the child serves, so that the
        #: child holds the only one (:meth:`ready`).
        self._sock: socket.socket | None = None
        self._port = 0
        self._pid = 0
        self._proc: subprocess.Popen[bytes] | None = None
        self._ready_r = self._stop_w = -1
        self._ready = False
        #: Runs forgotten since the child last heard from this process (RemoteRequestLog._forget).
        self._forgotten: list[str] = []
        self._key = ""
        self._pid_seen = 0  # the child's pid, kept for words once it is reaped

    def start(self) -> ModelProcess:
        """Bind, listen and start the child; returns at once (it gets ready on its own)."""
        if self._port:
            return self
        family = socket.AF_INET6 if ":" in self.host else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        ready_r, ready_w = os.pipe()
        stop_r, stop_w = os.pipe()
        try:
            sock.bind((self.host, 0))
            sock.listen(128)  # a client's connection waits here until the child accepts it
            if self.fork:
                self._pid = os.fork()
                if self._pid == 0:  # the child: never returns
                    os.close(ready_r)
                    os.close(stop_w)
                    _child(sock.fileno(), ready_w, stop_r)
            else:
                fds = (sock.fileno(), ready_w, stop_r)
                self._proc = subprocess.Popen(
                    [sys.executable, "-m", "arena.model.process", *map(str, fds)], pass_fds=fds
                )
            # The log's key: the pipe's first line, before any registration (not argv or the
            # environment, which other processes of this user can read).
            key = os.urandom(_KEY_BYTES).hex()
            os.write(stop_w, key.encode() + b"\n")
        except BaseException:
            sock.close()
            os.close(ready_r)
            os.close(stop_w)
            raise
        finally:
            os.close(ready_w)
            os.close(stop_r)
        self._sock, self._ready_r, self._stop_w, self._key = sock, ready_r, stop_w, key
        self._port = int(sock.getsockname()[1])
        self._pid_seen = self.pid
        return self

    @property
    def port(self) -> int:
        if not self._port:
            raise RuntimeError("the scripted model process is not running")
        return self._port

    @property
    def base_url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/v1"

    @property
    def request_log(self) -> RemoteRequestLog:
        from arena.model.remote_log import RemoteRequestLog

        return RemoteRequestLog(self.host, self.port, self._forgotten, self._stop_w, key=self._key)

    @property
    def pid(self) -> int:
        return self._proc.pid if self._proc is not None else self._pid

    def ready(self, timeout_s: float = 60.0) -> ModelProcess:
        """Wait until the child serves; RuntimeError (with its exit code) if it did not start."""
        if self._ready:
            return self
        if not self._port:
            raise RuntimeError("the scripted model process is not running")
        if not select.select([self._ready_r], [], [], timeout_s)[0]:
            raise RuntimeError(f"the scripted model process did not start in {timeout_s:g} s")
        if os.read(self._ready_r, len(READY)) != READY:
            code = self._wait(5.0)
            raise RuntimeError(f"the scripted model process did not start (exit code {code})")
        self._ready = True
        self._let_go()
        return self

    def _let_go(self) -> None:
        """Close this process's copy of the listening socket once the child serves on its own.
        Kept open here, it outlived a killed child: a resumed leg's model request and the model
        log's read each connected, queued and waited for an answer that never came, the leg's
        whole timeout and the log's 30 s (92 s before the run was left waiting, users42). With
        the child's the only copy, its end closes the socket: a request is refused at once."""
        if self._sock is not None:
            self._sock.close()
            self._sock = None

    def gone(self) -> str | None:
        """Why the ready child no longer serves, in words, or None while it does. It holds the
        ready pipe's write end until it exits, so the pipe at its end means the child is gone;
        ``arena run --workers``' workers, forked with a copy of the socket, still took
        connections nobody answered (their runs waited out every leg timeout: users41)."""
        if not self._ready or not self._port:
            return None
        if not select.select([self._ready_r], [], [], 0)[0] or os.read(self._ready_r, 1):
            return None
        code = self._wait(1.0)
        how = (
            f"was killed (signal {-code})"
            if code is not None and code < 0
            else f"exited (exit code {code})"
        )
        self._ready = False
        return f"the scripted model's process (pid {self._pid_seen}) {how}"

    def _wait(self, timeout_s: float) -> int | None:
        """The child's exit code once it is gone (killed after ``timeout_s``)."""
        if self._proc is not None:
            try:
                return self._proc.wait(timeout=timeout_s)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                return self._proc.wait()
        if not self._pid:
            return None  # reaped already
        deadline = time.monotonic() + timeout_s
        while not (reaped := os.waitpid(self._pid, os.WNOHANG))[0]:
            if time.monotonic() > deadline:
                os.kill(self._pid, signal.SIGKILL)
                reaped = os.waitpid(self._pid, 0)
                break
            time.sleep(0.005)
        self._pid = 0
        return os.waitstatus_to_exitcode(reaped[1])

    def stop(self) -> None:
        if not self._port:
            return
        os.close(self._stop_w)  # the child's signal to stop
        self._wait(5.0)
        os.close(self._ready_r)
        self._let_go()
        self._proc, self._pid, self._ready, self._key, self._port = None, 0, False, "", 0
        self._forgotten.clear()  # the child's log went with it

    def __enter__(self) -> ModelProcess:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


class _Registrations:
    """The runs the parent registers (:meth:`RemoteRequestLog._register`), one id a line on the
    stop pipe. The parent writes a run's line before the run's first request, so a request on a
    route not registered yet takes what the pipe holds (``log._pending``) before it is refused;
    the main thread takes the rest as it comes, and returns when the pipe closes."""

    def __init__(self, fd: int, log: RequestLog) -> None:
        self.fd, self.log = fd, log
        self._lock = threading.Lock()
        self._rest = b""
        self.closed = False
        os.set_blocking(fd, False)
        log._pending = self.take

    def take(self) -> None:
        with self._lock:  # a line read is registered before another reader looks
            while not self.closed:
                try:
                    data = os.read(self.fd, 65536)
                except BlockingIOError:
                    return
                if not data:
                    self.closed = True
                    return
                *lines, self._rest = (self._rest + data).split(b"\n")
                for line in lines:
                    if line:
                        run_id, _, gate = line.decode("utf-8", "replace").partition("\t")
                        self.log._register(run_id, gate)

    def wait(self) -> None:
        while not self.closed:
            select.select([self.fd], [], [])
            self.take()


def _read_key(fd: int) -> str:
    """The log's key: the stop pipe's first line (read before it is made non-blocking)."""
    want, got = 2 * _KEY_BYTES + 1, b""
    while len(got) < want:
        data = os.read(fd, want - len(got))
        if not data:
            raise RuntimeError("the stop pipe closed before the log's key came")
        got += data
    return got[:-1].decode("ascii")


def _child(sock_fd: int, ready_w: int, stop_r: int) -> None:
    """Serve on the inherited socket, say ``ready``, stop when the stop pipe closes; exit."""
    code = 0
    try:
        # A forked child holds copies of the parent's objects (its store's connection among
        # them): the collector must not finalize one (closing an SQLite connection here could
        # checkpoint the parent's WAL); this short-lived process frees nothing of them.
        gc.disable()
        if threading.current_thread() is threading.main_thread():
            signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C: the parent stops this child
            signal.set_wakeup_fd(-1)  # not the parent's event loop's
        from arena.model.server import ScriptedModelServer

        # Started for the runs of the process above: a request off a run's route is refused.
        server = ScriptedModelServer(
            sock=socket.socket(fileno=sock_fd), unrouted="runs", log_key=_read_key(stop_r)
        )
        runs = _Registrations(stop_r, server.request_log)
        server.start()
        os.write(ready_w, READY)
        runs.wait()  # until the parent closes the pipe, exits or dies
        server.stop()
    except BaseException:
        traceback.print_exc()
        code = 1
    finally:
        sys.stderr.flush()
        os._exit(code)  # a forked child runs none of the parent's exit handlers


def __getattr__(name: str) -> Any:
    if name == "RemoteRequestLog":  # apart: it needs arena.request_log (msgspec); a start does not
        from arena.model.remote_log import RemoteRequestLog

        return RemoteRequestLog
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


if __name__ == "__main__":  # the spawned child: python -m arena.model.process SOCK READY STOP
    _child(*map(int, sys.argv[1:4]))
