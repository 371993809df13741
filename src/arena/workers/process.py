"""A resident framework worker process (``python -m arena.workers.serve DRIVER``) seen from the
harness: started on first use and kept across legs and runs (importing a framework costs seconds,
a leg milliseconds); its stdout is read by one thread that hands each message to its leg's event
loop by leg id. :mod:`arena.workers.client` turns those messages into a run's turns.
"""

from __future__ import annotations

import asyncio
import atexit
import collections
import contextlib
import os
import signal
import subprocess
import threading
import time
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from arena import envs
from arena.deadline import _leg_flights, remaining
from arena.errors import RunError, UserError, WorkerNotStarted
from arena.flights import noted
from arena.workers.protocol import PROTOCOL_VERSION, decode, encode, worker_threads


def _startup_timeout() -> float:
    """``ARENA_WORKER_STARTUP_TIMEOUT``: seconds a worker may take to import its framework."""
    text = os.environ.get("ARENA_WORKER_STARTUP_TIMEOUT", "").strip() or "240"
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not value > 0 or value == float("inf"):
        raise UserError(
            f"ARENA_WORKER_STARTUP_TIMEOUT={text!r}: give the seconds a framework worker may take "
            "to start, e.g. 240 (the default)"
        )
    return value


STARTUP_TIMEOUT = _startup_timeout()


def _check_threads() -> None:
    """Refuse a bad ``ARENA_WORKER_THREADS`` here, before a worker starts (and every run of it
    fails with "exited with code 2")."""
    try:
        worker_threads(os.environ)
    except ValueError as exc:
        raise UserError(str(exc)) from None


_check_threads()
QUIET_ENV = {
    # Frameworks must not phone home from the arena.
    "CREWAI_DISABLE_TELEMETRY": "true",
    "CREWAI_TRACING_ENABLED": "false",
    "CREWAI_DISABLE_VERSION_CHECK": "true",
    "OTEL_SDK_DISABLED": "true",
    "PYTHONUNBUFFERED": "1",
}


def writable_home(env: Mapping[str, str]) -> dict[str, str]:
    """``HOME`` (and ``XDG_DATA_HOME``) for a worker where they cannot be written: CrewAI makes
    folders in ``~/.local/share`` as it is imported (its app data, and its credentials under a
    path it builds from ``~`` whatever XDG says), so with a read-only HOME every CrewAI run failed
    'worker failed to start: OSError: [Errno 30] Read-only file system' and was scored as failing
    its checks (users tester 32). Nothing the harness keeps is there (a pause's flow state is its
    session in the store, the scratch flows are in the temp folder), so such a worker gets a
    private folder of this process's in the temp folder instead. Empty where they can be written
    (or made), as they almost always can."""
    home = env.get("HOME") or str(Path.home())
    given = {"HOME": Path(home, ".local", "share")}
    if env.get("XDG_DATA_HOME"):
        given["XDG_DATA_HOME"] = Path(env["XDG_DATA_HOME"])
    unwritable = [name for name, folder in given.items() if not _can_make(folder)]
    if not unwritable:
        return {}
    spare = _spare_home()
    instead = {"HOME": spare, "XDG_DATA_HOME": os.path.join(spare, ".local", "share")}
    return {name: instead[name] for name in unwritable}


_PROXIES = ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy")
_LOOPBACK = ("127.0.0.1", "localhost", "::1")


def loopback_unproxied(env: Mapping[str, str]) -> dict[str, str]:
    """``NO_PROXY`` for a worker under a proxy: the worker's model client honours
    ``HTTP_PROXY``, and every endpoint it is given is this machine's (the scripted model, or the
    gateway in front of a real one), so with a proxy set every CrewAI run failed 'model endpoint
    error: APIConnectionError' and the matrix read 'pause unsupported' (users tester 32). The
    loopback names are added to the user's own list; nothing changes where no proxy is set."""
    if not any(env.get(name) for name in _PROXIES):
        return {}
    kept = {}
    for name in ("NO_PROXY", "no_proxy"):
        have = [h.strip() for h in env.get(name, "").split(",") if h.strip()]
        kept[name] = ",".join([*have, *(h for h in _LOOPBACK if h not in have)])
    return kept


def _can_make(folder: Path) -> bool:
    """``folder`` exists and can be written, or its nearest existing parent can."""
    existing = next((p for p in (folder, *folder.parents) if p.exists()), None)
    return existing is not None and existing.is_dir() and os.access(existing, os.W_OK | os.X_OK)


_SPARE: list[str] = []


def _spare_home() -> str:
    """A private folder (mode 0700) for this process's workers, removed at exit."""
    if not _SPARE:
        import shutil
        import tempfile

        _SPARE.append(tempfile.mkdtemp(prefix="arena-home-"))
        atexit.register(shutil.rmtree, _SPARE[0], ignore_errors=True)
    return _SPARE[0]


class WorkerProcess:
    """A resident worker: pipes, a reader thread dispatching by leg id, the last lines of stderr."""

    def __init__(self, python: Path, driver: str, extra_env: Mapping[str, str] | None = None):
        self.python, self.driver = python, driver
        self.extra_env = dict(extra_env or {})
        self.info: dict[str, Any] = {}
        self._proc: subprocess.Popen[str] | None = None
        self._ready = threading.Event()
        self._lock = threading.Lock()
        self._write = threading.Lock()
        self._legs: dict[str, tuple[asyncio.AbstractEventLoop, asyncio.Queue[dict[str, Any]]]] = {}
        self._stderr: collections.deque[str] = collections.deque(maxlen=40)
        #: Lines the worker wrote to stderr, panels included: what its pipe carried.
        self.stderr_lines = 0
        self._dead: str | None = None

    # -- lifecycle ----------------------------------------------------------------------------
    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.poll() is None and self._dead is None

    def ready_now(self) -> bool:
        """Started, alive and speaking our protocol: a leg can go straight to it (no thread hop
        into :meth:`ensure_ready`, which blocks)."""
        return (
            self._ready.is_set()
            and self.alive
            and not self.info.get("error")
            and self.info.get("protocol") == PROTOCOL_VERSION
        )

    def ensure_ready(self, timeout: float = STARTUP_TIMEOUT) -> dict[str, Any]:
        """Start the process if needed and wait for its ``ready`` line (blocking). A leg's wait,
        and the start's failure, go in the harness's record of the leg
        (:class:`arena.flights.Flights`): the leg runner takes a worker that did not start
        from there, never from an exception's type (an adapter raises what it likes)."""
        # Noted whenever the worker is not ready, not only while it starts: one started before
        # any leg (``warm``) that failed then is met here, ready set, its error the pool's own
        # (read-only HOME: CrewAI's run read "pause unsupported", users tester 31).
        on = None if self.ready_now() else _leg_flights()
        with noted(on, f"worker {self.driver!r} to start", WorkerNotStarted):
            return self._ensure_ready(timeout)

    def _ensure_ready(self, timeout: float) -> dict[str, Any]:
        with self._lock:
            if self._proc is None:
                self._spawn()
        left = remaining()  # a leg's thread must not outlive its leg waiting here
        if left is not None and left < timeout:
            if not self._ready.wait(max(0.0, left)):
                raise WorkerNotStarted(
                    f"worker {self.driver!r} was still starting when the leg's time ran out"
                )
        elif not self._ready.wait(timeout):
            self.stop()
            raise WorkerNotStarted(
                f"worker {self.driver!r} did not start within {timeout:g}s{self._tail()}"
            )
        # The reason it gave first: a worker that could not start says why, then exits, and the
        # reader may already have recorded the bare exit code when this thread looks.
        if self.info.get("error"):
            raise WorkerNotStarted(
                f"worker {self.driver!r} failed to start: {self.info['error']}{self._tail()}"
            )
        if self._dead is not None:
            raise RunError(self._dead)
        if self.info.get("protocol") != PROTOCOL_VERSION:
            raise RunError(
                f"worker speaks protocol {self.info.get('protocol')!r}, the harness "
                f"{PROTOCOL_VERSION}: recreate the environment (arena env setup --force)"
            )
        return self.info

    def _spawn(self) -> None:
        env = {**os.environ, **QUIET_ENV, **self.extra_env}
        env.update(writable_home(env))
        env.update(loopback_unproxied(env))
        source = str(envs.arena_source())
        env["PYTHONPATH"] = os.pathsep.join(p for p in (source, env.get("PYTHONPATH", "")) if p)
        try:
            with children_ignore_ctrl_c():  # a Ctrl-C meanwhile is raised as it closes
                self._proc = self._popen(env)
        finally:
            if self._proc is not None:  # read from, so that stopping it later finds its end
                self._read_from()

    def _read_from(self) -> None:
        # The drainer starts first: a worker that exits at once ends the reader, which joins it.
        self._drainer = threading.Thread(
            target=self._drain, name=f"worker-{self.driver}-err", daemon=True
        )
        self._drainer.start()
        self._reader = threading.Thread(
            target=self._read, name=f"worker-{self.driver}-out", daemon=True
        )
        self._reader.start()

    def _popen(self, env: dict[str, str]) -> subprocess.Popen[str]:
        return subprocess.Popen(
            [str(self.python), "-m", "arena.workers.serve", self.driver],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            bufsize=1,
            env=env,
        )

    def stop(self, timeout: float = 3.0) -> None:
        proc = self._proc
        if proc is None or proc.poll() is not None:
            return
        try:
            self.send({"op": "shutdown"})
            proc.wait(timeout)
        except (RunError, OSError, ValueError, subprocess.TimeoutExpired):  # already dying
            proc.kill()
            proc.wait(timeout)
        except KeyboardInterrupt:  # a second Ctrl-C while it shuts down: no waiting, no trace
            proc.kill()

    # -- pipes --------------------------------------------------------------------------------
    def _read(self) -> None:
        assert self._proc is not None and self._proc.stdout is not None
        for line in self._proc.stdout:
            try:
                message = decode(line)
            except ValueError:
                self._stderr.append(f"[bad protocol line] {line.strip()[:200]}")
                continue
            if message["op"] == "ready":
                self.info = message
                self._ready.set()
            else:
                self._deliver(str(message.get("id")), message)
        code = self._proc.wait()
        # The reason is usually the last lines on stderr. The process has exited, so the pipe
        # ends at once; the bound only covers a grandchild holding it. 2 s lost the reason on a
        # machine at load 18 (the drainer thread had not run yet).
        self._drainer.join(timeout=10.0)
        self._dead = f"worker {self.driver!r} exited with code {code}{self._tail()}"
        self._ready.set()
        for leg in list(self._legs):
            self._deliver(leg, {"op": "exit", "id": leg, "error": self._dead})

    def _drain(self) -> None:
        assert self._proc is not None and self._proc.stderr is not None
        for line in self._proc.stderr:
            self.stderr_lines += 1
            if line.strip() and not line.startswith(("│", "╭", "╰")):  # framework console panels
                self._stderr.append(line.rstrip())

    def _tail(self) -> str:
        lines = list(self._stderr)[-8:]
        return (":\n  " + "\n  ".join(lines)) if lines else ""

    def _deliver(self, leg: str, message: dict[str, Any]) -> None:
        target = self._legs.get(leg)
        if target is None:
            if message.get("op") == "tool_call":  # a leg the harness gave up on
                self.send({**_reply(message), "error": "leg no longer active"})
            return
        loop, queue = target
        try:
            loop.call_soon_threadsafe(queue.put_nowait, message)
        except RuntimeError:  # that leg's event loop is gone
            self._legs.pop(leg, None)

    def send(self, message: Mapping[str, Any]) -> None:
        proc = self._proc
        if proc is None or proc.stdin is None:
            raise RunError(f"worker {self.driver!r} is not running")
        with self._write:
            try:
                proc.stdin.write(encode(message))
                proc.stdin.flush()
            except (BrokenPipeError, ValueError) as exc:
                # The worker died; give the reader a moment to record why before reporting.
                deadline = time.monotonic() + 5.0
                waiting = threading.current_thread() is not self._reader
                while waiting and self._dead is None and time.monotonic() < deadline:
                    time.sleep(0.02)
                raise RunError(self._dead or f"worker {self.driver!r} pipe closed: {exc}") from exc

    def open(self, leg: str) -> asyncio.Queue[dict[str, Any]]:
        queue: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self._legs[leg] = (asyncio.get_running_loop(), queue)
        return queue

    def close(self, leg: str, *, finished: bool) -> None:
        self._legs.pop(leg, None)
        if not finished and self.alive:
            with contextlib.suppress(RunError):
                self.send({"op": "cancel", "id": leg})


_WORKERS: dict[tuple[str, str], WorkerProcess] = {}
_WORKERS_LOCK = threading.Lock()


def worker_for(python: Path, driver: str) -> WorkerProcess:
    """The resident worker for this interpreter and driver; a dead one is replaced."""
    key = (str(python), driver)
    with _WORKERS_LOCK:
        worker = _WORKERS.get(key)
        if worker is None or (worker._proc is not None and not worker.alive):
            worker = _WORKERS[key] = WorkerProcess(python, driver)
        return worker


@atexit.register
def stop_all() -> None:
    with _WORKERS_LOCK:
        workers = list(_WORKERS.values())
        _WORKERS.clear()
    for worker in workers:
        worker.stop()


@contextlib.contextmanager
def children_ignore_ctrl_c() -> Iterator[None]:
    """Processes started inside never get SIGINT: a terminal's Ctrl-C goes to the whole process
    group, and a child interrupted while it imports printed a traceback under the parent's one
    clean line. The parent stops its children itself (shutdown, terminate, kill).

    SIGINT is blocked in this thread while they start, and a blocked signal stays blocked in a
    child across fork and exec. The parent's own Ctrl-C meanwhile is not lost: it is noted and
    raised as the window closes. It was ignored here (SIG_IGN, which is what the children
    inherited), so ``arena run --workers 2`` hit by a Ctrl-C while its workers started ran every
    run to the end and exited 0 (suite34: test_ctrl_c_children under load)."""
    if threading.current_thread() is not threading.main_thread():
        yield  # signal handlers can only change on the main thread; children then inherit ours
        return
    if not hasattr(signal, "pthread_sigmask"):  # no signal masks (Windows): ignored, as before
        previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
        try:
            yield
        finally:
            signal.signal(signal.SIGINT, previous)
        return
    came: list[int] = []
    previous = signal.signal(signal.SIGINT, lambda signum, _: came.append(signum))
    blocked = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        # Another thread may have taken it meanwhile (the handler ran, noting it), or it waits
        # pending here; the previous handler gets either, once.
        signal.signal(signal.SIGINT, previous)
        signal.pthread_sigmask(signal.SIG_SETMASK, blocked)
        if came:
            signal.raise_signal(signal.SIGINT)


def _reply(message: Mapping[str, Any]) -> dict[str, Any]:
    return {"op": "tool_result", "id": message.get("id"), "call_id": message.get("call_id")}


__all__ = [
    "QUIET_ENV",
    "STARTUP_TIMEOUT",
    "WorkerProcess",
    "children_ignore_ctrl_c",
    "stop_all",
    "worker_for",
]
